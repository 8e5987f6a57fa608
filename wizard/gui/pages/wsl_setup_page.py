"""WSL setup page: turn WSL on (then the restart pause), install the distribution, make its Linux user.

A view over the route's journaled core step (:meth:`wizard.gui.models.wsl_route.WslRouteSteps.set_up`) in a
worker; the list of what it will do comes from :func:`wizard.gui.models.wsl_route.needs`. When turning WSL on needs
a restart the page stops there and says so; the core has remembered where the wizard was and continues after
sign-in (or, when Windows would not start that command, the page says to start the wizard again); that window
goes on to the inside page by itself once the distribution is ready.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.os_errors import os_error_text
from wizard.gui.models.wsl_route import Need, Restart, WslFactsView, needs
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepRunner, show_failure
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner

_LINUX_NAME = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")


def _restart_windows() -> None:
    from wizard.core.wsl.reboot import restart_windows

    restart_windows()


def _ask_to_convert(page: WizardPage, distro: str) -> bool:
    """The question before a WSL 1 distribution is converted: it copies all of its files."""
    from wizard.gui.widgets.questions import ask

    tr = QCoreApplication.translate
    return ask(page, page.title(), tr("WslSetupPage", "Convert {distro} to WSL 2?").format(distro=distro),
               tr("WslSetupPage", "WSL 1 cannot reach the graphics card. Converting copies all of {distro}'s "
                                  "files into WSL 2's disk: a few minutes per gigabyte. Your files stay.").format(
                   distro=distro),
               yes=tr("WslSetupPage", "Convert"), no=tr("WslSetupPage", "Not now"))


class WslSetupPage(WizardPage):
    """Does what the check found missing; Next once the distribution and its user are there."""

    machine = "this"
    wsl_route = True

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.todo: list[Need] = []
        self.done = False
        self.restart: Restart = "none"
        self.ask_to_convert: Callable[[], bool] = lambda: _ask_to_convert(self, session.wsl_distro)  # tests answer
        self.restart_windows = _restart_windows  # tests stand in for Windows' own restart (none can happen here)
        self.banner, self.plan_label, self.state = Banner(), QLabel(), QLabel()
        self.plan_label.setWordWrap(True)
        self.state.setWordWrap(True)
        self.user_edit, self.user_label = QLineEdit(), QLabel()
        self.start_button, self.progress = QPushButton(), QProgressBar()
        self.start_button.clicked.connect(self.start_setup)
        self.restart_button, self.close_button = QPushButton(), QPushButton()  # the restart pause's two ways on
        self.restart_button.clicked.connect(self.restart_now)
        self.close_button.clicked.connect(self.close_for_restart)
        pause = QHBoxLayout()
        pause.addWidget(self.restart_button)
        pause.addWidget(self.close_button)
        pause.addStretch(1)
        self.step_runner = StepRunner(self, self.progress)
        form = QFormLayout()
        form.addRow(self.user_label, self.user_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.plan_label)
        layout.addLayout(form)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)  # a button, not a bar across the page
        for widget in (self.progress, self.state):
            layout.addWidget(widget)
        layout.addLayout(pause)
        layout.addStretch(1)
        self._show_pause_buttons()
        self.progress.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.setTitle(tr("WslSetupPage", "Set up WSL"))
        if self.session.wsl_resumed:
            self.setSubTitle(tr("WslSetupPage", "Windows has restarted. The wizard continues setting up WSL where "
                                                "it stopped, with the choices you made before the restart."))
        else:
            self.setSubTitle(tr("WslSetupPage", "The wizard turns WSL on, installs {distro} and makes your Linux "
                                                "user. Each change is recorded so it can be undone.").format(
                distro=self.session.wsl_distro))
        self.user_label.setText(tr("WslSetupPage", "Linux user name:"))
        self.start_button.setText(tr("WslSetupPage", "Set up"))
        self.restart_button.setText(tr("WslSetupPage", "Restart now"))
        self.close_button.setText(tr("WslSetupPage", "Close, continue after the restart")
                                  if self.restart != "by-hand" else
                                  tr("WslSetupPage", "Close, start the wizard again after the restart"))
        self._paint_plan()

    def initializePage(self) -> None:
        facts = self.session.wsl_facts
        self.todo = needs(facts, self.session.wsl_distro) if facts is not None else []
        if not self.user_edit.text():
            self.user_edit.setText(self.session.wsl_user)
        self.retranslate_ui()  # the subtitle says so when this window continues after the restart

    def continue_after_restart(self) -> None:
        """The window the restart opened: read WSL again, then go on with the setup by itself."""
        steps = self.session.route_steps()
        if steps is None or self.step_runner.running:
            return
        self.start_button.setEnabled(False)
        self.step_runner.start(steps.check, self._checked, self._failed, on_done=self._go_on)

    def _checked(self, facts: WslFactsView) -> None:
        self.session.wsl_facts = facts
        self.todo = needs(facts, self.session.wsl_distro)
        self._paint_plan()

    def _go_on(self) -> None:
        if self.session.wsl_facts is not None:
            self.start_button.setEnabled(True)
            self.start_setup()

    @property
    def restart_needed(self) -> bool:
        """Windows must restart before the setup goes on (set by the core's answer to Set up)."""
        return self.restart != "none"

    def _paint_plan(self) -> None:
        tr = QCoreApplication.translate
        words = {"enable": tr("WslSetupPage", "Turn WSL on (Windows asks for administrator rights once)"),
                 "restart": tr("WslSetupPage", "Restart Windows"),
                 "install": tr("WslSetupPage", "Install {distro}").format(distro=self.session.wsl_distro),
                 "convert": tr("WslSetupPage", "Convert {distro} to WSL 2 (several minutes)").format(
                     distro=self.session.wsl_distro),
                 "user": tr("WslSetupPage", "Make the Linux user and make it the one WSL starts as")}
        items = "".join(f"<p>{number}. {words[need]}</p>" for number, need in enumerate(self.todo, 1))
        self.plan_label.setText(f"<p>{tr('WslSetupPage', 'To do:')}</p>{items}" if items else "")
        if self.restart_needed:
            pause = tr("WslSetupPage", "Restart Windows now. The wizard continues by itself after you sign in "
                                       "again, where it stopped.") if self.restart == "continues" else tr(
                "WslSetupPage", "Restart Windows now, sign in again, then start the wizard again: it cannot start "
                                "by itself from this folder, whose name is too long for Windows.")
            self.state.setText(f"<b>{pause}</b>")
        self._show_pause_buttons()

    def _show_pause_buttons(self) -> None:
        self.restart_button.setVisible(self.restart_needed)
        self.close_button.setVisible(self.restart_needed)

    def restart_now(self) -> None:
        """Restart Windows now: the wizard continues after sign-in (what it needs was saved before the pause)."""
        try:
            self.restart_windows()
        except OSError as error:
            self.banner.show_message("error", QCoreApplication.translate(
                "WslSetupPage", "Windows could not be asked to restart: {error}").format(error=os_error_text(error)),
                QCoreApplication.translate("WslSetupPage", "Restart Windows from the Start menu."))

    def close_for_restart(self) -> None:
        """Close the window; the user restarts when it suits them, and the wizard goes on after sign-in."""
        if (wizard := self.wizard()) is not None:
            wizard.reject()

    def start_setup(self) -> None:
        """Run the setup (in a worker): a WSL 1 distribution is converted only when the user agrees here."""
        steps, distro = self.session.route_steps(), self.session.wsl_distro
        if self.step_runner.running or steps is None:
            return
        user = self.user_edit.text().strip()
        if not _LINUX_NAME.match(user):
            self.banner.show_message("error", QCoreApplication.translate(
                "WslSetupPage", "A Linux user name is lower-case letters, digits, '_' or '-', starting with a letter."))
            return
        convert = "convert" in self.todo
        if convert and not (self.session.wsl_convert_agreed or self.ask_to_convert()):
            return
        self.session.wsl_user = user
        self.session.wsl_convert_agreed = convert
        self.banner.clear()
        self.start_button.setEnabled(False)
        self.state.setText(QCoreApplication.translate("WslSetupPage", "Setting up WSL and {distro}...").format(
            distro=distro))
        self.step_runner.start(lambda: steps.set_up(distro, user, convert=convert), self._set_up, self._failed)

    def _set_up(self, restart: Restart) -> None:
        if restart != "none":
            self.restart = restart
            self.retranslate_ui()  # the close button names what happens after the restart
            self.todo = [need for need in self.todo if need != "enable"]  # done: what is left after the restart
            self.session.wsl_restart_pending = True
            self._paint_plan()
            return
        self.todo = []
        self._paint_plan()
        self._finished()

    def _failed(self, error: object) -> None:
        show_failure(self.banner, error)
        self.start_button.setEnabled(True)
        self.state.setText("")

    def _finished(self) -> None:
        self.done = True
        self.state.setText(QCoreApplication.translate("WslSetupPage", "{distro} is ready with the user {user}.")
                           .format(distro=self.session.wsl_distro, user=self.session.wsl_user))
        self.completeChanged.emit()
        if self.session.wsl_resumed:  # the user started the whole setup before the restart: it goes on inside
            QTimer.singleShot(0, self._go_inside)

    def _go_inside(self) -> None:
        wizard = self.wizard()
        if wizard is not None and wizard.currentPage() is self and self.isComplete():
            wizard.next()

    def isComplete(self) -> bool:
        from wizard.gui.qt_compat import virtual_bool

        return virtual_bool(self.done and not self.restart_needed)

    def busy_work(self) -> str:
        if not self.step_runner.running:
            return ""
        return QCoreApplication.translate("WslSetupPage", "WSL is being set up. Stopping ends the current step; "
                                                          "what it changed is undone or left for undo.")

    def shutdown(self) -> None:
        self.step_runner.stop()
