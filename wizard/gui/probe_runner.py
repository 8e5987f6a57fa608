"""The System check page's probe in a worker: its log, its busy line, and a result a facts file can override.

A child of the page that holds no reference to it (it signals instead), so the page is freed as soon as it
is dropped, on the UI thread, rather than by the garbage collector on whichever thread it runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from wizard.basics.events import Event
from wizard.gui.models.system_check_text import ProbeLog, probe_failure
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.gui.session import Session
    from wizard.gui.widgets.banner import Banner
    from wizard.gui.widgets.findings_board import FindingsBoard


class ProbeRunner(QObject):
    """Runs ``session.probe`` in a :class:`StepWorker`, so the UI stays responsive meanwhile."""

    found = Signal(object)  # the facts the probe found
    finished = Signal()  # the probe ended (found, failed or cancelled)

    def __init__(self, parent: QObject, session: Session, board: FindingsBoard, banner: Banner) -> None:
        super().__init__(parent)
        self.session, self.board, self.banner = session, board, banner
        self.log = ProbeLog()
        self.worker: StepWorker | None = None
        self._discard = False  # set when a facts file replaced the probe that is still running

    @property
    def running(self) -> bool:
        """True while the probe runs in its worker."""
        return self.worker is not None and self.worker.running

    def start(self) -> None:
        """Probe this computer (unless a probe runs already); the facts come with ``found``."""
        if self.running:
            return
        self.banner.clear()
        self._discard = False
        self.log = ProbeLog()
        self.worker = StepWorker(self.session.probe, self, synchronous=self.session.synchronous)
        self.worker.event_emitted.connect(self._on_event)
        self.worker.succeeded.connect(self._on_succeeded)
        self.worker.failed.connect(self._on_failed)
        self.worker.done.connect(self._on_done)
        self.board.set_busy(True)
        self.worker.start()

    def discard(self) -> None:
        """Facts from a file replace the running probe: cancel it and ignore what it finds."""
        if self.running and self.worker is not None:
            self._discard = True
            self.worker.cancel()

    def stop(self, timeout_ms: int = 3000) -> None:
        """Cancel a running probe and wait for its thread."""
        if self.worker is not None and self.worker.running:
            self.worker.cancel()
            self.worker.wait(timeout_ms)

    def _on_event(self, event: Event) -> None:
        status = self.log.add(event)
        if status is not None:
            self.board.busy_label.setText(status)
        self.board.details_view.setPlainText(self.log.details(self.session.facts))

    def _on_succeeded(self, facts: MachineFacts) -> None:
        if not self._discard:
            self.found.emit(facts)

    def _on_failed(self, error: Exception) -> None:
        self.banner.show_message("error", *probe_failure(error))

    def _on_done(self) -> None:
        self.board.set_busy(False)
        self.finished.emit()
