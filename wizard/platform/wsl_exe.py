"""The seam over ``wsl.exe``: run it with an argument list and hand back its raw bytes, nothing more.

Why a seam: running ``wsl.exe`` is an OS call, and the tests stand it in with a program of their own
(``TFGPU_WIZARD_WSL_EXE`` names it; the real one is ``%SystemRoot%\\System32\\wsl.exe``). Decoding (wsl.exe
writes UTF-16LE for its own messages unless ``WSL_UTF8=1``; a program after ``-e`` writes its own bytes) and
parsing live above, in :mod:`wizard.core.wsl.parse`. Arguments go as a list, never through a shell.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass

WSL_EXE_VARIABLE = "TFGPU_WIZARD_WSL_EXE"  # a stand-in's path (tests); unset: Windows' own wsl.exe


@dataclass(frozen=True)
class WslAnswer:
    """What one ``wsl.exe`` run said: its exit code and its raw output (``code`` is -1 when it could not run)."""

    code: int
    out: bytes
    err: bytes = b""


def wsl_program() -> str | None:
    """The ``wsl.exe`` to run: a stand-in when one is named, Windows' own, or None (not on this system)."""
    named = os.environ.get(WSL_EXE_VARIABLE)
    if named:
        return named
    if sys.platform == "win32":
        return os.path.join(os.environ.get("SYSTEMROOT", r"C:\Windows"), "System32", "wsl.exe")
    return None


def run_wsl(args: Sequence[str], *, stdin: bytes | None = None, timeout: float = 120.0) -> WslAnswer:
    """Run ``wsl.exe ARGS`` to its end; a missing program or a timeout is an answer with code -1."""
    program = wsl_program()
    if program is None:
        return WslAnswer(-1, b"", b"wsl.exe is not on this system")
    try:
        done = subprocess.run([program, *args], input=stdin if stdin is not None else b"", capture_output=True,
                              timeout=timeout, check=False, creationflags=_no_window())
    except (OSError, subprocess.TimeoutExpired) as error:
        return WslAnswer(-1, b"", str(error).encode())
    return WslAnswer(done.returncode, done.stdout, done.stderr)


def start_wsl(args: Sequence[str]) -> subprocess.Popen[bytes]:
    """Start ``wsl.exe ARGS`` with its output as a pipe of lines (standard error joined), for a long run.

    Raises OSError when there is no wsl.exe to start.
    """
    program = wsl_program()
    if program is None:
        raise OSError("wsl.exe is not on this system")
    return subprocess.Popen([program, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, creationflags=_no_window())


def _no_window() -> int:
    """CREATE_NO_WINDOW on Windows (no console flashes up from the GUI); 0 elsewhere."""
    return 0x08000000 if sys.platform == "win32" else 0


# IsProcessorFeaturePresent (winnt.h): PF_VIRT_FIRMWARE_ENABLED, virtualization switched on in the firmware.
PF_VIRT_FIRMWARE_ENABLED = 21


def virtualization_in_firmware() -> bool | None:
    """True when the firmware has virtualization on (WSL2 needs it); None off Windows or when unknown."""
    if sys.platform != "win32":
        return None
    import ctypes

    try:
        return bool(ctypes.WinDLL("kernel32").IsProcessorFeaturePresent(PF_VIRT_FIRMWARE_ENABLED))
    except (OSError, AttributeError):
        return None
