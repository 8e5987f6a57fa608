"""An operating-system error in the reader's language: the C library's and Windows' texts are English here."""

from __future__ import annotations

import errno
import os

from wizard.basics.i18n import tr


def os_error_text(error: BaseException) -> str:
    """What went wrong, in words, for an ``OSError``: the text for its errno in the reader's language where known
    (the C library's text, and Windows' own for an error Python maps to that errno: a reader who chose Chinese on
    an English Windows reads Chinese), any other text (the wizard's own) as it is; any other exception's as it is."""
    if not isinstance(error, OSError):
        return str(error)
    own = error.strerror
    from_windows = getattr(error, "winerror", None) is not None
    if own and error.errno is not None and own != os.strerror(error.errno) and not from_windows:
        return own  # words of the wizard's own (a named pipe refused)
    known = _texts().get(error.errno or -1)
    return known or own or str(error)


def _texts() -> dict[int, str]:
    return {
        errno.ENOENT: tr("OsError", "No such file or folder"),
        errno.EACCES: tr("OsError", "Permission denied"),
        errno.EPERM: tr("OsError", "Operation not permitted"),
        errno.ENOSPC: tr("OsError", "No space left on the disk"),
        errno.EEXIST: tr("OsError", "It already exists"),
        errno.EISDIR: tr("OsError", "It is a folder"),
        errno.ENOTDIR: tr("OsError", "It is not a folder"),
        errno.ENOTEMPTY: tr("OsError", "The folder is not empty"),
        errno.EROFS: tr("OsError", "The disk is read-only"),
        errno.EBUSY: tr("OsError", "It is in use"),
        errno.ETIMEDOUT: tr("OsError", "The connection timed out"),
        errno.ECONNREFUSED: tr("OsError", "The connection was refused"),
        errno.ECONNRESET: tr("OsError", "The connection was reset"),
        errno.EXDEV: tr("OsError", "It cannot be moved to another disk"),
        errno.ENAMETOOLONG: tr("OsError", "The name is too long"),
        errno.EMFILE: tr("OsError", "Too many open files"),
        errno.EIO: tr("OsError", "Input/output error"),
        errno.ELOOP: tr("OsError", "Too many symbolic links"),
        errno.EINVAL: tr("OsError", "Invalid argument"),
    }
