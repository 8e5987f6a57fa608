"""Last page: what is left after the wizard's steps, as commands to copy.

When this session made the environment, only what is left (wizard.core.by_hand.commands.steps_left): a driver
upgrade, the check when Verify did not pass, the editor hand-off. When it did not, every remaining step of
the plan for doing it by hand: a driver upgrade, WSL2, a Python to get, the environment, TensorFlow and a
check that says what success looks like.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from wizard.core.by_hand.commands import steps_left, uses_windows_shell
from wizard.core.by_hand.model import ManualStep
from wizard.core.by_hand.wsl_editors import InsideEnv
from wizard.gui.models.framework_text import plan_framework
from wizard.gui.pages.base import WizardPage
from wizard.gui.session import Session
from wizard.gui.widgets.cards import escape_html

# An address ends at a space or punctuation, full-width too: a Chinese sentence goes on right after it.
_URL = re.compile(r"https?://[^\s,;)\uff08\uff09\uff0c\uff1b\u3002]+[^\s,;).\uff08\uff09\uff0c\uff1b\u3002]")


def steps_as_text(steps: tuple[ManualStep, ...]) -> str:
    """Numbered titles, each followed by its commands indented and its note: easy to read and to paste."""
    blocks = []
    for number, step in enumerate(steps, 1):
        lines = [f"{number}. {step.title}", *([f"    ({step.intro})"] if step.intro else []),
                 *(f"    {command}" for command in step.commands)]
        if step.note:
            lines.append(f"    ({step.note})")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def steps_as_html(steps: tuple[ManualStep, ...]) -> str:
    """The same steps for the page: bold titles, commands in a monospace block, notes with live links."""
    blocks = []
    for number, step in enumerate(steps, 1):
        parts = [f"<p style='margin-bottom:2px'><b>{number}. {escape_html(step.title)}</b></p>"]
        if step.intro:
            parts.append(f"<p style='color:#37474f; margin:2px 0 2px 16px'>{_linked(step.intro)}</p>")
        if step.commands:
            code = "<br>".join(escape_html(command) for command in step.commands)
            parts.append(f"<p style='font-family:monospace; background:#f5f5f5; margin:2px 0 2px 16px'>{code}</p>")
        if step.note:
            parts.append(f"<p style='color:#37474f; margin:2px 0 8px 16px'>{_linked(step.note)}</p>")
        blocks.append("".join(parts))
    return "".join(blocks)


def _linked(text: str) -> str:
    """Escaped text whose web addresses are links."""
    return _URL.sub(lambda m: f"<a href=\"{m.group(0)}\">{m.group(0)}</a>", escape_html(text))


class NextStepsPage(WizardPage):
    """The plan's remaining steps, as commands the user runs in a terminal."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.steps: tuple[ManualStep, ...] = ()
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.commands = QTextBrowser()
        self.commands.setOpenExternalLinks(True)
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
        self.copy_button.setText(tr("NextStepsPage", "Copy the commands"))
        self._fill()

    def initializePage(self) -> None:
        """Build the commands for the plan the user chose."""
        self._fill()

    def _fill(self) -> None:
        tr = QCoreApplication.translate
        plan, facts, made = self.session.plan, self.session.facts, self.session.env_python
        windows_host = facts is not None and facts.os.family == "windows"
        verified = bool((self.session.verification or {}).get("passed"))
        env = str(made) if made else None
        machine = self.session.cuda_root is None  # the Install CUDA page did not run: CUDA etc. by hand too
        self.steps = steps_left(plan, windows_host, facts, env, verified=verified, machine=machine) if plan else ()
        if plan is not None and self.session.wsl_env is not None:
            self._fill_inside_wsl(self.session.wsl_env, verified)
            return
        framework = plan_framework(plan)
        self.setSubTitle(tr("NextStepsPage", "The wizard made the Python environment and installed {framework}; "
                                             "below is what is left.").format(framework=framework) if made else
                         tr("NextStepsPage", "The wizard did not make the Python environment in this session; "
                                             "these commands do it by hand."))
        if plan is None or not self.steps:
            self.intro.setText(tr("NextStepsPage", "There is nothing left to do for this plan."))
            self.commands.setHtml("")
            return
        if made:
            self.intro.setText(tr("NextStepsPage", "Environment: {path}").format(path=made))
            self.commands.setHtml(steps_as_html(self.steps))
            return
        if plan.route == "wsl2" and windows_host:
            where = tr("NextStepsPage", "Run these one after the other: the WSL2 step in Windows PowerShell, the "
                                        "others in the Ubuntu terminal it opens.")
        elif uses_windows_shell(plan, windows_host) and "conda" in steps_as_text(self.steps):
            where = tr("NextStepsPage", "Run these one after the other in an Anaconda Prompt.")
        elif uses_windows_shell(plan, windows_host):
            where = tr("NextStepsPage", "Run these one after the other in a Command Prompt (cmd).")
        elif plan.route == "wsl2":
            where = tr("NextStepsPage", "Run these one after the other in a terminal inside your WSL2 Linux.")
        else:
            where = tr("NextStepsPage", "Run these one after the other in a terminal.")
        check = tr("NextStepsPage", "The last one checks that {framework} works.").format(framework=framework)
        self.intro.setText(tr("NextStepsPage", "{where} {check}").format(where=where, check=check))
        self.commands.setHtml(steps_as_html(self.steps))

    def _fill_inside_wsl(self, env: InsideEnv, verified: bool) -> None:
        """The env the wizard made inside WSL: what is left, then how Windows tools reach it."""
        from wizard.core.by_hand.wsl_editors import wsl_steps_left

        tr = QCoreApplication.translate
        assert self.session.plan is not None
        self.steps = wsl_steps_left(self.session.plan, env, verified=verified)
        self.setSubTitle(tr("WslNextSteps", "The wizard made the Python environment inside {distro} and installed "
                                            "{framework} there; below is how to work in it from Windows.")
                         .format(distro=env.distro, framework=plan_framework(self.session.plan)))
        self.intro.setText(tr("WslNextSteps", "Environment inside {distro}: {path}").format(
            distro=env.distro, path=env.python))
        self.commands.setHtml(steps_as_html(self.steps))

    def commands_text(self) -> str:
        """The steps as plain text, as "Copy the commands" puts them on the clipboard."""
        return steps_as_text(self.steps)

    def copy_commands(self) -> None:
        """Put the commands on the clipboard."""
        QGuiApplication.clipboard().setText(self.commands_text())
