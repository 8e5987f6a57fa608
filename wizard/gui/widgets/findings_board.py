"""The System check page's board: the busy line, the findings rows, "Show details" and the buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wizard.gui.findings import Finding, count_line
from wizard.gui.models.system_check_text import checking_text
from wizard.gui.widgets.finding_row import FindingRow


class FindingsBoard(QVBoxLayout):
    """A layout the page adds under its banner; the page connects the buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[FindingRow] = []
        self.addLayout(self._build_busy_row())
        self.summary_label = QLabel()
        self.summary_label.setObjectName("sectionTitle")
        self.addWidget(self.summary_label)
        self.findings_box = QVBoxLayout()
        self.findings_box.setSpacing(6)
        self.addWidget(self._build_scroll_area(), 1)
        self.details_view = QPlainTextEdit()
        self.details_view.setReadOnly(True)
        self.details_view.setVisible(False)
        self.details_view.setMaximumHeight(160)
        self.addWidget(self.details_view)
        self.addLayout(self._build_button_row())

    def _build_busy_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # an indeterminate "busy" bar
        self.busy_bar.setMaximumWidth(160)
        self.busy_label = QLabel()
        row.addWidget(self.busy_bar)
        row.addWidget(self.busy_label, 1)
        self.busy_bar.setVisible(False)
        self.busy_label.setVisible(False)
        return row

    def _build_scroll_area(self) -> QScrollArea:
        holder = QWidget()
        holder.setObjectName("findingsHolder")
        holder_layout = QVBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 4, 0)
        holder_layout.addLayout(self.findings_box)
        holder_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(holder)
        return scroll

    def _build_button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.details_button = QPushButton()
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self.details_view.setVisible)
        self.recheck_button, self.copy_button = QPushButton(), QPushButton()
        self.load_button, self.save_button = QPushButton(), QPushButton()
        row.addWidget(self.details_button)
        row.addStretch(1)
        for button in (self.recheck_button, self.copy_button, self.save_button, self.load_button):
            row.addWidget(button)
        return row

    def retranslate_ui(self, probing: bool) -> None:
        """Button texts (and the busy line while probing) in the current language."""
        tr = QCoreApplication.translate
        self.details_button.setText(tr("SystemCheckPage", "Show details"))
        self.recheck_button.setText(tr("SystemCheckPage", "Check again"))
        self.copy_button.setText(tr("SystemCheckPage", "Copy report"))
        self.load_button.setText(tr("SystemCheckPage", "Load facts from another machine…"))
        self.save_button.setText(tr("SystemCheckPage", "Save this computer's facts…"))
        if probing:
            self.busy_label.setText(checking_text())

    def set_busy(self, busy: bool) -> None:
        """The busy bar and line while probing; "Check again" waits for the probe."""
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)
        self.recheck_button.setEnabled(not busy)
        if busy:
            self.busy_label.setText(checking_text())

    def show_findings(self, findings: list[Finding]) -> list[FindingRow]:
        """Replace the rows by one per finding, with the count line above them."""
        for row in self.rows:
            self.findings_box.removeWidget(row)
            row.hide()  # deleteLater is deferred: hide now so it is not painted meanwhile
            row.deleteLater()
        self.rows = [FindingRow(finding) for finding in findings]
        for row in self.rows:
            self.findings_box.addWidget(row)
        self.summary_label.setText(count_line([row.finding.level for row in self.rows]))
        self.summary_label.setVisible(bool(self.rows))
        return self.rows
