"""Run a core step generator off the UI thread and deliver its events as Qt signals on the UI thread.

Why two objects: the ``_Runner`` lives in a ``QThread`` and drives the generator; the public
:class:`StepWorker` stays on the UI thread and re-emits what the runner reports. Because the runner's
signals cross threads, Qt queues them, so every slot connected to ``StepWorker`` (even a lambda, which
has no thread affinity of its own) runs on the UI thread and may touch widgets.

Cancel sets a flag checked between yields (the superqt ``GeneratorWorker`` pattern); the generator is
then closed so its ``finally`` blocks run. Synchronous mode drives the same generator inline, so page
tests are deterministic (gitfourchette's ``APP_NOTHREADS``); ``TFGPU_WIZARD_NO_THREADS=1`` turns it on.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from wizard.basics.errors import Cancelled
from wizard.basics.events import Event

StepFactory = Callable[[], Generator[Event, None, Any]]


def threads_disabled() -> bool:
    """True when ``TFGPU_WIZARD_NO_THREADS`` asks for synchronous steps (tests, debugging)."""
    return os.environ.get("TFGPU_WIZARD_NO_THREADS", "") not in ("", "0")


class _Runner(QObject):
    """Drives the generator inside the worker thread; reports through queued signals."""

    event_emitted = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    finished = Signal()

    def __init__(self, factory: StepFactory, cancel_flag: threading.Event) -> None:
        super().__init__()
        self._factory = factory
        self._cancel_flag = cancel_flag

    @Slot()
    def run(self) -> None:
        """Iterate the step to its end, a failure or a cancel; exactly one final signal, then ``finished``."""
        try:
            self._drive()
        finally:
            self.finished.emit()

    def _drive(self) -> None:
        try:
            step = self._factory()
        except Exception as error:  # a factory failing is a failed step, shown to the user
            self.failed.emit(error)
            return
        try:
            while True:
                if self._cancel_flag.is_set():
                    step.close()
                    self.cancelled.emit()
                    return
                self.event_emitted.emit(next(step))
        except StopIteration as stop:
            self.succeeded.emit(stop.value)
        except Cancelled:
            self.cancelled.emit()
        except Exception as error:  # every failure reaches the page as a message, never a crash
            self.failed.emit(error)


class StepWorker(QObject):
    """Runs one step; connect to the signals, then :meth:`start`. One worker runs one step once.

    Signals (always delivered on the UI thread): ``event_emitted(Event)``, then exactly one of
    ``succeeded(result)``, ``failed(exception)`` or ``cancelled()``, and finally ``done()``.
    """

    event_emitted = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    done = Signal()

    def __init__(
        self, factory: StepFactory, parent: QObject | None = None, *, synchronous: bool | None = None
    ) -> None:
        super().__init__(parent)
        self._cancel_flag = threading.Event()
        self._runner = _Runner(factory, self._cancel_flag)
        self._synchronous = threads_disabled() if synchronous is None else synchronous
        self._thread: QThread | None = None
        self._running = False
        # Bound slots of this UI-thread object: Qt queues these cross-thread calls (see module docstring).
        self._runner.event_emitted.connect(self._on_event)
        self._runner.succeeded.connect(self._on_succeeded)
        self._runner.failed.connect(self._on_failed)
        self._runner.cancelled.connect(self._on_cancelled)

    @property
    def running(self) -> bool:
        """True from :meth:`start` until ``done`` is emitted."""
        return self._running

    def start(self) -> None:
        """Begin the step: in a new thread, or right here (returning when done) in synchronous mode."""
        if self._running:
            return
        self._running = True
        if self._synchronous:
            self._runner.run()
            return
        self._thread = QThread()
        self._runner.moveToThread(self._thread)
        self._thread.started.connect(self._runner.run)
        # The thread ends with the step, from inside it: wait() then needs no event loop on the UI thread
        # (a quit queued to the UI thread would never run while the UI thread blocks in wait()).
        self._runner.finished.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)
        self._thread.start()

    def cancel(self) -> None:
        """Ask the step to stop at its next yield; ``cancelled`` follows."""
        self._cancel_flag.set()

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Block until the step has ended and its thread with it (shutdown and tests only); True when it did."""
        if self._thread is None:
            return True
        return self._thread.wait(timeout_ms)

    @Slot(object)
    def _on_event(self, event: object) -> None:
        self.event_emitted.emit(event)

    @Slot(object)
    def _on_succeeded(self, result: object) -> None:
        self._stop_thread()
        self.succeeded.emit(result)
        self._end()

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        self._stop_thread()
        self.failed.emit(error)
        self._end()

    @Slot()
    def _on_cancelled(self) -> None:
        self._stop_thread()
        self.cancelled.emit()
        self._end()

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()

    def _end(self) -> None:
        self._running = False
        self.done.emit()
