"""A folder only administrators can write: where the elevated helper keeps the inputs it is about to use.

Why: the elevated helper must not hash or unpack a file where the (unprivileged) user can still change it
between the check and the use. It copies each input into such a folder first and uses only that copy.
POSIX: a fresh ``0700`` folder owned by this process's user (root in the elevated helper) under ``/var/tmp``
(sticky, so nobody else can rename or remove it; on disk rather than a RAM ``/tmp``, since a CUDA runfile is
about 3 GB; never TMP/TMPDIR, which the user sets).
Windows: a fresh folder under ``%SystemRoot%\\Temp`` created by ``CreateDirectoryW`` with a protected DACL
granting full control to Administrators and SYSTEM only (SDDL ``D:P(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)``),
so no inherited ACE lets a user in, not even for the moment between creation and an ACL change.
"""

from __future__ import annotations

import os
import secrets
import sys
import tempfile
from pathlib import Path

ADMIN_ONLY_SDDL = "D:P(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)"


def make_admin_only_folder(prefix: str = "tfgpu-wizard-inputs-") -> Path:
    """Create and return a new, empty folder that only administrators (this elevated process) can write."""
    if sys.platform == "win32":
        return _windows_folder(prefix)
    parent = admin_only_parent()
    parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))  # mode 0700, owned by this user (root when elevated)


def admin_only_parent() -> Path:
    """Where those folders are made: the system's own temporary folder, never one the user's variables name."""
    if sys.platform == "win32":
        return Path(os.environ.get("SYSTEMROOT") or r"C:\Windows") / "Temp"
    return Path("/var/tmp")


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

    def _windows_folder(prefix: str) -> Path:
        advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        descriptor = ctypes.c_void_p()
        if not advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
            ADMIN_ONLY_SDDL, _SDDL_REVISION_1, ctypes.byref(descriptor), None
        ):
            raise ctypes.WinError(ctypes.get_last_error())
        try:
            attributes = _SecurityAttributes(ctypes.sizeof(_SecurityAttributes), descriptor, False)
            parent = admin_only_parent()
            for _ in range(10):
                folder = parent / f"{prefix}{secrets.token_hex(8)}"
                if kernel32.CreateDirectoryW(str(folder), ctypes.byref(attributes)):
                    return folder
                error = ctypes.get_last_error()
                if error != _ERROR_ALREADY_EXISTS:
                    raise ctypes.WinError(error)
            raise FileExistsError(str(parent))
        finally:
            kernel32.LocalFree(descriptor)
