"""``check`` for PyTorch, Keras and JAX setups: the framework gone from the env, and a new card the installed
PyTorch build has no code for. The env is a real venv (its Python answers for itself); the PyTorch in it is a
stand-in module answering the build's architecture flags as a cu126 build does (no CUDA build can be installed
here), and the new card comes from a facts file, the seam ``check`` reads the machine through."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.gpu_tensorflow_standin import make_venv, two_gpu_env
from wizard.basics.facts import GpuFacts, load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.check.framework import framework_changes
from wizard.core.check.machine import gpu_changes
from wizard.core.check.model import CheckResult
from wizard.core.check.record import SetupRecord
from wizard.core.plan import Plan
from wizard.platform.pyenv_layout import site_packages

FACTS = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "wsl2-rtx4090-driver-546.json")
TORCH = '''version = type("v", (), {"cuda": "12.6"})
class _C:
    @staticmethod
    def _cuda_getArchFlags():
        return "sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90"
'''


@pytest.fixture(scope="module")
def env_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_venv(tmp_path_factory.mktemp("env"))


@pytest.fixture(scope="module")
def torch_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Another venv, holding the stand-in PyTorch (the one above stays without a framework)."""
    python = make_venv(tmp_path_factory.mktemp("torch-env"))
    _install_torch(python)
    return python


def _install_torch(python: Path) -> None:
    [site] = site_packages(python.parent.parent)
    (site / "torch").mkdir(exist_ok=True)
    (site / "torch" / "__init__.py").write_text(TORCH, encoding="utf-8")
    info = site / "torch-2.13.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: torch\nVersion: 2.13.0\n", encoding="utf-8")


def _record(python: Path, framework: str) -> SetupRecord:
    plan = Plan(route="pip", tensorflow=None, python="3.12", cuda="12.6", cudnn=None, framework=framework)  # type: ignore[arg-type]
    return SetupRecord(plan, FACTS, str(python), ("run",), "2026-12-06")


@pytest.mark.parametrize("framework", ["pytorch", "keras", "jax"])
def test_the_framework_gone_from_the_env_is_broken(env_python: Path, framework: str) -> None:
    changes = framework_changes(_record(env_python, framework))
    assert [c.code for c in changes] == ["framework-gone"] and changes[0].level == "broken" and changes[0].fix
    result = CheckResult(tuple(changes), "2026-12-06", "pip", "", 0)
    assert result.exit_code == 1


def test_an_installed_framework_is_fine_and_a_new_card_without_its_code_is_broken(torch_python: Path) -> None:
    record = _record(torch_python, "pytorch")
    assert framework_changes(record) == []
    card = GpuFacts(index=1, name="NVIDIA GeForce RTX 5090", uuid="GPU-new", compute_capability="12.0",
                    memory_mib=32607)
    now = replace(FACTS, gpus=(*FACTS.gpus, card))
    changes = gpu_changes(record, now, load_catalog())
    assert [c.code for c in changes] == ["gpu-without-code"]
    assert "PyTorch" in changes[0].breaks
    older = replace(card, name="NVIDIA GeForce GTX 1080 Ti", compute_capability="6.1")
    assert [c.code for c in gpu_changes(record, replace(FACTS, gpus=(*FACTS.gpus, older)), load_catalog())] == \
        ["gpu-new"]


def test_check_verify_proves_every_gpu_and_a_failed_proof_is_broken(
        env_python: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """``check --verify``: the env with the two-GPU stand-in TensorFlow (tests/core/gpu_tensorflow_standin.py)
    passes and names both cards; the env without TensorFlow fails, broken, with the doctor as the fix."""
    from wizard.core.check.verification import verification_changes

    python = two_gpu_env(tmp_path_factory.mktemp("two-gpus"))
    monkeypatch.setenv("STANDIN_HAS_NCCL", "1")  # a machine with NCCL: MirroredStrategy's default works
    passed = verification_changes(_record(python, "tensorflow"))
    assert [c.code for c in passed] == ["verification-passed"] and passed[0].level == "info"
    assert "GPU 0 (NVIDIA GeForce GTX 1080 Ti)" in passed[0].what
    assert "GPU 1 (NVIDIA GeForce RTX 3090)" in passed[0].what
    failed = verification_changes(_record(env_python, "tensorflow"))
    assert [c.code for c in failed] == ["verification-failed"] and failed[0].level == "broken"
    assert "doctor" in failed[0].fix and "--" not in failed[0].fix  # plain words (the GUI shows them)
    assert failed[0].command.startswith("tfgpu-wizard doctor --python")
    assert failed[0].command.endswith("--framework tensorflow")


def test_another_release_in_the_env_is_something_to_look_at(torch_python: Path) -> None:
    from wizard.core.plan import FrameworkBuild

    record = _record(torch_python, "pytorch")  # torch 2.13.0 (the stand-in's metadata)
    planned = replace(record, plan=replace(record.plan, framework_build=FrameworkBuild("pytorch", "2.12.0+cu126")))
    changes = framework_changes(planned)
    assert [(c.code, c.level) for c in changes] == [("framework-changed", "look")] and "2.12.0" in changes[0].what
    same = replace(record, plan=replace(record.plan, framework_build=FrameworkBuild("pytorch", "2.13.0+cu126")))
    assert framework_changes(same) == []


def test_a_jax_setup_judges_a_new_card_by_the_code_its_build_was_chosen_for(env_python: Path) -> None:
    """JAX lists no architectures at run time: the plan's build (the catalog's sass/ptx for it) is the record."""
    from wizard.core.plan import FrameworkBuild

    record = _record(env_python, "jax")
    record = replace(record, plan=replace(record.plan, framework_build=FrameworkBuild(
        "jax", "0.10.2", build="cuda13", sass=("7.5", "8.0", "9.0"), ptx=("9.0",))))
    pascal = GpuFacts(index=1, name="NVIDIA GeForce GTX 1080 Ti", uuid="GPU-new", compute_capability="6.1")
    changes = gpu_changes(record, replace(FACTS, gpus=(*FACTS.gpus, pascal)), load_catalog())
    assert [c.code for c in changes] == ["gpu-without-code"] and "JAX" in changes[0].breaks
