"""Blocker (red) and warning (amber) cards: what is wrong, and for blockers what to do about it."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from wizard.gui.widgets.icons import status_icon


class NoticeCard(QFrame):
    """A framed message; ``fix`` (blockers only) is shown under a "What to do" heading."""

    def __init__(
        self, level: Literal["warn", "error"], message: str, fix: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("noticeCard")
        self.setProperty("level", level)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        row.setSpacing(10)
        icon = QLabel()
        icon.setPixmap(status_icon(level).pixmap(20, 20))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(icon)
        words = QVBoxLayout()
        words.setSpacing(3)
        self.message_label = _wrapped(message, "noticeMessage")
        words.addWidget(self.message_label)
        self.fix_label: QLabel | None = None
        if fix:
            heading = QCoreApplication.translate("NoticeCard", "What to do:")
            self.fix_label = _wrapped(f"<b>{escape_html(heading)}</b> {escape_html(fix)}", "noticeFix")
            self.fix_label.setTextFormat(Qt.TextFormat.RichText)
            words.addWidget(self.fix_label)
        row.addLayout(words, 1)


def escape_html(text: str) -> str:
    """Escape for a rich-text label (``html`` itself is not imported: start-up time)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _wrapped(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
