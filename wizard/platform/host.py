"""This host: which of the catalog's operating systems it is, and whether a process still runs."""

from __future__ import annotations

import os
import sys
from typing import Literal

HostOs = Literal["linux", "windows"]

HOST_OS: HostOs = "windows" if sys.platform == "win32" else "linux"


def process_alive(pid: int) -> bool:
    """True while process ``pid`` exists (an interrupted copy of a live process must not be 'recovered').

    Windows: ``os.kill(pid, 0)`` would *terminate* the process there, so ask OpenProcess and
    GetExitCodeProcess instead (STILL_ACTIVE = 259).
    """
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else (an elevated helper)
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    def _windows_alive(pid: int) -> bool:
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() == 5  # access denied: it exists
        try:
            code = wintypes.DWORD()
            kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
            return code.value == 259
        finally:
            kernel32.CloseHandle(handle)
