"""Download: every file of the plan, verified, with pause/resume/cancel/retry per file and totals.

A thin view: :class:`DownloadFiles` knows the files, :class:`DownloadQueue` runs them in a worker over the
core ``download_step`` (the UI never waits on the network), :class:`DownloadBoard` draws rows and totals.
A paused file keeps ``NAME.partial`` and its state, so it resumes later, also after a restart.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.core.plan import StepId
from wizard.gui.download_queue import DownloadQueue
from wizard.gui.models.download_files import DownloadFiles, plan_requests
from wizard.gui.pages.base import WizardPage
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.download_board import DownloadBoard

if TYPE_CHECKING:
    from wizard.core.download.engine import EngineOptions
    from wizard.core.download.network import NetworkSettings
    from wizard.gui.models.download_files import AnyRequest
    from wizard.gui.widgets.download_row import DownloadRow

RequestFactory = Callable[[], "list[AnyRequest]"]


class DownloadPage(WizardPage):
    """One :class:`DownloadRow` per file; Next is possible once every file is verified."""

    plan_step = StepId.DOWNLOAD
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.files = DownloadFiles()
        self.request_factory: RequestFactory = lambda: plan_requests(self.session)
        layout = QVBoxLayout(self)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.board = DownloadBoard()
        layout.addLayout(self.board, 1)
        self.total_label, self.start_button = self.board.total_label, self.board.start_button
        self.queue = DownloadQueue(self, session, self.files, self.board, self.banner)
        self.queue.changed.connect(self.completeChanged)
        self.queue.files_verified.connect(self.publish_verified_files)
        self.start_button.clicked.connect(self.start_all)
        self.board.network_button.clicked.connect(self.edit_network_settings)
        for signal, slot in ((self.board.pause_requested, self.queue.pause), (self.board.resume_requested, self.resume),
                             (self.board.cancel_requested, self.queue.cancel),
                             (self.board.local_file_requested, self.choose_local_file)):
            signal.connect(slot)
        self.retranslate_ui()

    @property
    def rows(self) -> dict[str, DownloadRow]:
        """The file rows as painted, by file name."""
        return self.board.rows

    @property
    def options(self) -> EngineOptions | None:
        """The download engine's options (None: its defaults; tests make it fast)."""
        return self.queue.options

    @options.setter
    def options(self, value: EngineOptions | None) -> None:
        self.queue.options = value

    def retranslate_ui(self) -> None:
        """Title, subtitle, rows and totals in the current language."""
        self.setTitle(QCoreApplication.translate("DownloadPage", "Download"))
        self.setSubTitle(QCoreApplication.translate(
            "DownloadPage",
            "Each file comes from NVIDIA or your mirror and is checked against its published checksum "
            "before it is used. You can pause and resume at any time.",
        ))
        self.board.retranslate_ui()
        self.board.show_totals(bool(self.files.requests))

    def initializePage(self) -> None:
        """Show a row per file; downloading starts when the user presses "Download all"."""
        self.banner.clear()
        try:
            requests = self.request_factory()
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            requests = []
        if [r.name for r in requests] == list(self.rows):
            return
        self.files.load(requests)
        self.queue.reset([r.name for r in requests])
        self.board.set_files(requests)
        self.board.show_totals(bool(self.files.requests))

    def isComplete(self) -> bool:
        """Next once every file is verified (a plan without downloads is complete at once)."""
        return virtual_bool(all(row.state == "verified" for row in self.rows.values()) and not self.busy)

    @property
    def busy(self) -> bool:
        """True while a worker downloads."""
        return self.queue.busy

    def busy_work(self) -> str:
        """Said before Cancel or closing the window pauses the downloads."""
        if not self.busy:
            return ""
        return QCoreApplication.translate("DownloadPage", "Files are being downloaded. Stopping pauses them and "
                                                          "keeps what has arrived, to resume next time.")

    def shutdown(self, timeout: float = 10.0) -> None:
        """Closing the wizard pauses everything (partial files stay for the next run) and ends the worker.

        A pause takes effect within one chunk, so this returns quickly.
        """
        self.queue.stop(timeout)

    def start_all(self) -> None:
        """Download every file that is not verified yet."""
        self.banner.clear()
        self.queue.start(list(self.files.requests))

    def resume(self, key: str) -> None:
        """Resume a paused file, or retry a failed or cancelled one."""
        self.banner.clear()
        self.queue.start([key])

    def choose_local_file(self, key: str) -> None:
        """Ask for an archive the user already has; it is copied through the same verified path."""
        path, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("DownloadPage", "Choose the file you already have"), str(Path.home()))
        if path:
            self.use_local_file(key, Path(path))

    def use_local_file(self, key: str, path: Path) -> None:
        """Take ``key`` from ``path`` (a ``file://`` URL): checked against the same published checksum.

        Without a published checksum the file is used where it is, after a size and members check,
        and the row says which check was made."""
        if key in self.files.refused:
            self.queue.take_own_copy(key, path)
            return
        self.files.fetch_from(key, path)
        self.resume(key)

    def edit_network_settings(self) -> None:
        """Proxy, mirror and their passwords (after a 407, or for a company mirror)."""
        from wizard.gui.widgets.network_settings import NetworkSettingsDialog

        dialog = NetworkSettingsDialog(self.session.network, self)
        if dialog.exec() == NetworkSettingsDialog.DialogCode.Accepted:
            self.apply_network_settings(dialog.settings)

    def apply_network_settings(self, settings: NetworkSettings) -> None:
        """Use the settings the dialog saved for this run: the plan's sources again (a new mirror changes the
        URLs) for the files not verified yet."""
        self.session.network = settings
        self.banner.clear()
        try:
            fresh = self.request_factory()
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            return
        self.files.refresh(fresh, set(self.files.requests) - self._verified())

    def verified_files(self) -> dict[str, Path]:
        """File name -> verified path, for the pages that install what was downloaded."""
        return self.files.verified_files(self._verified())

    def publish_verified_files(self) -> None:
        """Hand the verified files to the install pages, by the plan's download kind."""
        if self.session.plan is not None:
            handed = self.files.handed_over(self.session.plan.downloads, self._verified())
            self.session.downloaded, self.session.checksums = handed

    def _verified(self) -> set[str]:
        return {key for key, row in self.rows.items() if row.state == "verified"}
