"""The Verify page's answer when a plan kept only once proved on the GPU failed its proof (conda-forge's build).

What it says comes from :mod:`wizard.core.steps.proof`, as the CLI's ``apply`` says it. "Undo this environment" undoes
the journaled run that made the environment (in a worker); "Plan for the processor" switches the session to the
CPU plan for the same machine and asks the page to go back to the environment step (``cpu_planned``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from wizard.gui.session import Session
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.core.verify.parse import VerifyReport


class ProofFailed(QWidget):
    """A message and "Undo this environment" / "Plan for the processor"; hidden until a proof fails."""

    cpu_planned = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.worker: StepWorker | None = None
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.undo_button = QPushButton()
        self.cpu_button = QPushButton()
        self.undo_button.clicked.connect(self.undo_environment)
        self.cpu_button.clicked.connect(self.plan_for_processor)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.cpu_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        layout.addWidget(self.outcome)
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.undo_button.setText(tr("ProofFailed", "Undo this environment"))
        self.cpu_button.setText(tr("ProofFailed", "Plan for the processor"))

    def judge(self, report: VerifyReport | None) -> None:
        """After a verification: shown, with both buttons, when the session's plan must be proved on the GPU and
        the run did not prove it (a pass on the processor alone proves nothing about the card)."""
        from wizard.core.steps.proof import must_prove, proof_failed_message, proved_on_gpu

        plan = self.session.plan
        if plan is None or not must_prove(plan) or (report is not None and proved_on_gpu(report)):
            self.hide()
            return
        self.message.setText(proof_failed_message(plan))
        self.outcome.clear()
        self.undo_button.setEnabled(True)
        self.cpu_button.setEnabled(True)
        self.show()

    def undo_environment(self) -> None:
        """Undo the run that made the environment, in a worker; say how it went."""
        from wizard.core.ops.journal import Journal
        from wizard.core.steps.proof import undo_environment

        self.undo_button.setEnabled(False)
        self.worker = StepWorker(lambda: undo_environment(Journal()), self, synchronous=self.session.synchronous)
        self.worker.succeeded.connect(self._undone)
        self.worker.failed.connect(lambda error: self.outcome.setText(str(getattr(error, "message", error))))
        self.worker.start()

    def _undone(self, report: Any) -> None:
        tr = QCoreApplication.translate
        if report.ok:
            self.session.env_python = self.session.env_prefix = None
            self.outcome.setText(tr("ProofFailed", "The environment was undone."))
        else:
            self.outcome.setText(tr("ProofFailed", "Part of the environment could not be undone; the Finish page "
                                                   "lists what is left."))

    def plan_for_processor(self) -> None:
        """Switch the session to the plan for the processor; the page then goes back to the environment step."""
        from wizard.core.steps.proof import cpu_plan_for

        tr = QCoreApplication.translate
        if self.session.facts is None:
            self.outcome.setText(tr("ProofFailed", "Check this computer first on the System check page, then plan "
                                                   "again."))
            return
        self.session.plan = plan = cpu_plan_for(self.session.facts, self.session.wishes)
        self.cpu_button.setEnabled(False)
        self.outcome.setText(tr("ProofFailed", "The plan is now: {summary}. Set it up on the Python environment "
                                               "step.").format(summary=plan.summary))
        self.cpu_planned.emit()

    def shutdown(self) -> None:
        """Wait for an undo under way before the window closes."""
        if self.worker is not None:
            self.worker.wait()
