"""Download: every file of the plan, verified, with pause/resume/cancel/retry per file and totals.

The work runs in a :class:`StepWorker` (a QThread) over the core ``download_step``; this page only
paints events. Pause and cancel go through each file's :class:`DownloadControl`, which the engine's
threads watch, so the UI never waits on the network. A paused file keeps ``NAME.partial`` and its
state, so it resumes later, also after the wizard was closed and opened again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.errors import WizardError
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.core.download.control import DownloadControl
from wizard.core.download.state import discard_partial
from wizard.gui.pages.base import WizardPage
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.download_row import DownloadRow, format_size
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:  # the engine pulls in requests: imported when the page first downloads, not at start-up
    from wizard.core.download.engine import DownloadRequest, EngineOptions
    from wizard.core.download.published import ListedRequest
    from wizard.core.download.sources import Unverifiable
    from wizard.core.download.step import DownloadReport, FileResult

RequestFactory = Callable[[], "list[DownloadRequest | ListedRequest | Unverifiable]"]
# Errors after which the engine deleted the partial file (see wizard.core.download.errors).
PARTIAL_DELETED = {"download-checksum-mismatch", "download-size-mismatch", "download-bad-content-range"}


def plan_requests(session: Session) -> list[DownloadRequest | ListedRequest | Unverifiable]:
    """The plan's downloads as engine requests (into the cache, through the saved network settings);
    a file whose md5 is in NVIDIA's published list is a ``ListedRequest`` (the list is read when it is
    fetched); one without any published checksum is ``Unverifiable``: shown, never fetched."""
    from wizard.core.download.sources import load_network_settings, split_downloads

    if session.plan is None:
        return []
    return split_downloads(session.plan.downloads, None, load_network_settings())


class DownloadPage(WizardPage):
    """One :class:`DownloadRow` per file; Next is possible once every file is verified."""

    plan_step = "download"
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.digests: dict[str, str] = {}  # file name -> checksum it was verified with
        self.request_factory: RequestFactory = lambda: plan_requests(self.session)
        self.options: EngineOptions | None = None  # None: the engine's defaults
        self.requests: dict[str, DownloadRequest | ListedRequest] = {}
        self.refused: dict[str, Unverifiable] = {}  # no published checksum: only the user's own copy
        self.local_paths: dict[str, Path] = {}  # user's copies checked by size and members
        self.rows: dict[str, DownloadRow] = {}
        self.controls: dict[str, DownloadControl] = {}
        self.queue: list[str] = []
        self.worker: StepWorker | None = None
        self.running_keys: list[str] = []
        layout = QVBoxLayout(self)
        self.banner = Banner()
        layout.addWidget(self.banner)
        top = QHBoxLayout()
        self.total_label = QLabel()
        self.total_label.setObjectName("sectionTitle")
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start_all)
        self.network_button = QPushButton()
        self.network_button.clicked.connect(self.edit_network_settings)
        top.addWidget(self.total_label, 1)
        top.addWidget(self.network_button)
        top.addWidget(self.start_button)
        layout.addLayout(top)
        self.total_bar = QProgressBar()
        layout.addWidget(self.total_bar)
        self.rows_box = QVBoxLayout()
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.addLayout(self.rows_box)
        holder_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Title, subtitle, rows and totals in the current language."""
        self.setTitle(QCoreApplication.translate("DownloadPage", "Download"))
        self.setSubTitle(
            QCoreApplication.translate(
                "DownloadPage",
                "Each file comes from NVIDIA or your mirror and is checked against its published checksum "
                "before it is used. You can pause and resume at any time.",
            )
        )
        self.start_button.setText(QCoreApplication.translate("DownloadPage", "Download all"))
        self.network_button.setText(QCoreApplication.translate("DownloadPage", "Network settings…"))
        for row in self.rows.values():
            row.retranslate_ui()
        self._update_totals()

    # --- page life cycle ----------------------------------------------------------------------------

    def initializePage(self) -> None:
        """Show a row per file; downloading starts when the user presses "Download all"."""
        self.banner.clear()
        try:
            requests = self.request_factory()
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            requests = []
        if [r.name for r in requests] != list(self.rows):
            self._build_rows(requests)

    def start_all(self) -> None:
        """Download every file that is not verified yet."""
        self.banner.clear()
        self.start(list(self.requests))

    def isComplete(self) -> bool:
        """Next once every file is verified (a plan without downloads is complete at once)."""
        return virtual_bool(all(row.state == "verified" for row in self.rows.values()) and not self.busy)

    def verified_files(self) -> dict[str, Path]:
        """File name -> verified path, for the pages that install what was downloaded."""
        paths = {key: self.requests[key].dest for key in self.requests if self.rows[key].state == "verified"}
        return paths | self.local_paths

    @property
    def busy(self) -> bool:
        """True while a worker downloads."""
        return self.worker is not None and self.worker.running

    def busy_work(self) -> str:
        """Said before Cancel or closing the window pauses the downloads."""
        if not self.busy:
            return ""
        return QCoreApplication.translate("DownloadPage", "Files are being downloaded. Stopping pauses them and "
                                                          "keeps what has arrived, to resume next time.")

    def shutdown(self, timeout: float = 10.0) -> None:
        """Closing the wizard pauses everything (partial files stay for the next run) and ends the worker.

        The worker's thread quits from a queued slot on this (UI) thread, so events are processed while
        waiting; a pause takes effect within one chunk, so this returns quickly.
        """
        self.queue = []
        for control in self.controls.values():
            control.pause()
        deadline = time.monotonic() + timeout
        while self.busy and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.01)

    def _build_rows(self, requests: list[DownloadRequest | ListedRequest | Unverifiable]) -> None:
        from wizard.core.download.sources import Unverifiable

        for row in self.rows.values():
            row.deleteLater()
        self.requests = {r.name: r for r in requests if not isinstance(r, Unverifiable)}
        self.refused = {r.name: r for r in requests if isinstance(r, Unverifiable)}
        self.rows, self.controls, self.queue, self.local_paths = {}, {}, [], {}
        for request in requests:
            row = DownloadRow(request.name, request.size)
            row.pause_requested.connect(self.pause)
            row.resume_requested.connect(self.resume)
            row.retry_requested.connect(self.resume)
            row.cancel_requested.connect(self.cancel)
            row.local_file_requested.connect(self.choose_local_file)
            self.rows_box.addWidget(row)
            self.rows[request.name] = row
            self.controls[request.name] = DownloadControl()
            if isinstance(request, Unverifiable):
                row.can_download = False
                hint = QCoreApplication.translate(
                    "DownloadPage",
                    "The wizard downloads only files it can verify. If you already have this file, choose it "
                    'with "Use my file…": its size and contents will be checked.',
                )
                row.set_state("failed", request.error.message, hint)
        self._update_totals()

    # --- user actions -------------------------------------------------------------------------------

    def start(self, keys: list[str]) -> None:
        """Queue ``keys`` and run the queue in a worker unless one already runs."""
        for key in keys:
            if key in self.requests and key not in self.queue and self.rows[key].state != "verified":
                self.controls[key].reset()
                self.rows[key].set_state("waiting")
                self.queue.append(key)
        self._run_queue()

    def pause(self, key: str) -> None:
        """Stop ``key`` soon, keeping what is downloaded."""
        self.controls[key].pause()
        if key in self.queue:
            self.queue.remove(key)
            self.rows[key].set_state("paused")

    def resume(self, key: str) -> None:
        """Resume a paused file, or retry a failed or cancelled one."""
        self.banner.clear()
        self.start([key])

    def cancel(self, key: str) -> None:
        """Stop ``key`` and delete its partial file."""
        self.controls[key].cancel()
        if key not in self.running_keys:
            if key in self.queue:
                self.queue.remove(key)
            discard_partial(self.requests[key].dest)
            self.rows[key].set_state("cancelled")
        self._update_totals()

    def choose_local_file(self, key: str) -> None:
        """Ask for an archive the user already has; it is copied through the same verified path."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("DownloadPage", "Choose the file you already have"),
            str(Path.home()),
        )
        if path:
            self.use_local_file(key, Path(path))

    def use_local_file(self, key: str, path: Path) -> None:
        """Take ``key`` from ``path`` (a ``file://`` URL): checked against the same published checksum.

        Without a published checksum the file is used where it is, after a size and members check,
        and the row says which check was made."""
        if key in self.refused:
            self._use_unverifiable(key, path)
            return
        discard_partial(self.requests[key].dest)
        self.requests[key] = replace(self.requests[key], url=path.resolve().as_uri())
        self.resume(key)

    def _use_unverifiable(self, key: str, path: Path) -> None:
        from wizard.core.download.local_file import verify_local_file

        item = self.refused[key]
        try:
            check = verify_local_file(path, None, item.size, item.members)
        except WizardError as error:
            self.rows[key].set_state("failed", error.message, error.hint)
            return
        self.local_paths[key] = path
        self.publish_verified_files()
        self.rows[key].set_verified(check.summary)
        self._update_totals()
        self.completeChanged.emit()

    def edit_network_settings(self) -> None:
        """Proxy, mirror and their passwords (after a 407, or for a company mirror)."""
        from wizard.gui.widgets.network_settings import NetworkSettingsDialog

        dialog = NetworkSettingsDialog(self)
        if dialog.exec() == NetworkSettingsDialog.DialogCode.Accepted:
            self.apply_network_settings()

    def apply_network_settings(self) -> None:
        """Re-read the plan's sources (a new mirror changes the URLs) for the files not verified yet."""
        from wizard.core.download.sources import Unverifiable

        self.banner.clear()
        try:
            fresh = {request.name: request for request in self.request_factory()}
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            return
        for key in self.requests:
            new = fresh.get(key)
            if self.rows[key].state != "verified" and new is not None and not isinstance(new, Unverifiable):
                self.requests[key] = new

    # --- the worker ---------------------------------------------------------------------------------

    def _run_queue(self) -> None:
        self.start_button.setEnabled(not self.busy and not self.queue)
        if self.busy or not self.queue:
            self._update_totals()
            self.completeChanged.emit()
            return
        from wizard.core.download.sources import load_network_settings
        from wizard.core.download.step import download_step

        self.running_keys, self.queue = list(self.queue), []
        batch = [self.requests[key] for key in self.running_keys]
        controls = {key: self.controls[key] for key in self.running_keys}
        options = self.options
        self.worker = StepWorker(
            lambda: download_step(batch, None, options, controls, load_network_settings()),
            self,
            synchronous=self.session.synchronous,
        )
        self.worker.event_emitted.connect(self._on_event)
        self.worker.succeeded.connect(self._on_report)
        self.worker.failed.connect(self._on_failed)
        self.worker.done.connect(self._on_done)
        self.completeChanged.emit()
        self.start_button.setEnabled(False)
        self.worker.start()

    def _on_event(self, event: Event) -> None:
        row = self.rows.get(getattr(event, "key", ""))
        if row is None:
            return
        if isinstance(event, Started):
            row.set_state("running")
        elif isinstance(event, Advanced):
            row.set_progress(event.done, event.total)
            self._update_totals()
        elif isinstance(event, LogLine) and event.level == "error":
            row.set_state("failed", event.text)
        elif isinstance(event, Finished) and event.ok:
            row.set_verified(event.detail)

    def _on_report(self, report: DownloadReport) -> None:
        for result in report.files:
            self._apply_result(self.rows[result.name], result)

    def _apply_result(self, row: DownloadRow, result: FileResult) -> None:
        if result.status == "verified":
            self.digests[result.name] = result.hexdigest
            row.set_verified(result.detail)
        elif result.status == "failed":
            fields: dict[str, Any] = dict(result.error)
            if fields.get("reference") in PARTIAL_DELETED:
                row.done = 0
            row.set_state("failed", fields.get("message", result.detail), fields.get("hint", ""))
        else:
            if result.status == "cancelled":
                discard_partial(self.requests[result.name].dest)
            row.set_state(result.status)

    def _on_failed(self, error: Exception) -> None:
        message = error.message if isinstance(error, WizardError) else str(error)
        hint = error.hint if isinstance(error, WizardError) else ""
        self.banner.show_message("error", message, hint)
        for key in self.running_keys:
            if self.rows[key].state in ("running", "waiting"):
                self.rows[key].set_state("failed", message, hint)

    def _on_done(self) -> None:
        self.running_keys = []
        self.publish_verified_files()
        self._run_queue()

    def publish_verified_files(self) -> None:
        """Hand the verified files to the install pages, by the plan's download kind."""
        if self.session.plan is None:
            return
        paths = self.verified_files()
        downloads = self.session.plan.downloads
        self.session.downloaded = {item.kind: paths[item.file] for item in downloads if item.file in paths}
        self.session.checksums = {item.kind: self.digests[item.file] for item in downloads if item.file in self.digests}

    def _update_totals(self) -> None:
        rows = list(self.rows.values())
        known = [row.total for row in rows if row.total]
        total = sum(known) if known and len(known) == len(rows) else None
        done = sum(min(row.done, row.total or row.done) for row in rows)
        verified = sum(row.state == "verified" for row in rows)
        self.total_bar.setRange(0, 1000)
        complete = bool(rows) and verified == len(rows)
        self.total_bar.setValue(done * 1000 // total if total else 1000 if complete else 0)
        text = QCoreApplication.translate("DownloadPage", "{verified} of {count} files verified").format(
            verified=verified, count=len(rows)
        )
        if total:
            text += " · " + QCoreApplication.translate("DownloadPage", "{done} of {total}").format(
                done=format_size(done), total=format_size(total)
            )
        if not rows:
            text = QCoreApplication.translate("DownloadPage", "This setup needs no downloads.")
        self.total_label.setText(text)
        self.start_button.setVisible(bool(self.requests))
