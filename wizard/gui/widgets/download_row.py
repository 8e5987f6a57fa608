"""One file on the Download page: name, progress bar, speed, time left, verified badge, and its buttons."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, cast

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from wizard.basics.events import Advanced, Event, Finished, LogLine, Started

if TYPE_CHECKING:
    from wizard.gui.models.download_files import RowOutcome

# "needs-file": no published checksum, so the wizard does not fetch it: the user brings it ("Use my file").
RowState = Literal["ready", "waiting", "running", "paused", "verified", "failed", "cancelled", "needs-file"]
_LEVEL = {"verified": "ok", "failed": "error", "paused": "warn", "cancelled": "warn", "needs-file": "warn"}
MiB = 1024 * 1024
SPEED_WINDOW = 5.0  # seconds of history behind the speed and the time left


def format_size(size: float) -> str:
    """``12.3 MiB`` (sizes on this page are large files)."""
    return QCoreApplication.translate("DownloadRow", "{size} MiB").format(size=f"{size / MiB:.1f}")


def format_eta(seconds: float) -> str:
    """``1 h 02 min``, ``3 min 05 s`` or ``42 s`` left."""
    seconds = int(seconds)
    if seconds >= 3600:
        return QCoreApplication.translate("DownloadRow", "{h} h {m:02d} min left").format(
            h=seconds // 3600, m=seconds % 3600 // 60
        )
    if seconds >= 60:
        return QCoreApplication.translate("DownloadRow", "{m} min {s:02d} s left").format(
            m=seconds // 60, s=seconds % 60
        )
    return QCoreApplication.translate("DownloadRow", "{s} s left").format(s=seconds)


class DownloadRow(QFrame):
    """Reports the user's wishes through signals carrying the file's key; the page does the work."""

    pause_requested = Signal(str)
    resume_requested = Signal(str)
    cancel_requested = Signal(str)
    retry_requested = Signal(str)
    local_file_requested = Signal(str)

    def __init__(self, key: str, total: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("findingRow")  # the shared card style: a coloured left edge per level
        self.key = key
        self.state: RowState = "ready"
        self.done = 0
        self.total = total
        self.message = ""
        self.hint = ""
        self.verified_how = ""
        self.can_download = True  # False for a file without a published checksum: only "Use my file"
        self.checked_only = False  # the user's copy of such a file: checked, but against no checksum
        self._samples: deque[tuple[float, int]] = deque()
        self._painted = 0.0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(self._build_top())
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        layout.addWidget(self.bar)
        self.status_label = QLabel()
        self.status_label.setObjectName("findingDetails")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status_label)
        self.link_label = QLabel()  # where to get a file the wizard does not download itself
        self.link_label.setOpenExternalLinks(True)
        self.link_label.setTextFormat(Qt.TextFormat.RichText)
        self.link_label.setVisible(False)
        layout.addWidget(self.link_label)
        self.retranslate_ui()

    def _build_top(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.name_label = QLabel(self.key)
        self.name_label.setObjectName("findingTitle")
        self.badge = QLabel()
        self.badge.setStyleSheet("color: #2e7d32; font-weight: bold;")
        row.addWidget(self.name_label)
        row.addWidget(self.badge)
        row.addStretch(1)
        self.pause_button, self.resume_button = QPushButton(), QPushButton()
        self.cancel_button, self.retry_button, self.local_button = QPushButton(), QPushButton(), QPushButton()
        wiring = (
            (self.pause_button, self.pause_requested),
            (self.resume_button, self.resume_requested),
            (self.cancel_button, self.cancel_requested),
            (self.retry_button, self.retry_requested),
            (self.local_button, self.local_file_requested),
        )
        for button, signal in wiring:
            button.clicked.connect(self._relay(signal))
            row.addWidget(button)
        return row

    def _relay(self, signal: Any) -> Callable[[], None]:
        """A slot re-emitting ``signal`` with this row's key; it returns None on purpose (see qt_compat)."""

        def relay() -> None:
            signal.emit(self.key)

        return relay

    def retranslate_ui(self) -> None:
        """Button texts and the status line in the current language."""
        self.pause_button.setText(QCoreApplication.translate("DownloadRow", "Pause"))
        self.resume_button.setText(QCoreApplication.translate("DownloadRow", "Resume"))
        self.cancel_button.setText(QCoreApplication.translate("DownloadRow", "Cancel"))
        self.retry_button.setText(QCoreApplication.translate("DownloadRow", "Retry"))
        self.local_button.setText(QCoreApplication.translate("DownloadRow", "Use my file…"))
        self._refresh()

    def set_state(self, state: RowState, message: str = "", hint: str = "") -> None:
        """Move to ``state``; ``message``/``hint`` explain a failure in plain words."""
        self.state = state
        self.message, self.hint = message, hint
        if state == "cancelled":
            self.done = 0
        if state == "running":
            self._samples.clear()
        self._refresh()

    def set_link(self, url: str, text: str) -> None:
        """Show ``text`` as a link to ``url`` under the status line (the page to download the file from)."""
        from html import escape

        self.link_label.setText(f'<a href="{escape(url)}">{escape(text)}</a>')
        self.link_label.setToolTip(url)
        self.link_label.setVisible(True)

    def set_size(self, size: int) -> None:
        """The file's size learnt before downloading (a server's answer to a HEAD request)."""
        if self.total is None:
            self.total = size
            self._refresh()

    def set_progress(self, done: int, total: int | None) -> None:
        """Bytes on disk so far; speed and time left come from the last few seconds (repainted <= 5/s)."""
        self.done, self.total = done, total if total is not None else self.total
        now = time.monotonic()
        self._samples.append((now, done))
        while len(self._samples) > 2 and now - self._samples[0][0] > SPEED_WINDOW:
            self._samples.popleft()
        if now - self._painted >= 0.2 or done == self.total:
            self._refresh()

    def set_checked(self, how: str) -> None:
        """The user's own copy of a file without a published checksum passed every check there is."""
        self.checked_only = True
        self.set_verified(how)

    def set_verified(self, how: str) -> None:
        """The file is under its final name and matches its checksum."""
        self.verified_how = how
        if self.total:
            self.done = self.total
        self.set_state("verified")

    def show_event(self, event: Event) -> None:
        """A download event about this file: running, bytes so far, a failure, verified."""
        if isinstance(event, Started):
            self.set_state("running")
        elif isinstance(event, Advanced):
            self.set_progress(event.done, event.total)
        elif isinstance(event, LogLine) and event.level == "error":
            self.set_state("failed", event.text)
        elif isinstance(event, Finished) and event.ok:
            self.set_verified(event.detail)

    def show_outcome(self, outcome: RowOutcome) -> None:
        """How a run left this file (see :func:`wizard.gui.models.download_files.outcome_of`)."""
        if outcome.state == "verified":
            self.set_verified(outcome.detail)
            return
        if outcome.restart:
            self.done = 0
        self.set_state(cast(RowState, outcome.state), outcome.message, outcome.hint)

    def speed(self) -> float | None:
        """Bytes per second over the recent samples, or None before there are two."""
        if len(self._samples) < 2:
            return None
        (t0, d0), (t1, d1) = self._samples[0], self._samples[-1]
        return (d1 - d0) / (t1 - t0) if t1 > t0 else None

    def _refresh(self) -> None:
        self._painted = time.monotonic()
        level = _LEVEL.get(self.state, "")
        if self.property("level") != level:  # re-style on a change only, not on every progress repaint
            self.setProperty("level", level)
            self.style().unpolish(self)
            self.style().polish(self)
        self.bar.setRange(0, 1000 if self.total else 0 if self.state == "running" else 1000)
        verified = self.state == "verified"
        self.bar.setValue(1000 if verified else min(1000, self.done * 1000 // self.total) if self.total else 0)
        badge = QCoreApplication.translate("DownloadRow", "✓ Checked") if self.checked_only else \
            QCoreApplication.translate("DownloadRow", "✓ Verified")
        self.badge.setText(badge if verified else "")
        self.link_label.setVisible(bool(self.link_label.text()) and not verified)
        self.status_label.setText(self._status_text())
        self.pause_button.setVisible(self.state in ("running", "waiting"))
        self.resume_button.setVisible(self.state == "paused")
        self.cancel_button.setVisible(self.state in ("running", "waiting", "paused"))
        self.retry_button.setVisible(self.can_download and self.state in ("failed", "cancelled"))
        self.local_button.setVisible(self.state in ("ready", "waiting", "paused", "failed", "cancelled", "needs-file"))

    def _status_text(self) -> str:
        texts = {
            "ready": QCoreApplication.translate("DownloadRow", "Ready to download ({size})").format(
                size=format_size(self.total)) if self.total else QCoreApplication.translate(
                "DownloadRow", "Ready to download"),
            "waiting": QCoreApplication.translate("DownloadRow", "Waiting"),
            "paused": QCoreApplication.translate(
                "DownloadRow", "Paused at {done}: resume any time, even after a restart."
            ),
            "cancelled": QCoreApplication.translate(
                "DownloadRow", "Cancelled: the partial file was deleted."
            ),
            "verified": "{how}",
        }
        if self.state == "running":
            return self._running_text()
        if self.state in ("failed", "needs-file"):
            return f"{self.message}\n{self.hint}".strip()
        return texts[self.state].format(done=format_size(self.done), how=self.verified_how)

    def _running_text(self) -> str:
        parts = [format_size(self.done) + (f" / {format_size(self.total)}" if self.total else "")]
        speed = self.speed()
        if speed is not None:
            parts.append(
                QCoreApplication.translate("DownloadRow", "{speed} MiB/s").format(speed=f"{speed / MiB:.1f}")
            )
            if self.total and speed > 0:
                parts.append(format_eta(max(self.total - self.done, 0) / speed))
        return "  ·  ".join(parts)
