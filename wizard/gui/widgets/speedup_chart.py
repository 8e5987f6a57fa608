"""A two-bar chart (CPU time, GPU time for the same training steps) drawn with QPainter: no chart module."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

BAR_COLOURS = {"cpu": QColor("#8a8f98"), "gpu": QColor("#76b900")}


class SpeedupChart(QWidget):
    """Horizontal bars scaled to the slower side, each labelled with its seconds; empty until set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cpu_seconds: float | None = None
        self.gpu_seconds: float | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(400, 64)

    def set_times(self, cpu_seconds: float | None, gpu_seconds: float | None) -> None:
        self.cpu_seconds, self.gpu_seconds = cpu_seconds, gpu_seconds
        self.update()

    def bars(self) -> list[tuple[str, str, float]]:
        """(key, label, seconds) for each measured side."""
        tr = QCoreApplication.translate
        found = [("cpu", tr("SpeedupChart", "CPU"), self.cpu_seconds), ("gpu", tr("SpeedupChart", "GPU"),
                                                                         self.gpu_seconds)]
        return [(key, label, seconds) for key, label, seconds in found if seconds is not None]

    def paintEvent(self, event: QPaintEvent) -> None:
        bars = self.bars()
        if not bars:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        longest = max(seconds for _, _, seconds in bars) or 1.0
        label_width, value_width, height = 48.0, 80.0, (self.height() - 8) / 2
        room = max(self.width() - label_width - value_width, 10.0)
        for row, (key, label, seconds) in enumerate(bars):
            top = 4 + row * height
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, top, label_width, height), Qt.AlignmentFlag.AlignVCenter, label)
            width = max(room * seconds / longest, 2.0)
            painter.fillRect(QRectF(label_width, top + 4, width, height - 8), BAR_COLOURS[key])
            painter.drawText(QRectF(label_width + width + 6, top, value_width, height), Qt.AlignmentFlag.AlignVCenter,
                             f"{seconds:.3f} s")
        painter.end()
