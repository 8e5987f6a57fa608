"""Proved before kept (wizard.core.steps.proof): which verification documents prove a conda GPU plan on the card.

The documents are written here as the proof script prints them (no GPU on this machine: the verify seam);
the parser and the rule are real.
"""

from __future__ import annotations

from typing import Any

import pytest

from wizard.core.plan import Plan, PlanStep, TfChoice
from wizard.core.steps.proof import must_prove, proved_on_gpu
from wizard.core.verify.parse import parse_document

RTX_5090 = {"name": "NVIDIA GeForce RTX 5090", "compute_capability": "12.0", "memory_mib": 32607}


def _document(*, built: bool, gpus: list[dict[str, Any]], device: str, matmul: str = "pass") -> dict[str, Any]:
    checks = [{"id": "import", "status": "pass", "message": "ok"},
              {"id": "cuda_build", "status": "pass" if built else "skip", "message": "-"},
              {"id": "matmul", "status": matmul, "message": "a matmul", "device": device}]
    if built:
        checks.insert(2, {"id": "gpu_visible", "status": "pass" if gpus else "fail", "message": "-"})
    return {"schema": 1, "complete": True, "cpu_only": not built,
            "tensorflow": {"version": "2.19.1", "built_with_cuda": built, "cuda": "12.8", "cudnn": "9"},
            "gpus": gpus, "checks": checks, "timing": {"cpu_seconds": 1.0, "gpu_seconds": 0.1, "speedup": 10.0}}


def test_a_matmul_that_passed_on_the_gpu_of_a_cuda_build_is_the_proof() -> None:
    assert proved_on_gpu(parse_document(_document(built=True, gpus=[RTX_5090], device="/GPU:0")))


@pytest.mark.parametrize("document", [
    _document(built=False, gpus=[], device="/CPU:0"),  # a CPU-only build passes its checks: no proof of the card
    _document(built=True, gpus=[], device="/CPU:0"),  # the CUDA build sees no GPU
    _document(built=True, gpus=[RTX_5090], device="/GPU:0", matmul="fail"),  # CUDA_ERROR_INVALID_PTX and kin
])
def test_anything_less_is_no_proof(document: dict[str, Any]) -> None:
    assert not proved_on_gpu(parse_document(document))


def test_only_a_plan_with_the_prove_gpu_step_must_be_proved() -> None:
    steps = (PlanStep("create-env", "Create"), PlanStep("verify", "Verify"))
    plan = Plan("linux", TfChoice("2.19.1", "tensorflow", ""), "3.12", "12.8", None, steps=steps)
    assert not must_prove(plan) and not must_prove(None)
    assert must_prove(Plan("linux", None, "3.12", None, None, steps=(*steps, PlanStep("prove-gpu", "Keep"))))
