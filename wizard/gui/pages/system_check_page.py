"""System check: probe this computer in the background (or read another machine's facts), show findings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.gui.findings import facts_subtitle, findings_from_facts, plan_driver_min
from wizard.gui.models.system_check_text import other_machine_note, report_text, save_facts
from wizard.gui.pages.base import WizardPage
from wizard.gui.probe_runner import ProbeRunner
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.facts_dialogs import ask_facts_file_to_load, ask_facts_file_to_save
from wizard.gui.widgets.findings_board import FindingsBoard

if TYPE_CHECKING:
    from pathlib import Path

    from wizard.basics.facts import MachineFacts
    from wizard.gui.widgets.finding_row import FindingRow


class SystemCheckPage(WizardPage):
    """Findings green/amber/red, a details area, Copy report, and "Load facts from another machine"."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.board = FindingsBoard()
        layout.addLayout(self.board, 1)
        board = self.board
        self.busy_bar, self.summary_label, self.details_view = board.busy_bar, board.summary_label, board.details_view
        self.recheck_button, self.copy_button = board.recheck_button, board.copy_button
        self.load_button, self.save_button = board.load_button, board.save_button
        self.probe = ProbeRunner(self, session, board, self.banner)
        self.probe.found.connect(self._use_probed_facts)
        self.probe.finished.connect(self.completeChanged)
        self.recheck_button.clicked.connect(self.start_probe)
        self.copy_button.clicked.connect(self.copy_report)
        self.load_button.clicked.connect(self.choose_facts_file)
        self.save_button.clicked.connect(self.choose_save_file)
        self.retranslate_ui()

    @property
    def rows(self) -> list[FindingRow]:
        """The findings as painted."""
        return self.board.rows

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
        return self.probe.running

    def prefetch(self) -> None:
        """Probe while the user reads the Welcome page."""
        if self.session.facts is None:
            self.start_probe()

    def start_probe(self) -> None:
        """Probe this computer in a worker; the UI stays responsive meanwhile."""
        self.probe.start()

    def _use_probed_facts(self, facts: MachineFacts) -> None:
        self.session.use_facts(facts)
        self.show_findings()

    def choose_facts_file(self) -> None:
        """Ask for a facts file written by ``tfgpu-wizard probe --json`` on another machine."""
        path = ask_facts_file_to_load(self)
        if path is not None:
            self.load_facts_file(path)

    def load_facts_file(self, path: Path) -> bool:
        """Plan for the machine described in ``path``; a bad file shows its message and hint, nothing else."""
        from wizard.basics.facts import load_facts

        try:
            facts = load_facts(path)
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            return False
        self.probe.discard()
        self.session.use_facts(facts, origin=path)
        self.show_findings()
        self.completeChanged.emit()
        return True

    def show_findings(self) -> None:
        """Rebuild the rows from the session's facts, in the current language."""
        facts, session = self.session.facts, self.session
        driver_min = plan_driver_min(session.planner, facts) if facts is not None else None
        wish = session.wishes_or_default().tensorflow
        self.board.show_findings(findings_from_facts(facts, driver_min, wish) if facts else [])
        self.save_button.setEnabled(facts is not None and session.facts_origin is None)
        self._set_subtitle()
        if session.for_other_machine and session.facts_origin and self.banner.level != "error":
            self.banner.show_message("info", *other_machine_note(session.facts_origin))
        self.details_view.setPlainText(self.probe.log.details(facts))

    def _set_subtitle(self) -> None:
        other = self.session.facts_origin if self.session.for_other_machine else None
        self.setSubTitle(facts_subtitle(self.session.facts, other))

    def choose_save_file(self) -> None:
        """Ask where to save this computer's facts (the same JSON as ``tfgpu-wizard probe --json``)."""
        path = ask_facts_file_to_save(self)
        if path is not None:
            self.save_facts_file(path)

    def save_facts_file(self, path: Path) -> bool:
        """Write the facts to ``path`` atomically; a failure shows its message and leaves no partial file."""
        failure = save_facts(self.session.facts, path) if self.session.facts is not None else None
        if failure is not None:
            self.banner.show_message("error", *failure)
        return self.session.facts is not None and failure is None

    def report_text(self) -> str:
        """The findings as plain text, as "Copy report" puts them on the clipboard."""
        return report_text((row.as_text() for row in self.rows), self.session.facts_origin)

    def copy_report(self) -> None:
        """Put :meth:`report_text` on the clipboard."""
        QGuiApplication.clipboard().setText(self.report_text())

    def retranslate_ui(self) -> None:
        """Texts of this page in the current language; findings are rebuilt too."""
        self.setTitle(QCoreApplication.translate("SystemCheckPage", "System check"))
        self._set_subtitle()
        self.board.retranslate_ui(self.probing)
        if self.banner.level != "error":
            self.banner.clear()
        self.show_findings()

    def shutdown(self) -> None:
        """Cancel a running probe and wait for its thread."""
        self.probe.stop()
