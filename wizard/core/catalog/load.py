"""The catalog every caller reads: the active one (the bundled catalog, or a newer signed update), or a folder's.

The bundled catalog is read once and cached; the active choice is checked again when the stored update changes
(``wizard.core.catalog.active``). Validation lives in ``wizard.core.catalog.documents``.
"""

from __future__ import annotations

import functools
from pathlib import Path

from wizard.basics.errors import CatalogError
from wizard.core.catalog.active import choose_active
from wizard.core.catalog.documents import (
    CATALOG_FILES,
    CATALOG_SCHEMA,
    SHORT_TITLE,
    catalog_from_folder,
    source_summary,
    source_title,
)
from wizard.core.catalog.model import Catalog
from wizard.resources import resource_path

__all__ = ["CATALOG_FILES", "CATALOG_SCHEMA", "SHORT_TITLE", "bundled_catalog", "catalog_or_none", "load_catalog",
           "source_summary",
           "source_title"]


def load_catalog(path: Path | None = None) -> Catalog:
    """The validated catalog from folder ``path``; the active one when None (bundled, or a newer signed update)."""
    if path is None:
        return choose_active(_load_bundled())
    return catalog_from_folder(Path(path))


def bundled_catalog() -> Catalog:
    """The catalog this build carries (the floor under every update)."""
    return _load_bundled()


def catalog_or_none() -> Catalog | None:
    """The active catalog, or None when it cannot be read (a cuDNN archive is then checked by its version)."""
    try:
        return load_catalog()
    except CatalogError:
        return None


@functools.cache
def _load_bundled() -> Catalog:
    return catalog_from_folder(resource_path("catalog"))
