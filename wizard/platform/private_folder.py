"""A folder only administrators can write: where the elevated helper keeps the inputs it is about to use.

Why: the elevated helper must not hash or unpack a file where the (unprivileged) user can still change it
between the check and the use. It copies each input into such a folder first and uses only that copy.
POSIX: a fresh ``0700`` folder owned by this process's user (root in the elevated helper) under ``/var/tmp``
(sticky, so nobody else can rename or remove it; on disk rather than a RAM ``/tmp``, since a CUDA runfile is
about 3 GB; never TMP/TMPDIR, which the user sets).
Windows: a fresh folder under ``%SystemRoot%\\Temp`` created by ``CreateDirectoryW`` with a protected DACL
granting full control to Administrators and SYSTEM only (SDDL ``D:P(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)``),
so no inherited ACE lets a user in, not even for the moment between creation and an ACL change.
The elevated helper makes one such folder per run, at the name its journal intent gave
(:func:`make_admin_only_folder_at`), and every folder it needs during the run is made inside it
(:func:`staging_inside`), so what a killed helper leaves is one folder the journal names.
"""

from __future__ import annotations

import os
import secrets
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ADMIN_ONLY_SDDL = "D:P(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)"
_INSIDE: list[Path] = []  # the run's own admin-only folder, while :func:`staging_inside` holds it


def make_admin_only_folder(prefix: str = "tfgpu-wizard-inputs-") -> Path:
    """Create and return a new, empty folder that only administrators (this elevated process) can write."""
    parent = _INSIDE[-1] if _INSIDE else admin_only_parent()
    if sys.platform == "win32":  # its own protected DACL: Python's mkdir(0o700) would grant this user
        return _windows_folder(prefix, parent)
    parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))  # mode 0700, owned by this user (root when elevated)


def make_admin_only_folder_at(folder: Path) -> None:
    """Create ``folder`` (under :func:`admin_only_parent`) as a new admin-only folder; FileExistsError when
    anything is already there (a folder, a file or a link someone planted is never taken over)."""
    if sys.platform == "win32":
        _windows_folder_at(folder)
        return
    folder.parent.mkdir(parents=True, exist_ok=True)
    os.mkdir(folder, 0o700)
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid() or stat.S_IMODE(info.st_mode) & 0o077:
        raise FileExistsError(str(folder))


@contextmanager
def staging_inside(folder: Path) -> Iterator[None]:
    """While held, :func:`make_admin_only_folder` makes its folders inside ``folder`` (one made by
    :func:`make_admin_only_folder_at`)."""
    _INSIDE.append(folder)
    try:
        yield
    finally:
        _INSIDE.remove(folder)


def admin_only_parent() -> Path:
    """Where those folders are made: the system's own temporary folder, never one the user's variables name."""
    if sys.platform == "win32":
        return Path(os.environ.get("SYSTEMROOT") or r"C:\Windows") / "Temp"
    return Path("/var/tmp")


def owned_here(folder: Path, info: os.stat_result) -> bool:
    """May this process remove ``folder`` (``info``: its lstat) as its own? POSIX: it is this process's
    user's (root's in the elevated helper). Windows: Administrators own it, so no user can swap it for a
    junction meanwhile; a user's wizard cannot even read that owner (the protected DACL): False there."""
    if sys.platform == "win32":
        return owned_by_administrators(folder)
    return info.st_uid == os.geteuid()


def only_admins_change(path: Path, info: os.stat_result) -> bool:
    """Can only an administrator (or the elevated helper's own account) change ``path`` (``info``: its
    lstat)? POSIX: root's or this process's user's, and writable by no group or other. Windows: owned by
    Administrators or SYSTEM."""
    if sys.platform == "win32":
        return owned_by_administrators(path)
    return info.st_uid in (0, os.geteuid()) and not info.st_mode & 0o022


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _ERROR_ALREADY_EXISTS = 183
    _SDDL_REVISION_1 = 1

    class _SecurityAttributes(ctypes.Structure):
        _fields_ = [
            ("nLength", wintypes.DWORD), ("lpSecurityDescriptor", ctypes.c_void_p),
            ("bInheritHandle", wintypes.BOOL),
        ]  # fmt: skip

    def _windows_folder(prefix: str, parent: Path) -> Path:
        for _ in range(10):
            folder = parent / f"{prefix}{secrets.token_hex(8)}"
            try:
                _windows_folder_at(folder)
            except FileExistsError:
                continue
            return folder
        raise FileExistsError(str(parent))

    def _windows_folder_at(folder: Path) -> None:
        """CreateDirectoryW with the protected DACL; FileExistsError when the name is taken."""
        advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        descriptor = ctypes.c_void_p()
        if not advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
            ADMIN_ONLY_SDDL, _SDDL_REVISION_1, ctypes.byref(descriptor), None
        ):
            raise ctypes.WinError(ctypes.get_last_error())
        try:
            attributes = _SecurityAttributes(ctypes.sizeof(_SecurityAttributes), descriptor, False)
            if kernel32.CreateDirectoryW(str(folder), ctypes.byref(attributes)):
                return
            error = ctypes.get_last_error()
            if error == _ERROR_ALREADY_EXISTS:
                raise FileExistsError(str(folder))
            raise ctypes.WinError(error)
        finally:
            kernel32.LocalFree(descriptor)

    _READ_CONTROL = 0x00020000
    _SHARE_ALL = 0x7
    _OPEN_EXISTING = 3
    _FOLDER_ITSELF = 0x02000000 | 0x00200000  # FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT
    _SE_FILE_OBJECT = 1
    _OWNER_SECURITY_INFORMATION = 1
    _ADMIN_SIDS = (26, 22)  # WinBuiltinAdministratorsSid, WinLocalSystemSid

    def owned_by_administrators(folder: Path) -> bool:
        """True when ``folder`` itself (a link or junction is opened as such, never followed) belongs to
        Administrators or SYSTEM: then no user can swap it for something else before it is removed."""
        advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateFileW.restype = wintypes.HANDLE
        handle = kernel32.CreateFileW(str(folder), _READ_CONTROL, _SHARE_ALL, None, _OPEN_EXISTING,
                                      _FOLDER_ITSELF, None)
        if handle is None or handle == ctypes.c_void_p(-1).value:
            return False  # cannot even read its owner: not one to remove from here
        owner, descriptor = ctypes.c_void_p(), ctypes.c_void_p()
        try:
            if advapi32.GetSecurityInfo(wintypes.HANDLE(handle), _SE_FILE_OBJECT, _OWNER_SECURITY_INFORMATION,
                                        ctypes.byref(owner), None, None, None, ctypes.byref(descriptor)) != 0:
                return False
            return any(advapi32.IsWellKnownSid(owner, kind) for kind in _ADMIN_SIDS)
        finally:
            if descriptor:
                kernel32.LocalFree(descriptor)
            kernel32.CloseHandle(wintypes.HANDLE(handle))
