"""A stand-in for what this machine's planner makes, for tests whose plan this test machine cannot make itself.

Why: every plan file is made again here before it runs, and only a file equal to that plan runs (issue 28,
wizard.core.apply.host_check). A test machine has no GPU, and the tests install a tiny stand-in TensorFlow
(``tinytf``) from an index on 127.0.0.1, so the real planner here never makes the Linux GPU plans or the tinytf
plans those tests carry out. A test that needs such a plan says so with :func:`planner_makes`: the plan is what
"this machine's planner makes" in that test, and the comparison with the file still runs for real (a test may
hand in a file that differs from it). Without that call nothing is stood in. It reaches the wizard's child
processes through ``sitecustomize`` (tests/fakes/made_here_site, on the children's PYTHONPATH: tests/cli/support)
and this process through the suite's conftest.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.plan import Plan

MADE_HERE_VARIABLE = "TFGPU_WIZARD_TEST_MADE_HERE"  # the file holding the plan "made here" (set per test)
SITE_FOLDER = Path(__file__).resolve().parent / "made_here_site"

Remake = Callable[["Plan", "MachineFacts"], "Plan"]


def planner_makes(plan: Plan) -> Plan:
    """From now on in this test, this machine's planner makes ``plan`` (for any wishes); ``plan`` back."""
    Path(os.environ[MADE_HERE_VARIABLE]).write_text(plan.to_json(), encoding="utf-8")
    return plan


def stood_in(real: Remake) -> Remake:
    """``real`` (wizard.core.apply.host_check.remade_here), or the plan :func:`planner_makes` wrote."""

    def remade_here(plan: Plan, facts: MachineFacts) -> Plan:
        answer = os.environ.get(MADE_HERE_VARIABLE, "")
        if not answer or not Path(answer).is_file():
            return real(plan, facts)
        from wizard.basics.jsondoc import read_document
        from wizard.core.plan import plan_from_dict

        return plan_from_dict(read_document(Path(answer)))

    return remade_here


def install() -> None:
    """Stand in for the planner here in this process (a no-op where it already is)."""
    from wizard.core.apply import host_check

    if not getattr(host_check.remade_here, "stood_in", False):
        replacement = stood_in(host_check.remade_here)
        replacement.stood_in = True  # type: ignore[attr-defined]
        host_check.remade_here = replacement
