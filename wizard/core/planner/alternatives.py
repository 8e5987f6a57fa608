"""Alternatives: the nearest plans that work when the wish cannot be met (or is not the only way).

Each alternative is the search rerun with one wish relaxed: another Python, a newer driver, WSL2,
another TensorFlow, the CPU. All come from the same catalog and are complete plans without nested
alternatives. An alternative that needs a driver upgrade says so (warning ``needs-driver-upgrade``,
step ``upgrade-driver``). A GPU plan that relies on a path known to fail (Blackwell PTX JIT) comes last,
marked ``experimental`` (and with the warning of that code), never as the recommendation.
"""

from __future__ import annotations

from dataclasses import replace

from wizard.core.plan import Plan, StepId, Wishes
from wizard.core.planner.context import Context
from wizard.core.planner.search import find_plan
from wizard.core.planner.versions import NEWEST, cc_pair

MAX_ALTERNATIVES = 6


def relaxed_wishes(ctx: Context) -> list[Wishes]:
    """The wishes to retry, nearest first."""
    wishes = ctx.wishes
    tries: list[Wishes] = []
    if ctx.on_windows and ctx.has_gpu and wishes.route is None:  # beside WSL2: the last native GPU release (S2)
        if ctx.facts.conda:
            tries.append(replace(wishes, route="windows-isolated"))
        tries.append(replace(wishes, route="windows-native"))
    if wishes.python is not None:
        tries.append(replace(wishes, python=None))
    if not wishes.allow_driver_upgrade and ctx.has_gpu:
        tries.append(replace(wishes, allow_driver_upgrade=True))
    if ctx.on_windows and ctx.has_gpu and wishes.route != "wsl2":
        tries.append(replace(wishes, route="wsl2"))
        tries.append(replace(wishes, route="wsl2", allow_driver_upgrade=True))
    if ctx.on_windows and ctx.has_gpu and wishes.route != "windows-isolated":  # no conda needed
        tries.append(replace(wishes, route="windows-isolated"))
    if wishes.tensorflow != NEWEST:
        tries.append(replace(wishes, tensorflow=NEWEST))
        if wishes.python is not None:
            tries.append(replace(wishes, tensorflow=NEWEST, python=None))
    if wishes.route != "cpu":
        tries.append(replace(wishes, route="cpu"))
    return tries


def relaxed_plans(ctx: Context, primary: Plan) -> list[tuple[Wishes, Plan]]:
    """(relaxed wishes, the working plan they give), nearest first, each plan once and unlike ``primary``."""
    seen = {_identity(primary)}
    found: list[tuple[Wishes, Plan]] = []
    for wishes in relaxed_wishes(ctx):
        plan = find_plan(replace(ctx, wishes=wishes))
        if not plan.ok or _identity(plan) in seen:
            continue
        seen.add(_identity(plan))
        found.append((wishes, plan))
    return found


def experimental_plan(ctx: Context) -> Plan | None:
    """The GPU plan that relies on a path known to fail, when the machine has only such GPUs."""
    if not ctx.has_gpu or ctx.wishes.route == "cpu" or not _any_gpu_jit_fails(ctx):
        return None
    plan = find_plan(replace(ctx, experimental=True))
    if plan.ok and plan.experimental:
        return plan
    return None


def _identity(plan: Plan) -> tuple[str, str, str, bool]:
    build = plan.framework_build
    version = plan.tensorflow.version if plan.tensorflow else f"{build.version} {build.build}" if build else ""
    upgrade = any(step.id == StepId.UPGRADE_DRIVER for step in plan.steps)
    return (plan.route, version, plan.python or "", upgrade)


def _any_gpu_jit_fails(ctx: Context) -> bool:
    families = {family for row in ctx.index.catalog.tensorflow for family in row.jit_fails}
    return any(str(cc_pair(gpu.compute_capability)[0]) in families for gpu in ctx.facts.gpus)
