"""Open a file the user named for reading, refusing anything that is not a regular file, without blocking.

Opening a FIFO for reading waits for a writer (forever, when none comes); ``/dev/zero`` and ``/dev/urandom``
never end; a folder is no document. So the path is looked at with ``os.stat`` before it is opened, opened
non-blocking where the platform has ``O_NONBLOCK`` (a FIFO swapped in after the look then opens at once),
and looked at again through the open descriptor. The refusal is an ``OSError`` whose ``strerror`` says what
the path is, so every reader that already turns an unreadable file into bad input handles it unchanged.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

from wizard.basics.i18n import tr

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class NotRegularFileError(OSError):
    """The path is a folder, a FIFO, a device or a socket: nothing to read a document or a log from."""


def what_it_is(mode: int) -> str | None:
    """Why a file of ``mode`` cannot be read as a document (translated), or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return tr("RegularFile", "it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return tr("RegularFile", "it is a named pipe (FIFO), not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return tr("RegularFile", "it is a device, not a file")
    return tr("RegularFile", "it is not a regular file")


def _refuse(path: Path, mode: int) -> None:
    problem = what_it_is(mode)
    if problem is not None:
        raise NotRegularFileError(errno.EINVAL, problem, str(path))


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary; :class:`NotRegularFileError` for anything but a regular file."""
    _refuse(path, os.stat(path).st_mode)
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    try:
        _refuse(path, os.fstat(fd).st_mode)
    except NotRegularFileError:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")
