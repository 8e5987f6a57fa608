"""The Ed25519 keys this build trusts to sign catalog updates, and the one function that checks a signature.

Why keys come only from the build (``resources/trust/catalog-keys.json``): a signature field or key inside
the downloaded data would be a label, never a credential (design 4b, TUF's lesson). Tests add a key of their
own in two ways: in-process they pass ``extra`` keys; a CLI child started by a test reads the key file named in
``TFGPU_WIZARD_TEST_CATALOG_KEYS``, which a frozen build (the installer's) ignores. That variable gives an
attacker nothing new on a source install: whoever can set this user's environment can already set PYTHONPATH
and run code inside the wizard; the shipped, frozen build does not read it at all.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path

from wizard.resources import resource_path

TEST_KEYS_VARIABLE = "TFGPU_WIZARD_TEST_CATALOG_KEYS"
SIGNATURE_BYTES = 64
KEY_BYTES = 32


def trusted_keys(extra: Iterable[bytes] = ()) -> tuple[bytes, ...]:
    """The raw public keys of this build, then the test seam's (never in a frozen build), then ``extra``."""
    keys = list(_keys_in(resource_path("trust", "catalog-keys.json")))
    test_file = os.environ.get(TEST_KEYS_VARIABLE, "")
    if test_file and not getattr(sys, "frozen", False):
        keys += _keys_in(Path(test_file))
    keys += [key for key in extra if len(key) == KEY_BYTES]
    return tuple(dict.fromkeys(keys))


def signed_by_trusted_key(data: bytes, signature: bytes, keys: Iterable[bytes]) -> bool:
    """True when ``signature`` (64 raw bytes) is a valid Ed25519 signature of ``data`` by one of ``keys``.

    PyNaCl (libsodium) checks it: a few hundred KiB in the Windows installer, where cryptography, which only this
    check needed there, took 9.8 MiB (issue 31)."""
    # Imported here, not at the top: every start loads the catalog, only an update checks a signature.
    from nacl.exceptions import BadSignatureError
    from nacl.signing import VerifyKey

    if len(signature) != SIGNATURE_BYTES:
        return False
    for key in keys:
        try:
            VerifyKey(key).verify(data, signature)
        except (BadSignatureError, ValueError, TypeError):  # nacl's ValueError is one too
            continue
        return True
    return False


def decode_signature(text: bytes) -> bytes:
    """The raw signature from a ``.sig`` file (base64 text); empty when it is not one."""
    try:
        raw = base64.b64decode(text.strip(), validate=True)
    except (binascii.Error, ValueError):
        return b""
    return raw if len(raw) == SIGNATURE_BYTES else b""


def _keys_in(path: Path) -> list[bytes]:
    """The keys a key file lists; a missing or malformed file or entry trusts nothing (never everything)."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    entries = document.get("keys") if isinstance(document, dict) else None
    keys = []
    for entry in entries if isinstance(entries, list) else []:
        value = entry.get("ed25519") if isinstance(entry, dict) else None
        try:
            raw = base64.b64decode(str(value), validate=True)
        except (binascii.Error, ValueError):
            continue
        if len(raw) == KEY_BYTES:
            keys.append(raw)
    return keys
