"""R4 (driver >= CUDA runtime): full support per NVIDIA Table 3, or minor-version compatibility.

Minor-version compatibility (MVC) exists only from CUDA 11 on: a driver at or above the major's floor
runs any minor of that major, except PTX that must be JIT-compiled by a driver older than the toolkit
(``cudaErrorUnsupportedPtxVersion``, S12). So a GPU that runs a build only through PTX needs a driver at
least as new as the toolkit that produced the PTX: such a plan is blocked, with the fixes (a newer
driver, or a TensorFlow with native code for the GPU). Before CUDA 11 the driver must meet Table 3.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CudaRelease, OsName, TfBuild
from wizard.core.plan import Fix, Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.rules.branches import block_unreachable, lift, reachable, route_floor, state_route_floor
from wizard.core.planner.rules.gpu import native_release_fixes
from wizard.core.planner.versions import at_least, major, parse

FIRST_MVC_MAJOR = 11  # S12: minor-version compatibility starts with CUDA 11
WSL_CUDA12_DRIVER = "528.33"  # S3 pip.md: "NVIDIA GPU drivers >= 528.33 for WSL on Windows"
UNKNOWN_DRIVER_VERSION = "0"  # what the probe records when only the supported CUDA version could be read


@dataclass(frozen=True)
class DriverOutcome:
    """The CUDA release to install or rely on, the driver it needs, and whether that means an upgrade."""

    release: CudaRelease | None
    driver_min: str | None
    upgrade: bool = False


def driver_os(route: Route) -> OsName:
    """Whose Table 3 column applies: WSL2 runs on the Windows driver."""
    return "linux" if route == "linux" else "windows"


def toolkit_driver(release: CudaRelease, os_name: OsName) -> str | None:
    """The full-support minimum of ``release`` on ``os_name`` (None where NVIDIA lists none)."""
    return release.driver_linux if os_name == "linux" else release.driver_windows


def mvc_floor(ctx: Context, route: Route, cuda: str) -> str | None:
    """The MVC floor of the CUDA major for this route (WSL 2: never below R495, S28), or None (CUDA < 11)."""
    cuda_major = major(cuda)
    row = ctx.index.majors.get(cuda_major)
    if cuda_major < FIRST_MVC_MAJOR or row is None:
        return None
    floor = row.mvc_linux if driver_os(route) == "linux" else row.mvc_windows
    if floor and route == "wsl2" and cuda_major == 12 and parse(floor) < parse(WSL_CUDA12_DRIVER):
        return WSL_CUDA12_DRIVER
    return lift(floor, route_floor(route)) if floor else None


def check_driver(
    ctx: Context, route: Route, build: TfBuild, needs_ptx: bool, verdict: Verdict
) -> DriverOutcome:
    """Pick the CUDA release the driver supports (newest patch first) or say which driver is needed."""
    releases = ctx.index.cuda_releases(build.cuda)
    if not releases:
        verdict.block(
            "cuda-not-in-catalog",
            tr("Planner", "The wizard's catalog has no CUDA {cuda} release, which this TensorFlow needs.").format(
                cuda=build.cuda),
        )
        return DriverOutcome(None, None)
    outcome = _check_release(ctx, route, build, releases, needs_ptx=needs_ptx, verdict=verdict)
    state_route_floor(ctx, route, verdict)
    return replace(outcome, driver_min=lift(outcome.driver_min, route_floor(route)))


def _check_release(
    ctx: Context, route: Route, build: TfBuild, releases: tuple[CudaRelease, ...], *, needs_ptx: bool,
    verdict: Verdict,
) -> DriverOutcome:
    """Full support, minor-version compatibility, or the driver to install (within the route's floor and
    the GPU's last driver series, S28/S29)."""
    os_name = driver_os(route)
    have = known_driver_version(ctx)
    floor = mvc_floor(ctx, route, build.cuda)
    base = route_floor(route)
    if have is None and _reported_line_clears(ctx, base, os_name):
        judged = _judge_by_supported_cuda(ctx, build, releases, floor, os_name=os_name, needs_ptx=needs_ptx,
                                          verdict=verdict)
        if judged is not None:
            return judged
    full = [r for r in releases if toolkit_driver(r, os_name)]
    met = [r for r in full if have and at_least(have, lift(toolkit_driver(r, os_name), base) or "")]
    if met:
        return _full_support(ctx, met[-1], os_name, verdict)
    newest = (full or list(releases))[-1]
    recommended = lift(toolkit_driver(newest, os_name), base)
    if have and floor and at_least(have, floor):
        if needs_ptx and recommended and not reachable(ctx, build, recommended, floor, os_name=os_name,
                                                       needs_ptx=True):
            block_unreachable(ctx, build, recommended, verdict)
            return DriverOutcome(newest, recommended)
        if needs_ptx:
            return _ptx_needs_full(ctx, build, newest, recommended, verdict)
        return _minor_version_compatible(ctx, releases[-1], floor, os_name=os_name, verdict=verdict)
    lowest_full = min((toolkit_driver(r, os_name) or "0" for r in full), key=parse, default=None)
    wanted = lift(recommended if needs_ptx else (floor or lowest_full), base)
    needed = reachable(ctx, build, wanted, floor, os_name=os_name, needs_ptx=needs_ptx)
    recommended = reachable(ctx, build, recommended or needed, floor, os_name=os_name, needs_ptx=needs_ptx)
    if needed is None or recommended is None:
        block_unreachable(ctx, build, wanted, verdict)
        return DriverOutcome(newest, wanted)
    return _too_old(ctx, build, have, needed=needed, recommended=recommended, release=newest,
                    verdict=verdict)


def known_driver_version(ctx: Context) -> str | None:
    """The driver's version, or None when there is no driver or the probe could not read it (``"0"``)."""
    driver = ctx.facts.driver
    if driver is None or driver.version in ("", UNKNOWN_DRIVER_VERSION):
        return None
    return driver.version


def _judge_by_supported_cuda(
    ctx: Context, build: TfBuild, releases: tuple[CudaRelease, ...], floor: str | None, *, os_name: OsName,
    needs_ptx: bool, verdict: Verdict,
) -> DriverOutcome | None:
    """Version unreadable, but the driver said which CUDA it supports: judge by that (None: too old or unknown).

    The CUDA version a driver reports is the newest toolkit line it fully supports (Table 3), so an older
    line is covered entirely; its own line only from the first update (later updates may need a newer
    driver); a newer minor of the same major (11 or later) through minor-version compatibility (S12),
    which does not cover a GPU that needs PTX JIT.
    """
    supported = ctx.facts.driver.cuda if ctx.facts.driver is not None else None
    if not supported:
        return None
    line, top = parse(build.cuda), parse(supported)
    same_major_mvc = major(build.cuda) == major(supported) and _line_clears_floor(ctx, supported, floor, os_name)
    if line > top and (not same_major_mvc or needs_ptx):
        return None
    release = releases[0] if line == top else releases[-1]
    if line <= top:
        why = tr("Planner", "The driver's version could not be read, but it supports CUDA {supported}, which "
                            "covers CUDA {cuda}.").format(supported=supported, cuda=build.cuda)
    else:
        why = tr("Planner", "The driver's version could not be read; it supports CUDA {supported}, and CUDA "
                            "{major} drivers run every CUDA {major} release (minor-version compatibility), so "
                            "CUDA {cuda} works too.").format(supported=supported, cuda=build.cuda,
                                                               major=major(build.cuda))
    verdict.reason("cuda", tr("Planner", "CUDA {cuda}").format(cuda=release.version), "R4",
                   ctx.index.cite_pick(release.sources, "S11"), why)
    return DriverOutcome(release, toolkit_driver(release, os_name))


def _reported_line_clears(ctx: Context, base: str | None, os_name: OsName) -> bool:
    """True when the CUDA line the driver reports proves it meets the route's floor (WSL 2: R495, S28)."""
    supported = ctx.facts.driver.cuda if ctx.facts.driver is not None else None
    return base is None or bool(supported and _line_clears_floor(ctx, supported, base, os_name))


def _line_clears_floor(ctx: Context, line: str, floor: str | None, os_name: OsName) -> bool:
    """True when the oldest driver that reports CUDA ``line`` already meets the MVC ``floor``."""
    first = next((r for r in ctx.index.cuda_releases(line) if toolkit_driver(r, os_name)), None)
    return bool(floor and first and at_least(toolkit_driver(first, os_name) or "0", floor))


def _full_support(ctx: Context, release: CudaRelease, os_name: OsName, verdict: Verdict) -> DriverOutcome:
    needed = toolkit_driver(release, os_name)
    why = tr("Planner", "NVIDIA driver {have} fully supports CUDA {cuda} (it needs {needed} or newer).").format(
        have=_have(ctx), cuda=release.version, needed=needed)
    verdict.reason("cuda", tr("Planner", "CUDA {cuda}").format(cuda=release.version), "R4",
                   ctx.index.cite_pick(release.sources, "S11"), why)
    return DriverOutcome(release, needed)


def _minor_version_compatible(
    ctx: Context, release: CudaRelease, floor: str, *, os_name: OsName, verdict: Verdict
) -> DriverOutcome:
    row = ctx.index.majors[major(release.version)]
    why = tr(
        "Planner",
        "NVIDIA driver {have} is older than CUDA {cuda} asks for ({full}), but every CUDA {major} driver from "
        "{floor} on runs all CUDA {major} releases (minor-version compatibility).",
    ).format(have=_have(ctx), cuda=release.version, full=toolkit_driver(release, os_name), floor=floor,
             major=row.major)
    verdict.reason("cuda", tr("Planner", "CUDA {cuda}").format(cuda=release.version), "R4",
                   ctx.index.cite(ctx.index.cite_pick(row.sources, "S12", "S13"),
                                  ctx.index.cite_pick(release.sources, "S11")), why)
    return DriverOutcome(release, floor)


def _ptx_needs_full(
    ctx: Context, build: TfBuild, release: CudaRelease, full: str | None, verdict: Verdict
) -> DriverOutcome:
    """PTX JIT by a driver older than the toolkit fails (S12): block unless an upgrade is allowed."""
    if ctx.wishes.allow_driver_upgrade and full:
        return _plan_upgrade(ctx, known_driver_version(ctx), full, release, verdict)
    verdict.block(
        "ptx-needs-newer-driver",
        tr(
            "Planner",
            "The graphics card needs TensorFlow's code compiled for it when first used (it has no ready-made "
            "code in this TensorFlow), and that needs a driver at least as new as CUDA {cuda}: driver {full} or "
            "newer. Driver {have} is older; minor-version compatibility does not cover this compiling.",
        ).format(cuda=release.version, full=full or "?", have=_have(ctx)),
        fixes=(*_driver_fixes(full), *native_release_fixes(ctx, ctx.facts.gpus, (build.os,))),
    )
    return DriverOutcome(release, full)


def _driver_fixes(driver: str | None) -> tuple[Fix, ...]:
    if not driver:
        return ()
    return (Fix("allow-driver-upgrade", {"allow_driver_upgrade": "true", "driver": driver}),
            Fix("upgrade-driver", {"driver": driver}))


def _too_old(
    ctx: Context,
    build: TfBuild,
    have: str | None,
    *,
    needed: str | None,
    recommended: str | None,
    release: CudaRelease,
    verdict: Verdict,
) -> DriverOutcome:
    if ctx.wishes.allow_driver_upgrade:
        return _plan_upgrade(ctx, have, recommended, release, verdict)
    if have is None and ctx.facts.driver is None:
        verdict.block(
            "no-nvidia-driver",
            tr("Planner", "No NVIDIA driver was found, and TensorFlow needs one to use the graphics card."),
            fixes=_driver_fixes(recommended),
        )
    else:
        verdict.block(
            "driver-too-old",
            tr(
                "Planner",
                "NVIDIA driver {have} is too old for CUDA {cuda}, which this TensorFlow needs: it needs driver "
                "{needed} or newer.",
            ).format(have=_have(ctx), cuda=build.cuda, needed=needed),
            fixes=_driver_fixes(needed),
        )
    return DriverOutcome(release, needed)


def _plan_upgrade(
    ctx: Context, have: str | None, recommended: str | None, release: CudaRelease, verdict: Verdict
) -> DriverOutcome:
    """The user allowed it: recommend full support (not just MVC), so PTX JIT works too."""
    verdict.warn(
        "needs-driver-upgrade",
        tr("Planner", "First install NVIDIA driver {recommended} or newer (this computer has: {have}).").format(
            recommended=recommended, have=have or tr("Planner", "none")
        ),
    )
    why = tr("Planner", "You allowed a driver upgrade: driver {recommended} fully supports CUDA {cuda}.").format(
        recommended=recommended, cuda=release.version)
    verdict.reason("driver", tr("Planner", "driver {recommended}").format(recommended=recommended), "R4",
                   ctx.index.cite_pick(release.sources, "S11"), why)
    return DriverOutcome(release, recommended, upgrade=True)


def _have(ctx: Context) -> str:
    driver = ctx.facts.driver
    if driver is None:
        return "-"
    if known_driver_version(ctx) is None:
        return tr("Planner", "(version unknown, supports CUDA {cuda})").format(cuda=driver.cuda or "?")
    return driver.version
