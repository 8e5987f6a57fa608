"""Alternatives: the nearest plans that work when the wish cannot be met (or is not the only way).

Each alternative is the search rerun with one wish relaxed: another Python, a newer driver, WSL2,
another TensorFlow, the CPU. All come from the same catalog and are complete plans without nested
alternatives. An alternative that needs a driver upgrade says so (warning ``needs-driver-upgrade``,
step ``upgrade-driver``).
"""

from __future__ import annotations

from dataclasses import replace

from wizard.core.plan import Plan, Wishes
from wizard.core.planner.context import Context
from wizard.core.planner.search import find_plan
from wizard.core.planner.versions import NEWEST

MAX_ALTERNATIVES = 6


def relaxed_wishes(ctx: Context) -> list[Wishes]:
    """The wishes to retry, nearest first."""
    wishes = ctx.wishes
    tries: list[Wishes] = []
    if wishes.python is not None:
        tries.append(replace(wishes, python=None))
    if not wishes.allow_driver_upgrade and ctx.has_gpu:
        tries.append(replace(wishes, allow_driver_upgrade=True))
    if ctx.on_windows and ctx.has_gpu and wishes.route != "wsl2":
        tries.append(replace(wishes, route="wsl2"))
        tries.append(replace(wishes, route="wsl2", allow_driver_upgrade=True))
    if ctx.on_windows and ctx.has_gpu and ctx.facts.conda and wishes.route != "windows-isolated":
        tries.append(replace(wishes, route="windows-isolated"))
    if wishes.tensorflow != NEWEST:
        tries.append(replace(wishes, tensorflow=NEWEST))
        if wishes.python is not None:
            tries.append(replace(wishes, tensorflow=NEWEST, python=None))
    if wishes.route != "cpu":
        tries.append(replace(wishes, route="cpu"))
    return tries


def find_alternatives(ctx: Context, primary: Plan) -> tuple[Plan, ...]:
    """Working plans that differ from ``primary``, deduplicated, at most ``MAX_ALTERNATIVES``."""
    seen = {_identity(primary)}
    found: list[Plan] = []
    for wishes in relaxed_wishes(ctx):
        plan = find_plan(replace(ctx, wishes=wishes))
        if not plan.ok or _identity(plan) in seen:
            continue
        seen.add(_identity(plan))
        found.append(plan)
    return tuple(found[:MAX_ALTERNATIVES])


def _identity(plan: Plan) -> tuple[str, str, str, bool]:
    version = plan.tensorflow.version if plan.tensorflow else ""
    upgrade = any(step.id == "upgrade-driver" for step in plan.steps)
    return (plan.route, version, plan.python or "", upgrade)
