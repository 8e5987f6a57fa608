"""The Download page's queue: files wait their turn, then run together in one worker, painted on their rows.

Pause and cancel go through each file's :class:`DownloadControl`, which the engine's threads watch, so the
UI thread never waits on the network. One :class:`StepWorker` runs the core ``download_step`` at a time;
files queued meanwhile run in the next batch. Events are painted on the board's rows on the UI thread.
A child of the page that holds no reference to it (it signals instead): a page in a reference cycle would
be freed by the garbage collector, which may run on a download thread, and Qt widgets die on the UI thread.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from wizard.basics.errors import WizardError
from wizard.basics.events import Advanced, Event
from wizard.core.download.control import DownloadControl
from wizard.core.download.state import discard_partial
from wizard.gui.models.download_files import DownloadFiles, outcome_of
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from pathlib import Path

    from wizard.core.download.engine import EngineOptions
    from wizard.core.download.step import DownloadReport
    from wizard.gui.session import Session
    from wizard.gui.widgets.banner import Banner
    from wizard.gui.widgets.download_board import DownloadBoard


class DownloadQueue(QObject):
    """Which files wait, which run, and the worker running them."""

    changed = Signal()  # whether Next is possible may have changed (the page's completeChanged)
    files_verified = Signal()  # files may have been verified (a batch ended, a copy was checked): hand them over

    def __init__(self, parent: QObject, session: Session, files: DownloadFiles, board: DownloadBoard,
                 banner: Banner) -> None:
        super().__init__(parent)
        self.session, self.files, self.board, self.banner = session, files, board, banner
        self.options: EngineOptions | None = None  # None: the engine's defaults
        self.controls: dict[str, DownloadControl] = {}
        self.waiting: list[str] = []
        self.running_keys: list[str] = []
        self.worker: StepWorker | None = None

    @property
    def busy(self) -> bool:
        """True while a worker downloads."""
        return self.worker is not None and self.worker.running

    def reset(self, keys: list[str]) -> None:
        """A fresh control for each of ``keys``; nothing waits."""
        self.controls = {key: DownloadControl() for key in keys}
        self.waiting = []

    def start(self, keys: list[str]) -> None:
        """Queue ``keys`` (files not verified yet) and run the queue in a worker unless one already runs."""
        rows = self.board.rows
        for key in keys:
            if key in self.files.requests and key not in self.waiting and rows[key].state != "verified":
                self.controls[key].reset()
                rows[key].set_state("waiting")
                self.waiting.append(key)
        self.run()

    def pause(self, key: str) -> None:
        """Stop ``key`` soon, keeping what is downloaded (a file that only waited is paused at once)."""
        self.controls[key].pause()
        if key in self.waiting:
            self.waiting.remove(key)
            self.board.rows[key].set_state("paused")

    def cancel(self, key: str) -> None:
        """Stop ``key`` and delete its partial file (a running file's goes when its run ends)."""
        self.controls[key].cancel()
        if key not in self.running_keys:
            if key in self.waiting:
                self.waiting.remove(key)
            discard_partial(self.files.requests[key].dest)
            self.board.rows[key].set_state("cancelled")
        self.board.show_totals(bool(self.files.requests))

    def take_own_copy(self, key: str, path: Path) -> None:
        """A file without a published checksum, from the user's ``path`` once its size and members match."""
        try:
            check = self.files.check_own_copy(key, path)
        except WizardError as error:
            self.board.rows[key].set_state("failed", error.message, error.hint)
            return
        self.files_verified.emit()
        self.board.rows[key].set_checked(check.summary)
        self.board.show_totals(bool(self.files.requests))
        self.changed.emit()

    def stop(self, timeout: float) -> None:
        """Nothing more starts, and what runs pauses (within one chunk); returns once the worker has ended.

        The worker's thread quits from a queued slot on this (UI) thread, so events are processed while
        waiting.
        """
        self.waiting = []
        for control in self.controls.values():
            control.pause()
        deadline = time.monotonic() + timeout
        while self.busy and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.01)

    def run(self) -> None:
        """Start a worker for every waiting file, unless one runs already or nothing waits."""
        self.board.start_button.setEnabled(not self.busy and not self.waiting)
        if self.busy or not self.waiting:
            self.board.show_totals(bool(self.files.requests))
            self.changed.emit()
            return
        from wizard.core.download.step import download_step

        self.running_keys, self.waiting = list(self.waiting), []
        batch = [self.files.requests[key] for key in self.running_keys]
        controls = {key: self.controls[key] for key in self.running_keys}
        options, settings = self.options, self.session.network
        self.worker = StepWorker(
            lambda: download_step(batch, None, options, controls, settings),
            self,
            synchronous=self.session.synchronous,
        )
        self.worker.event_emitted.connect(self._on_event)
        self.worker.succeeded.connect(self._on_report)
        self.worker.failed.connect(self._on_failed)
        self.worker.done.connect(self._on_done)
        self.changed.emit()
        self.board.start_button.setEnabled(False)
        self.worker.start()

    def _on_event(self, event: Event) -> None:
        row = self.board.rows.get(getattr(event, "key", ""))
        if row is not None:
            row.show_event(event)
            if isinstance(event, Advanced):
                self.board.show_totals(bool(self.files.requests))

    def _on_report(self, report: DownloadReport) -> None:
        for result in report.files:
            self.files.record(result)
            self.board.rows[result.name].show_outcome(outcome_of(result))

    def _on_failed(self, error: Exception) -> None:
        message, hint = (error.message, error.hint) if isinstance(error, WizardError) else (str(error), "")
        self.banner.show_message("error", message, hint)
        for key in self.running_keys:
            if self.board.rows[key].state in ("running", "waiting"):
                self.board.rows[key].set_state("failed", message, hint)

    def _on_done(self) -> None:
        self.running_keys = []
        self.files_verified.emit()
        self.run()
