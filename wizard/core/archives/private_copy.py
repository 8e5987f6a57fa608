"""Copy a file the user pointed at into a folder only we can write, hashing the bytes as they are written.

Why (issue 8, item 4): a checksum over one open of a path says nothing about the next open of the same
path; swapping the file in between ran an unverified CUDA installer and installed another archive's
libraries. So the installer, the cuDNN archive and the zlibwapi DLL are read once, into a private copy
whose hash is taken from the very bytes written, and only that copy is checked against the published
checksum, then unpacked, copied or run. The user's own file is only read, never changed.

Every installer the wizard runs (the CUDA runfile, Miniforge, python.org's) goes through one helper,
:func:`verified_private_copy` (or :func:`checked_private_copy` for a copy that must outlive the run): copy,
check the digests of the copy, run the copy, remove it (issue 16, item 5). Its folder's name holds the
wizard's pid, so the copy a killed wizard left is found (:func:`abandoned_folders`) and removed by ``undo``.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from wizard.core.ops.journal import data_dir
from wizard.platform.host import process_alive
from wizard.platform.private_folder import make_admin_only_folder

CHUNK = 4 << 20
_EXCLUSIVE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)


@dataclass(frozen=True)
class PrivateCopy:
    """The copy, and the digests of exactly its bytes."""

    path: Path
    sha256: str
    md5: str
    size: int


def private_folder(prefix: str, elevated: bool = False) -> Path:
    """A fresh folder (mode 0700) under the data folder's ``staging``, or, in the elevated child, under a
    folder only administrators can change; the caller removes it."""
    if elevated:
        return make_admin_only_folder(prefix)  # Windows: a protected DACL for Administrators and SYSTEM only
    parent = data_dir() / "staging"
    parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))


def private_copy(source: Path, folder: Path, name: str | None = None) -> PrivateCopy:
    """Copy ``source`` into ``folder`` (a :func:`private_folder`), hashing what is written (one pass)."""
    target = folder / (name or source.name)
    sha, md5 = hashlib.sha256(), hashlib.md5(usedforsecurity=False)
    size = 0
    with source.open("rb") as reader:
        fd = os.open(target, _EXCLUSIVE, 0o600)
        try:
            writer = os.fdopen(fd, "wb")
        except BaseException:
            os.close(fd)
            raise
        with writer:
            while chunk := reader.read(CHUNK):
                writer.write(chunk)
                sha.update(chunk)
                md5.update(chunk)
                size += len(chunk)
    return PrivateCopy(target, sha.hexdigest(), md5.hexdigest(), size)


def checked_private_copy(
    source: Path, folder: Path, check: Callable[[PrivateCopy], object], name: str | None = None
) -> PrivateCopy:
    """:func:`private_copy`, then ``check`` on the digests of exactly the bytes written (it raises to refuse:
    the copy is removed then); the copy that passed is made runnable by its owner only."""
    copy = private_copy(source, folder, name)
    try:
        check(copy)
    except BaseException:
        with contextlib.suppress(OSError):
            copy.path.unlink()
        raise
    copy.path.chmod(0o700)
    return copy


@contextlib.contextmanager
def verified_private_copy(
    source: Path, prefix: str, check: Callable[[PrivateCopy], object], *, elevated: bool = False,
    unreadable: Callable[[OSError, Path], BaseException] | None = None,
) -> Iterator[PrivateCopy]:
    """Hash-and-run the private copy: ``source`` copied into a fresh :func:`private_folder`, checked by
    ``check`` (see :func:`checked_private_copy`), yielded to run, and the folder removed afterwards, however
    the block ends. ``unreadable`` turns a failed copy (``OSError``, the folder) into the caller's error."""
    folder = private_folder(f"{prefix}{os.getpid()}-", elevated)
    try:
        try:
            copy = checked_private_copy(source, folder, check)
        except OSError as error:
            if unreadable is None:
                raise
            raise unreadable(error, folder) from None
        yield copy
    finally:
        remove_folder(folder)


def abandoned_folders(prefix: str) -> list[Path]:
    """The per-user staging folders named ``prefix`` + a pid (:func:`verified_private_copy`'s, cuDNN's) whose
    wizard no longer runs."""
    root = data_dir() / "staging"
    found = []
    for folder in sorted(root.glob(f"{prefix}*")) if root.is_dir() else []:
        pid = folder.name[len(prefix):].split("-", 1)[0]
        if pid.isdigit() and not process_alive(int(pid)):
            found.append(folder)
    return found


def remove_folder(folder: Path) -> None:
    """Remove a private folder and everything in it (best effort: it holds only our copies)."""
    with contextlib.suppress(OSError):
        shutil.rmtree(folder)
