"""The Choose setup page's list of plans: each row a status icon and wrapped lines of text, never cut off.

A widget rather than the list's own item painting: the item delegate measures text with the main font
only, so Chinese lines (drawn in a taller fallback font) were cut off and elided; a word-wrapped QLabel
measures what it really draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QWidget

from wizard.gui.qt_compat import virtual_bool
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


class PlanList(QListWidget):
    """Rows of :class:`PlanItem`, each as tall as its text at the current width (refitted on every width
    change, a scroll bar appearing included); the list as tall as its rows, up to ``cap`` pixels, and never
    shorter than the first (recommended) row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planList")
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cap = 160
        self._fitted = (-1, -1, -1)

    def set_rows(self, rows: Sequence[tuple[Level, str]]) -> None:
        """Replace every row with (level, text) rows; no selection signal while doing so."""
        self.blockSignals(True)
        self.clear()
        for index, (level, text) in enumerate(rows):
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.addItem(item)
            self.setItemWidget(item, PlanItem(level, text))
        self.blockSignals(False)
        self._fitted = (-1, -1, -1)
        self.fit()

    def texts(self) -> list[str]:
        """The text of every row, as shown."""
        items = (self.itemWidget(self.item(i)) for i in range(self.count()))
        return [item.text() for item in items if isinstance(item, PlanItem)]

    def fit(self) -> None:
        """Row heights for the current width, then the list's own height."""
        width = self.viewport().width()
        if (width, self.count(), self.cap) == self._fitted:
            return
        self._fitted = (width, self.count(), self.cap)
        heights = []
        for row in range(self.count()):
            item = self.item(row)
            widget = self.itemWidget(item)
            if isinstance(widget, PlanItem):
                heights.append(widget.height_for(width))
                item.setSizeHint(QSize(width, heights[-1]))
        cap = max(self.cap, heights[0] if heights else 0)
        self.setFixedHeight(max(30, min(sum(heights), cap) + 4))

    def viewportEvent(self, event: QEvent) -> bool:
        """The viewport changed width (window resized, scroll bar shown or hidden): wrap the rows again."""
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return virtual_bool(super().viewportEvent(event))
