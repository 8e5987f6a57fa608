"""Environment variables: review PATH / CUDA_PATH changes first, then apply them, then Undo if wanted.

A view over core operations (:mod:`wizard.core.envvars.env_ops`): the list shows each ``describe()``, the boxes
PATH now and after (:mod:`wizard.gui.models.env_vars_review`). Apply and Undo run through a
:class:`~wizard.gui.pages.step_flow.StepRunner`; everything is journaled, so ``tfgpu-wizard undo`` works too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.core.envvars.model import Scope
from wizard.core.ops.journal import Journal
from wizard.core.ops.run_report import RunReport
from wizard.core.ops.undo import UndoReport
from wizard.core.plan import StepId
from wizard.gui.models import env_vars_review as review
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepFactory, StepRunner, show_failure
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.env_vars_board import EnvVarsBoard

OperationsFactory = Callable[[Scope], list[Any]]


class EnvVarsPage(WizardPage):
    """Review, apply, result, undo. Next is possible once the changes are applied (or none are needed)."""

    plan_step = StepId.SET_ENV_VARS
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.operations_factory: OperationsFactory = lambda scope: review.plan_operations(self.session, scope)
        self.journal_factory: Callable[[], Journal] = Journal
        self.operations: list[Any] = []
        self.has_changes = False  # whether applying the operations would change anything (refresh_review)
        self.state = "review"
        self.last_report: RunReport | None = None
        layout = QVBoxLayout(self)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.board = board = EnvVarsBoard()
        layout.addLayout(board, 1)
        self.scope_combo, self.operations_list, self.progress = board.scope_combo, board.operations_list, board.progress
        self.before_box, self.after_box, self.result_label = board.before_box, board.after_box, board.result_label
        self.apply_button, self.undo_button = board.apply_button, board.undo_button
        self.scope_combo.currentIndexChanged.connect(lambda _index: self.refresh_review())
        self.apply_button.clicked.connect(self.apply_changes)
        self.undo_button.clicked.connect(self.undo_changes)
        self.step_runner = StepRunner(self, self.progress)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.setTitle(tr("EnvVarsPage", "Environment variables"))
        self.setSubTitle(tr("EnvVarsPage", "Review the changes first. Nothing is changed until you apply "
                                           "them, and everything can be undone."))
        self.board.retranslate_ui()

    def initializePage(self) -> None:
        """Build the operations for the plan and show what they would change."""
        self.refresh_review()

    def isComplete(self) -> bool:
        """Next once applied, or when there is nothing to change."""
        return virtual_bool(self.state == "applied" or (self.state == "review" and not self.has_changes))

    @property
    def scope(self) -> Scope:
        """The scope chosen in the combo box."""
        return "system" if self.scope_combo.currentData() == "system" else "user"

    def refresh_review(self) -> None:
        """Recompute operations and previews; errors (a PATH we must not touch) go to the banner."""
        self.banner.clear()
        self.state = "review"
        self.operations_list.clear()
        try:
            self.operations = self.operations_factory(self.scope)
            self.operations_list.addItems([operation.describe() for operation in self.operations])
            path = review.review_path(self.operations, self.scope)
            self.board.show_path(path)
            if path.warning[0]:
                self.banner.show_message("info", *path.warning)
        except WizardError as error:
            self.operations = []
            self.banner.show_message("error", error.message, error.hint)
        if not self.operations and not self.banner.level:
            self.result_label.setText(QCoreApplication.translate("EnvVarsPage", "No environment changes are needed."))
        self.has_changes = review.previews_change_something(self.operations)
        self.apply_button.setEnabled(self.has_changes)
        self.completeChanged.emit()

    def apply_changes(self) -> None:
        """Run the operations through the runner (elevating only system-scope changes)."""
        from wizard.core.planner.host_identity import ensure_facts_of_this_host

        try:
            ensure_facts_of_this_host(self.session.facts)
        except WizardError as error:
            self._on_failed(error)
            return
        self._start(review.apply_step(self.operations, self.journal_factory()), self._on_applied)

    def undo_changes(self) -> None:
        """Undo the last run (this page's changes) from the journal."""
        self._start(review.undo_last_step(self.journal_factory()), self._on_undone)

    def _start(self, factory: StepFactory, on_success: Callable[[Any], None]) -> None:
        self.state = "applying"
        self.board.set_buttons_enabled(False)
        self.step_runner.start(factory, on_success, self._on_failed)

    def busy_work(self) -> str:
        """Said before Cancel or closing the window stops a running apply or undo."""
        if not self.step_runner.running:
            return ""
        return QCoreApplication.translate("EnvVarsPage", "The environment variables are being changed. "
                                                         "Stopping undoes what was changed so far.")

    def shutdown(self) -> None:
        """The wizard is closing: cancel a running apply or undo, so what it did is rolled back."""
        self.step_runner.stop()

    def _on_applied(self, report: RunReport) -> None:
        self.last_report = report
        self.undo_button.setEnabled(True)
        if report.ok:
            self.state = "applied"
            self.result_label.setText(review.applied_text(report))
            self.undo_button.setVisible(review.applied_count(report) > 0)
        else:
            failed = review.first_failure(report)
            self.state = "review"
            self.banner.show_message("error", failed.error, failed.hint)
            self.result_label.setText(QCoreApplication.translate(
                "EnvVarsPage", "Nothing was changed: what had been applied was rolled back."))
            self.apply_button.setEnabled(True)
        self.completeChanged.emit()

    def _on_undone(self, report: UndoReport) -> None:
        tr = QCoreApplication.translate
        self.refresh_review()
        self.undo_button.setVisible(not report.ok)
        self.undo_button.setEnabled(True)
        if report.ok:
            self.result_label.setText(tr("EnvVarsPage", "Undone: everything is as it was before."))
        else:
            show_failure(self.banner, report.failures[0])

    def _on_failed(self, error: object) -> None:
        self.state = "review"
        self.board.set_buttons_enabled(True)
        show_failure(self.banner, error)
        self.completeChanged.emit()
