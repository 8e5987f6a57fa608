"""Environment variables: review PATH / CUDA_PATH changes first, then apply them, then Undo if wanted.

The page is a view over core operations (:mod:`wizard.core.ops.env_ops`) and the runner: the list shows
each operation's ``describe()``, the two boxes show PATH as it is and as it will be (new entries marked
``+``), and a banner warns when an older CUDA still comes first. Apply and Undo run as steps through the
:class:`~wizard.gui.pages.step_flow.StepRunner` the install pages use too; everything is journaled, so
``tfgpu-wizard undo`` works on it too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.errors import WizardError
from wizard.core.envvars.cuda import cuda_version_of, older_cuda_first
from wizard.core.envvars.model import Scope
from wizard.core.envvars.pathlist import split_path
from wizard.core.ops.env_ops import AddToPath, cuda_environment_operations, path_after
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import RunReport, apply_operations_step
from wizard.core.ops.undo import UndoReport, undo_step
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import BeforeAfterBoxes, StepFactory, StepRunner, show_failure
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.platform.host import HOST_OS

OperationsFactory = Callable[[Scope], list[Any]]


def plan_operations(session: Session, scope: Scope) -> list[Any]:
    """The environment the plan's CUDA needs, in the folder the Install CUDA page used (else NVIDIA's default).

    This OS, as on the install pages: the changes are made here, through this OS's backend, to the folder
    the Install CUDA page put the toolkit in (not the OS of a facts file from another machine).
    """
    from wizard.core.install.cuda_installer import default_cuda_root

    plan = session.plan
    if plan is None or plan.cuda is None:
        return []
    major, minor = (int(part) for part in plan.cuda.split(".")[:2])
    root = session.cuda_root or default_cuda_root(HOST_OS, plan.cuda)
    return cuda_environment_operations(str(root), (major, minor), scope)


class EnvVarsPage(WizardPage):
    """Review, apply, result, undo. Next is possible once the changes are applied (or none are needed)."""

    plan_step = "set-env-vars"
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.operations_factory: OperationsFactory = lambda scope: plan_operations(self.session, scope)
        self.journal_factory: Callable[[], Journal] = Journal
        self.operations: list[Any] = []
        self.has_changes = False  # whether applying the operations would change anything (refresh_review)
        self.state = "review"
        self.last_report: RunReport | None = None
        layout = QVBoxLayout(self)
        self.banner = Banner()
        layout.addWidget(self.banner)
        layout.addLayout(self._build_scope_row())
        self.review_label = QLabel()
        self.review_label.setObjectName("sectionTitle")
        layout.addWidget(self.review_label)
        self.operations_list = QListWidget()
        self.operations_list.setMaximumHeight(110)
        layout.addWidget(self.operations_list)
        boxes = BeforeAfterBoxes()
        self.before_label, self.after_label = boxes.before_label, boxes.after_label
        self.before_box, self.after_box = boxes.before_box, boxes.after_box
        layout.addLayout(boxes, 1)
        layout.addLayout(self._build_action_row())
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        layout.addWidget(self.progress)
        self.step_runner = StepRunner(self, self.progress)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        layout.addWidget(self.result_label)
        self.retranslate_ui()

    def _build_scope_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.scope_label = QLabel()
        self.scope_combo = QComboBox()
        self.scope_combo.addItem("", "user")
        self.scope_combo.addItem("", "system")
        self.scope_combo.currentIndexChanged.connect(lambda _index: self.refresh_review())
        row.addWidget(self.scope_label)
        row.addWidget(self.scope_combo, 1)
        return row

    def _build_action_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.apply_button, self.undo_button = QPushButton(), QPushButton()
        self.apply_button.clicked.connect(self.apply_changes)
        self.undo_button.clicked.connect(self.undo_changes)
        self.undo_button.setVisible(False)
        row.addStretch(1)
        row.addWidget(self.undo_button)
        row.addWidget(self.apply_button)
        return row

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.setTitle(tr("EnvVarsPage", "Environment variables"))
        self.setSubTitle(tr("EnvVarsPage", "Review the changes first. Nothing is changed until you apply "
                                           "them, and everything can be undone."))
        self.scope_label.setText(tr("EnvVarsPage", "Change the settings for:"))
        self.scope_combo.setItemText(0, tr("EnvVarsPage", "Only me (no administrator rights needed)"))
        self.scope_combo.setItemText(1, tr("EnvVarsPage", "All users (asks for administrator rights)"))
        self.review_label.setText(tr("EnvVarsPage", "Review changes"))
        self.before_label.setText(tr("EnvVarsPage", "PATH that programs see now"))
        self.after_label.setText(tr("EnvVarsPage", "PATH after the change (+ marks new folders)"))
        self.apply_button.setText(tr("EnvVarsPage", "Apply changes"))
        self.undo_button.setText(tr("EnvVarsPage", "Undo"))

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
        tr = QCoreApplication.translate
        self.banner.clear()
        self.state = "review"
        self.operations_list.clear()
        try:
            self.operations = self.operations_factory(self.scope)
            self.operations_list.addItems([operation.describe() for operation in self.operations])
            self._show_path()
        except WizardError as error:
            self.operations = []
            self.banner.show_message("error", error.message, error.hint)
        if not self.operations and not self.banner.level:
            self.result_label.setText(tr("EnvVarsPage", "No environment changes are needed."))
        self.has_changes = self._previews_change_something()
        self.apply_button.setEnabled(self.has_changes)
        self.completeChanged.emit()

    def _path_operations(self) -> list[AddToPath]:
        return [op for op in self.operations if isinstance(op, AddToPath) and op.variable == "PATH"]

    def _previews_change_something(self) -> bool:
        try:
            return any(operation.preview().changes for operation in self.operations)
        except WizardError:
            return False

    def _show_path(self) -> None:
        path_ops = self._path_operations()
        if not path_ops:
            self.before_box.setPlainText("")
            self.after_box.setPlainText("")
            return
        backend = path_ops[0].resolved_backend()
        stored = backend.current_path(self.scope, "PATH")
        # What programs see: on Windows the system PATH comes before the user's, so show both, in order.
        before = backend.effective_path(self.scope, stored)
        after = backend.effective_path(self.scope, path_after(self.operations, stored, backend.flavor))
        old = set(split_path(before, backend.flavor))
        self.before_box.setPlainText("\n".join(split_path(before, backend.flavor)))
        marked = [("  " if entry in old else "+ ") + entry for entry in split_path(after, backend.flavor)]
        self.after_box.setPlainText("\n".join(marked))
        self._warn_older_cuda(after, path_ops, backend.flavor)

    def _warn_older_cuda(self, after: str, path_ops: list[AddToPath], flavor: Any) -> None:
        wanted = next((v for v in (cuda_version_of(op.entry) for op in path_ops) if v), None)
        warnings = older_cuda_first(after, wanted, flavor) if wanted else []
        if warnings:
            first = warnings[0]
            self.banner.show_message(
                "info",
                QCoreApplication.translate(
                    "EnvVarsPage", "An older CUDA ({old}) comes first on PATH: {entry}"
                ).format(old=".".join(map(str, first.version)), entry=first.entry),
                QCoreApplication.translate(
                    "EnvVarsPage", "Programs may load its libraries instead of CUDA {new}. Remove it from "
                                   "PATH, or uninstall that CUDA, if TensorFlow reports the wrong version."
                ).format(new=".".join(map(str, first.wanted))),
            )

    def apply_changes(self) -> None:
        """Run the operations through the runner (elevating only system-scope changes)."""
        from wizard.basics.errors import WizardError
        from wizard.core.host_identity import ensure_facts_of_this_host
        from wizard.core.ops.elevation import make_elevator, make_reverse_elevator

        try:
            ensure_facts_of_this_host(self.session.facts)
        except WizardError as error:
            self._on_failed(error)
            return
        journal, operations = self.journal_factory(), list(self.operations)
        elevator, reverse_elevator = make_elevator(), make_reverse_elevator()
        self._start(
            lambda: apply_operations_step(
                operations, journal, step="env-vars", elevator=elevator, reverse_elevator=reverse_elevator
            ),
            self._on_applied,
        )

    def undo_changes(self) -> None:
        """Undo the last run (this page's changes) from the journal."""
        from wizard.core.ops.elevation import make_reverse_elevator

        journal = self.journal_factory()
        self._start(lambda: undo_step(journal, "last", elevator=make_reverse_elevator()), self._on_undone)

    def _start(self, factory: StepFactory, on_success: Callable[[Any], None]) -> None:
        self.state = "applying"
        self.apply_button.setEnabled(False)
        self.undo_button.setEnabled(False)
        self.step_runner.start(factory, on_success, self._on_failed)

    def busy_work(self) -> str:
        """Said before Cancel or closing the window stops a running apply or undo."""
        if self.step_runner.worker is None or not self.step_runner.worker.running:
            return ""
        return QCoreApplication.translate("EnvVarsPage", "The environment variables are being changed. "
                                                         "Stopping undoes what was changed so far.")

    def shutdown(self) -> None:
        """The wizard is closing: cancel a running apply or undo, so what it did is rolled back."""
        self.step_runner.stop()

    def _on_applied(self, report: RunReport) -> None:
        tr = QCoreApplication.translate
        self.last_report = report
        self.undo_button.setEnabled(True)
        if report.ok:
            self.state = "applied"
            count = sum(1 for item in report.items if item.entry_id)
            done = tr("EnvVarsPage", "Done: {count} changes applied. Programs started from now on see them; "
                                     "open a new terminal.")
            self.result_label.setText(done.format(count=count))
            self.undo_button.setVisible(count > 0)
        else:
            failed = next(item for item in report.items if item.outcome is None or item.error)
            self.state = "review"
            self.banner.show_message("error", failed.error, failed.hint)
            self.result_label.setText(tr("EnvVarsPage", "Nothing was changed: what had been applied was "
                                                        "rolled back."))
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
        self.apply_button.setEnabled(True)
        self.undo_button.setEnabled(True)
        show_failure(self.banner, error)
        self.completeChanged.emit()
