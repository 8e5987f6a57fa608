"""Shared by the Install CUDA and Install cuDNN pages: Review changes, progress, the result, Undo.

A page supplies its input form and two step factories (review, install); Undo reverses the last run
from the journal. This base shows the preview (a title, the files or folders before and after), runs
each step through a :class:`~wizard.gui.pages.step_flow.StepRunner` (progress bar; the log line is
painted here), and shows errors as message + hint in the banner. Nothing is changed until the user presses Install.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from wizard.basics.events import Event, LogLine, Started
from wizard.core.ops.base import Preview
from wizard.core.ops.journal import Journal
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import BeforeAfterBoxes, StepFactory, StepRunner, show_failure
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner


def bundled_catalog() -> Any:
    """The bundled catalog, or None when it cannot be read (the file is then judged by its name only)."""
    from wizard.basics.errors import CatalogError
    from wizard.core.catalog.load import load_catalog

    try:
        return load_catalog()
    except CatalogError:
        return None


class InstallPageBase(WizardPage):
    """States: ``input`` -> ``reviewed`` -> ``installing`` -> ``installed`` (-> ``undone``)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.state = "input"
        self.journal_factory: Callable[[], Journal] = Journal
        self.op: Any = None  # the page's operation, made by its review step
        self.outer = QVBoxLayout(self)
        self.banner = Banner()
        self.outer.addWidget(self.banner)
        self.form = QGridLayout()
        self.outer.addLayout(self.form)
        self.review_title = QLabel()
        self.review_title.setObjectName("sectionTitle")
        self.review_title.setWordWrap(True)
        self.outer.addWidget(self.review_title)
        boxes = BeforeAfterBoxes()
        self.before_label, self.after_label = boxes.before_label, boxes.after_label
        self.before_box, self.after_box = boxes.before_box, boxes.after_box
        self.outer.addLayout(boxes, 1)
        self.outer.addLayout(self._build_buttons())
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.outer.addWidget(self.progress)
        self.step_runner = StepRunner(self, self.progress, self._on_event)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.outer.addWidget(self.status_label)

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.review_button, self.install_button = QPushButton(), QPushButton()
        self.cancel_button, self.undo_button = QPushButton(), QPushButton()
        self.review_button.clicked.connect(self.review)
        self.install_button.clicked.connect(self.install)
        self.cancel_button.clicked.connect(self.cancel)
        self.undo_button.clicked.connect(self.undo)
        for button in (self.install_button, self.cancel_button, self.undo_button):
            button.setVisible(False)
        row.addStretch(1)
        for button in (self.undo_button, self.cancel_button, self.review_button, self.install_button):
            row.addWidget(button)
        return row

    def retranslate_common(self) -> None:
        """Texts of the shared widgets."""
        tr = QCoreApplication.translate
        self.before_label.setText(tr("InstallPages", "Now"))
        self.after_label.setText(tr("InstallPages", "After installing"))
        self.review_button.setText(tr("InstallPages", "Review changes"))
        self.install_button.setText(tr("InstallPages", "Install"))
        self.cancel_button.setText(tr("InstallPages", "Cancel"))
        self.undo_button.setText(tr("InstallPages", "Undo"))
        if self.state == "input":  # what to do first, before anything else has been said
            self.status_label.setText(tr("InstallPages", "Check the fields above, then press \"Review changes\" "
                                                         "to see what will change. Nothing is changed before "
                                                         "you press \"Install\"."))

    # Subclasses provide these two steps and the result line.
    def review_step(self) -> Generator[Event, None, Preview]:
        """Read everything and return the preview (changes nothing)."""
        raise NotImplementedError

    def install_step(self) -> Generator[Event, None, Any]:
        """Apply and journal."""
        raise NotImplementedError

    def undo_step(self) -> Generator[Event, None, Any]:
        """Undo the last run from the journal (for a CUDA toolkit: the instructions for NVIDIA's uninstaller)."""
        from wizard.core.ops.undo import undo_step

        return (yield from undo_step(self.journal_factory(), "last"))

    def describe_result(self, result: Any) -> str:
        """The result line after installing."""
        raise NotImplementedError

    def isComplete(self) -> bool:
        """Next is possible once installed."""
        return virtual_bool(self.state == "installed")

    @property
    def running(self) -> bool:
        """True while a review, install or undo step runs."""
        return self.step_runner.worker is not None and self.step_runner.worker.running

    def busy_work(self) -> str:
        """Said before Cancel or closing the window stops the running step."""
        tr = QCoreApplication.translate
        if not self.running:
            return ""
        if self.state == "installing":
            return self.installing_text()
        return tr("InstallPages", "The wizard is working on this page. Stopping changes nothing on this computer.")

    def installing_text(self) -> str:
        """What stopping an install does (the cuDNN copy rolls back; NVIDIA's installer is waited for)."""
        return QCoreApplication.translate("InstallPages", "Files are being installed. Stopping puts every file "
                                                          "back as it was.")

    def shutdown(self) -> None:
        """The wizard is closing: cancel a running step, so a copy rolls back instead of being cut off."""
        self.step_runner.stop()

    def check_inputs(self) -> None:
        """Refuse, before any step runs, what cannot be right: another machine's facts, a missing file, a file
        that is not the plan's version (pages add their own checks; raise a WizardError)."""
        from wizard.core.host_identity import ensure_facts_of_this_host

        ensure_facts_of_this_host(self.session.facts)

    def follow_alternative(self, alternative: Any) -> None:
        """The user chose to follow ``alternative`` (a working plan the chosen file fits): the later pages
        follow it too."""
        self.session.plan = alternative

    def ask_to_follow(self, error: Any) -> bool:
        """Ask whether to follow the working plan the chosen file fits."""
        from wizard.gui.widgets.questions import ask_to_follow

        return ask_to_follow(self, self.title(), error)

    def review(self) -> None:
        """Check the inputs, then run the review step; shows the preview."""
        from wizard.basics.errors import WizardError

        self.banner.clear()
        try:
            self.check_inputs()
        except WizardError as error:
            self._on_failed(error)
            return
        self._run(self.review_step, self._on_reviewed)

    def install(self) -> None:
        """Run the install step."""
        self.state = "installing"
        self._run(self.install_step, self._on_installed)

    def undo(self) -> None:
        """Run the undo step."""
        self._run(self.undo_step, self._on_undone)

    def cancel(self) -> None:
        """Ask the running step to stop (the copy then rolls back)."""
        self.step_runner.cancel()

    def _run(self, factory: StepFactory, on_success: Callable[[Any], None]) -> None:
        for button in (self.review_button, self.install_button, self.undo_button):
            button.setEnabled(False)
        self.cancel_button.setVisible(True)
        self.step_runner.start(factory, on_success, self._on_failed, self._on_cancelled, self._on_done)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, Started):
            self.status_label.setText(event.label)
        elif isinstance(event, LogLine) and event.level == "warning":
            self.banner.show_message("info", event.text)

    def _on_done(self) -> None:
        self.cancel_button.setVisible(False)
        for button in (self.review_button, self.install_button, self.undo_button):
            button.setEnabled(True)
        self.completeChanged.emit()

    def _on_reviewed(self, preview: Preview) -> None:
        tr = QCoreApplication.translate
        self.state = "reviewed"
        self.review_title.setText(preview.title)
        none = tr("InstallPages", "(nothing)")
        self.before_box.setPlainText(preview.before or none)
        self.after_box.setPlainText(preview.after or none)
        self.install_button.setVisible(True)
        waiting = tr("InstallPages", "Nothing has been changed yet. Press Install to go ahead.")
        self.status_label.setText(waiting)

    def _on_installed(self, result: Any) -> None:
        self.state = "installed"
        self.status_label.setText(self.describe_result(result))
        self.install_button.setVisible(False)
        self.undo_button.setVisible(True)

    def _on_undone(self, report: Any) -> None:
        tr = QCoreApplication.translate
        if getattr(report, "ok", False):
            self.state = "undone"
            self.undo_button.setVisible(False)
            self.install_button.setVisible(False)
            self.status_label.setText(tr("InstallPages", "Undone: everything is as it was before."))
        else:
            show_failure(self.banner, report.failures[0])
            partial = tr("InstallPages", "Not everything could be undone; see the message above.")
            self.status_label.setText(partial)

    def _on_failed(self, error: object) -> None:
        tr = QCoreApplication.translate
        if self.state == "installing":
            self.state = "reviewed"
        if getattr(error, "alternative", None) is not None and self.ask_to_follow(error):
            self.follow_alternative(getattr(error, "alternative"))  # noqa: B009
            QTimer.singleShot(0, self, self.review)  # once this step's worker has finished
            return
        show_failure(self.banner, error)
        self.status_label.setText(tr("InstallPages", "Nothing was changed."))

    def _on_cancelled(self) -> None:
        tr = QCoreApplication.translate
        if self.state == "installing":
            self.state = "reviewed"
        self.status_label.setText(tr("InstallPages", "Cancelled; every change was undone."))
