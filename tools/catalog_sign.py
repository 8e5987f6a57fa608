"""Maintainers: make a signing key, or publish the catalog as one signed bundle (docs/catalog.md).

    python tools/catalog_sign.py keygen PRIVATE_KEY_FILE
    python tools/catalog_sign.py sign PRIVATE_KEY_FILE OUT_FOLDER [--catalog FOLDER]
    python tools/catalog_sign.py trust PUBLIC_KEY [--id NAME] [--keys FILE]

``keygen`` writes a new Ed25519 private key (PEM, readable by its owner only) and prints the line to add to
``resources/trust/catalog-keys.json``; the private key file stays off the repository. ``sign`` validates the
catalog folder exactly as the wizard will (default ``resources/catalog``; raise ``version`` in its
``bundle.json`` first), writes ``OUT_FOLDER/catalog.json`` and its detached signature ``catalog.json.sig``
(base64), and checks the signature before it exits. ``trust`` adds a public key (base64 of its 32 bytes, as
``keygen`` prints it) to the trusted-key file: the release build runs it with the project's key, so the key stays
a build input and the repository's file stays empty. Exit 0 on success, 2 on bad input.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from wizard.basics.errors import CatalogError
from wizard.core.catalog.bundle import MANIFEST_FILE, manifest_from
from wizard.core.catalog.documents import CATALOG_FILES, catalog_from_folder
from wizard.resources import resource_path

BUNDLE_NAME = "catalog.json"


def bundle_bytes(folder: Path, files: tuple[str, ...]) -> bytes:
    """The update document of catalog ``folder``: its ``bundle.json`` fields plus ``files`` (the key order is kept,
    so the same folder always gives the same bytes)."""
    document = json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))
    manifest_from(document)  # a folder with a broken manifest is never published
    document["files"] = {name: json.loads((folder / name).read_text(encoding="utf-8")) for name in files}
    return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def keygen(key_file: Path) -> int:
    """Write a new private key to ``key_file`` (never over an existing one); print its public key line."""
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    descriptor = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(pem)
    print(json.dumps({"id": key_file.stem, "ed25519": public_key_text(key)}))
    return 0


def public_key_text(key: Ed25519PrivateKey) -> str:
    """The public half, as the trusted-key file writes it."""
    raw = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode("ascii")


def sign(key_file: Path, out: Path, catalog: Path) -> int:
    """Validate ``catalog``, write the bundle and its signature into ``out``."""
    catalog_from_folder(catalog)
    key = serialization.load_pem_private_key(key_file.read_bytes(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        print(f"{key_file} is not an Ed25519 private key", file=sys.stderr)
        return 2
    data = bundle_bytes(catalog, CATALOG_FILES)
    signature = key.sign(data)
    key.public_key().verify(signature, data)
    out.mkdir(parents=True, exist_ok=True)
    (out / BUNDLE_NAME).write_bytes(data)
    (out / f"{BUNDLE_NAME}.sig").write_text(base64.b64encode(signature).decode("ascii") + "\n", encoding="ascii")
    print(f"signed {out / BUNDLE_NAME} ({len(data)} bytes) with the key {public_key_text(key)}")
    return 0


def trust(public_key: str, key_id: str, keys_file: Path) -> int:
    """Add ``public_key`` to ``keys_file`` once (a key already there is not added again)."""
    try:
        raw = base64.b64decode(public_key.strip(), validate=True)
    except ValueError:
        raw = b""
    if len(raw) != 32:
        print("error: the public key is not base64 of 32 bytes (the 'ed25519' value keygen prints)", file=sys.stderr)
        return 2
    document = json.loads(keys_file.read_text(encoding="utf-8"))
    text = base64.b64encode(raw).decode("ascii")
    if all(entry.get("ed25519") != text for entry in document["keys"]):
        document["keys"].append({"id": key_id, "ed25519": text})
        keys_file.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    print(f"{keys_file}: {len(document['keys'])} trusted key(s)")
    return 0


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Make a catalog signing key, or sign the catalog.")
    actions = parser.add_subparsers(dest="action", required=True)
    make = actions.add_parser("keygen")
    make.add_argument("key_file", type=Path)
    publish = actions.add_parser("sign")
    publish.add_argument("key_file", type=Path)
    publish.add_argument("out", type=Path)
    publish.add_argument("--catalog", type=Path, default=resource_path("catalog"))
    trusting = actions.add_parser("trust")
    trusting.add_argument("public_key")
    trusting.add_argument("--id", default="release", dest="key_id")
    trusting.add_argument("--keys", type=Path, default=resource_path("trust", "catalog-keys.json"))
    args = parser.parse_args(arguments)
    try:
        if args.action == "keygen":
            return keygen(args.key_file)
        if args.action == "trust":
            return trust(args.public_key, args.key_id, args.keys)
        return sign(args.key_file, args.out, args.catalog)
    except (OSError, ValueError, CatalogError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
