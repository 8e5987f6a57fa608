"""Signed catalog updates, taken from a real HTTP "release" server on 127.0.0.1 and stored in the data folder.

The signing key is made in each test; the build's own key list is left as it is and the test's key is added
through the test seam (``TFGPU_WIZARD_TEST_CATALOG_KEYS``, ignored by a frozen build).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from tests.core.catalog_bundles import (
    NEW_RELEASE,
    bundle_of,
    catalog_copy,
    key_file,
    make_test_key,
    signature,
    store_as_taken,
)
from tests.core.http_server import FileServer, serving
from wizard.basics.facts import load_facts
from wizard.core.catalog.active import CatalogUpdateRefusedError, stored_update, stored_update_path
from wizard.core.catalog.load import bundled_catalog, load_catalog
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE, trusted_keys
from wizard.core.catalog_update.take import CatalogUnreachableError, take_update
from wizard.core.download.network import NetworkSettings
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.resources import resource_path

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"
DIRECT = NetworkSettings(proxy_mode="none")


@pytest.fixture
def key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Ed25519PrivateKey:
    """A test key, trusted through the test seam for this test only."""
    made = make_test_key()
    monkeypatch.setenv(TEST_KEYS_VARIABLE, str(key_file(tmp_path, made)))
    return made


def publish(server: FileServer, data: bytes, sig: bytes | None) -> str:
    """Serve ``data`` as the release's catalog.json (and ``sig`` as catalog.json.sig when given)."""
    url = server.add("/release/catalog.json", data)
    if sig is not None:
        server.add("/release/catalog.json.sig", sig)
    return url


def newest_on_rtx3090() -> str:
    facts = load_facts(FACTS)
    plan = make_plan(facts, Wishes())
    assert plan.tensorflow is not None
    return plan.tensorflow.version


def test_a_signed_newer_catalog_is_taken_and_the_next_plan_uses_its_new_release(
        tmp_path: Path, key: Ed25519PrivateKey) -> None:
    assert newest_on_rtx3090() == "2.21.0"
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2))
    with serving() as server:
        taken = take_update(publish(server, data, signature(data, key)), DIRECT)
    assert (taken.before.version, taken.after.version) == (1, 2)
    active = load_catalog()
    assert active.info.origin == "updated" and active.version == 2 and active.info.source.startswith("http://127.0.0.1")
    assert newest_on_rtx3090() == NEW_RELEASE
    plan = make_plan(load_facts(FACTS), Wishes())
    assert plan.catalog_version == 2


@pytest.mark.parametrize("case", ["unsigned", "tampered", "other-key", "older", "same", "expired", "unknown-schema",
                                  "broken-row"])
def test_a_bad_bundle_is_refused_with_its_reason_and_the_active_catalog_stays(
        tmp_path: Path, key: Ed25519PrivateKey, case: str) -> None:
    current = bundle_of(catalog_copy(tmp_path / "v3", version=3))
    with serving() as server:
        take_update(publish(server, current, signature(current, key)), DIRECT)
    stored = stored_update_path().read_bytes()
    manifest = {"older": {"version": 2}, "same": {"version": 3}, "expired": {"version": 4, "expires": "2020-01-01"},
                "unknown-schema": {"version": 4, "schema": 2}}.get(case, {"version": 4})
    data = bundle_of(catalog_copy(tmp_path / "bad", **manifest))  # type: ignore[arg-type]
    if case == "broken-row":
        document = json.loads(data)
        document["files"]["cuda.json"]["releases"][0]["version"] = "twelve"
        data = json.dumps(document).encode("utf-8")
    sig = {"unsigned": None, "other-key": signature(data, Ed25519PrivateKey.generate())}.get(case, signature(data, key))
    if case == "tampered":
        data = data.replace(b'"2.22.0"', b'"2.23.0"')
    with serving() as server, pytest.raises(CatalogUpdateRefusedError) as refused:
        take_update(publish(server, data, sig), DIRECT)
    why = {"unsigned": "no valid signature", "tampered": "signature does not match",
           "other-key": "signature does not match", "older": "version 2 is not newer than the active catalog's 3",
           "same": "version 3 is not newer", "expired": "expired on 2020-01-01", "unknown-schema": "schema is 2",
           "broken-row": "cuda.json"}[case]
    assert why in refused.value.message and refused.value.exit_code == 2
    assert "version 3" in refused.value.hint
    assert stored_update_path().read_bytes() == stored
    assert load_catalog().version == 3


def test_offline_the_bundled_catalog_stays_and_the_error_says_so(key: Ed25519PrivateKey) -> None:
    with serving() as server:
        url = server.url("/release/catalog.json")
    with pytest.raises(CatalogUnreachableError) as unreachable:  # the server is gone: connection refused
        take_update(url, DIRECT)
    assert "the active catalog stays (bundled, version 1" in unreachable.value.message
    assert not stored_update_path().exists()
    assert load_catalog() is bundled_catalog()


def test_a_stored_update_is_checked_again_at_every_start(tmp_path: Path, key: Ed25519PrivateKey,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Edited on disk after it was taken, or trusted by a key the build no longer holds: the bundled floor."""
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2))
    (tmp_path / "catalog.json").write_bytes(data)
    (tmp_path / "catalog.json.sig").write_bytes(signature(data, key))
    take_update(str(tmp_path / "catalog.json"), DIRECT)  # a downloaded file: --from FILE
    assert load_catalog().version == 2
    monkeypatch.delenv(TEST_KEYS_VARIABLE)
    assert load_catalog() is bundled_catalog()
    monkeypatch.setenv(TEST_KEYS_VARIABLE, str(tmp_path / "test-catalog-keys.json"))
    path = stored_update_path()
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["bundle"] = envelope["bundle"][:-8] + "AAAAAAA="
    path.write_text(json.dumps(envelope), encoding="utf-8")
    assert load_catalog() is bundled_catalog()


def test_a_stored_update_that_has_expired_since_gives_way_to_the_bundled_catalog(
        tmp_path: Path, key: Ed25519PrivateKey) -> None:
    """Taken while current, expired now: its rows are no longer vouched for, so plans use the bundled catalog."""
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2, expires="2020-01-01"))
    store_as_taken(data, signature(data, key))
    assert load_catalog() is bundled_catalog()
    assert newest_on_rtx3090() == "2.21.0"
    _, why = stored_update(bundled_catalog())
    assert "version 2" in why and "expired on 2020-01-01" in why
    fresh = bundle_of(catalog_copy(tmp_path / "v3", version=3))
    with serving() as server:
        take_update(publish(server, fresh, signature(fresh, key)), DIRECT)
    assert load_catalog().version == 3


def test_an_update_older_than_the_bundled_catalog_is_ignored(tmp_path: Path, key: Ed25519PrivateKey,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A wizard upgraded past a stored update: its own, newer catalog is the floor."""
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2))
    (tmp_path / "catalog.json").write_bytes(data)
    (tmp_path / "catalog.json.sig").write_bytes(signature(data, key))
    take_update(str(tmp_path / "catalog.json"), DIRECT)
    newer_build = catalog_copy(tmp_path / "build", version=5, new_release=False)
    from wizard.core.catalog import load as load_module
    from wizard.core.catalog.documents import catalog_from_folder

    floor = catalog_from_folder(newer_build)
    monkeypatch.setattr(load_module, "_load_bundled", lambda: floor)
    assert load_catalog() is floor


def test_the_test_seam_is_ignored_by_a_frozen_build(tmp_path: Path, key: Ed25519PrivateKey,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(trusted_keys()) == 1 + len(_shipped_keys())
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert len(trusted_keys()) == len(_shipped_keys())


def test_the_shipped_key_list_holds_only_well_formed_keys() -> None:
    document = json.loads(resource_path("trust", "catalog-keys.json").read_text(encoding="utf-8"))
    assert len(_shipped_keys()) == len(document["keys"])
    assert os.environ.get(TEST_KEYS_VARIABLE) is None


def _shipped_keys() -> tuple[bytes, ...]:
    from wizard.core.catalog.trust import _keys_in

    return tuple(_keys_in(resource_path("trust", "catalog-keys.json")))
