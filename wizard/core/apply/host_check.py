"""Does a plan file hold only what this machine's planner makes now? The one check every command that changes
the machine from a plan (``apply``, ``apply --continue-wsl``, ``env create --plan``, ``install-cuda``/``install-cudnn
--plan``) runs before anything changes.

Every plan, this machine's too (issue 28; design 4b: a file brings wishes, never authority): its steps,
downloads and requirement are first checked against its route (wizard.core.apply.route_steps), then the plan
is made again from this machine's own probe with the file's choices as wishes (TensorFlow version, route,
Python, a driver update). It runs only when that plan has the very same versions, packages, requirement, conda
packages, steps and downloads (file names, URLs, checksums and sizes: the catalog is their only source), and
then it is the plan made here that runs, not the file. A plan made with another catalog version (a signed catalog
update came in between, docs/catalog.md) is judged the same way, and the words name both versions. The host id in
the file is a label, never a credential:
it only picks the words of the refusal (an edited plan of this machine, or one made on another machine).
A plan for another kind of system (its ``os_family``; a WSL2 plan also runs inside WSL's Linux, where it is made
again from the facts inside) is refused first: its commands and env layout are that system's. So a Windows
plan never installs ``cuda_..._win10.exe`` into a Linux machine's /usr/local (issue 9), and a plan file never
brings its own installer (issues 16 and 28).
"""

from __future__ import annotations

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.apply.plan_compare import plan_differences
from wizard.core.apply.route_steps import check_route_shape
from wizard.core.plan import Plan, StepId, Wishes
from wizard.core.planner.host_identity import OtherMachineError, plan_is_for_this_host


class PlanNotMadeHereError(OtherMachineError):
    """A plan file that carries this machine's host id differs from the plan made here now (exit 2): edited, or
    made before this machine or the catalog changed."""

    reference = "plan-not-made-here"
    exit_code = 2


def plan_for_this_machine(plan: Plan, facts: MachineFacts) -> tuple[Plan, str]:
    """The plan made here for the file's wishes, and a line saying how it was checked; refused when the file
    differs from it. ``facts`` must be this machine's own probe, never facts a file carried."""
    if plan.os_family and facts.os.family not in _systems_of(plan):
        from wizard.core.planner.words import os_label

        raise _does_not_fit(plan, tr("ApplyHost", "it is for {planned}, this computer runs {here}").format(
            planned=os_label(plan.os_family), here=os_label(facts.os.family)))
    check_route_shape(plan)
    here = remade_here(plan, facts)
    differences = plan_differences(here, plan)
    other_catalog = bool(plan.catalog_version) and plan.catalog_version != here.catalog_version
    if differences or (plan.ok and not here.ok):  # blocked as the file is: the caller says so (apply: exit 3)
        why = differences[0] if differences else "; ".join(b.message for b in here.blockers)
        raise _other_catalog(plan, here, why) if other_catalog else _does_not_fit(plan, why)
    if other_catalog:
        return here, tr("ApplyHost", "The plan was made with catalog version {planned}; made again with version "
                                     "{active}, it holds the same versions and steps.").format(
            planned=plan.catalog_version, active=here.catalog_version)
    if plan_is_for_this_host(plan):
        return here, ""
    return here, tr("ApplyHost", "The plan was made on another machine; checked against this machine's own "
                                 "facts: the same versions work here.")


def remade_here(plan: Plan, facts: MachineFacts) -> Plan:
    """What the planner makes from this machine's facts and the plan's choices as wishes (for a plan marked
    experimental, the experimental alternative it offers for them: never its recommendation)."""
    from wizard.core.planner import make_plan

    wishes = Wishes(tensorflow=plan.tensorflow.version if plan.tensorflow else "newest", route=plan.route,
                    python=plan.python, allow_driver_upgrade=any(s.id == StepId.UPGRADE_DRIVER for s in plan.steps),
                    framework=plan.framework)
    try:
        made = make_plan(facts, wishes)
    except WizardError as error:  # a version this catalog does not know, say
        raise _does_not_fit(plan, error.message) from error
    if plan.experimental and not made.experimental:
        return next((alternative for alternative in made.alternatives if alternative.experimental), made)
    return made


def _systems_of(plan: Plan) -> set[str]:
    """Where ``plan`` can be carried out: its own system, and for a WSL2 plan also the Linux inside WSL (the
    Windows side hands the plan in, where it is made again from the facts inside)."""
    return {plan.os_family, "linux"} if plan.route == "wsl2" else {plan.os_family}


class OtherCatalogError(WizardError):
    """A plan made with another catalog version (an update came in between) that the active catalog now makes
    differently (exit 2)."""

    reference = "plan-catalog-changed"
    exit_code = 2


def _other_catalog(plan: Plan, here: Plan, why: str) -> OtherCatalogError:
    return OtherCatalogError(
        tr("ApplyHost", "This plan was made with catalog version {planned}; this wizard now plans with version "
                        "{active}, which changes {what}. Nothing was changed.").format(
            planned=plan.catalog_version, active=here.catalog_version, what=why),
        hint=tr("ApplyHost", "Make the plan again ('tfgpu-wizard plan --json') and check the new choices."))


def _does_not_fit(plan: Plan, why: str) -> WizardError:
    """The refusal: worded for an edited plan of this machine, or for a plan made on another one."""
    if plan_is_for_this_host(plan):
        return PlanNotMadeHereError(
            tr("ApplyHost", "This plan is not the one the wizard makes for this machine now ({why}), so nothing "
                            "was changed.").format(why=why),
            hint=tr("ApplyHost", "Make the plan again on this machine ('tfgpu-wizard plan --json > plan.json') "
                                 "and use it unedited."))
    return OtherMachineError(
        tr("ApplyHost", "This plan was made on another machine and does not fit this one ({why}), so nothing "
                        "was changed.").format(why=why),
        hint=tr("ApplyHost", "Make a plan on this machine ('tfgpu-wizard plan --json'), or give machines that "
                             "differ their own plans."))
