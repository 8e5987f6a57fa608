"""Shared by the Install CUDA and Install cuDNN pages: Review changes, progress, the result, Undo.

A page supplies its input form and two step factories (review, install); Undo reverses the last run
from the journal. This base runs each step through a :class:`~wizard.gui.pages.step_flow.StepRunner`
and moves through its states; :class:`~wizard.gui.widgets.install_widgets.InstallWidgets` draws the preview,
buttons and status. Errors show as message + hint in the banner. Nothing changes before Install is pressed.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from wizard.basics.events import Event, LogLine, Started
from wizard.core.ops.base import Preview
from wizard.core.ops.journal import Journal
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepFactory, StepRunner, show_failure
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.install_widgets import InstallWidgets


def bundled_catalog() -> Any:
    """The bundled catalog, or None when it cannot be read (the file is then judged by its name only)."""
    from wizard.core.catalog.load import catalog_or_none

    return catalog_or_none()


class InstallPageBase(WizardPage):
    """States: ``input`` -> ``reviewed`` -> ``installing`` -> ``installed`` (-> ``undone``)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.state = "input"
        self.journal_factory: Callable[[], Journal] = Journal
        self.op: Any = None  # the page's operation, made by its review step
        self.outer = QVBoxLayout(self)
        self.widgets = shown = InstallWidgets(self.outer)
        self.banner, self.form, self.review_title, self.status_label = (
            shown.banner, shown.form, shown.review_title, shown.status_label)
        self.before_label, self.after_label = shown.before_label, shown.after_label
        self.before_box, self.after_box, self.progress = shown.before_box, shown.after_box, shown.progress
        self.review_button, self.install_button = shown.review_button, shown.install_button
        self.cancel_button, self.undo_button = shown.cancel_button, shown.undo_button
        for button, slot in ((self.review_button, self.review), (self.install_button, self.install),
                             (self.cancel_button, self.cancel), (self.undo_button, self.undo)):
            button.clicked.connect(slot)
        self.step_runner = StepRunner(self, self.progress, self._on_event)

    def retranslate_common(self, install_text: str = "") -> None:
        """Texts of the shared widgets (before anything else has been said: what to do first); ``install_text``
        names the Install button where the page calls it otherwise."""
        self.widgets.retranslate_ui(first_time=self.state == "input", install_text=install_text)

    # Subclasses provide these two steps and the result line.
    def review_step(self) -> Generator[Event, None, Preview]:
        """Read everything and return the preview (changes nothing)."""
        raise NotImplementedError

    def install_step(self) -> Generator[Event, None, Any]:
        """Apply and journal."""
        raise NotImplementedError

    def undo_step(self) -> Generator[Event, None, Any]:
        """Undo the last run from the journal (for a CUDA toolkit: the instructions for NVIDIA's uninstaller)."""
        from wizard.core.ops.kinds import load_all_kinds
        from wizard.core.ops.undo import undo_step

        load_all_kinds()  # the last run may be another front-end's
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
        return self.step_runner.running

    def busy_work(self) -> str:
        """Said before Cancel or closing the window stops the running step."""
        if not self.running:
            return ""
        if self.state == "installing":
            return self.installing_text()
        return QCoreApplication.translate(
            "InstallPages", "The wizard is working on this page. Stopping changes nothing on this computer.")

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
        from wizard.core.planner.host_identity import ensure_facts_of_this_host

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
        self.widgets.set_running(True)
        self.step_runner.start(factory, on_success, self._on_failed, self._on_cancelled, self._on_done)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, Started):
            self.status_label.setText(event.label)
        elif isinstance(event, LogLine) and event.level == "warning":
            self.banner.show_message("info", event.text)

    def _on_done(self) -> None:
        self.widgets.set_running(False)
        self.completeChanged.emit()

    def _on_reviewed(self, preview: Preview) -> None:
        self.state = "reviewed"
        self.widgets.show_preview(preview)

    def _on_installed(self, result: Any) -> None:
        self.state = "installed"
        self.widgets.show_installed(self.describe_result(result))

    def _on_undone(self, report: Any) -> None:
        if getattr(report, "ok", False):
            self.state = "undone"
            self.widgets.show_undone()
        else:
            show_failure(self.banner, report.failures[0])
            self.widgets.show_partly_undone()

    def _on_failed(self, error: object) -> None:
        if self.state == "installing":
            self.state = "reviewed"
        if getattr(error, "alternative", None) is not None and self.ask_to_follow(error):
            self.follow_alternative(getattr(error, "alternative"))  # noqa: B009
            QTimer.singleShot(0, self, self.review)  # once this step's worker has finished
            return
        show_failure(self.banner, error)
        self.status_label.setText(QCoreApplication.translate("InstallPages", "Nothing was changed."))

    def _on_cancelled(self) -> None:
        if self.state == "installing":
            self.state = "reviewed"
        self.status_label.setText(QCoreApplication.translate("InstallPages", "Cancelled; every change was undone."))
