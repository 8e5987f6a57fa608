"""Last page: what is left after the machine-side steps, as commands to copy (the Python side comes later).

The wizard does not yet create the environment or install TensorFlow itself; rather than end at "Finish"
with the user unsure, this page lists the plan's remaining steps as exact commands (wizard.core.manual_steps).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from wizard.core.manual_steps import ManualStep, manual_steps, uses_windows_shell
from wizard.gui.pages.base import WizardPage
from wizard.gui.session import Session


def steps_as_text(steps: tuple[ManualStep, ...]) -> str:
    """Numbered titles, each followed by its commands indented: easy to read and to paste."""
    blocks = []
    for number, step in enumerate(steps, 1):
        blocks.append("\n".join([f"{number}. {step.title}", *(f"    {command}" for command in step.commands)]))
    return "\n\n".join(blocks)


class NextStepsPage(WizardPage):
    """The plan's environment, TensorFlow and check steps, as commands the user runs in a terminal."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.commands = QPlainTextEdit()
        self.commands.setReadOnly(True)
        self.commands.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_commands)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.commands, 1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Titles, the introduction and the commands (their titles are translated in the core)."""
        tr = QCoreApplication.translate
        self.setTitle(tr("NextStepsPage", "What is left to do"))
        self.setSubTitle(tr("NextStepsPage", "This version of the wizard prepares the machine; the Python "
                                             "environment and TensorFlow are set up with the commands below."))
        self.copy_button.setText(tr("NextStepsPage", "Copy the commands"))
        self._fill()

    def initializePage(self) -> None:
        """Build the commands for the plan the user chose."""
        self._fill()

    def _fill(self) -> None:
        tr = QCoreApplication.translate
        plan = self.session.plan
        windows_host = self.session.facts is not None and self.session.facts.os.family == "windows"
        steps = manual_steps(plan, windows_host) if plan else ()
        if plan is None or not steps:
            self.intro.setText(tr("NextStepsPage", "There is nothing left to do for this plan."))
            self.commands.setPlainText("")
            return
        if uses_windows_shell(plan, windows_host):
            terminal = tr("NextStepsPage", "a Command Prompt (cmd) or Anaconda Prompt")
        elif plan.route == "wsl2":
            terminal = tr("NextStepsPage", "a terminal inside your WSL2 Linux distribution")
        else:
            terminal = tr("NextStepsPage", "a terminal")
        self.intro.setText(tr("NextStepsPage", "Run these in {terminal}, one after the other. The last one "
                                               "checks that TensorFlow works.").format(terminal=terminal))
        self.commands.setPlainText(steps_as_text(steps))

    def copy_commands(self) -> None:
        """Put the commands on the clipboard."""
        QGuiApplication.clipboard().setText(self.commands.toPlainText())
