"""The Download page's board: the totals line with its buttons, the total bar, and the list of file rows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QVBoxLayout, QWidget

from wizard.gui.download_totals import BAR_MAX, FileFigures, totals_of
from wizard.gui.widgets.download_row import DownloadRow, format_size

if TYPE_CHECKING:
    from wizard.gui.download_files import AnyRequest


class DownloadBoard(QVBoxLayout):
    """A layout the page adds under its banner; every row's wishes come out of its signals, by file name."""

    pause_requested = Signal(str)
    resume_requested = Signal(str)  # resume a paused file, or retry a failed or cancelled one
    cancel_requested = Signal(str)
    local_file_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, DownloadRow] = {}
        top = QHBoxLayout()
        self.total_label = QLabel()
        self.total_label.setObjectName("sectionTitle")
        self.start_button, self.network_button = QPushButton(), QPushButton()
        top.addWidget(self.total_label, 1)
        top.addWidget(self.network_button)
        top.addWidget(self.start_button)
        self.addLayout(top)
        self.total_bar = QProgressBar()
        self.total_bar.setRange(0, BAR_MAX)
        self.addWidget(self.total_bar)
        self.rows_box = QVBoxLayout()
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.addLayout(self.rows_box)
        holder_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(holder)
        self.addWidget(scroll, 1)

    def retranslate_ui(self) -> None:
        """Button texts and every row in the current language (the totals follow with show_totals)."""
        self.start_button.setText(QCoreApplication.translate("DownloadPage", "Download all"))
        self.network_button.setText(QCoreApplication.translate("DownloadPage", "Network settings…"))
        for row in self.rows.values():
            row.retranslate_ui()

    def set_files(self, requests: list[AnyRequest]) -> None:
        """One row per request, replacing the old ones; a file without a published checksum says why it
        is not fetched and offers only the user's own copy."""
        from wizard.core.download.sources import Unverifiable

        for row in self.rows.values():
            row.deleteLater()
        self.rows = {}
        for request in requests:
            row = DownloadRow(request.name, request.size)
            row.pause_requested.connect(self.pause_requested)
            row.resume_requested.connect(self.resume_requested)
            row.retry_requested.connect(self.resume_requested)
            row.cancel_requested.connect(self.cancel_requested)
            row.local_file_requested.connect(self.local_file_requested)
            self.rows_box.addWidget(row)
            self.rows[request.name] = row
            if isinstance(request, Unverifiable):
                row.can_download = False
                hint = QCoreApplication.translate(
                    "DownloadPage",
                    "The wizard downloads only files it can verify. If you already have this file, choose it "
                    'with "Use my file…": its size and contents will be checked.',
                )
                row.set_state("failed", request.error.message, hint)

    def show_totals(self, can_start: bool) -> None:
        """"2 of 3 files verified · 10 of 20 MiB" and the bar; "Download all" only where files can be fetched."""
        totals = totals_of(FileFigures(row.state, row.done, row.total) for row in self.rows.values())
        self.total_bar.setRange(0, BAR_MAX)
        self.total_bar.setValue(totals.bar_value)
        text = QCoreApplication.translate("DownloadPage", "{verified} of {count} files verified").format(
            verified=totals.verified, count=totals.count
        )
        if totals.total:
            text += " · " + QCoreApplication.translate("DownloadPage", "{done} of {total}").format(
                done=format_size(totals.done), total=format_size(totals.total)
            )
        if not totals.count:
            text = QCoreApplication.translate("DownloadPage", "This setup needs no downloads.")
        self.total_label.setText(text)
        self.start_button.setVisible(can_start)
