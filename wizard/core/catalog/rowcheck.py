"""Checks shared by every catalog table: where a row is, how a broken row is reported, common fields."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NoReturn

from packaging.version import InvalidVersion, Version

from wizard.basics.errors import CatalogError
from wizard.basics.i18n import tr

MAJOR_MINOR = re.compile(r"\d+\.\d+")
_CC = re.compile(r"\d{1,2}\.\d")


@dataclass(frozen=True)
class Where:
    """A row of a catalog file, for error messages."""

    file: str
    index: int
    label: str
    table: str = ""

    def __str__(self) -> str:
        table = f" {self.table}" if self.table else ""
        return f"{self.file}{table} row {self.index + 1} ({self.label})"


def fail(where: object, problem: str, /, **values: object) -> NoReturn:
    """Raise CatalogError; ``problem`` is an already translated template filled with ``values``."""
    problem = problem.format(**values)
    message = tr("Catalog", "The compatibility catalog is broken: {where}: {problem}").format(
        where=where, problem=problem
    )
    hint = tr(
        "Catalog",
        "This is a packaging bug, not a problem with your machine. Reinstall tfgpu-wizard; "
        "if the error stays, report it with this message.",
    )
    raise CatalogError(message, hint=hint, context={"where": str(where), "problem": problem})


def version(where: Where, field: str, value: str) -> Version:
    """``value`` as a version, or a catalog error naming the field."""
    try:
        return Version(value)
    except InvalidVersion:
        fail(where, tr("Catalog", 'version "{value}" in {field} does not parse'), value=value, field=field)


def check_major_minor(where: Where, field: str, value: str) -> None:
    """``value`` must read X.Y (a CUDA line, a Python version)."""
    if not MAJOR_MINOR.fullmatch(value):
        fail(where, tr("Catalog", '{field} "{value}" is not of the form X.Y'), field=field, value=value)


def check_cited(where: Where, sources: Iterable[str], known: set[str]) -> None:
    """Every row cites at least one source, and only sources that sources.json defines."""
    cited = list(sources)
    if not cited:
        fail(where, tr("Catalog", "the row cites no source"))
    for source in cited:
        if source not in known:
            fail(where, tr("Catalog", 'unknown source id "{source}"'), source=source)


def check_unique(seen: dict[str, Where], key: str, where: Where) -> None:
    """``key`` may appear in one row only."""
    if key in seen:
        fail(where, tr("Catalog", "{key} also appears in row {other}"), key=key, other=seen[key].index + 1)
    seen[key] = where


def check_cc(where: Where, field: str, value: str) -> Version:
    """A compute capability must read X.Y (``8.6``, ``12.0``)."""
    if not _CC.fullmatch(value):
        problem = tr("Catalog", 'compute capability "{value}" in {field} is not of the form X.Y')
        fail(where, problem, value=value, field=field)
    return Version(value)


def check_cc_list(where: Where, field: str, values: tuple[str, ...]) -> list[Version]:
    """Compute capabilities of the form X.Y, ascending, each once."""
    parsed = [check_cc(where, field, value) for value in values]
    if any(a >= b for a, b in itertools.pairwise(parsed)):
        fail(where, tr("Catalog", "{field} must be sorted ascending without duplicates"), field=field)
    return parsed
