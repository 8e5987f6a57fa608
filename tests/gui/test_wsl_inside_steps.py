"""The WSL2 route's inside page shows the run's steps with the raw lines under Details, and a failure ends with
what a Windows user does (Finish, Undo everything), never the Linux CLI's ``undo --last``; the restart pause offers
"Restart now" and "Close, continue after the restart" (issue 29).

No WSL and no Windows restart here: the route's steps are the stand-in of test_wsl_route_pages (events as the run
inside streams them, a failure as the core raises it) and Windows' restart is a recorded call; pages are real.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.gui.test_wsl_route_pages import Distro, Facts, StandInSteps, _go_to, _wizard
from wizard.basics.events import Event, Finished, LogLine, Started
from wizard.core.ops.base import OperationError
from wizard.core.plan import Plan
from wizard.gui.models.inside_steps import InsideStep, ended, fold
from wizard.gui.models.wsl_route import InsideResult
from wizard.gui.pages.wsl_check_page import WslCheckPage
from wizard.gui.pages.wsl_inside_page import WslInsidePage
from wizard.gui.pages.wsl_setup_page import WslSetupPage


def test_the_steps_fold_from_the_run_events() -> None:
    steps: tuple[InsideStep, ...] = ()
    for event in (Started("wsl:create-env", "Inside Ubuntu-24.04: Python environment"), LogLine("info", "diff"),
                  Finished("wsl:create-env"), Started("wsl:verify", "Inside Ubuntu-24.04: Check")):
        steps = fold(steps, event)
    assert [(step.label, step.state) for step in steps] == [
        ("Inside Ubuntu-24.04: Python environment", "done"), ("Inside Ubuntu-24.04: Check", "running")]
    assert [step.state for step in ended(steps, "failed")] == ["done", "failed"]


@dataclass
class FailingInside(StandInSteps):
    def apply_inside(self, distro: str, user: str, plan: Plan) -> Generator[Event, None, InsideResult]:
        yield Started("wsl:create-env", "Inside Ubuntu-24.04: Make the Python environment")
        yield LogLine("info", "--- a/.bashrc\n+++ b/.bashrc")
        yield LogLine("error", "What this run changed before the failure stays; 'tfgpu-wizard undo --last' "
                               "reverses it.")
        raise OperationError("The wizard inside Ubuntu-24.04 stopped (exit code 1): no space left",
                             hint="Open Ubuntu-24.04 and run '~/tfgpu-wizard apply --plan ~/plan.json' there.",
                             reference="wsl-inside-failed")


def _all_text(page: WslInsidePage) -> str:
    return " ".join(label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page))


def test_the_inside_page_shows_steps_the_raw_log_under_details_and_finish_undo_on_failure(
    qtbot: QtBot, shoot: Callable[..., Path]
) -> None:
    wizard = _wizard(qtbot, FailingInside(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 2),))))
    inside = _go_to(wizard, WslInsidePage)
    inside.start_button.click()
    QApplication.processEvents()
    assert "Make the Python environment" in inside.steps_label.text() and "\u2718" in inside.steps_label.text()
    assert not inside.lines.isVisibleTo(inside), "the raw lines wait under Details"
    assert "+++ b/.bashrc" in inside.lines.toPlainText()
    shown = _all_text(inside)
    assert "undo --last" not in shown and "tfgpu-wizard" not in shown
    assert 'press "Undo everything"' in shown and "Finish" in shown
    inside.details_button.click()
    assert inside.lines.isVisibleTo(inside)
    shoot(wizard, "wsl-inside-failed")


def test_the_restart_pause_offers_restart_now_and_close(qtbot: QtBot) -> None:
    steps = StandInSteps(Facts(installed=False), restart="continues")
    wizard = _wizard(qtbot, steps)
    _go_to(wizard, WslCheckPage)
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    assert not setup.restart_button.isVisibleTo(setup), "no pause before Set up"
    restarts: list[str] = []
    setup.restart_windows = lambda: restarts.append("restart")
    setup.start_button.click()
    assert setup.restart_button.isVisibleTo(setup) and setup.restart_button.text() == "Restart now"
    assert setup.close_button.text() == "Close, continue after the restart"
    setup.restart_button.click()
    assert restarts == ["restart"]
    setup.close_button.click()
    assert not wizard.isVisible(), "the window closes; the wizard goes on after sign-in"


def _cli_undo_messages() -> list[tuple[str, str]]:
    """Every message of the program that names the CLI's undo command (context, English source), as the Linux CLI
    inside may print it (the catalogs hold them all: every user-facing string has its Chinese)."""
    import xml.etree.ElementTree as ET

    from wizard.basics.i18n import i18n_dir

    found = []
    for ts_file in sorted(i18n_dir().glob("*.zh_CN.ts")):
        for context in ET.parse(ts_file).getroot().iter("context"):
            for message in context.iter("message"):
                source = message.findtext("source", default="")
                if "tfgpu-wizard undo" in source and message.get("numerus") != "yes":
                    found.append((context.findtext("name", default=""), source))
    return found


@dataclass
class UndoWordsInside(StandInSteps):
    """The run inside prints what the Linux CLI prints about undoing (in the window's language, as the inside
    run is started in it), then succeeds."""

    messages: tuple[str, ...] = ()

    def apply_inside(self, distro: str, user: str, plan: Plan) -> Generator[Event, None, InsideResult]:
        yield Started("wsl:create-env", "Inside Ubuntu-24.04: Make the Python environment")
        for text in self.messages:
            yield LogLine("info", text)
        return (yield from super().apply_inside(distro, user, plan))


def test_the_raw_log_words_the_clis_undo_command_as_the_window_undoes_in_both_languages(qtbot: QtBot) -> None:
    """The Linux CLI's own lines under Details name no undo command and no flag (a Windows user cannot type them
    inside Linux): each becomes "Finish → Undo everything", in English and in Chinese; the CLI keeps its words."""
    from wizard.basics import i18n
    from wizard.gui.translator import install_language

    messages = _cli_undo_messages()
    assert ("ApplyCli", "Done. To undo all of it: tfgpu-wizard undo --last") in messages
    try:
        for language, words in (("en", "Finish \u2192 Undo everything"), ("zh_CN", "“完成”页 \u2192 “全部撤销”")):
            install_language(language)
            printed = tuple(i18n.tr(context, source) for context, source in messages)
            assert all("tfgpu-wizard undo" in text for text in printed), "the CLI keeps its own words"
            steps = UndoWordsInside(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 2),)), messages=printed)
            wizard = _wizard(qtbot, steps)
            inside = _go_to(wizard, WslInsidePage)
            inside.start_button.click()
            QApplication.processEvents()
            assert inside.isComplete()
            shown = inside.lines.toPlainText()
            assert "tfgpu-wizard undo" not in shown and "--last" not in shown and "--all" not in shown, shown
            assert shown.count(words) == len(printed), shown
            assert "Done" in shown or "完成" in shown
    finally:
        install_language("en")
