"""What the user is offered to choose: the TensorFlow releases a route can install here, and each one's Pythons.

One set of rules for every front-end: the Choose setup page's lists and ``tfgpu-wizard plan --list-versions``
both come from :func:`tf_offers`, so the GUI and the CLI cannot offer different versions. A GPU route follows
its own OS's build rows (WSL2 the Linux ones, even asked from Windows); the CPU route and the automatic choice
on Windows offer every release some route can run there. Post releases (``2.15.0.post1``) exist as Linux
wheels only (S5), so they are offered only where a Linux runs them: a Linux machine, WSL, or the WSL2 route.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from packaging.version import Version

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.catalog.query import major_minor, matches_wish

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.catalog.model import Catalog, OsName
    from wizard.core.plan import Route


@dataclass(frozen=True)
class TfOffer:
    """One TensorFlow release offered, with the CPython X.Y it has wheels for (newest first)."""

    version: str
    pythons: tuple[str, ...]


def route_os(route: Route) -> OsName | None:
    """The OS whose TensorFlow build a GPU route installs; None for the CPU route."""
    if route in ("windows-native", "windows-isolated"):
        return "windows"
    if route in ("wsl2", "linux"):
        return "linux"
    return None


def route_families(facts: MachineFacts, route: Route | None) -> tuple[str, ...]:
    """Whose catalog rows a route installs from on this machine (a GPU route: the OS of that route)."""
    installs_for = route_os(route) if route else None
    if installs_for is not None:
        return (installs_for,)
    if facts.os.family == "windows":
        return ("windows", "linux")
    return ("linux" if facts.os.wsl else facts.os.family,)


def tf_offers(catalog: Catalog, facts: MachineFacts, route: Route | None) -> tuple[TfOffer, ...]:
    """Every release offered for ``route`` (None: automatic) on the machine ``facts`` describe, newest first."""
    families = route_families(facts, route)
    linux_host = "linux" in families and (facts.os.family == "linux" or route == "wsl2")
    pythons: dict[str, set[str]] = {}
    for build in catalog.tensorflow:
        if build.os not in families:
            continue
        for version in build.versions:
            if linux_host or not Version(version).is_postrelease:
                pythons.setdefault(version, set()).update(build.python)
    return tuple(TfOffer(v, tuple(_newest_first(pythons[v]))) for v in _newest_first(pythons))


def offered_versions(offers: Iterable[TfOffer]) -> list[str]:
    """The releases of ``offers``, newest first (the TensorFlow list)."""
    return [offer.version for offer in offers]


def offered_pythons(offers: Iterable[TfOffer]) -> list[str]:
    """Every Python some offered release takes, newest first (the Python list)."""
    return _newest_first({python for offer in offers for python in offer.pythons})


def offers_matching(
    offers: tuple[TfOffer, ...], tensorflow: str = "newest", python: str | None = None
) -> tuple[TfOffer, ...]:
    """The offers a wish names (a release, a series or newest; a Python or automatic); BadInputError, naming
    what is offered instead, when none does."""
    if not offers:
        raise BadInputError(
            tr("CatalogOffers", "The catalog has no TensorFlow release with GPU support for this machine."),
            hint=tr("CatalogOffers", "TensorFlow builds its GPU support for Windows and Linux only; on this "
                                     "machine it runs on the processor."),
        )
    found = tuple(offer for offer in offers if matches_wish(offer.version, tensorflow))
    if not found:
        raise BadInputError(
            tr("CatalogOffers", "TensorFlow {wish} is not offered for this machine and route.").format(wish=tensorflow),
            hint=tr("CatalogOffers", "Choose one of: {series}.").format(series=_series(offers)),
        )
    taking = tuple(offer for offer in found if python is None or python in offer.pythons)
    if not taking:
        raise BadInputError(
            tr("CatalogOffers", "No TensorFlow {wish} offered here has a package for Python {python}.").format(
                wish=tensorflow, python=python),
            hint=tr("CatalogOffers", "Choose one of: {pythons}.").format(pythons=", ".join(offered_pythons(found))),
        )
    return taking


def _series(offers: Iterable[TfOffer]) -> str:
    """``2.21, 2.20, 2.19, ...``: the series offered, newest first, the first eight of them."""
    series = list(dict.fromkeys(major_minor(offer.version) for offer in offers))
    return ", ".join(series[:8]) + (", ..." if len(series) > 8 else "")


def _newest_first(versions: Iterable[str]) -> list[str]:
    return sorted(versions, key=Version, reverse=True)
