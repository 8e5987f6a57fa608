"""The base every wizard page derives from: access to the shared session, and retranslation on demand."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget, QWizardPage

from wizard.gui.session import Session


class WizardPage(QWizardPage):
    """A page of :class:`wizard.gui.setup_wizard.SetupWizard`.

    Subclasses build their widgets in ``__init__``, set every text in :meth:`retranslate_ui` (called once
    at the end of construction by the subclass and again on each language change), read the session in
    ``initializePage`` and write their results back to it. Overrides of Qt virtuals that return a bool
    (``isComplete``, ``validatePage``) return through :func:`wizard.gui.qt_compat.virtual_bool`.
    """

    #: The plan step (``PlanStep.id``) this page carries out; None for pages every plan shows.
    plan_step: str | None = None
    #: Which machine the page is for: "this" (it changes this computer: shown only for this machine's facts),
    #: "other" (shown only for another machine's facts), or "any".
    machine: str = "any"

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def retranslate_ui(self) -> None:
        """Set every user-visible text again in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        """Qt sends ``LanguageChange`` to every widget when a translator is installed or removed."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def prefetch(self) -> None:
        """Start background work early, right after the first paint (pages that can, override this)."""

    def busy_work(self) -> str:
        """Plain words for the long work running now and what stopping it does ("" when none): the wizard
        asks before Cancel or closing the window cuts it (pages with long work override this)."""
        return ""

    def network_changed(self) -> None:
        """The user saved new Network settings (``session.network``): pages holding what was made from the old
        ones (download addresses, the package index shown) renew it."""

    def shutdown(self) -> None:
        """Stop background work before the wizard closes (pages with workers override this)."""
