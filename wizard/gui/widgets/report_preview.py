"""The report preview: the report as it reads (drawn from its web page), or the exact text that exporting a format
writes; and "Copy as Markdown", the text a GitHub issue takes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from wizard.core.report import Format

PREVIEW_FORMATS: tuple[Format, ...] = ("md", "html", "json")
READABLE = "readable"  # the chooser's first entry: the report drawn from its web page, not a file's text


def format_names() -> dict[Format, str]:
    """Each format in plain words."""
    tr = QCoreApplication.translate
    return {
        "md": tr("ReportPreview", "Text for a GitHub issue (Markdown)"),
        "html": tr("ReportPreview", "Web page (HTML)"),
        "json": tr("ReportPreview", "Data for support staff (JSON)"),
        "pdf": tr("ReportPreview", "Document to print (PDF)"),
    }


class ReportPreview(QWidget):
    """Shows ``source(fmt)`` decoded, unchanged: the bytes an export of that format writes."""

    def __init__(self, source: Callable[[Format], bytes], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self.label = QLabel()
        self.chooser = QComboBox()
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.rendered = QTextBrowser()  # the report as it reads: its web page drawn (links open in the browser)
        self.rendered.setOpenExternalLinks(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.rendered)
        self.pages.addWidget(self.text)
        self.copy_markdown_button = QPushButton()
        self.copy_markdown_button.clicked.connect(self.copy_markdown)
        row = QHBoxLayout()
        row.addWidget(self.label)
        row.addWidget(self.chooser, 1)
        row.addWidget(self.copy_markdown_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.pages, 1)
        self.chooser.currentIndexChanged.connect(self.show_current)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Label and format names in the current language (keeps the chosen format)."""
        index = max(self.chooser.currentIndex(), 0)
        self.label.setText(QCoreApplication.translate("ReportPreview", "Preview:"))
        self.copy_markdown_button.setText(QCoreApplication.translate("ReportPreview", "Copy as Markdown"))
        self.copy_markdown_button.setToolTip(QCoreApplication.translate(
            "ReportPreview", "The report as text for a GitHub issue, ready to paste."))
        self.chooser.blockSignals(True)
        self.chooser.clear()
        names = format_names()
        self.chooser.addItem(QCoreApplication.translate("ReportPreview", "The report"), READABLE)
        for fmt in PREVIEW_FORMATS:
            self.chooser.addItem(names[fmt], fmt)
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)

    def current_format(self) -> Format:
        """The format whose bytes are shown: the web page's for the readable report."""
        data = self.chooser.currentData()
        fmt: Format = "html" if data in (None, READABLE) else data
        return fmt

    def show_current(self) -> None:
        """Show the report again (after it changed): drawn, or the chosen format's exact text."""
        content = self._source(self.current_format()).decode("utf-8")
        if self.chooser.currentData() in (None, READABLE):
            self.rendered.setHtml(content)
            self.pages.setCurrentWidget(self.rendered)
        else:
            self.text.setPlainText(content)
            self.pages.setCurrentWidget(self.text)

    def shown_bytes(self) -> bytes:
        """The bytes of the format shown (tests compare them with the exported file)."""
        if self.pages.currentWidget() is self.rendered:
            return self._source(self.current_format())
        return self.text.toPlainText().encode("utf-8")

    def copy_markdown(self) -> None:
        """The report's Markdown on the clipboard, for a GitHub issue."""
        QGuiApplication.clipboard().setText(self._source("md").decode("utf-8"))
