"""Open ``NAME.partial`` and its state file only as this account's own plain files, never through a link.

Why: the download folder may be shared or prepared by someone else (a planted ``NAME.partial`` symlink to
``~/.bashrc``, or a file another account owns). A resume writes at an offset into whatever the name
opens, so every open here refuses links (``O_NOFOLLOW``; on Windows, which lacks it, a reparse-point check
just before the open), anything but a regular file with a single name (no hard link to another file),
and, on POSIX, a file owned by another account. A
new partial is created with ``O_EXCL``, so a name planted after the old one was removed is never reused.
"""

from __future__ import annotations

import contextlib
import io
import os
import stat
from pathlib import Path
from typing import Literal

from wizard.basics.i18n import tr

from .errors import UnsafePartialError

OpenMode = Literal["rb", "r+b", "new"]
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_REPARSE_POINT = getattr(stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0x400)
_FLAGS = {"rb": os.O_RDONLY, "r+b": os.O_RDWR, "new": os.O_RDWR | os.O_CREAT | os.O_EXCL}


def is_own_plain_file(path: Path) -> bool:
    """True when ``path`` is a regular file (not a link) that this account owns."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return _acceptable(info)


def _acceptable(info: os.stat_result) -> bool:
    """A regular file, not a reparse point, with one name only (a hard link planted in a shared folder
    would reach another file of ours), owned by this account."""
    if not stat.S_ISREG(info.st_mode) or getattr(info, "st_file_attributes", 0) & _REPARSE_POINT:
        return False
    if info.st_nlink > 1:
        return False
    geteuid = getattr(os, "geteuid", None)
    return geteuid is None or info.st_uid == geteuid()


def open_partial(path: Path, mode: OpenMode) -> io.FileIO:
    """An unbuffered file object on ``path``; :class:`UnsafePartialError` for a link or a foreign file."""
    if not _NOFOLLOW and os.path.islink(path):  # Windows: no O_NOFOLLOW, check right before the open
        raise unsafe_partial(path)
    try:
        fd = os.open(path, _FLAGS[mode] | _NOFOLLOW | _BINARY, 0o600)
    except FileExistsError:
        raise unsafe_partial(path) from None
    except OSError as error:
        if _NOFOLLOW and os.path.islink(path):  # ELOOP: the name is a link
            raise unsafe_partial(path) from None
        raise error
    try:
        if not _acceptable(os.fstat(fd)):
            raise unsafe_partial(path)
        return os.fdopen(fd, "rb" if mode == "rb" else "r+b", buffering=0)
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise


def write_private_file(path: Path, data: bytes) -> None:
    """Create ``path`` afresh (a leftover of the same name is removed first, never followed) and write it."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    with open_partial(path, "new") as stream:
        view = memoryview(data)
        while view:
            view = view[stream.write(view) or 0 :]


def unsafe_partial(path: Path) -> UnsafePartialError:
    """The message for a partial or state file that is a link or belongs to someone else."""
    return UnsafePartialError(
        tr("Download", "{path} is a link or belongs to another account, so the download does not write "
           "into it.").format(path=path),
        hint=tr("Download", "Remove that file, or download into a folder that only you can change."),
        context={"path": str(path)},
    )
