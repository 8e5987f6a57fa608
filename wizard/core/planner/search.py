"""The search: candidate releases newest first, on the wished or automatic route; the first ok plan wins."""

from __future__ import annotations

from dataclasses import replace

from wizard.core.plan import Plan, Route
from wizard.core.planner.context import Context
from wizard.core.planner.evaluate import evaluate
from wizard.core.planner.routes import auto_routes
from wizard.core.planner.rules.gpu import JIT_FAILS
from wizard.core.planner.versions import parse
from wizard.core.planner.wishes import candidate_versions

# Blockers that only say "this route has no such build": a plan blocked for a deeper reason explains more.
ROUTE_ONLY = frozenset({"native-windows-gpu-ends-at-2-10", "no-gpu-build"})
# Blockers no change of driver or software can lift for that release: when another release fits the GPU,
# that one's blockers (a driver to update...) are the ones worth explaining and fixing.
GPU_MISFIT = frozenset({"gpu-below-minimum-cc", "gpu-no-kernels", "gpu-too-old-for-cudnn", JIT_FAILS})


def routes_for(ctx: Context, version: str) -> tuple[Route, ...]:
    """The wished route, or the automatic one for this release."""
    return (ctx.wishes.route,) if ctx.wishes.route is not None else auto_routes(ctx, version)


def find_plan(ctx: Context) -> Plan:
    """The newest release that works; when none does, the most telling blocked plan (no alternatives).

    With the route automatic, a machine whose GPU can only run a path known to fail (Blackwell PTX JIT)
    gets the CPU plan: a recommendation must work (issue 7); the GPU plan is an experimental alternative.
    """
    found = _search(ctx)
    automatic = ctx.wishes.route is None and not ctx.auto_cpu and not ctx.experimental
    if automatic and not found.ok and JIT_FAILS in {b.code for b in found.blockers}:
        return _search(replace(ctx, auto_cpu=True))
    return found


def _search(ctx: Context) -> Plan:
    blocked: list[Plan] = []
    candidates = candidate_versions(ctx.index, ctx.wishes.tensorflow)
    for version in candidates:
        for route in routes_for(ctx, version):
            if _no_wheel_there(ctx, version, route):
                continue
            plan = evaluate_once(ctx, version, route)
            if plan.ok:
                return plan
            blocked.append(plan)
    telling = [p for p in blocked if not {b.code for b in p.blockers} & ROUTE_ONLY]
    fitting = [p for p in telling if not {b.code for b in p.blockers} & GPU_MISFIT]
    if fitting or telling or blocked:
        return (fitting or telling or blocked)[0]
    return evaluate(ctx, candidates[0], routes_for(ctx, candidates[0])[0])


def evaluate_once(ctx: Context, version: str, route: Route) -> Plan:
    """``evaluate`` with the result kept for this call: relaxed wishes revisit the same candidates."""
    wishes = ctx.wishes
    key = (version, route, wishes.route, wishes.python, wishes.allow_driver_upgrade, ctx.experimental, ctx.auto_cpu)
    found = ctx.memo.get(key)
    if found is None:
        found = ctx.memo[key] = evaluate(ctx, version, route)
    return found


def _no_wheel_there(ctx: Context, version: str, route: Route) -> bool:
    """Post releases (2.15.0.post1) exist for Linux x86_64 only (S5); skip them elsewhere."""
    return parse(version).is_postrelease and route == "cpu" and ctx.facts.os.family != "linux"
