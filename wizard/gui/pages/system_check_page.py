"""System check: probe this computer in the background (or read another machine's facts), show findings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.errors import WizardError
from wizard.basics.events import Event, LogLine, Started
from wizard.gui.findings import count_line, facts_subtitle, findings_from_facts, plan_driver_min
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import failure_text
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.finding_row import FindingRow
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts


class SystemCheckPage(WizardPage):
    """Findings green/amber/red, a details area, Copy report, and "Load facts from another machine"."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.worker: StepWorker | None = None
        self._discard_probe = False  # set when a facts file replaced the probe that is still running
        self.rows: list[FindingRow] = []
        self.log_lines: list[str] = []
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.banner = Banner()
        layout.addWidget(self.banner)
        layout.addLayout(self._build_busy_row())
        self.summary_label = QLabel()
        self.summary_label.setObjectName("sectionTitle")
        layout.addWidget(self.summary_label)
        self.findings_box = QVBoxLayout()
        self.findings_box.setSpacing(6)
        layout.addWidget(self._build_scroll_area(), 1)
        self.details_view = QPlainTextEdit()
        self.details_view.setReadOnly(True)
        self.details_view.setVisible(False)
        self.details_view.setMaximumHeight(160)
        layout.addWidget(self.details_view)
        layout.addLayout(self._build_button_row())
        self.retranslate_ui()

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
        self.recheck_button = QPushButton()
        self.recheck_button.clicked.connect(self.start_probe)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_report)
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.choose_facts_file)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.choose_save_file)
        row.addWidget(self.details_button)
        row.addStretch(1)
        for button in (self.recheck_button, self.copy_button, self.save_button, self.load_button):
            row.addWidget(button)
        return row

    def initializePage(self) -> None:
        """Probe on first arrival, unless facts are already there (prefetched, or loaded from a file)."""
        if self.session.facts is None and not self.probing:
            self.start_probe()
        self.show_findings()

    def isComplete(self) -> bool:
        """Next is possible once there are facts to plan for and nothing is still being probed."""
        return virtual_bool(self.session.facts is not None and not self.probing)

    @property
    def probing(self) -> bool:
        """True while the probe runs in its worker."""
        return self.worker is not None and self.worker.running

    def prefetch(self) -> None:
        """Probe while the user reads the Welcome page."""
        if self.session.facts is None:
            self.start_probe()

    def start_probe(self) -> None:
        """Probe this computer in a :class:`StepWorker`; the UI stays responsive meanwhile."""
        if self.probing:
            return
        self.banner.clear()
        self._discard_probe = False
        self.log_lines = []
        self.worker = StepWorker(self.session.probe, self, synchronous=self.session.synchronous)
        self.worker.event_emitted.connect(self._on_probe_event)
        self.worker.succeeded.connect(self._on_probe_succeeded)
        self.worker.failed.connect(self._on_probe_failed)
        self.worker.done.connect(self._on_probe_done)
        self._set_busy(True)
        self.worker.start()

    def _on_probe_event(self, event: Event) -> None:
        if isinstance(event, Started):
            self.busy_label.setText(event.label)
        elif isinstance(event, LogLine):
            self.log_lines.append(f"[{event.level}] {event.text}")
            if event.level != "debug":
                self.busy_label.setText(event.text)
        self._fill_details()

    def _on_probe_succeeded(self, facts: MachineFacts) -> None:
        if self._discard_probe:
            return
        self.session.use_facts(facts)
        self.show_findings()

    def _on_probe_failed(self, error: Exception) -> None:
        message, hint = failure_text(error)
        if not isinstance(error, WizardError):
            hint = QCoreApplication.translate(
                "SystemCheckPage", "Load a facts file instead, or report this with the details below.")
        self.banner.show_message("error", QCoreApplication.translate(
            "SystemCheckPage", "The check could not finish: {message}").format(message=message), hint)

    def _on_probe_done(self) -> None:
        self._set_busy(False)
        self.completeChanged.emit()

    def _set_busy(self, busy: bool) -> None:
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)
        self.recheck_button.setEnabled(not busy)
        if busy:
            self.busy_label.setText(QCoreApplication.translate("SystemCheckPage", "Checking this computer…"))

    def choose_facts_file(self) -> None:
        """Ask for a facts file written by ``tfgpu-wizard probe --json`` on another machine."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("SystemCheckPage", "Load facts from another machine"),
            str(Path.home()),
            QCoreApplication.translate("SystemCheckPage", "Facts files (*.json);;All files (*)"),
        )
        if path:
            self.load_facts_file(Path(path))

    def load_facts_file(self, path: Path) -> bool:
        """Plan for the machine described in ``path``; a bad file shows its message and hint, nothing else."""
        from wizard.basics.facts import load_facts

        try:
            facts = load_facts(path)
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            return False
        if self.probing and self.worker is not None:
            self._discard_probe = True
            self.worker.cancel()
        self.session.use_facts(facts, origin=path)
        self.show_findings()
        self.completeChanged.emit()
        return True

    def show_findings(self) -> None:
        """Rebuild the rows from the session's facts, in the current language."""
        for row in self.rows:
            self.findings_box.removeWidget(row)
            row.hide()  # deleteLater is deferred: hide now so it is not painted meanwhile
            row.deleteLater()
        facts = self.session.facts
        self.rows = [FindingRow(finding) for finding in findings_from_facts(facts, self._driver_min())] \
            if facts else []
        for row in self.rows:
            self.findings_box.addWidget(row)
        self.summary_label.setText(self._summary_text())
        self.summary_label.setVisible(bool(self.rows))
        self.save_button.setEnabled(facts is not None and self.session.facts_origin is None)
        self._set_subtitle()
        if self.session.for_other_machine and self.session.facts_origin and self.banner.level != "error":
            self.banner.show_message("info", QCoreApplication.translate(
                "SystemCheckPage", "Planning for another machine, described in {file}.").format(
                file=self.session.facts_origin.name), QCoreApplication.translate(
                "SystemCheckPage", "Press \"Check again\" to go back to this computer."))
        self._fill_details()

    def _summary_text(self) -> str:
        return count_line([row.finding.level for row in self.rows])

    def _driver_min(self) -> str | None:
        facts = self.session.facts
        return plan_driver_min(self.session.planner, facts) if facts is not None else None

    def _set_subtitle(self) -> None:
        other = self.session.facts_origin if self.session.for_other_machine else None
        self.setSubTitle(facts_subtitle(self.session.facts, other))

    def choose_save_file(self) -> None:
        """Ask where to save this computer's facts (the same JSON as ``tfgpu-wizard probe --json``)."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("SystemCheckPage", "Save this computer's facts"),
            str(Path.home() / "facts.json"),
            QCoreApplication.translate("SystemCheckPage", "Facts files (*.json);;All files (*)"),
        )
        if path:
            self.save_facts_file(Path(path))

    def save_facts_file(self, path: Path) -> bool:
        """Write the facts to ``path`` atomically; a failure shows its message and leaves no partial file."""
        from wizard.basics.atomic import write_text_atomically

        if self.session.facts is None:
            return False
        try:
            write_text_atomically(path, self.session.facts.to_json() + "\n")
        except OSError as error:
            self.banner.show_message("error", QCoreApplication.translate(
                "SystemCheckPage", "The facts could not be saved to {file}: {reason}").format(
                file=str(path), reason=error.strerror or str(error)), QCoreApplication.translate(
                "SystemCheckPage", "Choose a folder you can write to."))
            return False
        return True

    def report_text(self) -> str:
        """The findings as plain text, as "Copy report" puts them on the clipboard."""
        header = QCoreApplication.translate("SystemCheckPage", "tfgpu-wizard system check")
        if self.session.facts_origin is not None:
            header += " — " + QCoreApplication.translate("SystemCheckPage", "facts from {file}").format(
                file=self.session.facts_origin.name)
        return "\n".join([header, "", *(row.as_text() for row in self.rows)]) + "\n"

    def copy_report(self) -> None:
        """Put :meth:`report_text` on the clipboard."""
        QGuiApplication.clipboard().setText(self.report_text())

    def _fill_details(self) -> None:
        parts = list(self.log_lines)
        if self.session.facts is not None:
            parts += ["", self.session.facts.to_json()]
        self.details_view.setPlainText("\n".join(parts))

    def retranslate_ui(self) -> None:
        """Texts of this page in the current language; findings are rebuilt too."""
        self.setTitle(QCoreApplication.translate("SystemCheckPage", "System check"))
        self._set_subtitle()
        self.details_button.setText(QCoreApplication.translate("SystemCheckPage", "Show details"))
        self.recheck_button.setText(QCoreApplication.translate("SystemCheckPage", "Check again"))
        self.copy_button.setText(QCoreApplication.translate("SystemCheckPage", "Copy report"))
        self.load_button.setText(
            QCoreApplication.translate("SystemCheckPage", "Load facts from another machine…"))
        self.save_button.setText(QCoreApplication.translate("SystemCheckPage", "Save this computer's facts…"))
        if self.probing:
            self.busy_label.setText(QCoreApplication.translate("SystemCheckPage", "Checking this computer…"))
        if self.banner.level != "error":
            self.banner.clear()
        self.show_findings()

    def shutdown(self) -> None:
        """Cancel a running probe and wait for its thread."""
        if self.worker is not None and self.worker.running:
            self.worker.cancel()
            self.worker.wait(3000)
