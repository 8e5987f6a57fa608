"""The conda-forge GPU plan: for cards no official TensorFlow has code for (Blackwell), on Linux or inside WSL2.

The env is made from conda packages only (``Plan.conda_packages``: Python, conda-forge's CUDA build of
TensorFlow, pip); ``TfChoice.requirement`` is empty, so pip installs no TensorFlow. It is presented as what it
is: a community build with code for the card, which the wizard proves on the card (real GPU work) before it
keeps it; the plan's ``prove-gpu`` step is that promise, and a failed proof undoes the env and plans the CPU.
"""

from __future__ import annotations

from dataclasses import replace

from wizard.basics.i18n import tr
from wizard.core.catalog.gpu_generations import is_data_centre
from wizard.core.catalog.model import CondaGpuBuild
from wizard.core.plan import Fix, Plan, Route, TfChoice
from wizard.core.planner.advice import route_name
from wizard.core.planner.conda_gpu_fit import conda_gpu_row
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.evaluate import summarise
from wizard.core.planner.rules.driver import known_driver_version
from wizard.core.planner.rules.os import CPU_ROUTE, check_route_fits_machine
from wizard.core.planner.steps import StepInputs, make_steps
from wizard.core.planner.versions import at_least, parse

WSL_GUIDE = "S28"  # NVIDIA's CUDA on WSL user guide: data-centre GPUs are not supported in WSL


def conda_gpu_plan(ctx: Context, route: Route | None) -> Plan | None:
    """The conda-forge GPU plan on ``route`` (ok or blocked), or None when no conda GPU build serves it."""
    row = conda_gpu_row(ctx)
    if row is None or route is None or route not in row.routes:
        return None
    verdict = Verdict()
    check_route_fits_machine(ctx, route, verdict)
    if route == "wsl2":
        _refuse_data_centre_in_wsl(ctx, verdict)
    _explain_route(ctx, route, row, verdict)
    python = _choose_python(ctx, row, verdict)
    _explain_gpus(ctx, row, verdict)
    driver_min, upgrade = _check_driver(ctx, row, verdict)
    tf = _choose_tensorflow(ctx, row, verdict)
    plan = Plan(route=route, tensorflow=tf, python=python, cuda=row.cuda, cudnn=None, driver_min=driver_min,
                blockers=tuple(verdict.blockers), warnings=tuple(verdict.warnings), reasons=tuple(verdict.reasons),
                conda_packages=(f"python={python}", row.spec, "pip"))
    if not plan.ok:
        return replace(plan, summary=_summary(plan, upgrade=False))
    steps = make_steps(StepInputs(route, python, "", row.cuda, system_cuda=False, driver_upgrade=upgrade,
                                  conda_gpu=True))
    return replace(plan, steps=steps, summary=_summary(plan, upgrade=upgrade))


def _summary(plan: Plan, *, upgrade: bool) -> str:
    return summarise(plan, upgrade=upgrade) + tr("Planner", " (conda-forge build, proved on your card)")


def _cite(row: CondaGpuBuild, *extra: str) -> str:
    return ", ".join(dict.fromkeys((*row.sources[:1], *extra)))


def _refuse_data_centre_in_wsl(ctx: Context, verdict: Verdict) -> None:
    for gpu in ctx.facts.gpus:
        if is_data_centre(gpu.compute_capability):
            verdict.block("gpu-data-centre-not-in-wsl", tr(
                "Planner", "{gpu} is a data-centre graphics card, and NVIDIA's guide to CUDA on WSL says "
                           "data-centre cards are not supported in WSL, so TensorFlow cannot use it there.").format(
                gpu=gpu.name),
                tr("Planner", "Run Linux on the computer itself to use this card, or use the processor."),
                (CPU_ROUTE,))
            return


def _explain_route(ctx: Context, route: Route, row: CondaGpuBuild, verdict: Verdict) -> None:
    if route == "wsl2":
        why = tr("Planner", "No official TensorFlow has code for this graphics card, and none has a Windows build "
                            "for it; conda-forge's TensorFlow {version} for Linux has, and runs inside WSL2 on the "
                            "Windows NVIDIA driver.")
    else:
        why = tr("Planner", "No official TensorFlow has code for this graphics card; conda-forge's TensorFlow "
                            "{version} for Linux has, and runs directly on this system.")
    how = tr("Planner", "chosen by you") if ctx.wishes.route is not None else tr("Planner", "chosen automatically")
    choice = tr("Planner", "{route} ({how})").format(route=route_name(route), how=how)
    source = _cite(row, WSL_GUIDE) if route == "wsl2" else _cite(row)
    verdict.reason("route", choice, "R6", source, why.format(version=row.version))


def _choose_python(ctx: Context, row: CondaGpuBuild, verdict: Verdict) -> str:
    """The wished Python (conda_gpu_row only offers the row when it has it), else the row's default."""
    python = ctx.wishes.python or row.python_default
    why = tr("Planner", "conda-forge builds this TensorFlow for Python {pythons}; the environment gets Python "
                        "{python} from conda-forge too, whatever Python this computer has.").format(
        pythons=", ".join(row.python), python=python)
    verdict.reason("python", tr("Planner", "Python {python}").format(python=python), "R1", _cite(row), why)
    return python


def _explain_gpus(ctx: Context, row: CondaGpuBuild, verdict: Verdict) -> None:
    for gpu in ctx.facts.gpus:
        choice = tr("Planner", "{gpu} (compute capability {cc})").format(gpu=gpu.name, cc=gpu.compute_capability)
        why = tr("Planner", "No official TensorFlow has ready-made code for {gpu}; conda-forge's TensorFlow "
                            "{version} (CUDA {cuda}) has code for compute capability {cc}.").format(
            gpu=gpu.name, version=row.version, cuda=row.cuda, cc=gpu.compute_capability)
        verdict.reason("gpu", choice, "R5", _cite(row), why)


def _check_driver(ctx: Context, row: CondaGpuBuild, verdict: Verdict) -> tuple[str, bool]:
    """The driver floor of the build's CUDA line: met, planned as an update when allowed, else blocked."""
    have = known_driver_version(ctx)
    reported = ctx.facts.driver.cuda if ctx.facts.driver is not None else None
    needed = row.driver_min
    source = _cite(row, "S11")
    if have is not None and at_least(have, needed):
        why = tr("Planner", "NVIDIA driver {have} runs CUDA {cuda}, which this build uses (it needs driver {needed} "
                            "or newer).").format(have=have, cuda=row.cuda, needed=needed)
        verdict.reason("driver", tr("Planner", "driver {have}").format(have=have), "R4", source, why)
        return needed, False
    if have is None and reported and parse(reported) >= parse(row.cuda):
        why = tr("Planner", "The driver's version could not be read, but it supports CUDA {supported}, which covers "
                            "CUDA {cuda}.").format(supported=reported, cuda=row.cuda)
        verdict.reason("driver", tr("Planner", "CUDA {cuda}").format(cuda=row.cuda), "R4", source, why)
        return needed, False
    fixes = (Fix("upgrade-driver", {"driver": needed}), CPU_ROUTE)
    if ctx.wishes.allow_driver_upgrade:
        verdict.warn("needs-driver-upgrade", tr(
            "Planner", "First install NVIDIA driver {recommended} or newer (this computer has: {have}).").format(
            recommended=needed, have=have or tr("Planner", "none")))
        why = tr("Planner", "You allowed a driver upgrade: driver {needed} or newer runs CUDA {cuda}, which this "
                            "build uses.").format(needed=needed, cuda=row.cuda)
        verdict.reason("driver", tr("Planner", "driver {recommended}").format(recommended=needed), "R4", source, why)
        return needed, True
    if ctx.facts.driver is None:
        verdict.block("no-nvidia-driver", tr(
            "Planner", "No NVIDIA driver was found, and TensorFlow needs one to use the graphics card."),
            fixes=fixes)
    else:
        verdict.block("driver-too-old", tr(
            "Planner", "NVIDIA driver {have} is too old for conda-forge's TensorFlow {version}, which uses CUDA "
                       "{cuda}: update the NVIDIA driver to {needed} or newer.").format(
            have=have or reported or "?", version=row.version, cuda=row.cuda, needed=needed), fixes=fixes)
    return needed, False


def _choose_tensorflow(ctx: Context, row: CondaGpuBuild, verdict: Verdict) -> TfChoice:
    honest = tr("Planner", "Built by conda-forge with code for your card; the wizard proves it on your card before "
                           "it keeps it.")
    verdict.warn("proved-before-kept", honest + " " + tr(
        "Planner", "No official TensorFlow package has code for this card. If the proof fails, the wizard says so, "
                   "offers to undo the environment and plans TensorFlow for the processor."))
    choice = tr("Planner", "TensorFlow {version} ({spec} from {channel})").format(
        version=row.version, spec=row.spec, channel=row.channel)
    verdict.reason("tensorflow", choice, "R2", _cite(row), honest)
    return TfChoice(version=row.version, package=row.package, requirement="")
