"""The seam over ``wsl.exe``: run it with an argument list and hand back its raw bytes, nothing more; beside it
the two other Windows programs the WSL2 route runs: ``dism.exe`` (the optional features, where the old inbox
wsl.exe cannot turn WSL on) and a Store distribution's launcher (``ubuntu2404.exe``).

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

from wizard.basics.errors import message_of
from wizard.platform.bounded_output import run_bounded

WSL_EXE_VARIABLE = "TFGPU_WIZARD_WSL_EXE"  # a stand-in's path (tests); unset: Windows' own wsl.exe
DISM_EXE_VARIABLE = "TFGPU_WIZARD_DISM_EXE"  # a stand-in dism.exe (tests); unset: Windows' own, elevated
WSL_LAUNCHERS_VARIABLE = "TFGPU_WIZARD_WSL_LAUNCHERS"  # a stand-in for the Store's app aliases folder (tests)
# A stand-in dism writes its Windows exit code here: a POSIX exit status holds 8 bits, and 3010 needs more.
DISM_CODE_VARIABLE = "TFGPU_WIZARD_DISM_CODE_FILE"


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
    """Run ``wsl.exe ARGS`` to its end, its answer read in bounded memory; a missing program, a timeout or an
    answer past :data:`wizard.platform.bounded_output.MAX_ANSWER_BYTES` is an answer with code -1 saying so."""
    program = wsl_program()
    if program is None:
        return WslAnswer(-1, b"", b"wsl.exe is not on this system")
    try:
        done = run_bounded([program, *args], stdin=stdin if stdin is not None else b"", timeout=timeout,
                           creationflags=_no_window())
    except (OSError, subprocess.SubprocessError) as error:  # a timeout, an answer past the bound
        return WslAnswer(-1, b"", message_of(error).encode())
    return WslAnswer(done.returncode, done.stdout, done.stderr)


def start_wsl(args: Sequence[str]) -> subprocess.Popen[bytes]:
    """Start ``wsl.exe ARGS`` with its output as a pipe of lines (standard error joined), for a long run: read it
    with :func:`wizard.platform.bounded_output.bounded_lines`.

    Raises OSError when there is no wsl.exe to start.
    """
    program = wsl_program()
    if program is None:
        raise OSError("wsl.exe is not on this system")
    # Ctrl-C in the terminal is the front-end's to answer (the CLI asks before it stops the run inside), so the
    # child must not get it too: on POSIX a session of its own keeps it out of the terminal's process group; on
    # Windows CREATE_NO_WINDOW gives it a console of its own, which the terminal's Ctrl-C never reaches.
    return subprocess.Popen([program, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, creationflags=_no_window(), start_new_session=True)


def run_dism(args: Sequence[str], *, timeout: float = 3600.0) -> int:
    """Run ``dism.exe ARGS`` as administrator (Windows asks, as ``wsl --install`` makes it ask) to its end and
    return its exit code; -1 when there is none to run. A declined prompt raises :class:`Cancelled`.

    Why elevated here: DISM refuses to change the running Windows without administrator rights (error 740), and
    like wsl.exe it is one program run once, so it raises its own prompt instead of the wizard's helper. Its
    words are not read: its exit code says it all (0 done, 3010 done once Windows restarts).
    """
    named = os.environ.get(DISM_EXE_VARIABLE)
    if named:
        return _run_stand_in_dism(named, args, timeout)
    if sys.platform != "win32":
        return -1
    from wizard.platform.child_launch import ChildLaunch
    from wizard.platform.elevation import launch_elevated

    system = os.path.join(os.environ.get("SYSTEMROOT", r"C:\Windows"), "System32")
    return launch_elevated(ChildLaunch((os.path.join(system, "dism.exe"), *args), system, {}))


def _run_stand_in_dism(program: str, args: Sequence[str], timeout: float) -> int:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        code_file = os.path.join(folder, "code")
        try:
            done = run_bounded([program, *args], timeout=timeout, env={**os.environ, DISM_CODE_VARIABLE: code_file})
        except (OSError, subprocess.SubprocessError):
            return -1
        if os.path.exists(code_file):
            with open(code_file, encoding="utf-8") as written:
                return int(written.read().strip())
        return done.returncode


def distro_launcher(file_name: str) -> str | None:
    """The Store distribution's launcher ``file_name`` (``ubuntu2404.exe``), as the user's app aliases folder
    holds it (``%LOCALAPPDATA%\\Microsoft\\WindowsApps``), or None when it is not there."""
    folder = os.environ.get(WSL_LAUNCHERS_VARIABLE)
    if not folder and sys.platform == "win32":
        folder = os.path.join(os.environ.get("LOCALAPPDATA", ""), "Microsoft", "WindowsApps")
    if not folder:
        return None
    path = os.path.join(folder, file_name)
    # An app execution alias is a reparse point of zero bytes; os.stat reads the alias itself (Python 3.8+),
    # and CreateProcess starts the packaged program behind it.
    return path if os.path.exists(path) else None


def run_launcher(launcher: str, args: Sequence[str], *, timeout: float = 1800.0) -> WslAnswer:
    """Run a distribution's launcher to its end (no console window, nothing to type: its input is empty)."""
    try:
        done = run_bounded([launcher, *args], stdin=b"", timeout=timeout, creationflags=_no_window())
    except (OSError, subprocess.SubprocessError) as error:
        return WslAnswer(-1, b"", message_of(error).encode())
    return WslAnswer(done.returncode, done.stdout, done.stderr)


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
