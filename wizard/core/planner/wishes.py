"""Checking the user's wishes and turning the TensorFlow wish into candidate releases, newest first."""

from __future__ import annotations

from typing import Protocol, TypeVar

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.catalog.query import major_minor
from wizard.core.plan import ROUTES, Wishes
from wizard.core.planner.index import CatalogIndex
from wizard.core.planner.versions import (
    NEWEST,
    is_valid_python_wish,
    is_valid_tf_wish,
    parse,
    same_series,
)


class _Versioned(Protocol):
    @property
    def version(self) -> str: ...


R = TypeVar("R", bound=_Versioned)


class UnknownVersionError(BadInputError):
    """The wished TensorFlow release is not in the catalog."""

    reference = "unknown-tensorflow-version"


class UnknownFrameworkVersionError(BadInputError):
    """The wished PyTorch, Keras 3 or JAX release is not in the catalog."""

    reference = "unknown-framework-version"


def wished_releases(releases: list[R], wish: str, name: str) -> list[R]:
    """The releases (newest first, each with a ``version``) that ``wish`` names: all for ``newest``, that release
    for ``2.13.0``, that series for ``2.13``; refused (exit 2) with the known series when none is in the catalog."""
    if wish == NEWEST:
        return releases
    exact = len(parse(wish).release) >= 3
    found = [r for r in releases if (parse(r.version) == parse(wish) if exact else same_series(r.version, wish))]
    if not found:
        known = list(dict.fromkeys(major_minor(r.version) for r in releases))
        raise UnknownFrameworkVersionError(
            tr("Planner", "{framework} {wish} is not in the catalog.").format(framework=name, wish=wish),
            hint=tr("Planner", "Known versions: {versions}.").format(versions=", ".join(known)),
            context={"option": "version"},
        )
    return found


def check_wishes(wishes: Wishes) -> None:
    """Reject malformed wishes with a message naming the option (exit code 2 in the CLI)."""
    if not is_valid_tf_wish(wishes.tensorflow):
        raise BadInputError(
            tr("Planner", "'{value}' is not a TensorFlow version: use 2.4.0, 2.4 or newest.").format(
                value=wishes.tensorflow
            ),
            hint=tr("Planner", "For example: --tf 2.10 or --tf newest."),
            context={"option": "tf"},
        )
    if not is_valid_tf_wish(wishes.version):
        raise BadInputError(
            tr("Planner", "'{value}' is not a version: use 2.13.0, 2.13 or newest.").format(value=wishes.version),
            hint=tr("Planner", "For example: --version 2.13 or --version newest."),
            context={"option": "version"},
        )
    if wishes.python is not None and not is_valid_python_wish(wishes.python):
        raise BadInputError(
            tr("Planner", "'{value}' is not a Python version: use X.Y, for example 3.10.").format(
                value=wishes.python
            ),
            hint=tr("Planner", "For example: --python 3.10."),
            context={"option": "python"},
        )
    if wishes.route is not None and wishes.route not in ROUTES:
        raise BadInputError(
            tr("Planner", "'{value}' is not a route.").format(value=wishes.route),
            hint=tr("Planner", "Routes: {routes}.").format(routes=", ".join(ROUTES)),
            context={"option": "route"},
        )


def candidate_versions(index: CatalogIndex, wish: str) -> list[str]:
    """Releases matching ``newest``, a series (``2.4``) or an exact release (``2.4.0``), newest first."""
    if wish == NEWEST:
        return list(index.versions)
    if len(parse(wish).release) >= 3:
        found = [v for v in index.versions if parse(v) == parse(wish)]
    else:
        found = [v for v in index.versions if same_series(v, wish)]
    if not found:
        raise UnknownVersionError(
            tr("Planner", "TensorFlow {wish} is not in the catalog.").format(wish=wish),
            hint=tr("Planner", "Known versions: {versions}.").format(versions=_series(index)),
            context={"option": "tf"},
        )
    return found


def _series(index: CatalogIndex) -> str:
    """``2.21, 2.20, ..., 1.12``: the release series the catalog knows (patches are too many to list)."""
    seen: list[str] = []
    for version in index.versions:
        if major_minor(version) not in seen:
            seen.append(major_minor(version))
    return ", ".join(seen)
