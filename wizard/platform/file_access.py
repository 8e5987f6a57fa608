"""Can we write here, and is this file in use? The two preflight questions whose answer depends on the OS.

Why a seam: on Windows ``os.access`` ignores ACLs (it only sees the read-only attribute), so the honest
test is to create and delete a probe file (pip's ``_test_writable_dir_win``), and a DLL loaded by a running
Python cannot be replaced: opening it with no sharing fails with ERROR_SHARING_VIOLATION (32), which is how
we find it before changing anything (reliability-tests.md T-TXN-04); the Restart Manager (RmGetList, the
API Windows Installer uses for its "files in use" dialog) then names the programs holding it. On POSIX a
loaded library can be replaced by rename, so no file is ever "in use", and ``os.access`` is accurate.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

CHANGE_TIME_IS_KERNEL_KEPT = os.name == "posix"
"""True where ``st_ctime`` is the change time the kernel sets on every write, rename and ``utime`` (POSIX);
Windows' ``st_ctime`` is the creation time, which a program can set."""


@dataclass(frozen=True)
class Holder:
    """A process that has a file open: its id and the name Windows shows for it (``python.exe``)."""

    pid: int
    name: str


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


def holders(path: Path) -> list[Holder]:
    """The processes holding ``path`` open, as far as Windows' Restart Manager knows (empty elsewhere,
    and when the Restart Manager cannot tell: the caller still says the file is in use)."""
    if sys.platform == "win32":
        try:
            return _restart_manager_holders(path)
        except OSError:
            return []
    return []


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

    _CCH_RM_SESSION_KEY = 32  # a GUID as hex text (RestartManager.h)
    _CCH_RM_MAX_APP_NAME = 255
    _CCH_RM_MAX_SVC_NAME = 63
    _ERROR_MORE_DATA = 234

    class _UniqueProcess(ctypes.Structure):
        _fields_ = [("dwProcessId", wintypes.DWORD), ("ProcessStartTime", wintypes.FILETIME)]

    class _ProcessInfo(ctypes.Structure):
        _fields_ = [
            ("Process", _UniqueProcess), ("strAppName", ctypes.c_wchar * (_CCH_RM_MAX_APP_NAME + 1)),
            ("strServiceShortName", ctypes.c_wchar * (_CCH_RM_MAX_SVC_NAME + 1)),
            ("ApplicationType", ctypes.c_int), ("AppStatus", wintypes.ULONG), ("TSSessionId", wintypes.DWORD),
            ("bRestartable", wintypes.BOOL),
        ]  # fmt: skip

    def _restart_manager_holders(path: Path) -> list[Holder]:
        """RmStartSession -> RmRegisterResources(path) -> RmGetList (twice: size, then data) -> RmEndSession."""
        rstrtmgr = ctypes.WinDLL("rstrtmgr")
        session, key = wintypes.DWORD(), ctypes.create_unicode_buffer(_CCH_RM_SESSION_KEY + 1)
        if rstrtmgr.RmStartSession(ctypes.byref(session), 0, key) != 0:
            return []
        try:
            files = (wintypes.LPCWSTR * 1)(str(path))
            if rstrtmgr.RmRegisterResources(session, 1, files, 0, None, 0, None) != 0:
                return []
            return _listed(rstrtmgr, session)
        finally:
            rstrtmgr.RmEndSession(session)

    def _listed(rstrtmgr: ctypes.WinDLL, session: wintypes.DWORD) -> list[Holder]:
        needed, count, reasons = wintypes.UINT(0), wintypes.UINT(0), wintypes.DWORD(0)
        result = rstrtmgr.RmGetList(session, ctypes.byref(needed), ctypes.byref(count), None, ctypes.byref(reasons))
        if result not in (0, _ERROR_MORE_DATA) or not needed.value:
            return []
        infos = (_ProcessInfo * needed.value)()
        count.value = needed.value
        if rstrtmgr.RmGetList(session, ctypes.byref(needed), ctypes.byref(count), infos, ctypes.byref(reasons)):
            return []
        return [Holder(int(info.Process.dwProcessId), info.strAppName) for info in infos[: count.value]]
