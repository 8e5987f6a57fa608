"""The last page on the native Windows route: CUDA, cuDNN and PATH by hand unless the wizard installed CUDA.

Real widgets offscreen; the plan is made from a Windows machine's facts (nothing is run).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from wizard.basics.facts import load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.session import Session

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "gui_rtx2060_windows_457.json"


def _text(qtbot: QtBot, cuda_root: Path | None) -> str:
    session = Session(synchronous=True)
    session.facts = load_facts(FACTS)
    session.plan = make_plan(session.facts, Wishes(tensorflow="2.10", route="windows-native"))
    session.cuda_root = cuda_root
    page = NextStepsPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    return page.commands_text()


def test_without_the_install_pages_the_commands_install_cuda_copy_cudnn_and_set_path(qtbot: QtBot) -> None:
    text = _text(qtbot, None)
    assert "Install CUDA 11.2" in text and "-s nvcc_11.2" in text and "Copy cuDNN 8.1.0" in text
    assert "Put CUDA and cuDNN on your search path" in text and "setx CUDA_PATH " in text


def test_after_the_wizard_installed_cuda_it_is_not_listed_again(qtbot: QtBot, tmp_path: Path) -> None:
    text = _text(qtbot, tmp_path / "CUDA" / "v11.2")
    assert "start /wait" not in text and "setx" not in text and "-m venv" in text
