"""Remember which final files were verified, so a verified file is never fetched (or re-hashed) again.

A marker per file in the cache folder records the checksum, size and modification time seen at
verification; any change of size or time means the file is hashed again before it is trusted.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path

from wizard.basics.atomic import write_text_atomically

from .cache import cache_root
from .hashing import Expected, file_digest


def _marker(path: Path) -> Path:
    key = hashlib.sha256(str(path.resolve()).encode("utf-8")).hexdigest()[:32]
    return cache_root() / "verified" / f"{key}.json"


def mark_verified(path: Path, expected: Expected) -> None:
    """Record that ``path`` has exactly the ``expected`` checksum right now."""
    stat = path.stat()
    record = {
        "algorithm": expected.algorithm,
        "hexdigest": expected.hexdigest,
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
    }
    with contextlib.suppress(OSError):  # only a shortcut: without it the file is hashed again next time
        write_text_atomically(_marker(path), json.dumps(record))


def is_verified(path: Path, expected: Expected) -> bool:
    """True when ``path`` exists with the expected checksum (from the marker, or by hashing it again)."""
    if not path.is_file():
        return False
    stat = path.stat()
    try:
        record = json.loads(_marker(path).read_text(encoding="utf-8"))
        if record == {
            "algorithm": expected.algorithm,
            "hexdigest": expected.hexdigest,
            "size": stat.st_size,
            "mtime_ns": stat.st_mtime_ns,
        }:
            return True
    except (OSError, ValueError):
        pass
    if expected.matches(file_digest(path, expected.algorithm)):
        mark_verified(path, expected)
        return True
    return False
