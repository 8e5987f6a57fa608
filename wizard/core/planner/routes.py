"""The five routes: which OS each installs for, which is chosen automatically, and why, in plain words.

``windows-native`` is the seed documents' way (system CUDA, cuDNN copied in, PATH);
``windows-isolated`` puts the CUDA runtime and cuDNN inside a conda env, TensorFlow's own Windows
recommendation (``conda install cudatoolkit=11.2 cudnn=8.1.0``, S3), so it needs no admin rights;
``wsl2`` and ``linux`` use the Linux builds; ``cpu`` installs TensorFlow without any GPU stack.
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.gpu_generations import is_data_centre
from wizard.core.catalog.model import TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Route
from wizard.core.planner.advice import route_name
from wizard.core.planner.conda_gpu_fit import conda_gpu_row
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import at_least, parse
from wizard.core.planner.words import arch_label

FIRST_PIP_CUDA = "2.14"  # S5 2.14.0: "pip install tensorflow[and-cuda]" first offered


def uses_pip_cuda(route: Route, version: str, build: TfBuild | None) -> bool:
    """True when CUDA and cuDNN come from pip (``tensorflow[and-cuda]``, Linux/WSL2, TF 2.14+)."""
    if route not in ("linux", "wsl2") or build is None:
        return False
    return build.and_cuda or at_least(version, FIRST_PIP_CUDA)


def last_native_windows(ctx: Context) -> str | None:
    """The newest TensorFlow with a native Windows GPU build in the catalog (2.10.1)."""
    versions = ctx.index.versions_for("windows")
    return versions[0] if versions else None


def has_gpu_builds_for_arch(ctx: Context) -> bool:
    """True when some GPU build exists for this machine's processor architecture (x86_64 only today)."""
    return any(row.arch == ctx.arch for row in ctx.index.catalog.tensorflow)


def auto_routes(ctx: Context, version: str) -> tuple[Route, ...]:
    """The routes tried, in order, when the user leaves the route automatic."""
    if ctx.auto_cpu or ctx.facts.os.family not in ("windows", "linux") or not ctx.has_gpu:
        return ("cpu",)
    if not has_gpu_builds_for_arch(ctx):
        return ("cpu",)
    if ctx.facts.driver is None and not ctx.wishes.allow_driver_upgrade:
        return ("cpu",)
    if ctx.on_wsl:
        return ("wsl2",)
    if ctx.on_linux:
        return ("linux",)
    newest_native = last_native_windows(ctx)
    if ctx.facts.conda and newest_native and parse(version) <= parse(newest_native):
        return ("windows-isolated", "windows-native")
    return ("windows-native",)


def explain_route(ctx: Context, route: Route, version: str, source: str, verdict: Verdict) -> None:
    """The route's reason: what it does, in a sentence, and whether the user or the wizard chose it."""
    whys = {
        "windows-native": tr("Planner", "TensorFlow {version} has a GPU build for Windows itself: CUDA is "
                                        "installed for the whole system, cuDNN is copied into it, and the search "
                                        "path is set."),
        "windows-isolated": tr("Planner", "CUDA and cuDNN go inside the Python environment (conda), as TensorFlow "
                                          "recommends for Windows: no administrator rights, nothing changed for "
                                          "the rest of the system."),
        "wsl2": tr("Planner", "WSL2 runs the Linux GPU build of TensorFlow {version} inside Windows, on the "
                              "Windows NVIDIA driver."),
        "linux": tr("Planner", "The Linux GPU build of TensorFlow {version} runs directly on this system."),
        "cpu": tr("Planner", "TensorFlow {version} runs on the processor, without CUDA."),
    }
    why = whys[route].format(version=version)
    newest_native = last_native_windows(ctx)
    if ctx.facts.os.family == "windows" and newest_native and route != "cpu":
        why += " " + tr("Planner", "TensorFlow {last} is the last version with GPU support on Windows itself; "
                                   "{next} and later need WSL2.").format(last=major_minor(newest_native),
                                                                         next=_next_series(newest_native))
    chosen_by_user = ctx.wishes.route is not None and not ctx.auto_cpu
    how = tr("Planner", "chosen by you") if chosen_by_user else tr("Planner", "chosen automatically")
    choice = tr("Planner", "{route} ({how})").format(route=route_name(route), how=how)
    verdict.reason("route", choice, "R6", source, why)


def _next_series(version: str) -> str:
    head, minor = version.split(".")[:2]
    return f"{head}.{int(minor) + 1}"


def _explain_no_windows_build(ctx: Context, verdict: Verdict) -> None:
    """Windows itself, a card only conda-forge's Linux build has code for: the CPU, and where the GPU works."""
    if any(is_data_centre(gpu.compute_capability) for gpu in ctx.facts.gpus):
        where = tr("Planner", "That build runs on Linux installed on the computer itself (NVIDIA's guide to CUDA "
                              "on WSL does not support data-centre cards in WSL2).")
    else:
        where = tr("Planner", "That build runs inside WSL2 on this computer: choose the WSL2 setup to use the "
                              "graphics card.")
    verdict.warn("no-windows-build-for-this-card", tr(
        "Planner", "No TensorFlow for Windows itself has code for this graphics card, so the plan uses the "
                   "processor. Only conda-forge's TensorFlow for Linux has code for it.") + " " + where)


def explain_cpu_route(ctx: Context, verdict: Verdict) -> None:
    """When the automatic choice fell back to CPU, say why in plain words."""
    if ctx.wishes.route is not None and not ctx.auto_cpu:
        return
    if ctx.auto_cpu and ctx.on_windows and conda_gpu_row(ctx) is not None:
        _explain_no_windows_build(ctx, verdict)
    elif ctx.auto_cpu:
        verdict.warn("gpu-path-known-to-fail", tr(
            "Planner",
            "No TensorFlow release has ready-made code for this graphics card, and compiling it for the card "
            "when first used is known to fail, so the plan uses the processor. A GPU setup is listed as an "
            "experimental alternative; NVIDIA's TensorFlow container or a source build with CUDA 12.8 or newer "
            "are the ways that work on this card.",
        ))
    elif ctx.facts.os.family not in ("windows", "linux"):
        verdict.warn("cpu-only-os", tr(
            "Planner", "TensorFlow has no NVIDIA GPU support on this operating system, so the plan uses the "
                       "processor."))
    elif ctx.on_wsl1:
        verdict.warn("wsl1-no-gpu", tr(
            "Planner", "This Linux runs under WSL 1, which cannot use the graphics card, so the plan uses the "
                       "processor. To use the GPU, convert the distribution to WSL 2 in Windows (wsl "
                       "--set-version {distro} 2) and run the wizard again inside it.").format(
            distro=ctx.facts.os.wsl_distro or "DISTRO"))
    elif not ctx.has_gpu:
        verdict.warn("no-nvidia-gpu", tr(
            "Planner", "No NVIDIA graphics card was found, so the plan installs TensorFlow for the processor."))
    elif not has_gpu_builds_for_arch(ctx):
        verdict.warn("no-gpu-build-for-arch", tr(
            "Planner", "TensorFlow publishes no NVIDIA GPU build for {arch} processors, so the plan uses the "
                       "processor. NVIDIA's TensorFlow container or a source build are the ways to use this GPU.",
        ).format(arch=arch_label(ctx.arch)))
    elif ctx.facts.driver is None:
        verdict.warn("no-nvidia-driver", tr(
            "Planner", "No NVIDIA driver was found, so the graphics card cannot be used yet and the plan "
                       "installs TensorFlow for the processor. Install the NVIDIA driver, or allow a driver "
                       "upgrade, to get a GPU plan."))
