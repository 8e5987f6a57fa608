"""Every chosen version next to the reason for it, in plain sentences (rule and source ids live elsewhere)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget


@dataclass(frozen=True)
class VersionLine:
    """One row: what (TensorFlow), which (2.10.1), and why (plain sentences)."""

    label: str
    value: str
    reasons: tuple[str, ...] = ()


VALUE_WIDTH = 340


class VersionTable(QFrame):
    """A grid: label | value | reasons. The rule and source ids are in the plan view's Sources area."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("versionTable")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 8, 10, 8)
        self._grid.setHorizontalSpacing(16)
        self._grid.setVerticalSpacing(6)
        self._grid.setColumnStretch(2, 1)
        self.lines: tuple[VersionLine, ...] = ()
        self.reason_labels: list[QLabel] = []

    def set_lines(self, lines: list[VersionLine]) -> None:
        """Replace every row."""
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.lines = tuple(lines)
        self.reason_labels = []
        for row, line in enumerate(lines):
            self._add_line(row, line)

    def _add_line(self, row: int, line: VersionLine) -> None:
        name = QLabel(line.label)
        name.setObjectName("versionLabel")
        value = QLabel(line.value)
        value.setObjectName("versionValue")
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        value.setWordWrap(True)  # a build's line ("2.14.1 for CUDA 12.6 (cu126, carries code for ...)") wraps
        value.setMinimumWidth(min(_bold_width(value, line.value), VALUE_WIDTH))  # a short value stays on one line
        value.setMaximumWidth(VALUE_WIDTH)  # a long one wraps instead of pushing the reasons out of the view
        why = QLabel("\n".join(line.reasons))
        why.setObjectName("versionReason")
        why.setWordWrap(True)
        why.setTextFormat(Qt.TextFormat.PlainText)
        why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reason_labels.append(why)
        for column, widget in enumerate((name, value, why)):
            self._grid.addWidget(widget, row, column, Qt.AlignmentFlag.AlignTop)


def _bold_width(label: QLabel, text: str) -> int:
    """The width ``text`` takes on one line in the bold the style sheet gives the values."""
    font = QFont(label.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(text) + 4
