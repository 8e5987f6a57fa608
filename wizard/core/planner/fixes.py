"""Fixes that are re-checked: a blocker only offers a fix that, applied and re-planned, gives a working plan.

Why re-plan instead of trusting each rule: a fix for one blocker can be useless because of another (a
driver upgrade for a CUDA 12 build on a Kepler card, which no driver makes work, S22). So every proposed
fix is applied to the facts or the wishes (:func:`apply_fix`) and the search runs again; only fixes whose
plan works stay. After a blocker's own proposals come the nearest working relaxations of the wishes
(the alternatives, worded as what to change).
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from wizard.basics.errors import BadInputError
from wizard.basics.facts import CondaFacts, DriverFacts, MachineFacts
from wizard.basics.i18n import tr
from wizard.core.plan import Blocker, Fix, FixKind, Plan, Route, Wishes
from wizard.core.planner.advice import render_fixes
from wizard.core.planner.context import Context
from wizard.core.planner.search import find_plan
from wizard.core.planner.wishes import check_wishes

MAX_FIXES = 4  # the blocker's own proposals first, then the nearest relaxations of the wishes
# The main change of a relaxation names the fix's kind, in this order.
RELAXATION_KINDS: tuple[tuple[FixKind, str], ...] = (
    ("choose-route", "route"),
    ("choose-tensorflow", "tensorflow"),
    ("choose-python", "python"),
    ("allow-driver-upgrade", "allow_driver_upgrade"),
)


def apply_fix(fix: Fix, facts: MachineFacts, wishes: Wishes) -> tuple[MachineFacts, Wishes]:
    """The facts and wishes as they are once the user has done what ``fix`` says."""
    params = fix.params
    if "tensorflow" in params:
        wishes = replace(wishes, tensorflow=params["tensorflow"])
    if "route" in params:
        wishes = replace(wishes, route=cast(Route, params["route"]))  # check_wishes refuses an unknown one
    if "python" in params:
        wishes = replace(wishes, python=params["python"] or None)
    if params.get("allow_driver_upgrade") == "true":
        wishes = replace(wishes, allow_driver_upgrade=True)
    return _apply_to_facts(params, facts), wishes


def _apply_to_facts(params: dict[str, str], facts: MachineFacts) -> MachineFacts:
    if "driver" in params and params.get("allow_driver_upgrade") != "true":
        facts = replace(facts, driver=DriverFacts(params["driver"], source="fix"))
    if "conda" in params:
        facts = replace(facts, conda=(*facts.conda, CondaFacts("conda")))
    if "wsl_version" in params:
        facts = replace(facts, os=replace(facts.os, wsl_version=int(params["wsl_version"])))
    if "windows_build" in params:
        build = params["windows_build"]
        new_os = replace(facts.os, windows_build=build) if facts.os.wsl else replace(facts.os, build=build)
        facts = replace(facts, os=new_os)
    return facts


def fix_works(ctx: Context, blocked: Plan, fix: Fix) -> bool:
    """Apply ``fix``, re-plan: True when the plan works (and is still a GPU plan, unless the fix chose CPU)."""
    facts, wishes = apply_fix(fix, ctx.facts, ctx.wishes)
    try:
        check_wishes(wishes)
        changed_facts = facts != ctx.facts
        again = replace(ctx, facts=facts, wishes=wishes, memo={} if changed_facts else ctx.memo)
        plan = find_plan(again)
    except BadInputError:
        return False
    if not plan.ok or plan.experimental:
        return False
    return plan.route != "cpu" or blocked.route == "cpu" or wishes.route == "cpu"


def fix_from_relaxation(original: Wishes, relaxed: Wishes, plan: Plan) -> Fix | None:
    """The fix that turns ``original`` into ``relaxed``, with the values of the plan it gave."""
    params: dict[str, str] = {}
    if relaxed.route != original.route and relaxed.route is not None:
        params["route"] = relaxed.route
    if relaxed.tensorflow != original.tensorflow and plan.tensorflow is not None:
        params["tensorflow"] = plan.tensorflow.version
    if relaxed.python != original.python and plan.python:
        params["python"] = plan.python
    if relaxed.allow_driver_upgrade and not original.allow_driver_upgrade:
        params["allow_driver_upgrade"] = "true"
        if plan.driver_min:
            params["driver"] = plan.driver_min
    return next((Fix(kind, params) for kind, key in RELAXATION_KINDS if key in params), None)


def settle_fixes(ctx: Context, plan: Plan, relaxations: list[Fix]) -> Plan:
    """Keep each blocker's fixes that re-plan to a working plan; word the advice from what is left."""
    checked: dict[str, bool] = {}

    def works(fix: Fix) -> bool:
        key = repr(sorted(fix.params.items()))
        if key not in checked:
            checked[key] = fix_works(ctx, plan, fix)
        return checked[key]

    blockers = []
    for blocker in plan.blockers:
        kept = _unique([f for f in (*blocker.fixes, *relaxations) if works(f)])[:MAX_FIXES]
        blockers.append(_worded(blocker, tuple(kept), bool(plan.alternatives)))
    return replace(plan, blockers=tuple(blockers))


def _unique(fixes: list[Fix]) -> list[Fix]:
    seen: list[Fix] = []
    for fix in fixes:
        if fix not in seen:
            seen.append(fix)
    return seen


def _worded(blocker: Blocker, fixes: tuple[Fix, ...], has_alternatives: bool) -> Blocker:
    """The blocker with its checked fixes and the advice in GUI words (the CLI renders ``fixes`` itself)."""
    advice = render_fixes(fixes, "gui") or blocker.fix  # the rule's own advice when no fix is left
    if not advice:
        advice = tr("Advice", "Nothing the wizard can change makes this choice work; choose one of the working "
                              "alternatives.") if has_alternatives else tr(
            "Advice", "Nothing the wizard can change makes TensorFlow work on this computer as it is.")
    return replace(blocker, fix=advice, fixes=fixes)
