"""What the review -> apply -> result -> undo pages share: one step run at a time, failures in the banner.

The Install CUDA / Install cuDNN pages (:mod:`wizard.gui.pages.install_common`) and the Environment
variables page both show what is there now next to what will be there, run a core step in a
:class:`~wizard.gui.workers.StepWorker` with its progress on a bar, and show a failure as message + hint
in the banner. This module is that part, once; each page keeps its own states, buttons and texts.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtWidgets import QProgressBar

from wizard.basics.events import Advanced, Event, Started
from wizard.gui.models.failures import failure_text
from wizard.gui.pages.base import WizardPage
from wizard.gui.widgets.banner import Banner
from wizard.gui.workers import StepWorker

StepFactory = Callable[[], Generator[Event, None, Any]]


def show_failure(banner: Banner, failure: object) -> None:
    """A failed step's exception, or an undo report's failed item, as message + hint in the banner."""
    banner.show_message("error", *failure_text(failure))


class StepRunner:
    """Runs a page's steps one at a time: the worker (synchronous when the session says so), the progress
    bar fed from its events (busy until a step says how much there is), and the bar hidden when done."""

    def __init__(self, page: WizardPage, progress: QProgressBar,
                 on_event: Callable[[Event], None] | None = None) -> None:
        self.page = page
        self.progress = progress
        self.on_event = on_event
        self.worker: StepWorker | None = None
        self._keys: set[str] = set()

    def start(self, factory: StepFactory, on_success: Callable[[Any], None], on_failed: Callable[[object], None],
              on_cancelled: Callable[[], None] | None = None, on_done: Callable[[], None] | None = None) -> None:
        """Run ``factory``'s step; exactly one of on_success/on_failed/on_cancelled follows, then on_done."""
        self.progress.setVisible(True)
        self.progress.setRange(0, 0)
        self.worker = StepWorker(factory, self.page, synchronous=self.page.session.synchronous)
        self.worker.event_emitted.connect(self._show_event)
        self.worker.succeeded.connect(on_success)
        self.worker.failed.connect(on_failed)
        if on_cancelled is not None:
            self.worker.cancelled.connect(on_cancelled)
        self.worker.done.connect(self._finish)
        if on_done is not None:
            self.worker.done.connect(on_done)
        self.worker.start()

    @property
    def running(self) -> bool:
        """True while a step runs in the worker."""
        return self.worker is not None and self.worker.running

    def cancel(self) -> None:
        """Ask the running step to stop at its next event."""
        if self.worker is not None:
            self.worker.cancel()

    def stop(self, timeout_ms: int = 10000) -> None:
        """Cancel the running step and wait until it has stopped (its cleanup and rollback have run)."""
        if self.worker is not None and self.worker.running:
            self.worker.cancel()
            self.worker.wait(timeout_ms)

    def _show_event(self, event: Event) -> None:
        """The bar follows the keys a ``Started`` opened; other figures (bytes as words) are the page's."""
        if isinstance(event, Started):
            self._keys.add(event.key)
            self.progress.setRange(0, event.total or 0)
        elif isinstance(event, Advanced) and event.key in self._keys and self.progress.maximum() > 0:
            self.progress.setValue(min(event.done, self.progress.maximum()))
        if self.on_event is not None:
            self.on_event(event)

    def _finish(self) -> None:
        self.progress.setVisible(False)
