"""``tfgpu-wizard catalog status/update`` run for real in child processes against a loopback release server.

The test's signing key reaches the child through ``TFGPU_WIZARD_TEST_CATALOG_KEYS`` (the test seam a frozen
build ignores); the maintainer's tool (tools/catalog_sign.py) signs the bundle as it would for a release.
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

from tests.cli.support import REPO, run_cli
from tests.core.catalog_bundles import (
    NEW_RELEASE,
    bundle_of,
    catalog_copy,
    key_file,
    make_test_key,
    private_key_file,
    public_raw,
    signature,
    store_as_taken,
)
from tests.core.http_server import serving
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE

FACTS = REPO / "tests" / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"


def sign_with_the_tool(catalog: Path, key: Path, out: Path) -> tuple[bytes, bytes]:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "catalog_sign.py"), "sign", str(key), str(out),
                           "--catalog", str(catalog)], capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    return (out / "catalog.json").read_bytes(), (out / "catalog.json.sig").read_bytes()


def test_update_from_a_release_server_then_plan_uses_the_new_release(tmp_path: Path) -> None:
    key = make_test_key()
    env = {TEST_KEYS_VARIABLE: str(key_file(tmp_path, key))}
    status = json.loads(run_cli("catalog", "status", "--json", env=env).stdout)
    assert status["active"]["origin"] == "bundled" and status["active"]["version"] == 1
    data, sig = sign_with_the_tool(catalog_copy(tmp_path / "v2", version=2), private_key_file(tmp_path, key),
                                   tmp_path / "out")
    with serving() as server:
        url = server.add("/releases/latest/download/catalog.json", data)
        server.add("/releases/latest/download/catalog.json.sig", sig)
        updated = run_cli("catalog", "update", "--from", url, env=env)
    assert updated.returncode == 0, updated.stderr
    assert "bundled, version 1 of" in updated.stdout and "updated, version 2 of 2026-12-20" in updated.stdout
    status_text = run_cli("catalog", "status", env=env).stdout
    assert "Active catalog: updated, version 2 of 2026-12-20" in status_text and "127.0.0.1" in status_text
    plan = json.loads(run_cli("plan", "--facts", str(FACTS), "--json", env=env).stdout)
    assert plan["tensorflow"]["version"] == NEW_RELEASE and plan["catalog_version"] == 2


def test_a_tampered_update_exits_2_with_the_reason_and_nothing_changes(tmp_path: Path) -> None:
    key = make_test_key()
    env = {TEST_KEYS_VARIABLE: str(key_file(tmp_path, key))}
    data, sig = sign_with_the_tool(catalog_copy(tmp_path / "v2", version=2), private_key_file(tmp_path, key),
                                   tmp_path / "out")
    with serving() as server:
        url = server.add("/catalog.json", data.replace(b'"2.22.0"', b'"2.99.0"'))
        server.add("/catalog.json.sig", sig)
        refused = run_cli("catalog", "update", "--from", url, env=env)
    assert refused.returncode == 2, refused.stderr
    assert "signature does not match" in refused.stderr and "catalog-update-refused" in refused.stderr
    assert "Traceback" not in refused.stderr
    plan = json.loads(run_cli("plan", "--facts", str(FACTS), "--json", env=env).stdout)
    assert plan["tensorflow"]["version"] == "2.21.0" and plan["catalog_version"] == 1


def test_offline_update_exits_1_and_says_the_bundled_catalog_is_used(tmp_path: Path) -> None:
    with serving() as server:
        url = server.url("/catalog.json")
    offline = run_cli("catalog", "update", "--from", url)
    assert offline.returncode == 1
    assert "the active catalog stays (bundled, version 1" in offline.stderr and "Traceback" not in offline.stderr
    status = run_cli("catalog", "status")
    assert "Active catalog: bundled, version 1" in status.stdout and "No update is in use" in status.stdout


def test_status_says_an_expired_stored_update_is_set_aside_for_the_bundled_catalog(tmp_path: Path) -> None:
    """An update taken while current that has expired since: plans are made with the bundled catalog again."""
    key = make_test_key()
    env = {TEST_KEYS_VARIABLE: str(key_file(tmp_path, key))}
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2, expires="2020-01-01"))
    store_as_taken(data, signature(data, key))
    status = run_cli("catalog", "status", env=env)
    assert "Active catalog: bundled, version 1" in status.stdout
    assert "A stored update is not used: the stored update (version 2) expired on 2020-01-01" in status.stdout
    document = json.loads(run_cli("catalog", "status", "--json", env=env).stdout)
    assert document["active"]["origin"] == "bundled" and "expired on 2020-01-01" in document["ignored_update"]
    plan = json.loads(run_cli("plan", "--facts", str(FACTS), "--json", env=env).stdout)
    assert plan["tensorflow"]["version"] == "2.21.0" and plan["catalog_version"] == 1


def test_a_frozen_build_ignores_the_test_seam(tmp_path: Path) -> None:
    """The child runs as if frozen (``sys.frozen``): the test key is not trusted, so the update is refused."""
    key = make_test_key()
    env = {TEST_KEYS_VARIABLE: str(key_file(tmp_path, key))}
    data, sig = sign_with_the_tool(catalog_copy(tmp_path / "v2", version=2), private_key_file(tmp_path, key),
                                   tmp_path / "out")
    (tmp_path / "catalog.json").write_bytes(data)
    (tmp_path / "catalog.json.sig").write_bytes(sig)
    code = ("import sys; sys.frozen = True; from wizard.cli import main; "
            f"sys.exit(main(['catalog', 'update', '--from', {str(tmp_path / 'catalog.json')!r}]))")
    from tests.cli.support import cli_env

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120,
                          env=cli_env(env=env), cwd=REPO)
    assert done.returncode == 2, done.stderr
    assert "trusts no catalog signing key" in done.stderr or "signature does not match" in done.stderr


def test_the_release_build_trusts_the_key_it_is_given_and_then_takes_an_update_signed_with_it(tmp_path: Path) -> None:
    """The release workflow's step: ``catalog_sign.py trust`` adds the project's public key to a copy of the
    trusted-key file (the repository's stays empty: the key is a build input); a malformed key exits 2."""
    key = make_test_key()
    keys = tmp_path / "catalog-keys.json"
    keys.write_text(json.dumps({"schema": 1, "keys": []}), encoding="utf-8")
    tool = [sys.executable, str(REPO / "tools" / "catalog_sign.py"), "trust"]
    public = base64.b64encode(public_raw(key)).decode("ascii")
    for _ in range(2):  # a second run adds nothing
        done = subprocess.run([*tool, public, "--keys", str(keys)], capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
    assert [entry["ed25519"] for entry in json.loads(keys.read_text(encoding="utf-8"))["keys"]] == [public]
    bad = subprocess.run([*tool, "bm90IGEga2V5", "--keys", str(keys)], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "32 bytes" in bad.stderr and "Traceback" not in bad.stderr
    data, sig = sign_with_the_tool(catalog_copy(tmp_path / "v2", version=2), private_key_file(tmp_path, key),
                                   tmp_path / "out")
    with serving() as server:
        url = server.add("/releases/latest/download/catalog.json", data)
        server.add("/releases/latest/download/catalog.json.sig", sig)
        updated = run_cli("catalog", "update", "--from", url, env={TEST_KEYS_VARIABLE: str(keys)})
    assert updated.returncode == 0, updated.stderr
