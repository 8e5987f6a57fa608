"""Which program the RunOnce entry of a GUI-started WSL setup runs (wizard.gui.models.wsl_continue): the windowed
one, frozen or from source. ``sys.frozen`` and ``sys.executable`` are set as PyInstaller and a Windows venv set
them; the files beside are real (empty) files in a temporary folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wizard.gui.models.wsl_continue import gui_program


def test_the_frozen_console_program_hands_over_to_the_windowed_one_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tfgpu-wizard.exe"))
    assert gui_program() == [str(tmp_path / "tfgpu-wizard-gui.exe")]


def test_from_source_the_windowed_python_runs_the_package_when_there_is_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python.exe"))
    assert gui_program() == [str(tmp_path / "python.exe"), "-m", "wizard"]  # no pythonw.exe beside: python.exe
    (tmp_path / "pythonw.exe").write_bytes(b"")
    assert gui_program() == [str(tmp_path / "pythonw.exe"), "-m", "wizard"]
