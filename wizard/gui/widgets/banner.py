"""A one-line-or-two banner at the top of a page: information (blue) or an error with its hint (red)."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget


class Banner(QFrame):
    """Hidden until :meth:`show_message`; the level drives the style sheet's colours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        layout.addWidget(self.message_label)
        layout.addWidget(self.hint_label)
        self.level = ""
        self.setVisible(False)

    def show_message(self, level: Literal["info", "error"], message: str, hint: str = "") -> None:
        """Show ``message`` (bold for errors) and, under it, ``hint``."""
        self.level = level
        self.setProperty("level", level)
        self.style().unpolish(self)
        self.style().polish(self)
        font = self.message_label.font()
        font.setBold(level == "error")
        self.message_label.setFont(font)
        self.message_label.setText(message)
        self.hint_label.setText(hint)
        self.hint_label.setVisible(bool(hint))
        self.setVisible(True)

    def clear(self) -> None:
        """Hide the banner."""
        self.level = ""
        self.setVisible(False)
