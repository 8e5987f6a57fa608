"""R6 (operating system): route vs machine, native Windows ends at 2.10, WSL2 needs 19044+, glibc."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import TfBuild
from wizard.core.plan import Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.routes import cpu_build_os, last_native_windows, route_os
from wizard.core.planner.versions import at_least, parse

WSL2_MIN_WINDOWS_BUILD = 19044  # S3: "Windows 10 version 21H2 (build 19044) or higher" for CUDA in WSL2


def check_route_fits_machine(ctx: Context, route: Route, verdict: Verdict) -> None:
    """A GPU route must suit the machine's OS (S3: no CUDA on macOS; native routes need Windows)."""
    family = ctx.facts.os.family
    if route == "cpu":
        return
    if family not in ("windows", "linux"):
        verdict.block(
            "no-gpu-support-on-this-os",
            tr("Planner", "TensorFlow has no NVIDIA GPU support on {os}.").format(os=family),
            tr("Planner", "Use the CPU route (--route cpu)."),
        )
    elif route in ("windows-native", "windows-isolated") and not ctx.on_windows:
        verdict.block(
            "route-needs-windows",
            tr(
                "Planner", "The {route} route installs on native Windows, but this machine runs Linux."
            ).format(route=route),
            tr("Planner", "Leave the route automatic, or choose 'linux' or 'wsl2'."),
        )
    elif route == "linux" and not ctx.on_linux:
        verdict.block(
            "route-needs-linux",
            tr("Planner", "The linux route is for a native Linux machine; this one is Windows or WSL."),
            tr("Planner", "Choose the wsl2 route to use the GPU from WSL2."),
        )
    elif route == "wsl2":
        _check_wsl2_host(ctx, verdict)


def _check_wsl2_host(ctx: Context, verdict: Verdict) -> None:
    if ctx.on_linux:
        verdict.block(
            "route-needs-windows",
            tr(
                "Planner", "The wsl2 route runs inside WSL2 on Windows, but this machine runs Linux natively."
            ),
            tr("Planner", "Choose the linux route."),
        )
        return
    build = ctx.facts.os.windows_build if ctx.on_wsl else ctx.facts.os.build
    number = int(build) if build and build.isdigit() else None
    if number is None:
        verdict.warn(
            "windows-build-unknown",
            tr(
                "Planner",
                "The Windows build is unknown; CUDA in WSL2 needs Windows 10 21H2 (build {build}) or newer.",
            ).format(build=WSL2_MIN_WINDOWS_BUILD),
        )
    elif number < WSL2_MIN_WINDOWS_BUILD:
        verdict.block(
            "windows-too-old-for-wsl2",
            tr(
                "Planner", "Windows build {found} is too old for CUDA in WSL2 (needs build {build} or newer)."
            ).format(found=number, build=WSL2_MIN_WINDOWS_BUILD),
            tr("Planner", "Update Windows to 10 21H2 or newer, or use the CPU route."),
        )


def find_build(ctx: Context, route: Route, version: str, verdict: Verdict) -> TfBuild | None:
    """The catalog row the route installs from; a GPU route without a row for its OS is blocked."""
    os_name = route_os(route) or cpu_build_os(ctx, version)
    build = ctx.index.build(os_name, version)
    if build is not None or route == "cpu":
        return build
    newest_native = last_native_windows(ctx)
    if os_name == "windows" and newest_native and parse(version) > parse(newest_native):
        verdict.block(
            "native-windows-gpu-ends-at-2-10",
            tr(
                "Planner",
                "TensorFlow {version} has no GPU build for native Windows: {last} was the last one.",
            ).format(version=version, last=newest_native),
            tr("Planner", "Use WSL2 (--route wsl2), TensorFlow {last} or older, or the CPU route.").format(
                last=newest_native
            ),
        )
    else:
        verdict.block(
            "no-gpu-build",
            tr("Planner", "The catalog has no {os} GPU build of TensorFlow {version}.").format(
                os=os_name, version=version
            ),
            tr("Planner", "Choose another TensorFlow version."),
        )
    return None


def check_glibc(ctx: Context, version: str, build: TfBuild, verdict: Verdict) -> None:
    """Linux wheels need the glibc of their manylinux tag (2.21: manylinux_2_27; S8)."""
    glibc = ctx.facts.os.glibc
    if build.os != "linux" or ctx.facts.os.family != "linux" or not glibc or not build.glibc_min:
        return
    if not at_least(glibc, build.glibc_min):
        verdict.block(
            "glibc-too-old",
            tr(
                "Planner",
                "TensorFlow {version} needs glibc {needed} or newer; this system has glibc {found}.",
            ).format(version=version, needed=build.glibc_min, found=glibc),
            tr("Planner", "Choose an older TensorFlow, or use a newer Linux distribution."),
        )
    else:
        verdict.reason(
            "glibc",
            tr("Planner", "glibc {found}").format(found=glibc),
            tr("Planner", "R6: the wheel's manylinux tag needs glibc {needed} or newer").format(
                needed=build.glibc_min
            ),
            ctx.index.cite_pick(build.sources, "S8"),
        )
