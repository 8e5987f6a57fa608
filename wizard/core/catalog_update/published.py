"""Is a newer signed catalog published? What the Welcome page asks at the start, in a worker.

The bundle and its signature are read from the same address ``catalog update`` reads by default (the release
address, on the mirror when one is set) and checked exactly as taking them would check them, without storing
anything: only an update that would be taken is offered. Offline, refused, already taken or too slow to read
within :data:`LOOK_DEADLINE`: nothing to offer, and nothing said (working offline is fine). The short deadline lets
the window close soon after its start even on a network that hangs.
"""

from __future__ import annotations

from collections.abc import Iterable

from wizard.core.catalog.active import CatalogUpdateRefusedError, verified_update
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog
from wizard.core.catalog_update.take import (
    SIGNATURE_SUFFIX,
    CatalogUnreachableError,
    read_capped,
    update_address,
)
from wizard.core.download.network import NetworkSettings, make_session, redact_url

LOOK_DEADLINE = 5.0  # seconds for each of the two reads (a few hundred KiB); taking it allows the usual deadline


def newer_published(settings: NetworkSettings, extra_keys: Iterable[bytes] = ()) -> Catalog | None:
    """The published catalog when it is signed, valid and newer than the active one; else None."""
    active = load_catalog()
    address = update_address(None, settings)
    session = make_session(settings)
    try:
        data = read_capped(session, address, active, deadline=LOOK_DEADLINE)
        signature = read_capped(session, address + SIGNATURE_SUFFIX, active, missing_ok=True, deadline=LOOK_DEADLINE)
        return verified_update(data, signature, redact_url(address), active, extra_keys)
    except (CatalogUnreachableError, CatalogUpdateRefusedError):
        return None
    finally:
        session.close()
