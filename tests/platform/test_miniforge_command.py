"""The silent Miniforge install the wizard runs leaves no Start-menu shortcuts and no registry entries on Windows:
its NSIS installer defaults both ``/NoShortcuts`` and ``/NoRegistry`` to 0, so the command must say 1, before
``/D=`` (which NSIS requires last). The command is built for Windows here by setting ``sys.platform``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wizard.platform.pyenv_layout import miniforge_install_command


def test_the_windows_install_makes_no_shortcuts_no_registry_entries_and_no_path_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with monkeypatch.context() as windows:  # undone before the teardown's registry guard looks at sys.platform
        windows.setattr(sys, "platform", "win32")
        command = miniforge_install_command(Path("Miniforge3-Windows-x86_64.exe"), Path("C:/Users/me/miniforge3"))
    assert {"/S", "/NoShortcuts=1", "/NoRegistry=1", "/AddToPath=0", "/RegisterPython=0"} <= set(command)
    assert command[-1].startswith("/D=")


def test_the_shell_installer_runs_in_batch_mode_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as linux:
        linux.setattr(sys, "platform", "linux")
        command = miniforge_install_command(Path("m.sh"), Path("/home/me/miniforge3"))
    assert command[:3] == ["bash", "m.sh", "-b"]
