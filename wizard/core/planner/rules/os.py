"""R6 (operating system): route vs machine, native Windows ends at 2.10, WSL 2 only, arch, glibc."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CpuBuild, TfBuild
from wizard.core.catalog.offers import route_os
from wizard.core.plan import Fix, Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.routes import last_native_windows
from wizard.core.planner.rules.branches import check_wsl_gpus
from wizard.core.planner.versions import at_least, parse
from wizard.core.planner.words import arch_label, os_label

WSL2_MIN_WINDOWS_BUILD = 19044  # S3: "Windows 10 version 21H2 (build 19044) or higher" for CUDA in WSL2
CPU_ROUTE = Fix("choose-route", {"route": "cpu"})


def check_route_fits_machine(ctx: Context, route: Route, verdict: Verdict) -> None:
    """A GPU route must suit the machine's OS (S3: no CUDA on macOS; native routes need Windows)."""
    family = ctx.facts.os.family
    if route == "cpu":
        return
    if family not in ("windows", "linux"):
        verdict.block(
            "no-gpu-support-on-this-os",
            tr("Planner", "TensorFlow has no NVIDIA GPU support on {os}.").format(os=os_label(family)),
            fixes=(CPU_ROUTE,),
        )
    elif route in ("windows-native", "windows-isolated") and not ctx.on_windows:
        verdict.block(
            "route-needs-windows",
            tr("Planner", "This setup installs on Windows itself, but these facts come from Linux."),
            fixes=(Fix("choose-route", {"route": "wsl2" if ctx.on_wsl else "linux"}), CPU_ROUTE),
        )
    elif route == "linux" and not ctx.on_linux:
        verdict.block(
            "route-needs-linux",
            tr("Planner", "This setup is for a computer that runs Linux itself; this one runs Windows or WSL."),
            fixes=(Fix("choose-route", {"route": "wsl2"}), CPU_ROUTE),
        )
    elif route == "wsl2":
        _check_wsl2_host(ctx, verdict)


def _check_wsl2_host(ctx: Context, verdict: Verdict) -> None:
    if ctx.on_linux:
        verdict.block(
            "route-needs-windows",
            tr("Planner", "WSL2 runs inside Windows, but this computer runs Linux itself."),
            fixes=(Fix("choose-route", {"route": "linux"}),),
        )
        return
    if ctx.on_wsl1:
        distro = ctx.facts.os.wsl_distro or ""
        verdict.block(
            "wsl1-no-gpu",
            tr("Planner", "This Linux runs under WSL 1, which cannot use the graphics card: GPU support in WSL "
                          "needs WSL 2."),
            tr("Planner", "In Windows, convert the distribution to WSL 2 (wsl --set-version {distro} 2), then "
                          "run the wizard again inside it.").format(distro=distro or "DISTRO"),
            (Fix("wsl-set-version", {"wsl_version": "2", "distro": distro}),),
        )
        return
    check_wsl_gpus(ctx, verdict)
    build = ctx.facts.os.windows_build if ctx.on_wsl else ctx.facts.os.build
    number = int(build) if build and build.isdigit() else None
    if number is None:
        verdict.warn(
            "windows-build-unknown",
            tr("Planner", "The Windows version is unknown; CUDA in WSL2 needs Windows 10 version 21H2 "
                          "(build {build}) or newer.").format(build=WSL2_MIN_WINDOWS_BUILD),
        )
    elif number < WSL2_MIN_WINDOWS_BUILD:
        verdict.block(
            "windows-too-old-for-wsl2",
            tr("Planner", "Windows build {found} is too old for CUDA in WSL2 (it needs build {build} or "
                          "newer).").format(found=number, build=WSL2_MIN_WINDOWS_BUILD),
            fixes=(Fix("update-windows", {"windows_build": str(WSL2_MIN_WINDOWS_BUILD)}), CPU_ROUTE),
        )


def find_build(ctx: Context, route: Route, version: str, verdict: Verdict) -> TfBuild | None:
    """The GPU build row the route installs from; a route without one for its OS and arch is blocked."""
    os_name = route_os(route) or "linux"
    build = ctx.index.build(os_name, version)
    if build is not None and build.arch != ctx.arch:
        _block_arch(ctx, version, os_name, verdict)
        return None
    if build is not None:
        return build
    newest_native = last_native_windows(ctx)
    if os_name == "windows" and newest_native and parse(version) > parse(newest_native):
        verdict.block(
            "native-windows-gpu-ends-at-2-10",
            tr("Planner", "TensorFlow {version} has no GPU support on Windows itself: {last} was the last "
                          "version with it; newer versions need WSL2.").format(version=version, last=newest_native),
            fixes=(Fix("choose-route", {"route": "wsl2"}), Fix("choose-tensorflow", {"tensorflow": newest_native}),
                   CPU_ROUTE),
        )
    else:
        verdict.block(
            "no-gpu-build",
            tr("Planner", "TensorFlow {version} has no GPU build for {os}.").format(
                os=os_label(os_name), version=version),
            fixes=(CPU_ROUTE,),
        )
    return None


def _block_arch(ctx: Context, version: str, os_name: str, verdict: Verdict) -> None:
    verdict.block(
        "no-gpu-build-for-arch",
        tr(
            "Planner",
            "TensorFlow publishes no NVIDIA GPU build for {os} on {arch} processors: the packages for this "
            "processor (tensorflow 2.10 and later) run on the processor only. To use the GPU, run NVIDIA's "
            "TensorFlow container, or build TensorFlow from source.",
        ).format(os=os_label(os_name), arch=arch_label(ctx.arch)),
        fixes=(CPU_ROUTE,),
    )


def check_glibc(ctx: Context, version: str, build: TfBuild | CpuBuild, verdict: Verdict) -> None:
    """Linux wheels need the glibc of their manylinux tag (2.21: manylinux_2_27; S8)."""
    glibc = ctx.facts.os.glibc
    if build.os != "linux" or ctx.facts.os.family != "linux" or not glibc or not build.glibc_min:
        return
    if not at_least(glibc, build.glibc_min):
        verdict.block(
            "glibc-too-old",
            tr("Planner", "TensorFlow {version} needs glibc {needed} or newer; this system has glibc {found}.").format(
                version=version, needed=build.glibc_min, found=glibc),
            tr("Planner", "Use a newer Linux distribution."),
        )
        return
    why = tr("Planner", "This system's glibc {found} is new enough for the TensorFlow {version} package "
                        "(it needs {needed} or newer).").format(found=glibc, version=version, needed=build.glibc_min)
    verdict.reason("glibc", tr("Planner", "glibc {found}").format(found=glibc), "R6",
                   ctx.index.cite_row(build, "S8", "S26"), why)
