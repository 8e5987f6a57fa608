"""WSL check page (the WSL2 route seen from Windows): what is there and what is missing, in plain words.

A view over the route's facts step (:class:`wizard.gui.models.wsl_route.WslRouteSteps`), run in a worker: asking
wsl.exe starts its service, which can take seconds. What the sentences say is decided in the Qt-free model.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from wizard.gui.models.wsl_route import WslFactsView, blocked, check_rows
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepRunner, show_failure
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner

MARKS = {True: ("\u2713", "#2e7d32"), False: ("\u2717", "#c62828"), None: ("?", "#607d8b")}


class WslCheckPage(WizardPage):
    """Reads WSL's facts and says, line by line, what the next page will do."""

    machine = "this"
    wsl_route = True  # shown only for a WSL2 plan on this Windows computer

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.facts: WslFactsView | None = None
        self.banner, self.rows, self.verdict = Banner(), QLabel(), QLabel()
        self.rows.setWordWrap(True)
        self.verdict.setWordWrap(True)
        self.again_button, self.progress = QPushButton(), QProgressBar()
        self.again_button.clicked.connect(self.read_facts)
        self.step_runner = StepRunner(self, self.progress)
        layout = QVBoxLayout(self)
        for widget in (self.banner, self.rows, self.verdict, self.progress):
            layout.addWidget(widget)
        layout.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignLeft)  # a button, not a bar across the page
        layout.addStretch(1)
        self.progress.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.setTitle(tr("WslCheckPage", "Check WSL"))
        self.setSubTitle(tr("WslCheckPage", "TensorFlow runs on the graphics card inside WSL2, a Linux that comes "
                                            "with Windows. This page looks at what is there already."))
        self.again_button.setText(tr("WslCheckPage", "Check again"))
        self._paint()

    def initializePage(self) -> None:
        if self.facts is None and not self.step_runner.running:
            self.read_facts()

    def read_facts(self) -> None:
        """Ask WSL (in a worker); the page fills in when it answers."""
        steps = self.session.route_steps()
        if steps is None or self.step_runner.running:
            return
        self.banner.clear()
        self.verdict.setText(QCoreApplication.translate("WslCheckPage", "Asking WSL..."))
        self.step_runner.start(steps.check, self._show, lambda error: show_failure(self.banner, error))

    def _show(self, facts: WslFactsView) -> None:
        self.facts = self.session.wsl_facts = facts
        self._paint()
        self.completeChanged.emit()

    def _paint(self) -> None:
        if self.facts is None:
            self.rows.setText("")
            return
        tr = QCoreApplication.translate
        lines = []
        for state, text in check_rows(self.facts, self.session.wsl_distro):
            mark, colour = MARKS[state]
            lines.append(f"<p><span style='color:{colour}'><b>{mark}</b></span> {escape(text)}</p>")
        self.rows.setText("".join(lines))
        if blocked(self.facts):
            self.verdict.setText(tr("WslCheckPage", "Something above must be done by you first; the wizard cannot "
                                                    "do it. Press Check again when it is done."))
        else:
            self.verdict.setText(tr("WslCheckPage", "Press Next: the next page sets up what is missing."))

    def isComplete(self) -> bool:
        from wizard.gui.qt_compat import virtual_bool

        return virtual_bool(self.facts is not None and not blocked(self.facts))

    def shutdown(self) -> None:
        self.step_runner.stop()
