"""R1 (Python wheel exists): pip installs a TensorFlow release only for a CPython that has a wheel (S8)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CpuBuild, TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Fix, Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import newest_first


def machine_pythons(ctx: Context, route: Route) -> list[str]:
    """The machine's Pythons as X.Y (the running one first), when the env lives on the facts' OS."""
    if route == "wsl2" and ctx.on_windows:
        return []
    found = [p.version for p in (ctx.facts.python, *ctx.facts.pythons) if p is not None]
    return list(dict.fromkeys(major_minor(v) for v in found))


def choose_python(
    ctx: Context, route: Route, version: str, build: TfBuild | CpuBuild | None, verdict: Verdict
) -> str | None:
    """The wished Python if it has a wheel; else one the machine has; else the newest with a wheel."""
    wheels = newest_first(list(build.python)) if build is not None else []
    source = ctx.index.cite_row(build, "S8", "S26")
    wished = ctx.wishes.python
    if wished is not None:
        _check_wished_python(version, wished, wheels, source, verdict)
        return wished
    if not wheels:
        return None
    own = next((p for p in machine_pythons(ctx, route) if p in wheels), None)
    why = tr("Planner", "Python {python} is already on this computer, and TensorFlow {version} has a package "
                        "for it.")
    if own is None:
        own, why = wheels[0], tr("Planner", "Python {python} is the newest Python that TensorFlow {version} has "
                                            "a package for.")
    verdict.reason("python", tr("Planner", "Python {python}").format(python=own), "R1", source,
                   why.format(python=own, version=version))
    return own


def _check_wished_python(version: str, wished: str, wheels: list[str], source: str, verdict: Verdict) -> None:
    if wished in wheels:
        why = tr("Planner", "You chose Python {python}, and TensorFlow {version} has a package for it.")
        verdict.reason("python", tr("Planner", "Python {python}").format(python=wished), "R1", source,
                       why.format(python=wished, version=version))
        return
    verdict.block(
        "no-wheel-for-python",
        tr("Planner", "TensorFlow {version} has no package for Python {python} (it has: {wheels}).").format(
            version=version, python=wished, wheels=", ".join(wheels) or "-"
        ),
        fixes=tuple(Fix("choose-python", {"python": p}) for p in wheels[:1]),
    )
