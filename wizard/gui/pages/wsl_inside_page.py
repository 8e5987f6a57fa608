"""Inside-WSL page: the plan's ``apply`` run inside the distribution, its lines and progress streamed here.

A view over the route's core step (:meth:`wizard.gui.models.wsl_route.WslRouteSteps.apply_inside`) in a worker;
Stop asks first. It shows the run's steps (:mod:`wizard.gui.models.inside_steps`); the raw lines of the Linux
CLI inside are under Details (its undo command worded as the window undoes: Finish, Undo everything), and a
failure says what a Windows user does (Finish, Undo everything). In the
window Windows opened after the restart the run starts by itself (the user started the whole setup before it);
otherwise Start begins it. Its result (where the env is, the verification made
inside) goes to the session for the Verify page, the hand-off on the last page and the report.

When the wizard's Linux build (the release's asset it puts inside) cannot be downloaded, the page says so in plain
words and offers "Use my file…": a copy brought from another computer, checked against the same pinned SHA-256 as
the download (a wrong file is refused and nothing of it kept), after which the run starts again with it.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.events import Event, LogLine, Started
from wizard.gui.models.inside_steps import InsideStep, ended, fold, for_windows_user, undo_advice
from wizard.gui.models.wsl_route import InsideResult
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepRunner
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner


def _ask_to_stop(page: WizardPage) -> bool:
    from wizard.gui.widgets.questions import ask

    tr = QCoreApplication.translate
    return ask(page, page.title(), tr("WslInsidePage", "Stop the setup inside WSL?"), page.busy_work(),
               yes=tr("WslInsidePage", "Stop"), no=tr("WslInsidePage", "Keep working"))


def _own_file_advice(offline: bool) -> str:
    """What to do when the Linux build could not be fetched: start again later, or bring the file."""
    from wizard.core.wsl.bundle import BUNDLE_NAME

    tr = QCoreApplication.translate
    own = tr("WslInsidePage", "Or download {name} from the same release on another computer, bring it here and "
                              "press \"Use my file…\": it is checked the same way.").format(name=BUNDLE_NAME)
    if offline:
        own = tr("WslInsidePage", "Connect to the internet and press Start again: the download goes on where "
                                  "it stopped.") + " " + own
    return own


def _ask_for_linux_build(page: QWidget) -> Path | None:
    """The user's copy of the Linux build, from the file dialog (None: none chosen)."""
    from wizard.core.wsl.bundle import BUNDLE_NAME

    tr = QCoreApplication.translate
    path, _ = QFileDialog.getOpenFileName(
        page, tr("WslInsidePage", "Choose {name}").format(name=BUNDLE_NAME), str(Path.home()),
        tr("WslInsidePage", "The wizard's Linux build") + " (*.tar.gz)")  # Qt reads the pattern in ( )
    return Path(path) if path else None


class WslInsidePage(WizardPage):
    """Runs the setup inside WSL and shows what it says as it goes."""

    machine = "this"
    wsl_route = True

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.result: InsideResult | None = None
        self.started_by_itself = False  # once: the window the restart opened goes on without Start
        self.ask_to_stop: Callable[[], bool] = lambda: _ask_to_stop(self)  # tests answer the question instead
        self.banner, self.status = Banner(), QLabel()
        self.status.setWordWrap(True)
        self.steps: tuple[InsideStep, ...] = ()
        self.steps_label = QLabel()  # the run's steps, each with its mark
        self.steps_label.setWordWrap(True)
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self.lines = QPlainTextEdit()  # the Linux CLI's own lines, under Details
        self.lines.setReadOnly(True)
        self.lines.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.lines.setVisible(False)
        self.details_button = QToolButton()
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self.lines.setVisible)
        self.start_button, self.stop_button, self.progress = QPushButton(), QPushButton(), QProgressBar()
        self.own_file_button = QPushButton()  # shown when the Linux build could not be downloaded
        self.own_file_button.setVisible(False)
        self.start_button.clicked.connect(self.start_inside)
        self.stop_button.clicked.connect(self.stop_inside)
        self.own_file_button.clicked.connect(self.choose_linux_build)
        self.stop_button.setEnabled(False)
        self.step_runner = StepRunner(self, self.progress, self._on_event)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.own_file_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        for widget in (self.banner, self.status, self.progress, self.steps_label):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.details_button)
        layout.addWidget(self.lines, 1)
        layout.addStretch(0)
        self.progress.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.setTitle(tr("WslInsidePage", "Set up TensorFlow inside WSL"))
        self.setSubTitle(tr("WslInsidePage", "The wizard runs itself inside {distro}: it makes the Python "
                                             "environment, installs TensorFlow for the graphics card and checks it "
                                             "there. Its steps appear below.").format(
            distro=self.session.wsl_distro))
        self.start_button.setText(tr("WslInsidePage", "Start"))
        self.stop_button.setText(tr("WslInsidePage", "Stop"))
        self.details_button.setText(tr("WslInsidePage", "Details"))
        self.own_file_button.setText(tr("WslInsidePage", "Use my file…"))

    def initializePage(self) -> None:
        if self.session.wsl_resumed and not self.started_by_itself and self.result is None:
            self.started_by_itself = True  # after a failure or Stop, Start is the user's again
            self.start_inside()

    def start_inside(self) -> None:
        """Start the run inside (in a worker)."""
        steps, plan = self.session.route_steps(), self.session.plan
        if steps is None or plan is None or self.step_runner.running:
            return
        self.banner.clear()
        self.lines.clear()
        self._paint_steps(())
        self.own_file_button.setVisible(False)
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.status.setText(QCoreApplication.translate("WslInsidePage", "Working inside {distro}...").format(
            distro=self.session.wsl_distro))
        self.step_runner.start(lambda: steps.apply_inside(self.session.wsl_distro, self.session.wsl_user, plan),
                               self._succeeded, self._failed, self._cancelled, self._ended)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, LogLine):
            self.lines.appendPlainText(for_windows_user(event.text))  # the CLI's undo command, as the window undoes
        elif isinstance(event, Started):
            self.status.setText(event.label)
        self._paint_steps(fold(self.steps, event))

    def _paint_steps(self, steps: tuple[InsideStep, ...]) -> None:
        marks = {"running": "\u25B6", "done": "\u2714", "failed": "\u2718", "stopped": "\u2013"}
        self.steps = steps
        self.steps_label.setText("<br>".join(f"{marks[step.state]}&nbsp; {escape(step.label)}" for step in steps))

    def stop_inside(self) -> None:
        """Stop asks first: what was done inside is then undone by the core, or left for undo."""
        if self.step_runner.running and self.ask_to_stop():
            self.step_runner.cancel()

    def _succeeded(self, result: InsideResult) -> None:
        from wizard.core.report.build import inside_wsl_section

        self.result = result
        self.session.wsl_env = result.env
        self.session.verification = result.verification
        self.session.wsl_report = inside_wsl_section(result.env, result.inside, result.verification,
                                                     wsl_version=result.wsl_version)
        self._paint_steps(ended(self.steps, "done"))
        self.status.setText(QCoreApplication.translate("WslInsidePage", "Done: the environment is at {path} "
                                                       "inside {distro}.").format(path=result.env.python,
                                                                                  distro=result.env.distro))
        self.completeChanged.emit()

    def _failed(self, error: object) -> None:
        from wizard.core.apply.linux_build import LinuxBuildOfflineError
        from wizard.core.download.errors import DownloadError
        from wizard.gui.models.failures import failure_text

        self._paint_steps(ended(self.steps, "failed"))
        self.status.setText("")
        message, _cli_hint = failure_text(error)  # its hint is for a terminal (inside Linux, or apply's --dest)
        # The only download on the Windows side is the Linux build, fetched before anything goes inside.
        if isinstance(error, DownloadError):
            self._offer_own_file(message, offline=isinstance(error, LinuxBuildOfflineError))
            return
        self.banner.show_message("error", for_windows_user(message), undo_advice())

    def _offer_own_file(self, message: str, *, offline: bool) -> None:
        """The Linux build could not be fetched: start again later, or bring the file from another computer."""
        self.own_file_button.setVisible(True)
        self.banner.show_message("error", message, _own_file_advice(offline))

    def choose_linux_build(self) -> None:
        """Ask for the user's copy of the Linux build; it is checked in a worker, then the run starts again."""
        chosen = _ask_for_linux_build(self)
        if chosen is not None:
            self.use_linux_build(chosen)

    def use_linux_build(self, chosen: Path) -> None:
        """Check ``chosen`` against the build this app was made with; when it matches, start the run again."""
        steps = self.session.route_steps()
        if steps is None or self.step_runner.running:
            return
        self.banner.clear()
        self.start_button.setEnabled(False)
        self.own_file_button.setEnabled(False)
        self.status.setText(QCoreApplication.translate("WslInsidePage", "Checking your file..."))
        self.step_runner.start(lambda: steps.use_own_linux_build(chosen), self._own_file_verified,
                               self._own_file_refused, on_done=self._own_file_ended)

    def _own_file_verified(self, _path: object) -> None:
        self.own_file_button.setVisible(False)
        self.status.setText(QCoreApplication.translate(
            "WslInsidePage", "Your file is the wizard's Linux build (its checksum matches). Starting again..."))
        QTimer.singleShot(0, self, self.start_inside)  # once this check's worker has finished

    def _own_file_refused(self, error: object) -> None:
        from wizard.gui.models.failures import failure_text

        message, hint = failure_text(error)  # the checksum's words: the file was left as it is and not used
        self.banner.show_message("error", message, hint)
        self.status.setText("")

    def _own_file_ended(self) -> None:
        self.own_file_button.setEnabled(True)
        self._ended()

    def _cancelled(self) -> None:
        self._paint_steps(ended(self.steps, "stopped"))
        self.status.setText(QCoreApplication.translate("WslInsidePage", "Stopped. Press Start to run it again.")
                            + " " + undo_advice())

    def _ended(self) -> None:
        self.start_button.setEnabled(self.result is None)
        self.stop_button.setEnabled(False)

    def isComplete(self) -> bool:
        from wizard.gui.qt_compat import virtual_bool

        return virtual_bool(self.result is not None)

    def busy_work(self) -> str:
        if not self.step_runner.running:
            return ""
        return QCoreApplication.translate("WslInsidePage", "TensorFlow is being set up inside WSL. Stopping ends "
                                                           "it there; what it changed is undone or left for undo.")

    def shutdown(self) -> None:
        self.step_runner.stop()
