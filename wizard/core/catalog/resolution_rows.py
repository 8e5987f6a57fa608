"""Validation of the resolution records (resolution.json): where each planned requirement resolves from wheels."""

from __future__ import annotations

import re

from wizard.basics.i18n import tr
from wizard.core.catalog.model import Resolution
from wizard.core.catalog.rowcheck import Where, check_cited, check_major_minor, check_unique, fail, version

PLATFORMS = ("linux-x86_64", "linux-arm64", "windows-x86_64", "macos-x86_64", "macos-arm64")
_PACKAGE = re.compile(r"[a-z0-9-]+(\[[a-z0-9-]+\])?")


def check_resolution(rows: list[tuple[Where, Resolution]], known: set[str]) -> None:
    """Each (package, platform, release) once; a known platform; Python X.Y, never both resolved and not; a source."""
    seen: dict[str, Where] = {}
    for where, row in rows:
        if not _PACKAGE.fullmatch(row.package):
            fail(where, tr("Catalog", 'package "{value}" is not a package name'), value=row.package)
        if row.platform not in PLATFORMS:
            fail(where, tr("Catalog", 'platform "{value}" is not one of {known}'), value=row.platform,
                 known=", ".join(PLATFORMS))
        if not row.versions:
            fail(where, tr("Catalog", "versions lists no release"))
        for value in row.versions:
            version(where, "versions", value)
            check_unique(seen, f"{row.package} {row.platform} {value}", where)
        for value in (*row.python, *row.unresolved):
            check_major_minor(where, "python", value)
        both = sorted(set(row.python) & set(row.unresolved))
        if both:
            fail(where, tr("Catalog", "Python {value} is listed as resolving and as not resolving"),
                 value=", ".join(both))
        check_cited(where, row.sources, known)
