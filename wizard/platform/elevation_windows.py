"""Windows elevation: ShellExecuteExW with the "runas" verb (the UAC prompt), then wait for the helper.

ShellExecuteExW rather than ShellExecuteW because only the Ex form returns a process handle to wait on
and read the exit code from; a declined prompt fails with ERROR_CANCELLED (1223), which is a cancel.
"""

from __future__ import annotations

import subprocess
import sys
from typing import TYPE_CHECKING

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.i18n import tr

if TYPE_CHECKING:
    from wizard.platform.child_launch import ChildLaunch

ERROR_CANCELLED = 1223
SEE_MASK_NOCLOSEPROCESS = 0x00000040
SEE_MASK_NO_CONSOLE = 0x00008000
SW_HIDE = 0
INFINITE = 0xFFFFFFFF


def launch_elevated(launch: ChildLaunch) -> int:
    """Run the child elevated through UAC in its fixed folder and return its exit code.

    ShellExecuteExW cannot hand over an environment: the elevated process gets the one Windows builds for
    the administrator token; ``-I`` (or the frozen executable) keeps ``PYTHON*`` variables out of it."""
    argv = launch.argv
    if sys.platform != "win32":
        raise WizardError(tr("Elevation", "Administrator prompts exist only on Windows."))
    import ctypes
    from ctypes import wintypes

    class ShellExecuteInfo(ctypes.Structure):
        _fields_ = [
            ("cbSize", wintypes.DWORD), ("fMask", ctypes.c_ulong), ("hwnd", wintypes.HWND),
            ("lpVerb", wintypes.LPCWSTR), ("lpFile", wintypes.LPCWSTR), ("lpParameters", wintypes.LPCWSTR),
            ("lpDirectory", wintypes.LPCWSTR), ("nShow", ctypes.c_int), ("hInstApp", wintypes.HINSTANCE),
            ("lpIDList", ctypes.c_void_p), ("lpClass", wintypes.LPCWSTR), ("hkeyClass", wintypes.HKEY),
            ("dwHotKey", wintypes.DWORD), ("hIcon", wintypes.HANDLE), ("hProcess", wintypes.HANDLE),
        ]

    info = ShellExecuteInfo()
    info.cbSize = ctypes.sizeof(info)
    info.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NO_CONSOLE
    info.lpVerb = "runas"
    info.lpFile = argv[0]
    info.lpParameters = subprocess.list2cmdline(list(argv[1:]))
    info.lpDirectory = launch.cwd
    info.nShow = SW_HIDE
    if not ctypes.windll.shell32.ShellExecuteExW(ctypes.byref(info)):
        error = ctypes.GetLastError()
        if error == ERROR_CANCELLED:
            raise Cancelled()
        raise WizardError(
            tr("Elevation", "The administrator helper could not start (Windows error {code}).").format(
                code=error
            ),
            hint=tr("Elevation", "Choose the user scope, or ask an administrator."),
            reference="elevation-unavailable",
        )
    kernel32 = ctypes.windll.kernel32
    kernel32.WaitForSingleObject(info.hProcess, INFINITE)
    code = wintypes.DWORD()
    kernel32.GetExitCodeProcess(info.hProcess, ctypes.byref(code))
    kernel32.CloseHandle(info.hProcess)
    return int(code.value)
