"""Write a file so that readers see the old bytes or the new ones, never a torn mix.

Temp file in the same folder, write, flush, fsync, ``os.replace`` (atomic on POSIX and on NTFS for the same
volume), then fsync the folder on POSIX so the rename itself survives a power cut. A crash at any point
leaves the old file intact under its final name; a stray ``*.tmp`` at worst. On Windows the rename is
retried briefly while another process (an antivirus, the search indexer, a second wizard reading the
journal) holds the target: WinError 5/32 there is a moment's lock, not a failure (pip and conda retry too).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# ERROR_ACCESS_DENIED (a file open without FILE_SHARE_DELETE, or pending deletion), ERROR_SHARING_VIOLATION.
TRANSIENT_WINERRORS = frozenset({5, 32})
REPLACE_ATTEMPTS = 10
REPLACE_DELAY = 0.05  # seconds, growing linearly: about 2.75 s in all before giving up


def is_transient_lock(error: OSError) -> bool:
    """True for Windows' sharing violations (a brief lock by another process); never on POSIX."""
    return getattr(error, "winerror", None) in TRANSIENT_WINERRORS


def replace_retrying(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    replace: Callable[[str | os.PathLike[str], str | os.PathLike[str]], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """``os.replace``, retried while Windows reports a sharing violation; any other error at once."""
    for attempt in range(1, REPLACE_ATTEMPTS + 1):
        try:
            (replace or os.replace)(source, target)
            return
        except OSError as error:
            if attempt == REPLACE_ATTEMPTS or not is_transient_lock(error):
                raise
            sleep(REPLACE_DELAY * attempt)


def write_bytes_atomically(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (creating parent folders)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        _copy_mode(path, Path(temp_name))
        replace_retrying(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def write_text_atomically(path: Path, text: str) -> None:
    """UTF-8 text, written byte for byte (no newline translation)."""
    write_bytes_atomically(path, text.encode("utf-8"))


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def sha256_bytes(data: bytes) -> str:
    """Hex SHA-256 of bytes."""
    return hashlib.sha256(data).hexdigest()


def _copy_mode(original: Path, temp: Path) -> None:
    # Keep an rc file's permissions: mkstemp creates 0600, which would surprise a user who chose 0644.
    with contextlib.suppress(OSError):
        os.chmod(temp, original.stat().st_mode & 0o7777)


def _fsync_folder(folder: Path) -> None:
    # Windows cannot open a directory for fsync; NTFS journals the rename itself.
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
