"""The Verify page's gate for a plan kept only once proved on the GPU: one message, and Next after a choice."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from wizard.core.doctor.verify_step import VerifyView
    from wizard.core.plan import Plan
    from wizard.core.verify.parse import VerifyReport

Choice = Literal["", "undone", "cpu"]


@dataclass(frozen=True)
class ProofGate:
    """``failed``: the plan had to be proved on the GPU and this run did not prove it. The user then chooses
    "Undo this environment" or "Plan for the processor"; until then Next stays off, because going on would keep
    an environment the wizard cannot vouch for without the user having decided."""

    failed: bool = False
    choice: Choice = ""

    def chose(self, choice: Choice) -> ProofGate:
        """The gate after the user's choice (an undo that ran, even in part: Finish lists what is left)."""
        return replace(self, choice=choice)


def judge_proof(plan: Plan | None, report: VerifyReport | None) -> ProofGate:
    """The gate after a verification: failed when ``plan`` must be proved on the GPU and ``report`` did not
    prove it (a pass on the processor alone proves nothing about the card)."""
    from wizard.core.steps.proof import must_prove, proved_on_gpu

    if plan is None or not must_prove(plan) or (report is not None and proved_on_gpu(report)):
        return ProofGate()
    return ProofGate(failed=True)


def next_allowed(gate: ProofGate, plan: Plan | None, report: VerifyReport | None, *, inside_wsl: bool) -> bool:
    """Whether Verify lets the user go on: any plan but one kept only once proved on the GPU; that one once the
    proof passed on the card (inside WSL the run inside made it), or after the user's choice on a failed one."""
    from wizard.core.steps.proof import must_prove, proved_on_gpu

    if inside_wsl or not must_prove(plan) or gate.choice:
        return True
    return report is not None and proved_on_gpu(report)


def quiet_view(view: VerifyView, gate: ProofGate) -> VerifyView:
    """What the page draws: after a failed proof, the checks without their own fixes and buttons and without the
    doctor's causes, so the proof's one message and its two choices are the only advice (a "missing library, go
    to that step" for a build that does not run on the card would send the user the wrong way)."""
    if not gate.failed:
        return view
    rows = tuple(replace(row, fix=None, fix_step=None) for row in view.rows)
    return replace(view, rows=rows, findings=())
