"""Hashes and byte comparisons of copied files and symlinks (what a cuDNN copy records and verifies)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

CHUNK = 4 << 20


def same_content(source: Path, target: Path) -> bool:
    """True when ``target`` reads back byte for byte as ``source`` (links: the same link text).

    Why a byte comparison and not a second SHA-256: the hash of what was written is already known from
    the copy (one pass); comparing the read-back bytes with the source proves the same thing for a third
    of the CPU (memcmp instead of SHA-256), which is what lets the whole install keep up with ``cp -r``.
    """
    if source.is_symlink() or target.is_symlink():
        return source.is_symlink() and target.is_symlink() and os.readlink(source) == os.readlink(target)
    first, second = bytearray(CHUNK), bytearray(CHUNK)
    with source.open("rb") as one, target.open("rb") as two:  # buffered: readinto fills up to EOF
        while True:
            count = one.readinto(first)
            if count != two.readinto(second):
                return False
            if count < CHUNK:
                return first[:count] == second[:count]
            if first != second:  # whole buffers: a memcmp, no copies
                return False


def link_digest(link: str) -> str:
    """The hash we record for a symlink: its target text, tagged so it never equals a file's hash."""
    return hashlib.sha256(b"symlink:" + link.encode()).hexdigest()


def digest_of(path: Path) -> str:
    """Hash of a file's bytes, or of a symlink's target text."""
    if path.is_symlink():
        return link_digest(os.readlink(path))
    digest = hashlib.sha256()
    buffer = bytearray(CHUNK)
    with path.open("rb", buffering=0) as stream:
        while count := stream.readinto(buffer):
            digest.update(memoryview(buffer)[:count])
    return digest.hexdigest()
