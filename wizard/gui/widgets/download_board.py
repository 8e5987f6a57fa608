"""The Download page's board: the totals line with its buttons, the total bar, and the list of file rows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QVBoxLayout, QWidget

from wizard.basics.i18n import tr_n
from wizard.gui.models.download_sizes import planned_total
from wizard.gui.models.download_totals import BAR_MAX, FileFigures, totals_of
from wizard.gui.widgets.download_row import DownloadRow, format_size

if TYPE_CHECKING:
    from wizard.core.download.sources import Unverifiable
    from wizard.gui.models.download_files import AnyRequest


def show_unpublished(row: DownloadRow, item: Unverifiable) -> None:
    """A file without a published checksum: what to download, where from, why the wizard cannot check it,
    and what "Use my file…" checks instead (the row waits for the user's file, amber, not red)."""
    from wizard.core.download.own_copy import where_to_get

    tr = QCoreApplication.translate
    where = where_to_get(item)
    row.can_download = False
    if where.version and where.cuda and where.os:
        what = tr("DownloadPage", "Download it yourself: cuDNN {version} for CUDA {cuda}, for {os}, the file "
                                  "{file}.").format(version=where.version, cuda=where.cuda,
                                                    os="Windows" if where.os == "windows" else "Linux",
                                                    file=where.file)
    else:
        what = tr("DownloadPage", "Download it yourself: the file {file}.").format(file=where.file)
    message = tr("DownloadPage", "NVIDIA publishes no checksum for this file, so the wizard cannot check a "
                                 "download of it and does not download it itself.")
    hint = what + "\n" + tr(
        "DownloadPage", "Get it from NVIDIA's page below (NVIDIA asks you to sign in with a free account), then "
                        'press "Use my file…" and choose it. The wizard then checks what it can without a '
                        "checksum: the size where it is known, the archive's folders and libraries, and the "
                        "version inside it.")
    row.set_link(where.page, tr("DownloadPage", "NVIDIA's download page: {url}").format(url=where.page))
    row.set_state("needs-file", message, hint)


class DownloadBoard(QVBoxLayout):
    """A layout the page adds under its banner; every row's wishes come out of its signals, by file name."""

    pause_requested = Signal(str)
    resume_requested = Signal(str)  # resume a paused file, or retry a failed or cancelled one
    cancel_requested = Signal(str)
    local_file_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, DownloadRow] = {}
        self.unpublished: dict[str, Unverifiable] = {}  # rows waiting for the user's own file
        top = QHBoxLayout()
        self.total_label = QLabel()
        self.total_label.setObjectName("sectionTitle")
        self.start_button = QPushButton()  # Network settings: the window's own button, on every page
        top.addWidget(self.total_label, 1)
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
        for row in self.rows.values():
            row.retranslate_ui()
        for name, item in self.unpublished.items():
            if self.rows[name].state == "needs-file":
                show_unpublished(self.rows[name], item)

    def set_files(self, requests: list[AnyRequest]) -> None:
        """One row per request, replacing the old ones; a file without a published checksum says why it
        is not fetched and offers only the user's own copy."""
        from wizard.core.download.sources import Unverifiable

        for row in self.rows.values():
            row.deleteLater()
        self.rows, self.unpublished = {}, {}
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
                self.unpublished[request.name] = request
                show_unpublished(row, request)

    def show_sizes(self, sizes: dict[str, int]) -> None:
        """Sizes learnt before downloading, on their rows (the totals follow with show_totals)."""
        for name, size in sizes.items():
            if name in self.rows:
                self.rows[name].set_size(size)

    def show_totals(self, can_start: bool) -> None:
        """"2 of 3 files verified · 10 of 20 MiB" and the bar; "Download all" only where files can be fetched."""
        totals = totals_of(FileFigures(row.state, row.done, row.total) for row in self.rows.values())
        self.total_bar.setRange(0, BAR_MAX)
        self.total_bar.setValue(totals.bar_value)
        text = tr_n("DownloadPage", "{verified} of %n file(s) verified", totals.count).format(verified=totals.verified)
        started = totals.done or totals.verified or any(row.state != "ready" for row in self.rows.values())
        planned = planned_total(row.total for row in self.rows.values())
        if not started and planned.known:
            text += " · " + (QCoreApplication.translate("DownloadPage", "{total} in all").format(
                total=format_size(planned.known)) if not planned.unknown else QCoreApplication.translate(
                "DownloadPage", "at least {total} in all").format(total=format_size(planned.known)))
        elif totals.total:
            text += " · " + QCoreApplication.translate("DownloadPage", "{done} of {total}").format(
                done=format_size(totals.done), total=format_size(totals.total)
            )
        if not totals.count:
            text = QCoreApplication.translate("DownloadPage", "This setup needs no downloads.")
        self.total_label.setText(text)
        self.start_button.setVisible(can_start)
