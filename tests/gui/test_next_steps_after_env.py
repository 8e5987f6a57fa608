"""The last page after the Python environment page made the env, and when it did not (real widgets offscreen)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.cli.support import run_cli
from wizard.basics.facts import load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.session import Session

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"


def _page(qtbot: QtBot, env_python: Path | None, verification: dict[str, object] | None = None) -> NextStepsPage:
    session = Session(synchronous=True)
    session.facts = load_facts(FACTS)
    session.plan = make_plan(session.facts, Wishes())
    session.env_python, session.verification = env_python, verification
    page = NextStepsPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    return page


def test_after_the_env_was_made_the_page_says_so_and_lists_only_what_is_left(qtbot: QtBot, tmp_path: Path) -> None:
    python = tmp_path / "tf" / "bin" / "python"
    page = _page(qtbot, python, {"passed": True})
    assert "made the Python environment" in page.subTitle()
    assert "prepares the machine" not in page.subTitle()
    text = page.commands.toPlainText()
    assert str(python) in text and "venv" not in text and "pip install" not in text
    assert str(python) in page.intro.text()


def test_without_an_env_the_commands_are_for_doing_it_by_hand(qtbot: QtBot) -> None:
    page = _page(qtbot, None)
    assert "by hand" in page.subTitle()
    assert "-m venv" in page.commands.toPlainText() and "pip install" in page.commands.toPlainText()


def test_the_plan_command_points_to_apply_and_says_or_by_hand() -> None:
    result = run_cli("plan", "--facts", str(FACTS))
    assert result.returncode == 0, result.stderr
    assert "tfgpu-wizard apply --plan PLAN.json carries out every step" in result.stdout
    assert "Or by hand:" in result.stdout and "::" not in result.stdout
    assert "does not do these yet" not in result.stdout


def test_the_page_after_the_env_speaks_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        page = _page(qtbot, tmp_path / "tf" / "bin" / "python")
        assert "向导已创建 Python 环境" in page.subTitle() and "在编辑器中使用该环境" in page.commands.toPlainText()
    finally:
        install_language("en")
