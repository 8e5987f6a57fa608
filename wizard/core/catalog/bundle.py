"""The catalog as one versioned bundle: its manifest (``bundle.json``: version, date, expiry) and the single
JSON document an update arrives as (the manifest's fields plus every catalog file under ``files``).

The version only grows; the date says when the maintainers reviewed it; the expiry bounds how long a published
update may be offered as current (a stale copy replayed by a mirror or a proxy is refused once expired). The
rows' sources travel inside the bundle, in ``sources.json``.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass
from typing import Any

from wizard.basics.i18n import tr

BUNDLE_SCHEMA = 1
MANIFEST_FILE = "bundle.json"
MAX_BUNDLE_BYTES = 8 * 1024 * 1024  # today's catalog is about 200 KiB


@dataclass(frozen=True)
class BundleInfo:
    """Which catalog: its version, review date and expiry (ISO dates), and where it came from."""

    version: int
    date: str
    expires: str
    origin: str = "bundled"  # "bundled" or "updated"
    source: str = ""  # the address or file an update was taken from


NO_BUNDLE = BundleInfo(0, "", "")  # a catalog folder without a manifest (tests' hand-made catalogs)


class BundleProblemError(ValueError):
    """Why a bundle cannot be used, in the reader's language (the caller decides what that means)."""


def manifest_from(document: Any) -> BundleInfo:
    """The manifest fields of ``document`` (``bundle.json``, or an update document), checked."""
    if not isinstance(document, dict):
        raise BundleProblemError(tr("CatalogBundle", "it is not a JSON object"))
    if document.get("schema") != BUNDLE_SCHEMA:
        raise BundleProblemError(tr("CatalogBundle", "its schema is {found}; this program reads schema {known}").format(
            found=json.dumps(document.get("schema")), known=BUNDLE_SCHEMA))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BundleProblemError(tr("CatalogBundle", "its version is not a whole number of 1 or more"))
    dates = [document.get("date"), document.get("expires")]
    if not all(isinstance(value, str) and _parse_date(value) for value in dates):
        raise BundleProblemError(tr("CatalogBundle", "its date or expiry is not a date written YYYY-MM-DD"))
    return BundleInfo(version, str(dates[0]), str(dates[1]))


def update_documents(data: bytes) -> tuple[BundleInfo, dict[str, Any]]:
    """The manifest and the catalog files (name -> document) of an update's bytes."""
    if len(data) > MAX_BUNDLE_BYTES:
        raise BundleProblemError(tr("CatalogBundle", "it is larger than {limit} MiB").format(
            limit=MAX_BUNDLE_BYTES // (1024 * 1024)))
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BundleProblemError(tr("CatalogBundle", "it is not JSON text")) from None
    info = manifest_from(document)
    files = document.get("files")
    if not isinstance(files, dict):
        raise BundleProblemError(tr("CatalogBundle", 'it has no "files" object'))
    return info, files


def is_expired(info: BundleInfo, today: _dt.date | None = None) -> bool:
    """True once the day after ``info.expires`` has begun (UTC)."""
    today = today or _dt.datetime.now(_dt.timezone.utc).date()
    expires = _parse_date(info.expires)
    return expires is None or expires < today


def _parse_date(value: str) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(value) if len(value) == 10 else None
    except ValueError:
        return None

