"""Which catalog is active: the bundled one, or a signed update stored in the data folder that is newer.

An update is taken (:func:`accept_update`) only with a valid detached Ed25519 signature by a key this build
trusts, a known bundle schema, an unexpired date, a version above the active one, and rows that pass the same
validation as the bundled catalog; it is then stored atomically as one file (the signed bytes, the signature,
where it came from). At every start the stored file is checked again (signature, schema, rows) and used only
when its version is above the bundled one and it has not expired: the bundled catalog is the floor, so a wizard
upgraded past a stored update uses its own newer catalog, and a stored update past its expiry is set aside for the
bundled one (its rows are no longer vouched for; ``catalog status`` says why, and a newer update replaces it).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.basics.errors import CatalogError, WizardError
from wizard.basics.i18n import tr
from wizard.core.catalog.bundle import BundleInfo, BundleProblemError, is_expired, update_documents
from wizard.core.catalog.documents import catalog_from_documents
from wizard.core.catalog.model import Catalog
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE, decode_signature, signed_by_trusted_key, trusted_keys
from wizard.core.ops.journal import data_dir, utc_now

UPDATE_FILE = "catalog-update.json"
_cache: dict[tuple[Any, ...], tuple[Catalog | None, str]] = {}


class CatalogUpdateRefusedError(WizardError):
    """A catalog update that cannot be trusted or is not newer: refused, the active catalog stays."""

    reference = "catalog-update-refused"
    exit_code = 2


def stored_update_path() -> Path:
    """Where a taken update is kept (the wizard's data folder)."""
    return data_dir() / "catalog" / UPDATE_FILE


def choose_active(bundled: Catalog, extra_keys: Iterable[bytes] = ()) -> Catalog:
    """The stored update when it is valid and newer than ``bundled``, else ``bundled``."""
    stored, _ = stored_update(bundled, extra_keys)
    return stored if stored is not None else bundled


def stored_update(bundled: Catalog, extra_keys: Iterable[bytes] = ()) -> tuple[Catalog | None, str]:
    """The stored update in use, or None and why it is not (empty when there is none)."""
    path = stored_update_path()
    try:
        stat = path.stat()
    except OSError:
        return None, ""
    extra = tuple(extra_keys)
    key = (str(path), stat.st_mtime_ns, stat.st_size, bundled.version, id(bundled),
           os.environ.get(TEST_KEYS_VARIABLE, ""), extra)
    if key not in _cache:
        _cache.clear()
        _cache[key] = _read_stored(path, bundled, extra)
    return _cache[key]


def accept_update(data: bytes, signature: bytes, source: str, active: Catalog,
                  extra_keys: Iterable[bytes] = ()) -> Catalog:
    """Check the update (``data`` and its ``.sig`` file's bytes) against ``active``; store it; the new catalog.

    Raises :class:`CatalogUpdateRefusedError` naming the reason; nothing is stored then.
    """
    catalog = verified_update(data, signature, source, active, extra_keys)
    envelope = {"schema": 1, "source": source, "taken": utc_now(),
                "signature": base64.b64encode(decode_signature(signature)).decode("ascii"),
                "bundle": base64.b64encode(data).decode("ascii")}
    write_text_atomically(stored_update_path(), json.dumps(envelope, indent=1) + "\n")
    _cache.clear()
    return catalog


def verified_update(data: bytes, signature: bytes, source: str, active: Catalog,
                    extra_keys: Iterable[bytes] = ()) -> Catalog:
    """The catalog in ``data`` when :func:`accept_update` would take it over ``active``; stores nothing (what the
    Welcome page asks before it offers an update). Raises :class:`CatalogUpdateRefusedError` otherwise."""
    catalog = _verified(data, decode_signature(signature), tuple(extra_keys), source, active)
    if is_expired(catalog.info):
        raise _refused(tr("CatalogUpdate", "it expired on {date}").format(date=catalog.info.expires), active)
    if catalog.version <= active.version:
        raise _refused(tr("CatalogUpdate", "its version {new} is not newer than the active catalog's {active}").format(
            new=catalog.version, active=active.version), active)
    return catalog


def _verified(data: bytes, signature: bytes, extra: tuple[bytes, ...], source: str,
              active: Catalog | None = None) -> Catalog:
    """The catalog inside ``data`` once its signature, schema and rows are checked (refused otherwise)."""
    keys = trusted_keys(extra)
    if not signature:
        raise _refused(tr("CatalogUpdate", "it has no valid signature file (.sig)"), active)
    if not keys:
        raise _refused(tr("CatalogUpdate", "this build trusts no catalog signing key"), active)
    if not signed_by_trusted_key(data, signature, keys):
        raise _refused(tr("CatalogUpdate", "its signature does not match: changed after signing, or signed by a key "
                                           "this build does not trust"), active)
    try:
        info, files = update_documents(data)
        return catalog_from_documents(files, replace(info, origin="updated", source=source))
    except BundleProblemError as problem:
        raise _refused(str(problem), active) from None
    except CatalogError as error:
        raise _refused(error.message, active) from None


def _read_stored(path: Path, bundled: Catalog, extra: tuple[bytes, ...]) -> tuple[Catalog | None, str]:
    try:
        envelope = json.loads(path.read_text(encoding="utf-8"))
        data = base64.b64decode(envelope["bundle"], validate=True)
        signature = base64.b64decode(envelope["signature"], validate=True)
        source = str(envelope.get("source", ""))
    except (OSError, ValueError, KeyError, TypeError, binascii.Error):
        return None, tr("CatalogUpdate", "the stored update cannot be read")
    try:
        catalog = _verified(data, signature, extra, source)
    except CatalogUpdateRefusedError as refusal:
        return None, refusal.message
    if is_expired(catalog.info):
        return None, tr("CatalogUpdate", "the stored update (version {stored}) expired on {date}; the bundled "
                                         "catalog is used until a newer update is taken").format(
            stored=catalog.version, date=catalog.info.expires)
    if catalog.version <= bundled.version:
        return None, tr("CatalogUpdate", "the stored update (version {stored}) is not newer than the bundled "
                                         "catalog (version {bundled})").format(stored=catalog.version,
                                                                              bundled=bundled.version)
    return catalog, ""


def _refused(why: str, active: Catalog | None) -> CatalogUpdateRefusedError:
    hint = tr("CatalogUpdate", "Nothing changed. Take catalog updates only from the project's release address "
                               "or a mirror of it.")
    if active is not None:
        hint = tr("CatalogUpdate", "Nothing changed: the active catalog stays ({which}).").format(
            which=describe(active.info))
    return CatalogUpdateRefusedError(tr("CatalogUpdate", "The catalog update was refused: {why}.").format(why=why),
                                hint=hint)


def describe(info: BundleInfo) -> str:
    """``bundled, version 3 of 2026-12-06`` in the reader's language."""
    origin = tr("CatalogUpdate", "updated") if info.origin == "updated" else tr("CatalogUpdate", "bundled")
    return tr("CatalogUpdate", "{origin}, version {version} of {date}").format(origin=origin, version=info.version,
                                                                            date=info.date or "?")
