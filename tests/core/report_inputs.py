"""Inputs the report tests share: a real facts file, the real planner, documents as the other steps write them."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.envvars.env_ops import AddToPath
from wizard.core.envvars.model import EnvBackend
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import RunReport, apply_operations
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.platform.registry import TEST_ROOT_VARIABLE

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"


def facts() -> MachineFacts:
    """An Ubuntu machine with an RTX 3090 (a facts file: this machine has no GPU)."""
    return load_facts(FACTS)


def plan_for(machine: MachineFacts) -> Plan:
    """The real planner's plan for ``machine``."""
    return make_plan(machine, Wishes())


def folder(posix: str) -> str:
    """``posix`` as a full folder path of this OS: itself, or on Windows the same folders under ``C:\\``."""
    return "C:" + posix.replace("/", "\\") if sys.platform == "win32" else posix


def add_to_path(journal: Journal, entry: str) -> RunReport:
    """A real, journaled change: ``entry`` added to PATH in the (test's temporary) HOME's shell files; on Windows
    in the real registry inside a sandbox key (tests/fakes/sandbox_registry.py), never the user's own."""
    return apply_operations([AddToPath(entry=entry, backend=_sandbox())], journal, step="test-report")


_SANDBOXES: dict[str, EnvBackend] = {}


def _sandbox() -> EnvBackend | None:
    """On Windows the test's one sandbox backend (by its HOME): every change and undo preview of a test must read
    the same key, as the env-var operations keep one given backend by name. None elsewhere (HOME's files)."""
    if sys.platform != "win32" or os.environ.get(TEST_ROOT_VARIABLE):
        return None  # elsewhere HOME's files; a test that asked for ``sandboxed_registry``: the wizard's own backend
    from tests.fakes.sandbox_registry import new_registry
    from wizard.core.envvars.windows_env import WindowsEnvBackend

    home = os.environ["USERPROFILE"]
    if home not in _SANDBOXES:
        _SANDBOXES[home] = WindowsEnvBackend(new_registry())
    return _SANDBOXES[home]


def verification(**overrides: Any) -> dict[str, Any]:
    """A verification document with the interop keys."""
    document: dict[str, Any] = {
        "schema": 1,
        "tensorflow": {"version": "2.15.1", "built_with_cuda": True, "cuda": "12.2", "cudnn": "8.9"},
        "gpus": [{"name": "NVIDIA GeForce RTX 3090", "compute_capability": "8.6", "memory_mib": 24576}],
        "cpu_only": False,
        "checks": [{"id": "gpu-visible", "ok": True, "message": "TensorFlow sees 1 GPU", "fix": ""},
                   {"id": "ptx-jit", "ok": False, "message": "First start compiles kernels", "fix": "Wait once."}],
        "timing": {"cpu_seconds": 42.0, "gpu_seconds": 3.5, "speedup": 12.0},
    }
    document.update(overrides)
    return document


def doctor(**overrides: Any) -> dict[str, Any]:
    """A doctor document with the interop keys."""
    document: dict[str, Any] = {"findings": [
        {"code": "old-cuda-first", "cause": "An older CUDA comes first on PATH.", "fix": "Remove CUDA 10.1 from PATH.",
         "source": "https://docs.nvidia.com/cuda/"}]}
    document.update(overrides)
    return document
