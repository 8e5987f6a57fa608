"""Evaluate one candidate (a TensorFlow release on one route) against every rule, giving a ``Plan``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CudnnRelease, TfBuild
from wizard.core.catalog.offers import route_os
from wizard.core.plan import Download, Plan, Route, TfChoice
from wizard.core.planner.advice import route_name
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.packages import choose_tensorflow
from wizard.core.planner.routes import explain_cpu_route, explain_route, uses_pip_cuda
from wizard.core.planner.rules.conda import choose_conda_pins
from wizard.core.planner.rules.cpu import check_cpu
from wizard.core.planner.rules.cpu_wheels import choose_cpu_package, cpu_rows, merged_row, pick_row
from wizard.core.planner.rules.cudnn import choose_cudnn
from wizard.core.planner.rules.driver import DriverOutcome, check_driver
from wizard.core.planner.rules.gpu import EXPERIMENTAL, check_gpus
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
    conda_packages: tuple[str, ...] = ()


def evaluate(ctx: Context, version: str, route: Route) -> Plan:
    """The plan for ``version`` on ``route``: ok, or with blockers saying why not."""
    verdict = Verdict()
    check_route_fits_machine(ctx, route, verdict)
    if route == "cpu":
        return _evaluate_cpu(ctx, version, verdict)
    build = find_build(ctx, route, version, verdict)
    if build is not None:
        explain_route(ctx, route, version, ctx.index.cite_pick(build.sources, "S2", "S1", "S3"), verdict)
    python = choose_python(ctx, route, version, build, verdict)
    if build is not None:
        check_glibc(ctx, version, build, verdict)
    check_cpu(ctx, version, build, verdict)
    stack = _check_gpu_stack(ctx, route, version, build, verdict) if build else None
    tf = choose_tensorflow(ctx, version, pip_cuda=bool(stack and stack.pip_cuda),
                           sources=_row_sources(ctx, version, build), verdict=verdict)
    return _assemble(route, tf, python, stack, verdict)


def _evaluate_cpu(ctx: Context, version: str, verdict: Verdict) -> Plan:
    """The CPU route: this machine's own CPU wheels (``tensorflow-cpu`` first)."""
    explain_cpu_route(ctx, verdict)
    rows = cpu_rows(ctx, version, verdict)
    if not rows:
        return _assemble("cpu", TfChoice(version, "tensorflow", f"tensorflow=={version}"), None, None, verdict)
    explain_route(ctx, "cpu", version, ctx.index.cite_row(rows[0], "S26", "S8"), verdict)
    python = choose_python(ctx, "cpu", version, merged_row(rows), verdict)
    row = pick_row(rows, python)
    check_glibc(ctx, version, row, verdict)
    check_cpu(ctx, version, row, verdict)
    tf = choose_cpu_package(ctx, version, row, verdict)
    return _assemble("cpu", tf, python, None, verdict)


def _check_gpu_stack(ctx: Context, route: Route, version: str, build: TfBuild, verdict: Verdict) -> GpuStack:
    needs_ptx = check_gpus(ctx, version, build, verdict)
    if not ctx.has_gpu:
        return GpuStack(build.cuda, DriverOutcome(None, None), None, None, pip_cuda=False, system_cuda=False)
    driver = check_driver(ctx, route, build, needs_ptx, verdict)
    if uses_pip_cuda(route, version, build):
        why = tr("Planner", "tensorflow[and-cuda] installs the cuDNN {cudnn} that TensorFlow was built with.").format(
            cudnn=build.cudnn)
        verdict.reason("cudnn", tr("Planner", "cuDNN {cudnn}").format(cudnn=build.cudnn), "R3",
                       ctx.index.cite_pick(build.sources, "S6", "S5"), why)
        return GpuStack(build.cuda, driver, build.cudnn, None, pip_cuda=True, system_cuda=False)
    if route == "windows-isolated":
        pins = choose_conda_pins(ctx, version, build, verdict)
        return GpuStack(build.cuda, driver, pins.cudnn if pins else None, None, pip_cuda=False, system_cuda=False,
                        conda_packages=pins.packages if pins else ())
    release = choose_cudnn(ctx, build, route_os(route), verdict)
    version_text = release.version if release else None
    return GpuStack(build.cuda, driver, version_text, release, pip_cuda=False, system_cuda=True)


def _row_sources(ctx: Context, version: str, build: TfBuild | None) -> tuple[str, ...]:
    """The sources of the row in use, or of any row of this release (a blocked route has no row)."""
    rows = [build] if build else [ctx.index.build(os_name, version) for os_name in ("windows", "linux")]
    return next((row.sources for row in rows if row is not None), ("S1",))


def _assemble(
    route: Route, tf: TfChoice, python: str | None, stack: GpuStack | None, verdict: Verdict
) -> Plan:
    cuda = stack.cuda if stack else None
    upgrade = bool(stack and stack.driver.upgrade)
    system_cuda = bool(stack and stack.system_cuda)
    os_name = route_os(route)
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
        experimental=any(w.code == EXPERIMENTAL for w in verdict.warnings),
        conda_packages=stack.conda_packages if stack else (),
    )
    if verdict.blocked:
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
        parts = [tr("Planner", "TensorFlow {tf} on the processor").format(tf=tf)]
    else:
        parts = [tr("Planner", "TensorFlow {tf}, {route}").format(tf=tf, route=route_name(plan.route))]
    if plan.python:
        parts.append(tr("Planner", "Python {python}").format(python=plan.python))
    if plan.cuda:
        parts.append(tr("Planner", "CUDA {cuda}").format(cuda=plan.cuda))
    if plan.cudnn:
        parts.append(tr("Planner", "cuDNN {cudnn}").format(cudnn=plan.cudnn))
    text = tr("Planner", ", ").join(parts) + (tr("Planner", " (needs a newer NVIDIA driver)") if upgrade else "")
    return text + (tr("Planner", " (experimental)") if plan.experimental else "")
