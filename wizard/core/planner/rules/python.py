"""R1 (Python wheel exists): pip installs a TensorFlow release only for a CPython that has a wheel (S8)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import newest_first


def machine_pythons(ctx: Context, route: Route) -> list[str]:
    """The machine's Pythons as X.Y (the running one first), when the env lives on the facts' OS."""
    if route == "wsl2" and ctx.on_windows:
        return []
    found = [p.version for p in (ctx.facts.python, *ctx.facts.pythons) if p is not None]
    return list(dict.fromkeys(major_minor(v) for v in found))


def choose_python(
    ctx: Context, route: Route, version: str, build: TfBuild | None, verdict: Verdict
) -> str | None:
    """The wished Python if it has a wheel; else one the machine has; else the newest with a wheel."""
    wheels = newest_first(list(build.python)) if build is not None else []
    source = ctx.index.cite_pick(build.sources if build is not None else (), "S8")
    wished = ctx.wishes.python
    if wished is not None:
        _check_wished_python(version, wished, wheels, source, verdict)
        return wished
    if not wheels:
        return None
    own = next((p for p in machine_pythons(ctx, route) if p in wheels), None)
    rule = tr("Planner", "R1: the Python already on this machine has a TensorFlow {version} wheel")
    if own is None:
        own, rule = wheels[0], tr("Planner", "R1: the newest Python with a TensorFlow {version} wheel")
    verdict.reason("python", tr("Planner", "Python {python}").format(python=own), rule.format(version=version), source)
    return own


def _check_wished_python(version: str, wished: str, wheels: list[str], source: str, verdict: Verdict) -> None:
    if wished in wheels:
        verdict.reason(
            "python",
            tr("Planner", "Python {python}").format(python=wished),
            tr("Planner", "R1: your choice; TensorFlow {version} has a wheel for it").format(version=version),
            source,
        )
        return
    verdict.block(
        "no-wheel-for-python",
        tr("Planner", "TensorFlow {version} has no wheel for Python {python} (it has: {wheels}).").format(
            version=version, python=wished, wheels=", ".join(wheels) or "-"
        ),
        tr("Planner", "Let the wizard choose the Python, or choose another TensorFlow version."),
    )
