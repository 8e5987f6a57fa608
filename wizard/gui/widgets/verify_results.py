"""The Verify page's results: a row per check (with a button back to the step that fixes it), the CPU-vs-GPU
bar chart and the raw JSON behind "Details"."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPlainTextEdit, QPushButton, QToolButton, QVBoxLayout, QWidget

from wizard.core.doctor.verify_step import VerifyView
from wizard.gui.widgets.speedup_chart import SpeedupChart

MARKS = {"pass": "\u2714", "fail": "\u2718", "skip": "\u2013"}


class VerifyResults(QWidget):
    """Hidden until :meth:`show_view` (nothing to show before a run); ``fix_requested`` carries the plan step id
    of a fix button pressed."""

    fix_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = QGridLayout()
        self.chart = SpeedupChart()
        self.details_button = QToolButton()
        self.details_button.setCheckable(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setVisible(False)
        self.details_button.toggled.connect(self.details.setVisible)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.rows)
        layout.addWidget(self.chart)
        layout.addWidget(self.details_button)
        layout.addWidget(self.details, 1)
        self.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.details_button.setText(QCoreApplication.translate("VerifyPage", "Details"))

    def show_view(self, view: VerifyView) -> None:
        """One run: a row per check (a fix button where a step can fix it), the chart, the JSON."""
        self._clear_rows()
        for number, row in enumerate(view.rows):
            text = f"{MARKS.get(row.status, '?')}  {escape(row.message)}"
            if row.fix and row.status != "pass":
                text += f"<br><small>{escape(row.fix)}</small>"
            label = QLabel(text)
            label.setWordWrap(True)
            self.rows.addWidget(label, number, 0)
            if row.fix_step:
                button = QPushButton(QCoreApplication.translate("VerifyPage", "Go to that step"))
                button.clicked.connect(lambda _=False, step=row.fix_step: self.fix_requested.emit(step))
                self.rows.addWidget(button, number, 1)
        self.chart.set_times(view.cpu_seconds, view.gpu_seconds)
        self.details.setPlainText(view.raw_json)
        self.setVisible(True)

    def _clear_rows(self) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
