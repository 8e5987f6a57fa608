"""The failed-proof gate without Qt: real plans from the planner, verification reports as the proof script writes."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.core.doctor.verify_step import build_view
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.core.verify.parse import parse_document
from wizard.core.verify.runner import VerifyRun
from wizard.gui.models.proof_gate import ProofGate, judge_proof, next_allowed, quiet_view

FACTS = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "linux-rtx5090-blackwell.json")
FAILED = {"schema": 1, "complete": True, "cpu_only": False,
          "tensorflow": {"version": "2.19.1", "built_with_cuda": True, "cuda": "12.8", "cudnn": "9"},
          "gpus": [{"name": "NVIDIA GeForce RTX 5090", "compute_capability": "12.0", "memory_mib": 32607}],
          "checks": [{"id": "gpu_visible", "status": "fail", "message": "libcublas.so.12 not found"},
                     {"id": "matmul", "status": "fail", "message": "CUDA_ERROR_INVALID_PTX", "device": "/GPU:0"}],
          "timing": {"cpu_seconds": 2.0, "gpu_seconds": None, "speedup": None}}


def _run(document: dict[str, object]) -> VerifyRun:
    return VerifyRun(parse_document(document), document, "", 1, 1.0)


def test_a_failed_proof_blocks_next_until_a_choice_and_silences_the_checks_advice() -> None:
    plan = make_plan(FACTS, Wishes())
    run = _run(FAILED)
    gate = judge_proof(plan, run.report)
    assert gate.failed and not next_allowed(gate, plan, run.report, inside_wsl=False)
    view = build_view(run)
    quiet = quiet_view(view, gate)
    assert any(row.fix_step for row in view.rows) and not any(row.fix_step or row.fix for row in quiet.rows)
    assert next_allowed(gate.chose("cpu"), plan, run.report, inside_wsl=False)
    assert next_allowed(gate.chose("undone"), plan, run.report, inside_wsl=False)


def test_a_plan_without_the_proof_step_is_never_gated() -> None:
    plan = make_plan(FACTS, Wishes(route="cpu"))
    gate = judge_proof(plan, _run(FAILED).report)
    assert gate == ProofGate() and next_allowed(gate, plan, _run(FAILED).report, inside_wsl=False)
    view = build_view(_run(FAILED))
    assert quiet_view(view, gate) is view
