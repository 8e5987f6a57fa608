"""Evaluate one candidate (a TensorFlow release on one route) against every rule, giving a ``Plan``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CudnnRelease, TfBuild
from wizard.core.plan import Download, Plan, Route, TfChoice
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.packages import choose_tensorflow
from wizard.core.planner.routes import explain_cpu_route, route_os, uses_pip_cuda
from wizard.core.planner.rules.cpu import check_cpu
from wizard.core.planner.rules.cudnn import choose_cudnn
from wizard.core.planner.rules.driver import DriverOutcome, check_driver
from wizard.core.planner.rules.gpu import check_gpus
from wizard.core.planner.rules.os import check_glibc, check_route_fits_machine, find_build
from wizard.core.planner.rules.python import choose_python
from wizard.core.planner.steps import StepInputs, make_downloads, make_steps


@dataclass(frozen=True)
class GpuStack:
    """The GPU half of a plan: CUDA release, cuDNN, driver, and where CUDA comes from."""

    cuda: str
    driver: DriverOutcome
    cudnn: str | None
    cudnn_release: CudnnRelease | None
    pip_cuda: bool
    system_cuda: bool


def evaluate(ctx: Context, version: str, route: Route) -> Plan:
    """The plan for ``version`` on ``route``: ok, or with blockers saying why not."""
    verdict = Verdict()
    check_route_fits_machine(ctx, route, verdict)
    build = find_build(ctx, route, version, verdict)
    if route == "cpu":
        explain_cpu_route(ctx, verdict)
    _explain_route(ctx, route, version, build, verdict)
    python = choose_python(ctx, route, version, build, verdict)
    if build is not None:
        check_glibc(ctx, version, build, verdict)
    check_cpu(ctx, version, build, verdict)
    stack = _check_gpu_stack(ctx, route, version, build, verdict) if route != "cpu" and build else None
    tf = choose_tensorflow(
        ctx,
        route,
        version,
        pip_cuda=bool(stack and stack.pip_cuda),
        sources=_row_sources(ctx, version, build),
        verdict=verdict,
    )
    return _assemble(route, tf, python, stack, verdict)


def _check_gpu_stack(ctx: Context, route: Route, version: str, build: TfBuild, verdict: Verdict) -> GpuStack:
    if route == "windows-isolated" and not ctx.facts.conda:
        verdict.block(
            "conda-not-found",
            tr("Planner", "The windows-isolated route needs conda, and none was found."),
            tr("Planner", "Install Miniconda, or choose the windows-native route."),
        )
    needs_ptx = check_gpus(ctx, version, build, verdict)
    if not ctx.has_gpu:
        return GpuStack(build.cuda, DriverOutcome(None, None), None, None, pip_cuda=False, system_cuda=False)
    driver = check_driver(ctx, route, build, needs_ptx, verdict)
    pip_cuda = uses_pip_cuda(route, version, build)
    if pip_cuda:
        verdict.reason(
            "cudnn",
            tr("Planner", "cuDNN {cudnn}").format(cudnn=build.cudnn),
            tr("Planner", "R3: tensorflow[and-cuda] pins the cuDNN wheel TensorFlow was built with"),
            ctx.index.cite_pick(build.sources, "S6", "S5"),
        )
        return GpuStack(build.cuda, driver, build.cudnn, None, pip_cuda=True, system_cuda=False)
    system = route != "windows-isolated"
    release = choose_cudnn(ctx, build, route_os(route) if system else None, verdict)
    version_text = release.version if release else None
    return GpuStack(build.cuda, driver, version_text, release, pip_cuda=False, system_cuda=system)


def _row_sources(ctx: Context, version: str, build: TfBuild | None) -> tuple[str, ...]:
    """The sources of the row in use, or of any row of this release (a blocked route has no row)."""
    rows = [build] if build else [ctx.index.build(os_name, version) for os_name in ("windows", "linux")]
    return next((row.sources for row in rows if row is not None), ())


def _explain_route(ctx: Context, route: Route, version: str, build: TfBuild | None, verdict: Verdict) -> None:
    rules = {
        "windows-native": tr(
            "Planner", "R6: native Windows GPU build; CUDA installed system-wide, cuDNN copied in, PATH set"
        ),
        "windows-isolated": tr(
            "Planner",
            "R6: TensorFlow's own Windows recommendation: CUDA and cuDNN inside a "
            "conda environment, no admin rights",
        ),
        "wsl2": tr("Planner", "R6: the Linux GPU build inside WSL2, on the Windows driver"),
        "linux": tr("Planner", "R6: the Linux GPU build"),
        "cpu": tr("Planner", "R6: TensorFlow on the CPU, without CUDA"),
    }
    how = tr("Planner", "chosen by you") if ctx.wishes.route else tr("Planner", "chosen automatically")
    sources = _row_sources(ctx, version, build)
    verdict.reason(
        "route",
        tr("Planner", "route {route} ({how})").format(route=route, how=how),
        rules[route],
        ctx.index.cite_pick(sources, "S2", "S1", "S3"),
    )


def _assemble(
    route: Route, tf: TfChoice, python: str | None, stack: GpuStack | None, verdict: Verdict
) -> Plan:
    cuda = stack.cuda if stack else None
    upgrade = bool(stack and stack.driver.upgrade)
    system_cuda = bool(stack and stack.system_cuda)
    os_name = route_os(route)
    ok = not verdict.blocked
    plan = Plan(
        route=route,
        tensorflow=tf,
        python=python,
        cuda=cuda,
        cudnn=stack.cudnn if stack else None,
        driver_min=stack.driver.driver_min if stack else None,
        blockers=tuple(verdict.blockers),
        warnings=tuple(verdict.warnings),
        reasons=tuple(verdict.reasons),
    )
    if not ok:
        return replace(plan, summary=summarise(plan, upgrade=False))
    steps = make_steps(StepInputs(route, python, tf.requirement, cuda, system_cuda, upgrade))
    downloads: tuple[Download, ...] = ()
    if stack and system_cuda and os_name:
        downloads = make_downloads(stack.driver.release, stack.cudnn_release, os_name, stack.cuda)
    return replace(plan, steps=steps, downloads=downloads, summary=summarise(plan, upgrade=upgrade))


def summarise(plan: Plan, *, upgrade: bool) -> str:
    """One line for lists of alternatives: TF, route, Python, CUDA, cuDNN (and a driver upgrade)."""
    tf = plan.tensorflow.version if plan.tensorflow else "-"
    if plan.route == "cpu":
        parts = [tr("Planner", "TensorFlow {tf} on the CPU").format(tf=tf)]
    else:
        parts = [tr("Planner", "TensorFlow {tf} on {route}").format(tf=tf, route=plan.route)]
    if plan.python:
        parts.append(tr("Planner", "Python {python}").format(python=plan.python))
    if plan.cuda:
        parts.append(tr("Planner", "CUDA {cuda}").format(cuda=plan.cuda))
    if plan.cudnn:
        parts.append(tr("Planner", "cuDNN {cudnn}").format(cudnn=plan.cudnn))
    return ", ".join(parts) + (tr("Planner", " (needs a newer NVIDIA driver)") if upgrade else "")
