"""Windows elevation: ShellExecuteExW with the "runas" verb (the UAC prompt), then wait for the helper.

ShellExecuteExW rather than ShellExecuteW because only the Ex form returns a process handle to wait on
and read the exit code from; a declined prompt fails with ERROR_CANCELLED (1223), which is a cancel.
The error code is read with ``ctypes.get_last_error()`` from a private ``WinDLL(..., use_last_error=True)``:
``ctypes.GetLastError()`` after a plain ``windll`` call may already hold another call's code (ctypes
docs, "use_last_error"), so a declined prompt could read as a failure. What each answer means is decided
by :func:`launch_outcome` and :func:`wait_outcome`, plain functions tested on any OS.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
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
WAIT_OBJECT_0 = 0
WAIT_FAILED = 0xFFFFFFFF


def _failed(code: int, reference: str = "elevation-unavailable") -> WizardError:
    return WizardError(
        tr("Elevation", "The administrator helper could not start (Windows error {code}).").format(code=code),
        hint=tr("Elevation", "Choose the user scope, or ask an administrator."),
        reference=reference,
    )


def launch_outcome(succeeded: bool, last_error: int, process: int | None) -> int:
    """The process handle to wait on; Cancelled for a declined prompt, WizardError for any other failure.

    A success without a process handle (the shell handed the request to a running instance) gives us
    nothing to wait on or read an exit code from: a failure too, never "done".
    """
    if not succeeded:
        if last_error == ERROR_CANCELLED:
            raise Cancelled()
        raise _failed(last_error)
    if not process:
        raise _failed(last_error, "elevation-no-process")
    return process


def wait_outcome(wait_result: int, got_code: bool, exit_code: int, last_error: int) -> int:
    """The helper's exit code, once the wait ended because it exited and its code could be read."""
    if wait_result != WAIT_OBJECT_0 or not got_code:
        raise WizardError(
            tr("Elevation", "The wizard lost track of the administrator helper (Windows error {code}).").format(
                code=last_error
            ),
            hint=tr("Elevation", "Check the journal for what it changed, then try again."),
            reference="elevation-lost",
        )
    return exit_code


def helper_start(environ: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """The helper's fixed working folder and environment base: System32, and PATH of the Windows folders."""
    system_root = environ.get("SYSTEMROOT") or r"C:\Windows"
    cwd = os.path.join(system_root, "System32")
    return cwd, {"SYSTEMROOT": system_root, "WINDIR": system_root, "PATH": f"{cwd};{system_root}"}


def restrict_new_files() -> None:
    """Nothing to do: what the helper makes inherits the admin-only folder's protected DACL."""


def launch_elevated(launch: ChildLaunch) -> int:
    """Run the child elevated through UAC in its fixed folder and return its exit code.

    ShellExecuteExW cannot hand over an environment: the elevated process gets the one Windows builds for
    the administrator token; ``-I`` (or the frozen executable) keeps ``PYTHON*`` variables out of it."""
    return _launch_windows(launch)


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    class _ShellExecuteInfo(ctypes.Structure):
        _fields_ = [
            ("cbSize", wintypes.DWORD), ("fMask", ctypes.c_ulong), ("hwnd", wintypes.HWND),
            ("lpVerb", wintypes.LPCWSTR), ("lpFile", wintypes.LPCWSTR), ("lpParameters", wintypes.LPCWSTR),
            ("lpDirectory", wintypes.LPCWSTR), ("nShow", ctypes.c_int), ("hInstApp", wintypes.HINSTANCE),
            ("lpIDList", ctypes.c_void_p), ("lpClass", wintypes.LPCWSTR), ("hkeyClass", wintypes.HKEY),
            ("dwHotKey", wintypes.DWORD), ("hIcon", wintypes.HANDLE), ("hProcess", wintypes.HANDLE),
        ]  # fmt: skip

    def _launch_windows(launch: ChildLaunch) -> int:
        shell32 = ctypes.WinDLL("shell32", use_last_error=True)  # private objects: our argtypes stay ours
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        shell32.ShellExecuteExW.argtypes = [ctypes.POINTER(_ShellExecuteInfo)]
        shell32.ShellExecuteExW.restype = wintypes.BOOL
        kernel32.WaitForSingleObject.argtypes = [wintypes.HANDLE, wintypes.DWORD]
        kernel32.WaitForSingleObject.restype = wintypes.DWORD
        kernel32.GetExitCodeProcess.argtypes = [wintypes.HANDLE, ctypes.POINTER(wintypes.DWORD)]
        kernel32.GetExitCodeProcess.restype = wintypes.BOOL
        kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
        info = _ShellExecuteInfo()
        info.cbSize = ctypes.sizeof(info)
        info.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NO_CONSOLE
        info.lpVerb, info.lpFile = "runas", launch.argv[0]
        info.lpParameters = subprocess.list2cmdline(list(launch.argv[1:]))
        info.lpDirectory = launch.cwd
        info.nShow = SW_HIDE
        succeeded = bool(shell32.ShellExecuteExW(ctypes.byref(info)))
        process = launch_outcome(succeeded, ctypes.get_last_error(), info.hProcess)
        try:
            waited = int(kernel32.WaitForSingleObject(process, INFINITE))
            code = wintypes.DWORD()
            got = bool(kernel32.GetExitCodeProcess(process, ctypes.byref(code)))
            return wait_outcome(waited, got, int(code.value), ctypes.get_last_error())
        finally:
            kernel32.CloseHandle(process)
else:

    def _launch_windows(launch: ChildLaunch) -> int:
        raise WizardError(tr("Elevation", "Administrator prompts exist only on Windows."))
