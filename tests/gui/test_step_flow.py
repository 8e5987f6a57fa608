"""step_flow: the before/after boxes and the step runner the install pages and the env-vars page share.

Real Qt widgets offscreen, real step generators run by a real StepWorker (synchronous, as in the pages'
tests); nothing is faked.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Generator

import pytest
from PySide6.QtWidgets import QPlainTextEdit, QProgressBar
from pytestqt.qtbot import QtBot

from wizard.basics.errors import BadInputError
from wizard.basics.events import Advanced, Event, Started
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.env_vars_page import EnvVarsPage
from wizard.gui.pages.install_cuda_page import InstallCudaPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.pages.step_flow import StepRunner, show_failure
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.before_after import BeforeAfterBoxes


def _counting(total: int) -> Generator[Event, None, str]:
    yield Started("count", "Counting", total=total)
    for done in range(1, total + 1):
        yield Advanced("count", done, total)
    return "counted"


def _failing() -> Generator[Event, None, str]:
    yield Started("fail", "Failing")
    raise BadInputError("The archive is not a cuDNN archive.", hint="Choose the file NVIDIA published.")


def _runner(qtbot: QtBot) -> tuple[StepRunner, QProgressBar, list[tuple[Event, bool]]]:
    page = WizardPage(Session(synchronous=True))
    qtbot.addWidget(page)
    progress = QProgressBar(page)
    seen: list[tuple[Event, bool]] = []
    return StepRunner(page, progress, lambda event: seen.append((event, progress.isHidden()))), progress, seen


def test_the_boxes_are_read_only_unwrapped_and_sit_under_their_labels(qtbot: QtBot) -> None:
    boxes = BeforeAfterBoxes()
    for box in (boxes.before_box, boxes.after_box):
        assert box.isReadOnly() and box.lineWrapMode() == QPlainTextEdit.LineWrapMode.NoWrap
    assert boxes.itemAtPosition(0, 0).widget() is boxes.before_label
    assert boxes.itemAtPosition(1, 1).widget() is boxes.after_box


def test_a_step_runs_to_its_result_with_progress_from_its_events_and_the_bar_hides_when_done(
    qtbot: QtBot,
) -> None:
    runner, progress, seen = _runner(qtbot)
    results: list[object] = []
    done: list[bool] = []
    runner.start(lambda: _counting(3), results.append, results.append, on_done=lambda: done.append(True))
    assert results == ["counted"] and done == [True]
    assert progress.maximum() == 3 and progress.value() == 3 and progress.isHidden()
    assert [type(event).__name__ for event, _hidden in seen] == ["Started", "Advanced", "Advanced", "Advanced"]
    assert not any(hidden for _event, hidden in seen), "the bar shows while the step runs"


def test_a_failure_reaches_the_page_and_shows_its_message_and_hint(qtbot: QtBot) -> None:
    runner, _progress, _seen = _runner(qtbot)
    errors: list[object] = []
    runner.start(_failing, lambda _result: None, errors.append)
    assert len(errors) == 1 and isinstance(errors[0], BadInputError)
    banner = Banner()
    qtbot.addWidget(banner)
    show_failure(banner, errors[0])
    assert banner.level == "error" and "not a cuDNN archive" in banner.message_label.text()
    assert "NVIDIA published" in banner.hint_label.text()
    show_failure(banner, OSError("disk full"))
    assert banner.message_label.text() == "disk full", "any other exception shows its text"
    show_failure(banner, KeyError())
    assert banner.message_label.text() == "KeyError", "or its name when it has no text: never a blank banner"


def test_cancel_stops_the_step_at_its_next_event(qtbot: QtBot) -> None:
    page = WizardPage(Session(synchronous=True))
    qtbot.addWidget(page)
    cancelled: list[bool] = []
    results: list[object] = []
    runner = StepRunner(page, QProgressBar(page), lambda _event: runner.cancel())
    runner.start(lambda: _counting(5), results.append, results.append, on_cancelled=lambda: cancelled.append(True))
    assert cancelled == [True] and results == []


@pytest.mark.parametrize("page_class", [InstallCudaPage, InstallCudnnPage, EnvVarsPage])
def test_closing_the_wizard_cancels_a_running_step_and_waits_for_its_cleanup(
    qtbot: QtBot, page_class: type[InstallCudaPage | InstallCudnnPage | EnvVarsPage]
) -> None:
    """A threaded step (as in the real app) is stopped before the window goes: no copy is cut off halfway."""
    page = page_class(Session(synchronous=False))
    qtbot.addWidget(page)
    running, cleaned = threading.Event(), threading.Event()

    def endless() -> Generator[Event, None, None]:
        try:
            while True:
                running.set()
                time.sleep(0.01)
                yield Advanced("copy", 1, 2)
        finally:
            cleaned.set()

    step_runner = page.step_runner
    step_runner.start(endless, lambda _result: None, lambda _error: None)
    assert running.wait(3)
    page.shutdown()
    assert cleaned.is_set(), "the step was cancelled and its finally block (the rollback) ran"
    assert step_runner.worker is not None and step_runner.worker.wait(0)
