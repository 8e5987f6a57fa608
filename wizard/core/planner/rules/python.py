"""R1 (Python): pip installs a TensorFlow release only for a CPython that has a wheel (S8) and for which the whole
requirement resolves from wheels (S42: ``tensorflow[and-cuda]==2.14.1`` has none for Python 3.11, its
``tensorrt`` pin has no wheel for it). A WSL2 plan made on Windows takes the distribution's own Python
(Ubuntu 24.04: 3.12, S44) where the release has it, since the environment is made there, not on Windows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CpuBuild, TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Fix, Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.requirements import Planned, platform_of
from wizard.core.planner.versions import newest_first
from wizard.core.planner.wsl_fit import WSL_DISTRO_LABEL, WSL_DISTRO_PYTHON

DISTRO_SOURCE = "S44"
RESOLUTION_SOURCE = "S42"


@dataclass(frozen=True)
class Installable:
    """The Pythons of the wheels for which the planned requirement also resolves, and why the others do not."""

    requirement: str
    pythons: tuple[str, ...]
    unresolved: dict[str, str] = field(default_factory=dict)
    recorded: bool = False


def installable(ctx: Context, planned: Planned, os_name: str, arch: str, wheels: tuple[str, ...]) -> Installable:
    """``wheels`` less the Pythons for which the catalog records no solution (S42); all of them when the catalog
    holds no record of this requirement (a catalog without resolution data)."""
    record = ctx.index.resolution.get((planned.package, planned.version, platform_of(os_name, arch)))
    if record is None:
        return Installable(planned.requirement, wheels)
    checked = [p for p in wheels if _resolution_checks(p)]
    unresolved = {p: record.unresolved.get(p, "") for p in checked if p not in record.python}
    kept = tuple(p for p in wheels if p in record.python or not _resolution_checks(p))
    return Installable(planned.requirement, kept, unresolved, True)


def _resolution_checks(python: str) -> bool:
    """Whether the resolution records (S42) can speak for ``python``: uv resolves for Python 3.6 and newer only,
    so for an older one (3.5: TensorFlow 1.12-2.3) the wheel list stands, as for a release without records."""
    major, minor = (int(part) for part in python.split(".")[:2])
    return (major, minor) >= (3, 6)


def distro_python(ctx: Context, route: Route) -> bool:
    """True when the environment lives in the WSL distribution the wizard sets up from Windows."""
    return route == "wsl2" and ctx.on_windows


def conda_python(route: Route) -> bool:
    """True when conda-forge brings the env's Python (the isolated Windows route's conda env, S26): the Pythons on
    this computer are not used, so none of them is a reason for the choice."""
    return route == "windows-isolated"


def machine_pythons(ctx: Context, route: Route) -> list[str]:
    """The Pythons where the env is made, as X.Y: the running one first; from Windows for WSL2, the distribution's;
    none for a conda env, whose Python comes with it."""
    if distro_python(ctx, route):
        return [WSL_DISTRO_PYTHON]
    if conda_python(route):
        return []
    found = [p.version for p in (ctx.facts.python, *ctx.facts.pythons) if p is not None]
    return list(dict.fromkeys(major_minor(v) for v in found))


def choose_python(
    ctx: Context, route: Route, version: str, build: TfBuild | CpuBuild | None, verdict: Verdict, *,
    fits: Installable | None = None,
) -> str | None:
    """The wished Python if it can be installed; else one the machine has; else the newest that can."""
    wheels = newest_first(list(build.python)) if build is not None else []
    usable = [p for p in wheels if fits is None or p in fits.pythons]
    source = ctx.index.cite_row(build, "S8", "S26")
    if fits is not None and fits.recorded:
        source = ctx.index.cite(source, RESOLUTION_SOURCE)
    wished = ctx.wishes.python
    if wished is not None:
        _check_wished_python(version, wished, (wheels, usable), fits, source=source, verdict=verdict)
        return wished
    if not usable:
        if wheels and fits is not None:
            _block_nothing_resolves(version, fits, verdict)
        return None
    own = next((p for p in machine_pythons(ctx, route) if p in usable), None)
    if own is not None and distro_python(ctx, route):
        why = tr("Planner", "Python {python} is the Python of {distro}, the WSL distribution the wizard sets up, and "
                            "TensorFlow {version} has a package for it.")
        source = ctx.index.cite(source, DISTRO_SOURCE)
    elif own is not None:
        why = tr("Planner", "Python {python} is already on this computer, and TensorFlow {version} has a package "
                            "for it.")
    elif conda_python(route):
        own, why = usable[0], tr("Planner", "Python {python} comes with the conda environment (the Pythons on this "
                                            "computer are not used), and it is the newest Python that TensorFlow "
                                            "{version} has a package for.")
    else:
        own, why = usable[0], tr("Planner", "Python {python} is the newest Python that TensorFlow {version} has "
                                            "a package for.")
    text = why.format(python=own, version=version, distro=WSL_DISTRO_LABEL)
    skipped = [p for p in wheels if p not in usable and p in (fits.unresolved if fits else {})]
    if skipped:
        text += " " + _cannot_install(fits, skipped)  # type: ignore[arg-type]
    verdict.reason("python", tr("Planner", "Python {python}").format(python=own), "R1", source, text)
    return own


def _cannot_install(fits: Installable, pythons: list[str]) -> str:
    """"tensorflow[and-cuda]==2.14.1 cannot be installed for Python 3.11: tensorrt==8.5.3.1 has no package..."."""
    missing = sorted({fits.unresolved.get(p, "") for p in pythons} - {""})
    if missing:
        return tr("Planner", "{requirement} cannot be installed for Python {pythons}: {missing} has no ready-built "
                             "package for it.").format(requirement=fits.requirement, pythons=", ".join(pythons),
                                                       missing=", ".join(missing))
    return tr("Planner", "{requirement} cannot be installed for Python {pythons}: some package it needs has no "
                         "ready-built package for it.").format(requirement=fits.requirement,
                                                               pythons=", ".join(pythons))


def _block_nothing_resolves(version: str, fits: Installable, verdict: Verdict) -> None:
    verdict.block(
        "no-installable-python",
        tr("Planner", "TensorFlow {version} cannot be installed from ready-built packages for any Python.").format(
            version=version) + " " + _cannot_install(fits, list(fits.unresolved)),
        fixes=(Fix("choose-tensorflow", {"tensorflow": "newest"}),),
    )


def _check_wished_python(
    version: str, wished: str, offered: tuple[list[str], list[str]], fits: Installable | None, *, source: str,
    verdict: Verdict,
) -> None:
    """``offered``: the Pythons with a wheel, and those of them the requirement resolves for."""
    wheels, usable = offered
    if wished in usable:
        why = tr("Planner", "You chose Python {python}, and TensorFlow {version} has a package for it.")
        verdict.reason("python", tr("Planner", "Python {python}").format(python=wished), "R1", source,
                       why.format(python=wished, version=version))
        return
    if wished in wheels and fits is not None:
        verdict.block(
            "no-solution-for-python",
            _cannot_install(fits, [wished]),
            fixes=tuple(Fix("choose-python", {"python": p}) for p in usable[:1]),
        )
        return
    verdict.block(
        "no-wheel-for-python",
        tr("Planner", "TensorFlow {version} has no package for Python {python} (it has: {wheels}).").format(
            version=version, python=wished, wheels=", ".join(usable) or "-"
        ),
        fixes=tuple(Fix("choose-python", {"python": p}) for p in usable[:1]),
    )
