"""One finding of the system check: a coloured status, plain words, optional details and a copy button."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from wizard.gui.findings import Finding
from wizard.gui.widgets.icons import status_icon


class FindingRow(QFrame):
    """Shows one :class:`Finding`; the level is also a Qt property so the style sheet can colour it."""

    def __init__(self, finding: Finding, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.finding = finding
        self.setObjectName("findingRow")
        self.setProperty("level", finding.level)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        outer.addLayout(self._build_header())
        self.advice_label = QLabel(finding.advice)
        self.advice_label.setObjectName("findingAdvice")
        self.advice_label.setWordWrap(True)
        self.advice_label.setTextFormat(Qt.TextFormat.RichText)
        self.advice_label.setOpenExternalLinks(True)
        self.advice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.advice_label.setContentsMargins(30, 0, 0, 0)
        self.advice_label.setVisible(bool(finding.advice))
        outer.addWidget(self.advice_label)
        self.details_label = QLabel(finding.details)
        self.details_label.setObjectName("findingDetails")
        self.details_label.setWordWrap(True)
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_label.setVisible(False)
        outer.addWidget(self.details_label)

    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(10)
        icon = QLabel()
        icon.setPixmap(status_icon(self.finding.level).pixmap(20, 20))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        icon.setToolTip(self.status_word())
        row.addWidget(icon)
        words = QVBoxLayout()
        words.setSpacing(1)
        self.title_label = QLabel(self.finding.title)
        self.title_label.setObjectName("findingTitle")
        self.text_label = QLabel(self.finding.text)
        self.text_label.setWordWrap(True)
        words.addWidget(self.title_label)
        words.addWidget(self.text_label)
        row.addLayout(words, 1)
        self.details_button = QToolButton()
        self.details_button.setText(QCoreApplication.translate("FindingRow", "Details"))
        self.details_button.setCheckable(True)
        self.details_button.setVisible(bool(self.finding.details))
        self.details_button.toggled.connect(self._show_details)
        self.copy_button = QToolButton()
        self.copy_button.setText(QCoreApplication.translate("FindingRow", "Copy"))
        self.copy_button.setToolTip(QCoreApplication.translate("FindingRow", "Copy this finding as text"))
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        for button in (self.details_button, self.copy_button):
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        return row

    def status_word(self) -> str:
        """OK / INFO / CHECK / PROBLEM, translated."""
        words = {
            "ok": QCoreApplication.translate("FindingRow", "OK"),
            "info": QCoreApplication.translate("FindingRow", "INFO"),
            "warn": QCoreApplication.translate("FindingRow", "CHECK"),
            "error": QCoreApplication.translate("FindingRow", "PROBLEM"),
        }
        return words[self.finding.level]

    def as_text(self) -> str:
        """The finding as plain text, as pasted into a bug report or a chat."""
        lines = [f"[{self.status_word()}] {self.finding.title}: {self.finding.text}"]
        lines += [f"    {line}" for line in self.finding.details.splitlines() if line.strip()]
        if self.finding.advice:
            lines.append("    " + plain_text(self.finding.advice))
        return "\n".join(lines)

    def copy_to_clipboard(self) -> None:
        """Put :meth:`as_text` on the clipboard."""
        QGuiApplication.clipboard().setText(self.as_text())

    def _show_details(self, shown: bool) -> None:
        self.details_label.setVisible(shown)


def plain_text(rich: str) -> str:
    """``<a href="URL">words</a>`` -> ``words (URL)``, other tags dropped: advice as pasted text."""
    text = re.sub(r"<a href=\"([^\"]*)\">([^<]*)</a>", r"\2 (\1)", rich)
    return re.sub(r"<[^>]+>", "", text).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
