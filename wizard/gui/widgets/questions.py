"""The wizard's two questions: follow a working alternative the chosen file fits, and stop long work.

Real ``QMessageBox`` instances run modally (``exec``), so tests answer them by pressing their buttons;
"No" is the default of both, so Enter never changes a plan or cuts work by accident.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str, informative: str, *, yes: str, no: str) -> bool:
    """A Yes/No question with the buttons named for what they do; True when the user pressed ``yes``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setInformativeText(informative)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(no)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def ask_to_follow(parent: QWidget, title: str, error: Any) -> bool:
    """The chosen file fits ``error.alternative``, a working plan: follow it instead?"""
    from wizard.core.install.inputs import describe_plan

    tr = QCoreApplication.translate
    alternative = error.alternative
    lines = [tr("InstallPages", "It fits another setup that works on this computer:"), describe_plan(alternative),
             *(warning.message for warning in alternative.warnings), "",
             tr("InstallPages", "Follow that setup instead?")]
    return ask(parent, title, error.message, "\n".join(lines), yes=tr("InstallPages", "Follow that setup"),
               no=tr("InstallPages", "Choose another file"))


def ask_to_stop(parent: QWidget, title: str, running: list[str]) -> bool:
    """Long work runs (each item says what stopping it does): stop it and close the wizard?"""
    tr = QCoreApplication.translate
    return ask(parent, title, tr("SetupWizard", "Stop and close the wizard?"), "\n\n".join(running),
               yes=tr("SetupWizard", "Stop and close"), no=tr("SetupWizard", "Keep working"))
