"""A window opened to continue a WSL setup whose saved state is missing or unreadable: the message says so in
plain words and the wizard starts at its first page, never a traceback. Real: the GUI entry (in-process and as a
child process of ``python -m wizard``), Qt offscreen, the state file; nothing is stood in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.cli.support import cli_env
from wizard.core.apply.resume import ResumeStateError, load_resume
from wizard.gui.app import open_window, parse_args
from wizard.gui.pages.welcome_page import WelcomePage


@pytest.mark.parametrize("content", [None, "{not json", '{"schema": 1, "plan": {}}', '{"schema": 99}'],
                         ids=["missing", "not-json", "half-a-state", "another-version"])
def test_a_state_that_cannot_be_read_is_a_clear_error(tmp_path: Path, content: str | None) -> None:
    state = tmp_path / "wsl-resume.json"
    if content is not None:
        state.write_text(content, encoding="utf-8")
    with pytest.raises(ResumeStateError) as raised:
        load_resume(state)
    assert raised.value.reference == "wsl-resume-unreadable"
    assert "cannot continue where it stopped" in raised.value.message and str(state) in raised.value.message
    assert "starts from the beginning" in raised.value.hint


def test_the_window_says_so_and_starts_at_the_beginning(qtbot: QtBot, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_NO_THREADS", "1")
    wizard = open_window(parse_args(["--continue-wsl", str(tmp_path / "gone.json")]))
    qtbot.addWidget(wizard)
    qtbot.waitUntil(lambda: wizard.findChild(QMessageBox, "resume-problem") is not None, timeout=20_000)
    box = wizard.findChild(QMessageBox, "resume-problem")
    assert isinstance(box, QMessageBox) and "cannot continue where it stopped" in box.text()
    assert isinstance(wizard.currentPage(), WelcomePage) and not wizard.session.wsl_resumed
    box.accept()
    wizard.close()


def test_a_child_process_prints_the_message_and_exits_without_a_traceback(tmp_path: Path) -> None:
    state = tmp_path / "wsl-resume.json"
    state.write_text("{broken", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "wizard", "--continue-wsl", str(state), "--self-test"],
                          capture_output=True, text=True, encoding="utf-8", timeout=120, check=False,
                          env=cli_env(env={"QT_QPA_PLATFORM": "offscreen"}))
    assert done.returncode == 0, done.stderr
    assert "cannot continue where it stopped" in done.stderr and "Traceback" not in done.stderr
    assert "first paint after" in done.stdout and "resumed " not in done.stdout
