"""StepWorker runs a core step off the UI thread, delivers its events on the UI thread, and can cancel."""

from __future__ import annotations

import threading
import time
from collections.abc import Generator

import pytest
from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wizard.basics.errors import WizardError
from wizard.basics.events import Advanced, Event, LogLine, Started
from wizard.gui.workers import StepWorker


def counting_step(pause: float = 0.0) -> Generator[Event, None, str]:
    yield Started("count", "Counting", total=3)
    for done in range(1, 4):
        time.sleep(pause)
        yield Advanced("count", done, 3)
    return "counted"


def collect(worker: StepWorker) -> dict[str, list[object]]:
    names = ("events", "succeeded", "failed", "cancelled", "threads")
    seen: dict[str, list[object]] = {name: [] for name in names}

    def on_event(event: object) -> None:
        seen["events"].append(event)
        seen["threads"].append(QThread.currentThread())

    worker.event_emitted.connect(on_event)
    worker.succeeded.connect(seen["succeeded"].append)
    worker.failed.connect(seen["failed"].append)
    worker.cancelled.connect(lambda: seen["cancelled"].append(True))
    return seen


def test_synchronous_mode_delivers_every_event_in_order_then_the_result(qtbot: QtBot) -> None:
    worker = StepWorker(counting_step, synchronous=True)
    seen = collect(worker)
    worker.start()
    assert not worker.running
    assert [type(e).__name__ for e in seen["events"]] == ["Started", "Advanced", "Advanced", "Advanced"]
    assert seen["succeeded"] == ["counted"] and not seen["failed"]


def test_a_slow_step_in_a_thread_leaves_the_event_loop_free(qtbot: QtBot) -> None:
    """The UI thread keeps processing timers while the step sleeps; events arrive on the UI thread."""
    worker = StepWorker(lambda: counting_step(pause=0.15), synchronous=False)
    seen = collect(worker)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    with qtbot.waitSignal(worker.done, timeout=5000):
        worker.start()
        assert worker.running
    timer.stop()
    assert seen["succeeded"] == ["counted"]
    assert len(ticks) >= 8, f"the event loop ran only {len(ticks)} timer ticks during a 0.45 s step"
    ui_thread = QApplication.instance().thread()  # type: ignore[union-attr]
    assert seen["threads"] and all(thread is ui_thread for thread in seen["threads"])
    assert worker.wait(1000)


def test_cancel_stops_at_the_next_yield_and_runs_the_steps_cleanup(qtbot: QtBot) -> None:
    cleaned = threading.Event()
    release = threading.Event()

    def endless() -> Generator[Event, None, None]:
        try:
            while True:
                release.wait(0.02)
                yield LogLine("info", "still going")
        finally:
            cleaned.set()

    worker = StepWorker(endless, synchronous=False)
    seen = collect(worker)
    with qtbot.waitSignal(worker.done, timeout=5000):
        worker.start()
        qtbot.waitUntil(lambda: len(seen["events"]) >= 2, timeout=3000)
        worker.cancel()
    assert seen["cancelled"] == [True] and not seen["succeeded"] and not seen["failed"]
    assert cleaned.is_set(), "the generator was closed, so its finally block ran"


@pytest.mark.parametrize("synchronous", [True, False])
def test_a_failing_step_reports_the_error_and_never_raises_into_qt(qtbot: QtBot, synchronous: bool) -> None:
    def broken() -> Generator[Event, None, None]:
        yield LogLine("info", "about to fail")
        raise WizardError("The thing broke.", hint="Do the other thing.")

    worker = StepWorker(broken, synchronous=synchronous)
    seen = collect(worker)
    with qtbot.waitSignal(worker.done, timeout=5000):
        worker.start()
    assert len(seen["failed"]) == 1
    error = seen["failed"][0]
    assert isinstance(error, WizardError) and error.hint == "Do the other thing."
    assert not seen["succeeded"]


def test_wait_after_cancel_returns_once_the_step_stopped_without_the_event_loop(qtbot: QtBot) -> None:
    """Shutdown blocks the UI thread in wait(): the thread must end without a slot queued to that thread."""
    running = threading.Event()

    def endless() -> Generator[Event, None, None]:
        while True:
            running.set()
            time.sleep(0.01)
            yield LogLine("info", "still going")

    worker = StepWorker(endless, synchronous=False)
    worker.start()
    assert running.wait(3)
    worker.cancel()
    started = time.monotonic()
    assert worker.wait(3000), "the thread ended with the step"
    assert time.monotonic() - started < 1.0
    with qtbot.waitSignal(worker.done, timeout=3000):
        pass  # the queued final signals still reach the UI thread afterwards
