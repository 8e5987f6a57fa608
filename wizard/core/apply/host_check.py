"""Whose plan is this, and does it hold only what the planner makes? The one check every command that changes
the machine from a plan (``apply``, ``env create --plan``, ``install-cuda``/``install-cudnn --plan``) runs
before anything changes.

Every plan: only the steps, downloads and requirement its route has (wizard.core.apply.route_steps).
A plan made from this machine's facts then runs as it is. A plan made elsewhere (the fleet case: planned
once on one lab machine), or whose host id is only the older, guessable stand-in (host name, OS,
architecture), is made again from this machine's own facts with the plan's choices as wishes: it runs only
when that plan has the very same versions, route, steps and downloads (file names, URLs, checksums and
sizes: the catalog is their only source), and then it is the plan made here that runs, not the file.
A plan for another kind of system (its ``os_family``; a WSL2 plan also runs inside WSL's Linux) is refused
even with this machine's fingerprint: its commands and env layout are that system's. Anything else is
refused, naming what differs: a Windows plan never installs ``cuda_..._win10.exe`` into a Linux machine's
/usr/local (issue 9), and a plan file never brings its own installer (issue 16).
"""

from __future__ import annotations

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.apply.route_steps import check_route_shape
from wizard.core.plan import Plan, StepId, Wishes
from wizard.core.planner.host_identity import OtherMachineError, plan_is_for_this_host

CHOICES = ("route", "python", "cuda", "cudnn", "driver_min", "conda_packages")


def plan_for_this_machine(plan: Plan, facts: MachineFacts) -> tuple[Plan, str]:
    """The plan to carry out here and a line saying how it was checked; refused when it does not fit."""
    if plan.os_family and facts.os.family not in _systems_of(plan):
        from wizard.core.planner.words import os_label

        raise _does_not_fit(tr("ApplyHost", "it is for {planned}, this computer runs {here}").format(
            planned=os_label(plan.os_family), here=os_label(facts.os.family)))
    check_route_shape(plan)
    if plan_is_for_this_host(plan):
        return plan, ""
    here = remade_here(plan, facts)
    differences = plan_differences(here, plan)
    if not here.ok or differences:
        raise _does_not_fit("; ".join(b.message for b in here.blockers) or ", ".join(differences))
    return here, tr("ApplyHost", "The plan was made on another machine; checked against this machine's own "
                                 "facts: the same versions work here.")


def remade_here(plan: Plan, facts: MachineFacts) -> Plan:
    """What the planner makes from this machine's facts and the plan's choices as wishes."""
    from wizard.core.planner import make_plan

    wishes = Wishes(tensorflow=plan.tensorflow.version if plan.tensorflow else "newest", route=plan.route,
                    python=plan.python, allow_driver_upgrade=any(s.id == StepId.UPGRADE_DRIVER for s in plan.steps))
    try:
        return make_plan(facts, wishes)
    except WizardError as error:  # a version this catalog does not know, say
        raise _does_not_fit(error.message) from error


def plan_differences(here: Plan, plan: Plan) -> list[str]:
    """What ``plan`` holds that the plan made here does not: the names of the fields, each download by file."""
    differences = [name for name in CHOICES if getattr(here, name) != getattr(plan, name)]
    if here.tensorflow != plan.tensorflow:
        differences.insert(0, "tensorflow")
    if [step.id for step in here.steps] != [step.id for step in plan.steps]:
        differences.append(tr("ApplyHost", "steps {steps}").format(steps=", ".join(s.id for s in plan.steps)))
    made = set(here.downloads)
    differences += [tr("ApplyHost", "download {file}").format(file=item.file)
                    for item in plan.downloads if item not in made]
    if len(plan.downloads) != len(here.downloads) and not any(item not in made for item in plan.downloads):
        differences.append(tr("ApplyHost", "downloads"))
    return differences


def _systems_of(plan: Plan) -> set[str]:
    """Where ``plan`` can be carried out: its own system, and for a WSL2 plan also the Linux inside WSL (the
    Windows side hands the plan in, where it is made again from the facts inside)."""
    return {plan.os_family, "linux"} if plan.route == "wsl2" else {plan.os_family}


def _does_not_fit(why: str) -> OtherMachineError:
    return OtherMachineError(
        tr("ApplyHost", "This plan was made on another machine and does not fit this one ({why}), so nothing "
                        "was changed.").format(why=why),
        hint=tr("ApplyHost", "Make a plan on this machine ('tfgpu-wizard plan --json'), or give machines that "
                             "differ their own plans."))
