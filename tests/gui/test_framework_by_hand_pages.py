"""The last page and the hand-over page for PyTorch and Keras 3 plans (issue 33): their by-hand commands shown, in
English and Chinese. Real widgets offscreen; the plans are the planner's own for machines given as facts (no GPU
exists here: the cards are stand-ins)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.core.planner.test_framework_plans import GTX_1080_TI, RTX_3080, linux, plan_for, windows
from wizard.gui.pages.handover_page import HandoverPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.session import Session
from wizard.gui.translator import install_language


def _session(facts: object, framework: str) -> Session:
    session = Session(synchronous=True)
    session.facts = facts  # type: ignore[assignment]
    session.plan = plan_for(session.facts, framework)
    return session


def test_a_pytorch_plan_s_last_page_lists_its_commands_and_its_check(qtbot: QtBot) -> None:
    """Before: steps_left gave nothing without TensorFlow, so the page said there was nothing left to do."""
    session = _session(linux(GTX_1080_TI), "pytorch")
    page = NextStepsPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    text = page.commands_text()
    assert "--index-url https://download.pytorch.org/whl/cu126 --no-deps" in text and "import torch" in text
    assert "PyTorch" in page.intro.text() and "nothing left" not in page.intro.text()


def test_a_keras_plan_on_windows_in_chinese(qtbot: QtBot) -> None:
    session = _session(windows(RTX_3080), "keras")
    install_language("zh_CN")
    try:
        page = NextStepsPage(session)
        qtbot.addWidget(page)
        page.initializePage()
        text, intro = page.commands_text(), page.intro.text()
    finally:
        install_language("en")
    assert "安装 Keras" in text and "KERAS_BACKEND=torch" in text and "检查 Keras 3 能否看到 GPU" in text
    assert "Command Prompt" not in intro and "cmd" in intro and "Keras" in intro


def test_the_hand_over_page_lists_the_framework_commands(qtbot: QtBot) -> None:
    session = _session(windows(RTX_3080), "pytorch")
    page = HandoverPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    commands = page.commands.toPlainText()
    assert "--index-url https://download.pytorch.org/whl/" in commands and "torch.cuda.is_available()" in commands


def test_the_env_page_names_the_env_after_the_framework_unless_the_user_typed_a_name(qtbot: QtBot) -> None:
    """Before: every framework's env was called tf."""
    from wizard.gui.pages.python_env_page import PythonEnvPage

    session = _session(linux(GTX_1080_TI), "pytorch")
    page = PythonEnvPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    assert page.name_edit.text() == "torch"
    session.plan = plan_for(session.facts, "tensorflow")
    page.initializePage()
    assert page.name_edit.text() == "tf"
    page.name_edit.setText("mine")
    session.plan = plan_for(session.facts, "jax")
    page.initializePage()
    assert page.name_edit.text() == "mine"
