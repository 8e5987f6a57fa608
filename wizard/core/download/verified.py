"""Remember which final files were verified, so a verified file is not fetched (or re-hashed) again.

A marker per file in the cache folder records the checksum and the file's identity seen at verification.
Size and modification time alone prove nothing: anyone who can write the file can put other bytes of the
same size there and set the time back (issue 8, item 4). So the identity also holds the device, the inode
and the change time (``st_ctime`` on POSIX), which the kernel sets on every write, rename and ``utime``
and no user can set back. Windows exposes no such change time (its ``st_ctime`` is the creation time,
which a program can set), so there a file is hashed again every time before it is called verified.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.platform.file_access import CHANGE_TIME_IS_KERNEL_KEPT

from .cache import cache_root
from .hashing import Expected, file_digest

MARKER_VERSION = 2


def _marker(path: Path) -> Path:
    key = hashlib.sha256(str(path.resolve()).encode("utf-8")).hexdigest()[:32]
    return cache_root() / "verified" / f"{key}.json"


def _identity(stat: os.stat_result) -> dict[str, Any]:
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "ctime_ns": stat.st_ctime_ns,
            "dev": stat.st_dev, "ino": stat.st_ino}


def _record(path: Path, expected: Expected) -> dict[str, Any]:
    return {"version": MARKER_VERSION, "algorithm": expected.algorithm, "hexdigest": expected.hexdigest,
            **_identity(path.stat())}


def mark_verified(path: Path, expected: Expected) -> None:
    """Record that ``path`` has exactly the ``expected`` checksum right now."""
    with contextlib.suppress(OSError):  # only a shortcut: without it the file is hashed again next time
        write_text_atomically(_marker(path), json.dumps(_record(path, expected)))


def is_verified(path: Path, expected: Expected) -> bool:
    """True when ``path`` exists with the expected checksum (from the marker, or by hashing it again)."""
    if not path.is_file():
        return False
    if CHANGE_TIME_IS_KERNEL_KEPT:
        try:
            if json.loads(_marker(path).read_text(encoding="utf-8")) == _record(path, expected):
                return True
        except (OSError, ValueError):
            pass
    if expected.matches(file_digest(path, expected.algorithm)):
        mark_verified(path, expected)
        return True
    return False
