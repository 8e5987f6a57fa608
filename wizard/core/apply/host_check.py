"""Whose plan is this? A plan made from this machine's facts runs as it is; a plan made elsewhere (the fleet
case: planned once on one lab machine) runs here only when the planner, given this machine's own facts and the
plan's choices as wishes, answers with the very same versions and route. Anything else is refused before a
change: a Windows plan never installs ``cuda_..._win10.exe`` into a Linux machine's /usr/local (issue 9).
"""

from __future__ import annotations

from dataclasses import replace

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.host_identity import OtherMachineError, host_key_of, plan_is_for_this_host
from wizard.core.plan import Plan, Wishes

CHOICES = ("route", "python", "cuda", "cudnn", "driver_min")


def plan_for_this_machine(plan: Plan, facts: MachineFacts) -> tuple[Plan, str]:
    """The plan to carry out here and a line saying how it was checked; OtherMachineError when it does not fit."""
    if plan_is_for_this_host(plan):
        return plan, ""
    from wizard.core.planner import make_plan

    wishes = Wishes(tensorflow=plan.tensorflow.version if plan.tensorflow else "newest", route=plan.route,
                    python=plan.python, allow_driver_upgrade=any(s.id == "upgrade-driver" for s in plan.steps))
    try:
        here = make_plan(facts, wishes)
    except WizardError as error:  # a version this catalog does not know, say
        raise _does_not_fit(error.message) from error
    differences = [name for name in CHOICES if getattr(here, name) != getattr(plan, name)]
    if here.tensorflow != plan.tensorflow:
        differences.insert(0, "tensorflow")
    if not here.ok or differences:
        raise _does_not_fit("; ".join(b.message for b in here.blockers) or ", ".join(differences))
    checked = replace(plan, host_id=host_key_of(facts))
    return checked, tr("ApplyHost", "The plan was made on another machine; checked against this machine's own "
                                    "facts: the same versions work here.")


def _does_not_fit(why: str) -> OtherMachineError:
    return OtherMachineError(
        tr("ApplyHost", "This plan was made on another machine and does not fit this one ({why}), so nothing "
                        "was changed.").format(why=why),
        hint=tr("ApplyHost", "Make a plan on this machine ('tfgpu-wizard plan --json'), or give machines that "
                             "differ their own plans."))
