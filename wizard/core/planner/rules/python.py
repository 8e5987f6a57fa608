"""R1 (Python wheel exists): pip installs a TensorFlow release only for a CPython that has a wheel (S8)."""

from __future__ import annotations

from wizard.core.catalog.model import TfBuild
from wizard.core.i18n import tr
from wizard.core.plan import Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import major_minor, newest_first


def machine_python(ctx: Context, route: Route) -> str | None:
    """The Python X.Y of the machine, when the route's environment lives on the same OS as the facts."""
    if ctx.facts.python is None or (route == "wsl2" and ctx.on_windows):
        return None
    return major_minor(ctx.facts.python.version)


def choose_python(
    ctx: Context, route: Route, version: str, build: TfBuild | None, verdict: Verdict
) -> str | None:
    """The wished Python if it has a wheel; else the machine's own; else the newest with a wheel."""
    wheels = newest_first(list(build.python)) if build is not None else []
    source = ctx.index.cite_pick(build.sources if build is not None else (), "S8")
    wished = ctx.wishes.python
    if wished is not None:
        if wished in wheels:
            verdict.reason(
                tr("Planner", "Python {python}").format(python=wished),
                tr("Planner", "R1: your choice; TensorFlow {version} has a wheel for it").format(
                    version=version
                ),
                source,
            )
            return wished
        verdict.block(
            "no-wheel-for-python",
            tr("Planner", "TensorFlow {version} has no wheel for Python {python} (it has: {wheels}).").format(
                version=version, python=wished, wheels=", ".join(wheels) or "-"
            ),
            tr("Planner", "Let the wizard choose the Python, or choose another TensorFlow version."),
        )
        return wished
    if not wheels:
        return None
    own = machine_python(ctx, route)
    if own in wheels:
        verdict.reason(
            tr("Planner", "Python {python}").format(python=own),
            tr("Planner", "R1: the Python already on this machine has a TensorFlow {version} wheel").format(
                version=version
            ),
            source,
        )
        return own
    verdict.reason(
        tr("Planner", "Python {python}").format(python=wheels[0]),
        tr("Planner", "R1: the newest Python with a TensorFlow {version} wheel").format(version=version),
        source,
    )
    return wheels[0]
