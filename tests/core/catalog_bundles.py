"""Signed catalog bundles for tests: a test key no shipped build trusts, and bundles made from a copy of the
bundled catalog with one thing changed (its version, dates, schema, a release it adds)."""

from __future__ import annotations

import base64
import json
import shutil
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from wizard.core.catalog.documents import CATALOG_FILES
from wizard.resources import resource_path

NEW_RELEASE = "2.22.0"  # a TensorFlow release the bundled catalog lacks


def make_test_key() -> Ed25519PrivateKey:
    """A fresh key, made in the test: no build trusts it."""
    return Ed25519PrivateKey.generate()


def public_raw(key: Ed25519PrivateKey) -> bytes:
    return key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_file(folder: Path, key: Ed25519PrivateKey) -> Path:
    """A trusted-key file naming ``key`` (what the test seam variable points at)."""
    path = folder / "test-catalog-keys.json"
    path.write_text(json.dumps({"schema": 1, "keys": [{"id": "test", "ed25519": base64.b64encode(
        public_raw(key)).decode("ascii")}]}), encoding="utf-8")
    return path


def private_key_file(folder: Path, key: Ed25519PrivateKey) -> Path:
    path = folder / "test-signing-key.pem"
    path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                       serialization.NoEncryption()))
    return path


def catalog_copy(folder: Path, *, version: int = 2, date: str = "2026-12-20", expires: str = "2099-12-31",
                 schema: Any = 1, new_release: bool = True) -> Path:
    """A copy of the bundled catalog in ``folder`` with the manifest given, and (``new_release``) a Linux row for
    TensorFlow :data:`NEW_RELEASE` made from the 2.21.0 row."""
    shutil.copytree(resource_path("catalog"), folder)
    (folder / "bundle.json").write_text(json.dumps(
        {"schema": schema, "version": version, "date": date, "expires": expires}), encoding="utf-8")
    if new_release:
        tensorflow = json.loads((folder / "tensorflow.json").read_text(encoding="utf-8"))
        row = next(b for b in tensorflow["builds"] if b["os"] == "linux" and b["versions"] == ["2.21.0"])
        tensorflow["builds"].insert(0, {**row, "versions": [NEW_RELEASE]})
        (folder / "tensorflow.json").write_text(json.dumps(tensorflow, indent=1), encoding="utf-8")
    return folder


def bundle_of(folder: Path) -> bytes:
    """The update document of ``folder`` (a manifest with any schema is written as it is)."""
    document = json.loads((folder / "bundle.json").read_text(encoding="utf-8"))
    document["files"] = {name: json.loads((folder / name).read_text(encoding="utf-8")) for name in CATALOG_FILES}
    return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def signature(data: bytes, key: Ed25519PrivateKey) -> bytes:
    """The ``.sig`` file's bytes for ``data``."""
    return base64.b64encode(key.sign(data)) + b"\n"


def store_as_taken(data: bytes, sig: bytes, source: str = "http://127.0.0.1/catalog.json") -> Path:
    """Write ``data`` as a taken update into the data folder, the way ``accept_update`` stores one, without its
    checks: a taken update that has expired since (an expired bundle is never taken)."""
    from wizard.core.catalog.active import stored_update_path

    path = stored_update_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    envelope = {"schema": 1, "source": source, "taken": "2020-01-01T00:00:00Z",
                "signature": base64.b64encode(base64.b64decode(sig)).decode("ascii"),
                "bundle": base64.b64encode(data).decode("ascii")}
    path.write_text(json.dumps(envelope, indent=1) + "\n", encoding="utf-8")
    return path
