"""Driver series limits (R4 with S28/S29): the floor CUDA in WSL 2 needs, the ceiling an old GPU reaches.

CUDA in WSL 2 needs the Windows driver series R495 or newer for every CUDA (NVIDIA's CUDA on WSL guide,
S28), so a WSL 2 plan never relies on minor-version compatibility below it, even for CUDA 11. A GPU
generation whose last driver series is older (Kepler: R470, S29) can never get a newer driver, so a plan
that asks for one is no plan: it picks a driver of that series (minor-version compatibility stretches it
to later CUDA 11 minors), or says no GPU plan exists.
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.gpu_generations import WSL_DRIVER_BRANCH, generation_of, within_branch
from wizard.core.catalog.model import OsName, TfBuild
from wizard.core.plan import Fix, Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.rules.gpu import native_release_fixes
from wizard.core.planner.versions import at_least, cc_pair, major, parse

WSL_DRIVER_FLOOR = str(WSL_DRIVER_BRANCH)  # a bare series, as the catalog writes CUDA 13's "580"


def route_floor(route: Route) -> str | None:
    """The lowest driver the route accepts whatever CUDA it runs (WSL 2: the R495 series, S28)."""
    return WSL_DRIVER_FLOOR if route == "wsl2" else None


def lift(driver: str | None, floor: str | None) -> str | None:
    """``driver`` raised to ``floor`` (the newer of the two); None stays None unless a floor exists."""
    if floor is None:
        return driver
    if driver is None or parse(driver) < parse(floor):
        return floor
    return driver


def state_route_floor(ctx: Context, route: Route, verdict: Verdict) -> None:
    """A WSL 2 plan says which driver series it needs, whatever its CUDA (S28)."""
    if route != "wsl2":
        return
    why = tr("Planner", "CUDA in WSL2 needs a Windows NVIDIA driver of the {branch} series or newer, for every "
                        "CUDA version.").format(branch=WSL_DRIVER_FLOOR)
    verdict.reason("driver", tr("Planner", "driver {branch} or newer").format(branch=WSL_DRIVER_FLOOR), "R4",
                   ctx.index.cite("S28"), why)


def last_branch(ctx: Context, build: TfBuild) -> int | None:
    """The oldest last driver series among the GPUs this build can use (None: no limit known, S29)."""
    ends = [
        generation.last_branch
        for gpu in ctx.facts.gpus
        if (generation := generation_of(gpu.compute_capability)) is not None and generation.last_branch
        and cc_pair(gpu.compute_capability) >= cc_pair(build.min_cc)
    ]
    return min(ends) if ends else None


def reachable(
    ctx: Context, build: TfBuild, driver: str | None, floor: str | None, *, os_name: OsName, needs_ptx: bool
) -> str | None:
    """``driver`` if the GPUs' last series reaches it; else the newest Table 3 driver of that series that
    runs the build's CUDA through minor-version compatibility (not for PTX JIT, S12); else None."""
    ceiling = last_branch(ctx, build)
    if driver is None or within_branch(driver, ceiling):
        return driver
    if needs_ptx or floor is None or not within_branch(floor, ceiling):
        return None
    same_major = [
        value
        for line, releases in ctx.index.cuda_series.items()
        if major(line) == major(build.cuda)
        for release in releases
        if (value := release.driver_linux if os_name == "linux" else release.driver_windows)
        and within_branch(value, ceiling) and at_least(value, floor)
    ]
    return max(same_major, key=parse, default=floor)


def block_unreachable(ctx: Context, build: TfBuild, needed: str | None, verdict: Verdict) -> None:
    """No driver the GPU can run is new enough for this build's CUDA (S29)."""
    ceiling = last_branch(ctx, build)
    verdict.block(
        "gpu-driver-series-ends",
        tr(
            "Planner",
            "No NVIDIA driver for this graphics card is new enough for CUDA {cuda}: the {branch} series is the "
            "last one NVIDIA made for this card, and CUDA {cuda} needs driver {needed} or newer.",
        ).format(cuda=build.cuda, branch=ceiling, needed=needed or "?"),
        fixes=(*native_release_fixes(ctx, ctx.facts.gpus, (build.os,)), Fix("choose-route", {"route": "cpu"})),
    )


def check_wsl_gpus(ctx: Context, verdict: Verdict) -> None:
    """CUDA in WSL 2 by GPU generation (S28): refused before Kepler and where the last driver series is
    older than R495 (Kepler's R470, S29); a warning where NVIDIA gives no official support (Maxwell)."""
    if not ctx.facts.gpus:
        return
    gpu = max(ctx.facts.gpus, key=lambda g: cc_pair(g.compute_capability))
    generation = generation_of(gpu.compute_capability)
    if generation is None:
        return
    other_routes = (Fix("choose-route", {"route": "windows-native"}), Fix("choose-route", {"route": "cpu"}))
    if generation.wsl == "none":
        verdict.block("gpu-not-supported-in-wsl", tr(
            "Planner", "CUDA in WSL2 does not work on {gpu} (compute capability {cc}): NVIDIA enables it from "
                       "the Kepler generation on.").format(gpu=gpu.name, cc=gpu.compute_capability),
            fixes=other_routes)
    elif generation.last_branch is not None and generation.last_branch < WSL_DRIVER_BRANCH:
        verdict.block("gpu-driver-series-ends-before-wsl", tr(
            "Planner", "CUDA in WSL2 needs a Windows NVIDIA driver of the {needed} series or newer, but the "
                       "{last} series is the last one NVIDIA made for {gpu} (compute capability {cc}), so this "
                       "card cannot use CUDA in WSL2.").format(needed=WSL_DRIVER_BRANCH, last=generation.last_branch,
                                                               gpu=gpu.name, cc=gpu.compute_capability),
            fixes=other_routes)
    elif generation.wsl == "unofficial":
        verdict.warn("gpu-not-officially-supported-in-wsl", tr(
            "Planner", "NVIDIA does not officially support CUDA in WSL2 on {gpu} (compute capability {cc}); "
                       "official support starts with the Pascal generation (GeForce GTX 10 series). It may "
                       "work, but if it does not, NVIDIA will not fix it.").format(
            gpu=gpu.name, cc=gpu.compute_capability))
