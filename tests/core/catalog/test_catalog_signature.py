"""The one Ed25519 check of a catalog update (wizard/core/catalog/trust.py) against RFC 8032's own test vectors,
and against signatures made by a second implementation (cryptography's, as tools/catalog_sign.py makes them):
what it accepts, and that one flipped bit, another key or a cut signature is refused."""

from __future__ import annotations

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from wizard.core.catalog.trust import signed_by_trusted_key

# RFC 8032, section 7.1: TEST 1 (the empty message) and TEST 2 (one byte).
RFC_VECTORS = [
    ("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bb"
     "e24655141438e7a100b"),
    ("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302a"
     "eeb00d291612bb0c00"),
]


def _flipped(data: bytes, bit: int) -> bytes:
    changed = bytearray(data)
    changed[bit // 8] ^= 1 << (bit % 8)
    return bytes(changed)


@pytest.mark.parametrize(("key", "message", "signature"), RFC_VECTORS)
def test_rfc_8032_vectors_verify_and_a_flipped_bit_does_not(key: str, message: str, signature: str) -> None:
    public, data, signed = bytes.fromhex(key), bytes.fromhex(message), bytes.fromhex(signature)
    assert signed_by_trusted_key(data, signed, [public])
    assert not signed_by_trusted_key(data + b"!", signed, [public])
    assert not any(signed_by_trusted_key(data, _flipped(signed, bit), [public]) for bit in range(0, 512, 7))
    assert not signed_by_trusted_key(data, signed, [_flipped(public, 3)])


def test_a_signature_by_another_implementation_verifies_with_its_key_among_others() -> None:
    private = Ed25519PrivateKey.generate()
    public = private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    other = Ed25519PrivateKey.generate().public_key().public_bytes(serialization.Encoding.Raw,
                                                                   serialization.PublicFormat.Raw)
    data = b'{"catalog": "update"}' * 100
    signature = private.sign(data)
    assert signed_by_trusted_key(data, signature, [other, public])
    assert not signed_by_trusted_key(data, signature, [other])
    assert not signed_by_trusted_key(data, signature[:-1], [public])
    assert not signed_by_trusted_key(data, signature + b"\0", [public])
    assert not signed_by_trusted_key(data, signature, [])
    assert not signed_by_trusted_key(data, signature, [public[:31], b"\0" * 32])
