"""Expected checksums, streaming hashers, and one-pass file hashing with a fixed chunk size."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Literal, Protocol

from wizard.basics.i18n import tr

from .errors import MissingChecksumError

Algorithm = Literal["sha256", "md5"]
HASH_CHUNK = 1024 * 1024
_HEX_LENGTH = {"sha256": 64, "md5": 32}


class Hasher(Protocol):
    """The part of a hashlib object the engine uses."""

    def update(self, data: bytes | memoryview, /) -> None: ...

    def hexdigest(self) -> str: ...


@dataclass(frozen=True)
class Expected:
    """A published checksum. sha256 is preferred; md5 only where that is all NVIDIA publishes."""

    algorithm: Algorithm
    hexdigest: str

    def __post_init__(self) -> None:
        length = _HEX_LENGTH.get(self.algorithm)
        if length is None or not re.fullmatch(f"[0-9a-fA-F]{{{length}}}", self.hexdigest):
            raise MissingChecksumError(
                tr("Download", "{value!r} is not a valid {algorithm} checksum.").format(
                    value=self.hexdigest, algorithm=self.algorithm
                ),
                hint=tr("Download", "Copy the checksum exactly as the vendor publishes it (hexadecimal)."),
            )
        object.__setattr__(self, "hexdigest", self.hexdigest.lower())

    def new_hasher(self) -> Hasher:
        """A fresh hashlib object for this algorithm."""
        return new_hasher(self.algorithm)

    def matches(self, hexdigest: str) -> bool:
        """True when ``hexdigest`` is this checksum."""
        return hexdigest.lower() == self.hexdigest


def new_hasher(algorithm: Algorithm) -> Hasher:
    """A fresh hashlib object (md5 is for integrity only, not security)."""
    if algorithm == "md5":
        return hashlib.md5(usedforsecurity=False)
    return hashlib.sha256()


def expected_from(sha256: str | None, md5: str | None, name: str) -> Expected:
    """The strongest checksum available; no checksum at all is a hard error (never download unverified)."""
    if sha256:
        return Expected("sha256", sha256)
    if md5:
        return Expected("md5", md5)
    raise MissingChecksumError(
        tr("Download", "No checksum is known for {name}, so it cannot be verified.").format(name=name),
        hint=tr(
            "Download",
            "Give the published checksum with --sha256 or --md5, or use a catalog entry that has one.",
        ),
    )


def hash_file(path: Path, hasher: Hasher, limit: int | None = None) -> int:
    """Feed ``path`` (its first ``limit`` bytes) into ``hasher``, one chunk in memory; returns bytes read."""
    with path.open("rb") as stream:
        return hash_stream(stream, hasher, limit)


def hash_stream(stream: BinaryIO, hasher: Hasher, limit: int | None = None) -> int:
    """Feed an open file from its start (its first ``limit`` bytes) into ``hasher``; returns bytes read.

    Hashing the open file that is then used (copied, extracted, run) is what makes the checksum mean
    something: a second open of the same name may find other bytes (issue 8, item 4)."""
    stream.seek(0)
    done = 0
    while limit is None or done < limit:
        block = stream.read(HASH_CHUNK if limit is None else min(HASH_CHUNK, limit - done))
        if not block:
            break
        hasher.update(block)
        done += len(block)
    return done


def file_digest(path: Path, algorithm: Algorithm) -> str:
    """Hex digest of a whole file, one chunk in memory at a time."""
    hasher = new_hasher(algorithm)
    hash_file(path, hasher)
    return hasher.hexdigest()
