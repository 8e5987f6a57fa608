"""``catalog update``: fetch a bundle and its detached signature (address or file), then hand both to the catalog.

The bytes come through the session every download uses (OS trust store, proxy, mirror credentials; ``file://``
too), capped in size and time; nothing read here is trusted until :func:`wizard.core.catalog.active.accept_update`
has checked the signature against the keys the build holds. Without an address the project's release address is
read, rewritten onto the company mirror when one is set in the network settings (a signed file needs no trusted
host: a mirror can only withhold an update, never forge one).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import requests

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.catalog.active import accept_update, describe
from wizard.core.catalog.bundle import MAX_BUNDLE_BYTES
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog
from wizard.core.download.network import NetworkSettings, make_session, redact_url
from wizard.core.download.parallel import break_read
from wizard.core.download.sources import mirror_url

# The project's release address (docs/catalog.md): every release publishes catalog.json and catalog.json.sig.
RELEASE_URL = "https://github.com/tfgpu-wizard/tfgpu-wizard/releases/latest/download/catalog.json"
SIGNATURE_SUFFIX = ".sig"
READ_DEADLINE = 120.0  # seconds for a few hundred KiB


class CatalogUnreachableError(WizardError):
    """The update could not be read (offline, a proxy, a missing file): the active catalog stays."""

    reference = "catalog-update-unreachable"


@dataclass(frozen=True)
class TakenUpdate:
    """The catalog before and after a taken update."""

    before: Catalog
    after: Catalog


def update_address(source: str | None, settings: NetworkSettings) -> str:
    """Where to read the bundle: ``source`` as given (a path becomes a ``file://`` address), else the release
    address on the configured mirror."""
    if not source:
        return mirror_url(RELEASE_URL, settings.mirror_base)
    if "://" in source:
        return source
    return Path(source).expanduser().resolve().as_uri()


def take_update(source: str | None, settings: NetworkSettings, extra_keys: Iterable[bytes] = ()) -> TakenUpdate:
    """Fetch, check and store the update at ``source``; raises a refusal or :class:`CatalogUnreachableError`."""
    before = load_catalog()
    address = update_address(source, settings)
    session = make_session(settings)
    try:
        data = read_capped(session, address, before)
        signature = read_capped(session, address + SIGNATURE_SUFFIX, before, missing_ok=True)
    finally:
        session.close()
    after = accept_update(data, signature, redact_url(address), before, extra_keys)
    return TakenUpdate(before, after)


def read_capped(session: requests.Session, url: str, active: Catalog, missing_ok: bool = False,
                deadline: float = READ_DEADLINE) -> bytes:
    """The body at ``url``; at most :data:`MAX_BUNDLE_BYTES`, within ``deadline`` seconds. With ``missing_ok`` a
    file that is not there (404, 410) reads as empty: an unsigned bundle is refused, not "unreachable"."""
    try:
        response = session.get(url, stream=True, timeout=min(30.0, deadline))
    except requests.exceptions.RequestException as error:
        raise _unreachable(url, type(error).__name__, active) from None
    late = threading.Event()

    def give_up() -> None:
        late.set()
        break_read(response)

    watchdog = threading.Timer(deadline, give_up)
    watchdog.daemon = True
    watchdog.start()
    try:
        if missing_ok and response.status_code in (404, 410):
            return b""
        if response.status_code != 200:
            raise _unreachable(url, f"HTTP {response.status_code}", active)
        body = bytearray()
        for block in response.iter_content(64 * 1024):
            body += block
            if len(body) > MAX_BUNDLE_BYTES:
                raise _unreachable(url, tr("CatalogUpdate", "larger than a catalog can be"), active)
    except requests.exceptions.RequestException as error:
        raise _unreachable(url, "timeout" if late.is_set() else type(error).__name__, active) from None
    finally:
        watchdog.cancel()
        response.close()
    return bytes(body)


def _unreachable(url: str, detail: str, active: Catalog) -> CatalogUnreachableError:
    return CatalogUnreachableError(
        tr("CatalogUpdate", "No catalog update could be read from {url}; the active catalog stays ({which}).").format(
            url=redact_url(url), which=describe(active.info)),
        hint=tr("CatalogUpdate", "Working offline is fine: the wizard plans with the catalog it has. To update, "
                                 "check the network, proxy and mirror settings, or give a downloaded file."),
        context={"url": redact_url(url), "detail": detail},
    )
