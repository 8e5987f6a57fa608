"""The search: candidate releases newest first, on the wished or automatic route; the first ok plan wins."""

from __future__ import annotations

from dataclasses import replace

from wizard.core.plan import Plan, Route
from wizard.core.planner.conda_plan import conda_gpu_plan
from wizard.core.planner.context import Context
from wizard.core.planner.evaluate import evaluate
from wizard.core.planner.framework_plan import framework_plan, keras_on_tensorflow, keras_on_torch, keras_pythons
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
    """The plan for the wished framework: PyTorch, JAX and Keras on native Windows from their own wheels
    (``framework_plan``); Keras elsewhere is the TensorFlow plan with ``keras``; TensorFlow as below."""
    framework = ctx.wishes.framework
    if framework in ("pytorch", "jax") or (framework == "keras" and keras_on_torch(ctx)):
        return framework_plan(ctx)
    if framework == "keras":
        return keras_on_tensorflow(ctx, _keras_python_plan(ctx))
    return _tensorflow_plan(ctx)


def _keras_python_plan(ctx: Context) -> Plan:
    """The TensorFlow plan for Keras: with a Python Keras is built for (the preferred one when none is wished)."""
    found = _tensorflow_plan(ctx)
    pythons = keras_pythons(ctx)
    if not found.ok or found.python in pythons or ctx.wishes.python is not None:
        return found
    for python in pythons:
        plan = _tensorflow_plan(replace(ctx, wishes=replace(ctx.wishes, python=python)))
        if plan.ok:
            return plan
    return found


def _tensorflow_plan(ctx: Context) -> Plan:
    """The newest release that works; when none does, the most telling blocked plan (no alternatives).

    A machine whose GPU the official packages reach only through a path known to fail (Blackwell PTX JIT)
    gets conda-forge's GPU build with code for it on Linux and inside WSL2 (``conda_plan``, proved on the
    card before it is kept); elsewhere, with the route automatic, the CPU plan: a recommendation must work
    (issue 7); the official GPU plan is an experimental alternative.
    """
    found = _search(ctx)
    if found.ok or JIT_FAILS not in {b.code for b in found.blockers} or ctx.experimental or ctx.auto_cpu:
        return found
    conda = conda_gpu_plan(ctx, ctx.wishes.route or _linux_route(ctx))
    if conda is not None:
        return conda
    if ctx.wishes.route is None:
        return _search(replace(ctx, auto_cpu=True))
    return found


def _linux_route(ctx: Context) -> Route | None:
    """The automatic route of a Linux build on these facts: WSL2 inside WSL, Linux on Linux, none on Windows."""
    return "wsl2" if ctx.on_wsl else "linux" if ctx.on_linux else None


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
