"""Proved before kept: a plan with the ``prove-gpu`` step keeps its environment only if TensorFlow computed on the GPU.

Why: conda-forge's GPU build for Blackwell cards is a community build no official package vouches for, so the
wizard's promise is that it runs real work on the card before it keeps it. When the verification fails, every
front-end says the same thing in plain words, offers to undo the environment (the journaled create-env run,
exactly as ``undo --last``) and plans TensorFlow for the processor instead. One module, so the CLI's ``apply``
and the GUI's Verify page cannot drift apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wizard.basics.i18n import tr
from wizard.core.plan import Plan, StepId, Wishes

if TYPE_CHECKING:
    from wizard.basics.events import Step
    from wizard.basics.facts import MachineFacts
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.undo import UndoReport
    from wizard.core.verify.parse import VerifyReport

UNDO_COMMAND = "tfgpu-wizard undo --last"


def must_prove(plan: Plan | None) -> bool:
    """True when ``plan`` keeps its environment only after a proof on the GPU."""
    return plan is not None and any(step.id == StepId.PROVE_GPU for step in plan.steps)


def proved_on_gpu(report: VerifyReport) -> bool:
    """True when the verification passed *and* did real work on a GPU: a CUDA build, a GPU seen, and the matmul
    placed on it passed. A plain pass is not enough: a CPU-only build, or a GPU TensorFlow cannot see, passes the
    checks on the processor, and that proves nothing about the card."""
    matmul = report.check("matmul")
    on_gpu = matmul is not None and matmul.status == "pass" and (matmul.device or "").startswith("/GPU")
    return report.passed and bool(report.built_with_cuda) and bool(report.gpus) and on_gpu


def proof_failed_message(plan: Plan) -> str:
    """What the user reads when the proof failed: what happened, and what the wizard offers."""
    version = plan.tensorflow.version if plan.tensorflow else "?"
    return tr("Proof", "TensorFlow {version} from conda-forge did not compute on your graphics card, so the wizard "
                       "does not keep it: this build does not work on this card here. You can undo the environment "
                       "it made and set up TensorFlow for the processor instead.").format(version=version)


def undo_hint() -> str:
    """How to undo the environment later, where the user did not want it undone now."""
    return tr("Proof", "The environment is still there. To remove it: {command}").format(command=UNDO_COMMAND)


def cpu_plan_for(facts: MachineFacts, wishes: Wishes | None = None) -> Plan:
    """The plan for the processor on the same machine, with the same TensorFlow and Python wishes where they fit."""
    from dataclasses import replace

    from wizard.core.planner import make_plan

    return make_plan(facts, replace(wishes or Wishes(), route="cpu", allow_driver_upgrade=False))


def undo_environment(journal: Journal) -> Step[UndoReport]:
    """Undo the newest run: the one that made the environment (the verification changes nothing)."""
    from wizard.core.ops.elevation import make_reverse_elevator
    from wizard.core.ops.undo import undo_step

    return undo_step(journal, "last", elevator=make_reverse_elevator())
