"""The WSL2 route's pause for the restart, on the Windows Python, through the real registry.

The entry that continues the setup after the restart is a value of ``HKCU\\...\\RunOnce``; Windows starts its
command as it reads it, split into arguments by the rules of ``CommandLineToArgvW``. Here, under the real Windows
Python, the registry is the real one (winreg; each test's keys inside a sandbox key of its own,
tests/fakes/sandbox_registry.py) and the command is split by shell32's own ``CommandLineToArgvW``, then started
the way Windows starts it: as one command line.

Stood in, as there is no WSL and no restart here: wsl.exe and dism.exe (tests/fakes/wsl_standin.py, real .exe
programs made by the test), this process's facts (a Windows 11 PC with an RTX 3060, virtualization on in its
firmware), the restart itself and
Windows' own start of the entry at sign-in. What runs inside the distribution is a Linux program, so the run
after the restart is a dry run here (the Linux tests run it for real: tests/core/wsl/test_wsl_route_cli.py).
"""

from __future__ import annotations

import ctypes
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import cli_env
from tests.core.wsl.route_support import cli, stand_in_windows, windows_rtx3060, write_plan, wsl2_plan
from tests.fakes.made_here import MADE_HERE_VARIABLE
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.cli.inputs import read_plan
from wizard.core.apply.model import ApplyOptions
from wizard.core.apply.resume import load_resume
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.steps.wsl import restart_operations
from wizard.core.wsl import reboot
from wizard.platform.registry import HKCU, HKLM, REG_MULTI_SZ, REG_SZ, RegistryValue, machine_registry

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="the real Windows registry and shell32")

REAL_SEAM = reboot.windows_registry  # the wizard's own: moved into the sandbox by sandboxed_registry's variable


def windows_split(command: str) -> list[str]:
    """The arguments Windows gives the program a command line starts (shell32's CommandLineToArgvW)."""
    assert sys.platform == "win32"
    shell32, kernel32 = ctypes.WinDLL("shell32", use_last_error=True), ctypes.WinDLL("kernel32")
    shell32.CommandLineToArgvW.restype = ctypes.POINTER(ctypes.c_wchar_p)
    shell32.CommandLineToArgvW.argtypes = [ctypes.c_wchar_p, ctypes.POINTER(ctypes.c_int)]
    kernel32.LocalFree.argtypes = [ctypes.c_void_p]
    count = ctypes.c_int()
    words = shell32.CommandLineToArgvW(command, ctypes.byref(count))
    assert words, ctypes.get_last_error()
    try:
        return [words[index] for index in range(count.value)]
    finally:
        kernel32.LocalFree(ctypes.cast(words, ctypes.c_void_p))


@pytest.fixture
def windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
            sandboxed_registry: MemoryRegistry) -> tuple[WslStandin, MemoryRegistry, Path]:
    """The stand-in WSL, the wizard's own registry seam (in the sandbox), a data folder with a space and Chinese."""
    standin, _memory = stand_in_windows(tmp_path, monkeypatch)
    monkeypatch.setattr("wizard.core.wsl.reboot.windows_registry", REAL_SEAM)
    data = tmp_path / "数据 data"
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(data))
    return standin, sandboxed_registry, data


def _entry(registry: MemoryRegistry) -> str:
    value = registry.read(HKCU, reboot.RUN_ONCE_KEY, reboot.RUN_ONCE_NAME)
    assert value is not None and value.type == REG_SZ and isinstance(value.data, str), value
    assert machine_registry().read(HKCU, reboot.RUN_ONCE_KEY, reboot.RUN_ONCE_NAME) is None  # the real key: untouched
    return value.data


def test_the_pause_leaves_an_entry_windows_splits_into_the_continue_command_and_undo_removes_it(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry, Path], capsys: pytest.CaptureFixture[str]) -> None:
    standin, registry, data = windows
    (tmp_path / "计划 plan").mkdir()
    plan = write_plan(tmp_path / "计划 plan")
    assert cli("apply", "--plan", str(plan), "--yes", "--wsl-user", "ada") == 4
    assert "restart" in capsys.readouterr().err and standin.state()["reboot_pending"]

    command = _entry(registry)
    words = windows_split(command)
    assert len(command) <= reboot.RUN_ONCE_LIMIT
    assert words == [sys.executable, "-m", "wizard", "apply", "--continue-wsl", str(data / "wsl-resume.json")]
    saved = load_resume(Path(words[5]))
    assert saved.plan.to_json() == read_plan(plan).to_json()
    assert saved.arguments[saved.arguments.index("--wsl-user") + 1] == "ada"

    # Windows restarts, takes the value away and starts its command; the run goes on from the saved state (a dry
    # run: what it does inside WSL is a Linux program).
    standin.restart_windows()
    registry.delete(HKCU, reboot.RUN_ONCE_KEY, reboot.RUN_ONCE_NAME)
    assert cli(*words[3:], "--dry-run") == 0, capsys.readouterr().err
    said = capsys.readouterr().out
    assert "Ubuntu-24.04" in said and standin.state()["distros"] == {}  # a dry run: said, not done

    assert cli("undo", "--all", "--yes") == 1  # only turning WSL on is not undone
    undone = capsys.readouterr()
    assert "WSL stays on" in " ".join((undone.out + undone.err).split()) and "disable-feature" in undone.err
    assert registry.read(HKCU, reboot.RUN_ONCE_KEY, reboot.RUN_ONCE_NAME) is None
    assert not Path(words[5]).exists()


def test_the_entry_of_a_setup_started_in_the_window_opens_the_window_at_its_saved_state(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry, Path]) -> None:
    """The GUI's entry, written by the RunOnce operation and started as Windows starts it: one command line."""
    from wizard.gui.models.wsl_continue import gui_resume

    _standin, registry, data = windows
    saved_plan = wsl2_plan()
    options = gui_resume(windows_rtx3060(), saved_plan, ApplyOptions(wsl_user="ada"), data, run_id="run-1",
                         started_at="2026-12-02T10:00:00+00:00")
    operations = restart_operations(options.resume_command, state_file=options.resume_file,
                                    state=options.resume_state)
    assert operations and apply_operations(operations, Journal(), step="check-wsl").ok
    command = _entry(registry)
    words = windows_split(command)
    assert words[-4:] == ["--lang", "en", "--continue-wsl", str(data / "wsl-resume.json")], words
    assert Path(words[0]).name.lower() in {"python.exe", "pythonw.exe"} and words[1:3] == ["-m", "wizard"]

    # The window re-makes the saved plan from this machine's probe (no RTX 3060 here): its planner is stood in to
    # make the saved plan (tests/fakes/made_here), and the comparison itself runs for real in the child.
    made_here = tmp_path / "child-made-here.json"
    made_here.write_text(saved_plan.to_json(), encoding="utf-8")
    child_env = cli_env(env={"QT_QPA_PLATFORM": "offscreen", MADE_HERE_VARIABLE: str(made_here)})
    started = subprocess.run(command + " --self-test", capture_output=True, text=True, encoding="utf-8",
                             timeout=300, env=child_env, check=False)
    line = next((text for text in started.stdout.splitlines() if text.startswith("resumed ")), "")
    assert started.returncode == 0 and line, started.stdout + started.stderr
    opened = json.loads(line.removeprefix("resumed "))
    assert opened["user"] == "ada" and opened["distro"] == "Ubuntu-24.04", opened


@pytest.mark.parametrize("mark", ["servicing", "windows-update", "file-renames"])
def test_windows_own_marks_of_a_waiting_restart_are_read_from_the_registry(
        windows: tuple[WslStandin, MemoryRegistry, Path], mark: str) -> None:
    _standin, registry, _data = windows
    assert not reboot.reboot_pending(REAL_SEAM())
    if mark == "servicing":  # an empty subkey on Windows; a value in it makes the key here
        registry.write(HKLM, reboot.CBS_REBOOT_PENDING + r"\rebootpending", "x", RegistryValue("1", REG_SZ))
    elif mark == "windows-update":
        registry.write(HKLM, reboot.WU_REBOOT_REQUIRED + r"\RebootRequired", "x", RegistryValue("1", REG_SZ))
    else:
        registry.write(HKLM, reboot.SESSION_MANAGER, "PendingFileRenameOperations", RegistryValue([], REG_MULTI_SZ))
        assert not reboot.reboot_pending(REAL_SEAM())  # an empty queue waits for nothing
        registry.write(HKLM, reboot.SESSION_MANAGER, "PendingFileRenameOperations",
                       RegistryValue(["\\??\\C:\\old.dll", ""], REG_MULTI_SZ))
    assert reboot.reboot_pending(REAL_SEAM())
