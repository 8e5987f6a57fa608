"""WSL setup page: turn WSL on (then the restart pause), install the distribution, make its Linux user.

A view over the route's journaled core steps (:class:`wizard.gui.models.wsl_route.WslRouteSteps`), one at a time
in a worker, in the order :func:`wizard.gui.models.wsl_route.needs` gives. When turning WSL on needs a restart the
page stops there and says so; the core has remembered where the wizard was and starts it again after sign-in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QProgressBar, QPushButton, QVBoxLayout, QWidget

from wizard.gui.models.wsl_route import Need, needs
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepRunner, show_failure
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner

_LINUX_NAME = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")


class WslSetupPage(WizardPage):
    """Does what the check found missing; Next once the distribution and its user are there."""

    machine = "this"
    wsl_route = True

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.todo: list[Need] = []
        self.done = False
        self.restart_needed = False
        self.banner, self.plan_label, self.state = Banner(), QLabel(), QLabel()
        self.plan_label.setWordWrap(True)
        self.state.setWordWrap(True)
        self.user_edit, self.user_label = QLineEdit(), QLabel()
        self.start_button, self.progress = QPushButton(), QProgressBar()
        self.start_button.clicked.connect(self.start_setup)
        self.step_runner = StepRunner(self, self.progress)
        form = QFormLayout()
        form.addRow(self.user_label, self.user_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.plan_label)
        layout.addLayout(form)
        for widget in (self.start_button, self.progress, self.state):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.progress.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = QCoreApplication.translate
        self.setTitle(tr("WslSetupPage", "Set up WSL"))
        self.setSubTitle(tr("WslSetupPage", "The wizard turns WSL on, installs {distro} and makes your Linux user. "
                                            "Each change is recorded so it can be undone.").format(
            distro=self.session.wsl_distro))
        self.user_label.setText(tr("WslSetupPage", "Linux user name:"))
        self.start_button.setText(tr("WslSetupPage", "Set up"))
        self._paint_plan()

    def initializePage(self) -> None:
        facts = self.session.wsl_facts
        self.todo = needs(facts, self.session.wsl_distro) if facts is not None else []
        if not self.user_edit.text():
            self.user_edit.setText(self.session.wsl_user)
        self._paint_plan()

    def _paint_plan(self) -> None:
        tr = QCoreApplication.translate
        words = {"enable": tr("WslSetupPage", "Turn WSL on (Windows asks for administrator rights once)"),
                 "restart": tr("WslSetupPage", "Restart Windows"),
                 "install": tr("WslSetupPage", "Install {distro}").format(distro=self.session.wsl_distro),
                 "convert": tr("WslSetupPage", "Convert {distro} to WSL 2 (several minutes)").format(
                     distro=self.session.wsl_distro),
                 "user": tr("WslSetupPage", "Make the Linux user and make it the one WSL starts as")}
        self.plan_label.setText(tr("WslSetupPage", "To do:") + "<ol>" + "".join(
            f"<li>{words[need]}</li>" for need in self.todo) + "</ol>")
        if self.restart_needed:
            self.state.setText("<b>" + tr("WslSetupPage", "Restart Windows now. The wizard continues by itself "
                                                          "after you sign in again, where it stopped.") + "</b>")

    def start_setup(self) -> None:
        """Run what is left, one step after the other (in a worker), stopping at a restart or a failure."""
        if self.step_runner.running or self.session.wsl_steps is None:
            return
        user = self.user_edit.text().strip()
        if not _LINUX_NAME.match(user):
            self.banner.show_message("error", QCoreApplication.translate(
                "WslSetupPage", "A Linux user name is lower-case letters, digits, '_' or '-', starting with a letter."))
            return
        self.session.wsl_user = user
        self.banner.clear()
        self.start_button.setEnabled(False)
        self._next()

    def _next(self) -> None:
        todo = [need for need in self.todo if need != "restart"]
        if not todo:
            self._finished()
            return
        need, steps, distro = todo[0], self.session.wsl_steps, self.session.wsl_distro
        assert steps is not None
        factories: dict[Need, Callable[[], Any]] = {
            "enable": steps.enable, "install": lambda: steps.install_distro(distro),
            "convert": lambda: steps.convert(distro), "user": lambda: steps.create_user(distro, self.session.wsl_user)}
        self.state.setText(self._doing(need))
        self.step_runner.start(factories[need], lambda result: self._step_done(need, result), self._failed)

    def _doing(self, need: Need) -> str:
        tr = QCoreApplication.translate
        return {"enable": tr("WslSetupPage", "Turning WSL on..."),
                "install": tr("WslSetupPage", "Installing {distro}...").format(distro=self.session.wsl_distro),
                "convert": tr("WslSetupPage", "Converting to WSL 2..."),
                "user": tr("WslSetupPage", "Making the Linux user..."),
                "restart": ""}[need]

    def _step_done(self, need: Need, result: object) -> None:
        self.todo.remove(need)
        if need == "enable" and result:
            self.restart_needed = True
            self.session.wsl_restart_pending = True
            self._paint_plan()
            return
        if need == "enable" and "restart" in self.todo:
            self.todo.remove("restart")
        self._paint_plan()
        self._next()

    def _failed(self, error: object) -> None:
        show_failure(self.banner, error)
        self.start_button.setEnabled(True)
        self.state.setText("")

    def _finished(self) -> None:
        self.done = True
        self.state.setText(QCoreApplication.translate("WslSetupPage", "{distro} is ready with the user {user}.")
                           .format(distro=self.session.wsl_distro, user=self.session.wsl_user))
        self.completeChanged.emit()

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
