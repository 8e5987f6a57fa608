"""The report preview: a format chooser and the exact text that exporting that format writes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from wizard.core.report import Format

PREVIEW_FORMATS: tuple[Format, ...] = ("md", "html", "json")


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
        row = QHBoxLayout()
        row.addWidget(self.label)
        row.addWidget(self.chooser, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.text, 1)
        self.chooser.currentIndexChanged.connect(self.show_current)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Label and format names in the current language (keeps the chosen format)."""
        index = max(self.chooser.currentIndex(), 0)
        self.label.setText(QCoreApplication.translate("ReportPreview", "Preview:"))
        self.chooser.blockSignals(True)
        self.chooser.clear()
        names = format_names()
        for fmt in PREVIEW_FORMATS:
            self.chooser.addItem(names[fmt], fmt)
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)

    def current_format(self) -> Format:
        """The format being previewed."""
        fmt: Format = self.chooser.currentData() or "md"
        return fmt

    def show_current(self) -> None:
        """Show the current format's bytes again (after the report changed)."""
        self.text.setPlainText(self._source(self.current_format()).decode("utf-8"))

    def shown_bytes(self) -> bytes:
        """What the preview shows, as the bytes of its format (tests compare it with the exported file)."""
        return self.text.toPlainText().encode("utf-8")
