"""One row of the Choose setup page's list of plans: a status icon and wrapped lines of text.

A widget rather than the list's own item painting: the item delegate measures text with the main font
only, so Chinese lines (drawn in a taller fallback font) were cut off and elided; a word-wrapped QLabel
measures what it really draws.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from wizard.gui.widgets.icons import Level, status_icon

ICON_SIZE = 20
MARGINS = (6, 6, 6, 6)


class PlanItem(QWidget):
    """Icon on the left, the plan's lines on the right; :meth:`height_for` says how tall it must be."""

    def __init__(self, level: Level, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planItem")
        self.level = level
        row = QHBoxLayout(self)
        row.setContentsMargins(*MARGINS)
        row.setSpacing(8)
        self.icon = QLabel()
        self.icon.setPixmap(status_icon(level).pixmap(ICON_SIZE, ICON_SIZE))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.icon.setFixedWidth(ICON_SIZE + 2)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.icon.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(self.icon)
        row.addWidget(self.label, 1)

    def text(self) -> str:
        """The plan's lines as shown."""
        return self.label.text()

    def height_for(self, width: int) -> int:
        """The height the text needs at ``width`` (the whole row, margins included)."""
        left, top, right, bottom = MARGINS
        text_width = max(50, width - left - right - ICON_SIZE - 2 - 8)
        return max(self.label.heightForWidth(text_width), ICON_SIZE) + top + bottom
