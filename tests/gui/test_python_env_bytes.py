"""The Python environment page shows the bytes figure as words and keeps its bar on the packages (offscreen)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wizard.basics.events import Advanced, Started
from wizard.core.pyenv.progress import BYTES_KEY
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.session import Session


def test_bytes_go_to_the_status_line_not_the_bar(qtbot: QtBot) -> None:
    page = PythonEnvPage(Session(synchronous=True))
    qtbot.addWidget(page)
    runner = page.step_runner
    runner._show_event(Started("env", "Installing", 10, "packages"))
    runner._show_event(Advanced("env", 3, 10))
    runner._show_event(Advanced(BYTES_KEY, 123_000_000, 2_800_000_000))
    assert page.progress.value() == 3 and page.progress.maximum() == 10
    assert page.status_label.text() == "123 MB of 2800 MB downloaded"
