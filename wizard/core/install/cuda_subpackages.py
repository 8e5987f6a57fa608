"""Which sub-packages NVIDIA's Windows CUDA installer is given (``setup.exe -s nvcc_11.2 cudart_11.2 ...``).

The names changed between releases: CUDA 9.0 calls its compiler ``compiler_9.0`` and has no ``cupti_9.0``;
``nvcc_X.Y`` and ``cupti_X.Y`` start at 9.1. An unknown name is not an error the silent installer reports:
it installs less than asked. So the names come from a per-version table with its sources,
``resources/catalog/cuda_subpackages.json``, validated when read.
"""

from __future__ import annotations

import functools
import itertools
import json
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.catalog.query import major_minor
from wizard.resources import resource_path

TABLE_NAME = "cuda_subpackages.json"


@dataclass(frozen=True)
class SubpackageRow:
    """Sub-package stems for CUDA ``first``..``last`` (major.minor, ``last`` None: still current)."""

    first: tuple[int, int]
    last: tuple[int, int] | None
    subpackages: tuple[str, ...]
    sources: tuple[str, ...]


class SubpackageTableError(WizardError):
    """The sub-package table is missing, damaged or has no row for a version."""

    reference = "cuda-subpackages"


def _version(text: str) -> tuple[int, int]:
    major, minor = major_minor(text).split(".")
    return int(major), int(minor)


def _row(raw: dict[str, object], known_sources: set[str]) -> SubpackageRow:
    names = raw["subpackages"]
    sources = raw["sources"]
    if not isinstance(names, list) or not names or not all(isinstance(n, str) and n.isidentifier() for n in names):
        raise ValueError(f"bad subpackages {names!r}")
    if not isinstance(sources, list) or not sources or not set(sources) <= known_sources:
        raise ValueError(f"unknown or missing sources {sources!r}")
    last = raw.get("last")
    return SubpackageRow(_version(str(raw["first"])), None if last is None else _version(str(last)),
                         tuple(names), tuple(str(s) for s in sources))


@functools.cache
def load_table(path: Path | None = None) -> tuple[SubpackageRow, ...]:
    """The rows of the table, checked: each with names and known sources, ranges in order, no overlap."""
    where = path or resource_path("catalog", TABLE_NAME)
    try:
        document = json.loads(where.read_text(encoding="utf-8"))
        rows = tuple(_row(raw, set(document["sources"])) for raw in document["rows"])
        for earlier, later in itertools.pairwise(rows):
            if earlier.last is None or not earlier.first <= earlier.last < later.first:
                raise ValueError(f"rows out of order or overlapping at {later.first}")
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise SubpackageTableError(
            tr("Cuda", "The list of CUDA installer parts ({name}) cannot be used: {problem}").format(
                name=where.name, problem=error),
            hint=tr("Cuda", "Reinstall the wizard; this file is part of it."),
        ) from None
    return rows


def windows_subpackages(version: str, rows: tuple[SubpackageRow, ...] | None = None) -> list[str]:
    """``["nvcc_11.2", "cudart_11.2", ...]`` for CUDA ``version`` (any ``X.Y[.Z]``)."""
    wanted = _version(version)
    for row in rows if rows is not None else load_table():
        if row.first <= wanted and (row.last is None or wanted <= row.last):
            suffix = f"{wanted[0]}.{wanted[1]}"
            return [f"{name}_{suffix}" for name in row.subpackages]
    raise SubpackageTableError(
        tr("Cuda", "The wizard does not know the installer parts of CUDA {version} for Windows.").format(
            version=version),
        hint=tr("Cuda", "Choose a CUDA version the plan offers (9.0 or newer)."),
    )
