"""Can we write here, and is this file in use? The two preflight questions whose answer depends on the OS.

Why a seam: on Windows ``os.access`` ignores ACLs (it only sees the read-only attribute), so the honest
test is to create and delete a probe file (pip's ``_test_writable_dir_win``), and a DLL loaded by a running
Python cannot be replaced: opening it with no sharing fails with ERROR_SHARING_VIOLATION (32), which is how
we find it before changing anything (reliability-tests.md T-TXN-04). On POSIX a loaded library can be
replaced by rename, so no file is ever "in use", and ``os.access`` is accurate.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def can_write_dir(folder: Path) -> bool:
    """True when files can be created and removed in the existing folder ``folder``."""
    if sys.platform == "win32":
        try:
            with tempfile.TemporaryFile(dir=folder):
                return True
        except OSError:
            return False
    return os.access(folder, os.W_OK | os.X_OK)


def existing_ancestor(path: Path) -> Path:
    """``path`` itself when it is a folder, else its nearest parent folder that exists."""
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return candidate
    return Path(path.anchor or ".")


def can_write_under(path: Path) -> bool:
    """True when ``path`` (a folder that may not exist yet) can be created or written without admin."""
    return can_write_dir(existing_ancestor(path))


def is_in_use(path: Path) -> bool:
    """True when another process holds ``path`` so that it cannot be replaced now (Windows only)."""
    if sys.platform == "win32":
        return _opened_elsewhere(path)
    return False


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _GENERIC_WRITE = 0x40000000
    _OPEN_EXISTING = 3
    _SHARING_VIOLATION = 32
    _LOCK_VIOLATION = 33

    def _opened_elsewhere(path: Path) -> bool:
        """Open for writing with no sharing at all: fails with 32/33 while anyone else holds the file."""
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateFileW.restype = wintypes.HANDLE
        handle = kernel32.CreateFileW(str(path), _GENERIC_WRITE, 0, None, _OPEN_EXISTING, 0, None)
        if handle == wintypes.HANDLE(-1).value:
            return ctypes.get_last_error() in (_SHARING_VIOLATION, _LOCK_VIOLATION)
        kernel32.CloseHandle(handle)
        return False
