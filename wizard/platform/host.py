"""This host: which of the catalog's operating systems it is, and whether a process still runs."""

from __future__ import annotations

import os
import sys
from typing import Literal

HostOs = Literal["linux", "windows"]

HOST_OS: HostOs = "windows" if sys.platform == "win32" else "linux"


def running_is_python() -> bool:
    """False in the frozen app: its ``sys.executable`` is the wizard's own program, not a Python to build on."""
    return not getattr(sys, "frozen", False)


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


def machine_id() -> str:
    """The OS's stable id of this installation ("" when it has none we can read).

    Linux: systemd's ``/etc/machine-id`` (older systems: D-Bus's copy). Windows: the ``MachineGuid`` that
    Windows sets at installation (HKLM\\SOFTWARE\\Microsoft\\Cryptography). A WSL distribution has its own
    machine-id, so its facts never pass for the Windows host's, nor the other way round.
    """
    if sys.platform == "win32":
        return _windows_machine_guid()
    for candidate in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            with open(candidate, encoding="ascii", errors="replace") as stream:
                text = stream.read().strip()
        except OSError:
            continue
        if text:
            return text
    return ""


if sys.platform == "win32":
    import winreg

    def _windows_machine_guid() -> str:
        try:
            with winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r"SOFTWARE\Microsoft\Cryptography", 0,
                                winreg.KEY_READ | winreg.KEY_WOW64_64KEY) as key:
                value, _ = winreg.QueryValueEx(key, "MachineGuid")
        except OSError:
            return ""
        return str(value)
