"""The PySide6 work-arounds hold: bool-returning virtual overrides keep True/False alive."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QWizard, QWizardPage
from pytestqt.qtbot import QtBot

from wizard.gui.qt_compat import virtual_bool


class _GuardedPage(QWizardPage):
    def isComplete(self) -> bool:
        return virtual_bool(True)


def test_qt_calling_an_is_complete_override_does_not_lose_references_to_true(qtbot: QtBot) -> None:
    """Without virtual_bool, each call Qt makes drops one reference to True on Python < 3.12."""
    wizard = QWizard()
    qtbot.addWidget(wizard)
    page = _GuardedPage()
    wizard.addPage(page)
    wizard.show()
    before = sys.getrefcount(True)
    for _ in range(200):
        page.completeChanged.emit()  # QWizard asks isComplete() each time
    assert sys.getrefcount(True) >= before - 5
