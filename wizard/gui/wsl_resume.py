"""The window Windows opens after the restart a WSL setup needed: straight at the WSL setup page, the session
brought back from the saved state (:mod:`wizard.gui.models.wsl_resume`), and the setup going on by itself.

A state that is missing or unreadable is said in plain words and the wizard starts from its first page: what
was done before the restart is journaled and is found again on the way (the WSL check reads what is there).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from wizard.basics.errors import WizardError
from wizard.gui.models.failures import failure_text
from wizard.gui.models.wsl_resume import restore_session, resumed_choices

if TYPE_CHECKING:
    from wizard.gui.setup_wizard import SetupWizard


def open_resumed(wizard: SetupWizard, state: Path, *, go_on: bool) -> str:
    """Open ``wizard`` at the WSL setup page from ``state`` (and with ``go_on`` let the setup continue); the
    message why it cannot ("" when it did)."""
    from wizard.gui.pages.wsl_setup_page import WslSetupPage

    try:
        restore_session(wizard.session, state)
    except WizardError as error:
        message, hint = failure_text(error)
        return f"{message}\n{hint}".strip()
    page = wizard.page_of(WslSetupPage)
    assert isinstance(page, WslSetupPage)
    wizard.setStartId(wizard.pageIds()[wizard.pages.index(page)])
    wizard.restart()
    if go_on:
        page.continue_after_restart()
    return ""


def resumed_line(wizard: SetupWizard) -> str:
    """One line for the self-test: the page the window opened at, and the choices restored."""
    page = wizard.currentPage()
    return "resumed " + json.dumps({"page": type(page).__name__, "title": page.title(),
                                    **resumed_choices(wizard.session)}, ensure_ascii=False)


def show_resume_problem(wizard: SetupWizard, problem: str) -> None:
    """The message, in a box that does not stop the wizard behind it."""
    box = QMessageBox(QMessageBox.Icon.Warning, wizard.windowTitle(), problem, QMessageBox.StandardButton.Ok, wizard)
    box.setObjectName("resume-problem")
    box.open()
