"""The setup wizard window: the ordered list of pages and the session they share.

Later pages are added with a one-line change to :data:`PAGES`: each entry names a
:class:`wizard.gui.pages.base.WizardPage` subclass taking ``(session, parent)``. A page module is
imported only when the wizard is built, which keeps ``import wizard.gui.setup_wizard`` cheap.
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget, QWizard, QWizardPage

from wizard.basics import i18n
from wizard.gui.pages.base import WizardPage
from wizard.gui.session import Session
from wizard.gui.style import STYLE_SHEET

# The pages, in order ("module:Class"). Append a line here to add a page.
PAGES: list[str] = [
    "wizard.gui.pages.welcome_page:WelcomePage",
    "wizard.gui.pages.system_check_page:SystemCheckPage",
    "wizard.gui.pages.choose_setup_page:ChooseSetupPage",
    "wizard.gui.pages.handover_page:HandoverPage",
    "wizard.gui.pages.download_page:DownloadPage",
    "wizard.gui.pages.install_cuda_page:InstallCudaPage",
    "wizard.gui.pages.install_cudnn_page:InstallCudnnPage",
    "wizard.gui.pages.env_vars_page:EnvVarsPage",
    "wizard.gui.pages.python_env_page:PythonEnvPage",
    "wizard.gui.pages.wsl_check_page:WslCheckPage",
    "wizard.gui.pages.wsl_setup_page:WslSetupPage",
    "wizard.gui.pages.wsl_inside_page:WslInsidePage",
    "wizard.gui.pages.verify_page:VerifyPage",
    "wizard.gui.pages.next_steps_page:NextStepsPage",
    "wizard.gui.pages.finish_page:FinishPage",
]


def load_page_class(spec: str) -> type[WizardPage]:
    """Import ``module:Class`` and check that it is a wizard page."""
    module_name, _, class_name = spec.partition(":")
    page_class = getattr(importlib.import_module(module_name), class_name)
    if not (isinstance(page_class, type) and issubclass(page_class, WizardPage)):
        raise TypeError(f"{spec} is not a WizardPage subclass")
    return page_class


class SetupWizard(QWizard):
    """The main window. ``session`` holds everything the pages share (facts, wishes, plan, language).

    ``first_painted`` is emitted once, from the event loop, after the window has been painted the first
    time (a ``paintEvent`` override rather than an event filter: no bool-returning Python virtual).
    """

    first_painted = Signal()

    def __init__(
        self, session: Session | None = None, parent: QWidget | None = None, *, first_page_only: bool = False
    ) -> None:
        """Build every page, or with ``first_page_only`` the first one and cheap placeholders.

        The application builds the first page only, paints it, then calls :meth:`build_remaining_pages`:
        the other pages' imports and widgets then cost nothing before the first paint.
        """
        super().__init__(parent)
        self.session = session or Session(language=i18n.current_language())
        self.pages: list[WizardPage] = []
        for page_id, spec in enumerate(PAGES):
            if first_page_only and page_id > 0:
                self.setPage(page_id, QWizardPage())  # keeps "Next >" on the first page until replaced
                continue
            self._add_page(page_id, spec)
        self._painted = False
        if not first_page_only:
            self._dress()
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.resize(860, 640)
        self.setMinimumSize(720, 560)
        self.retranslate_ui()

    def _add_page(self, page_id: int, spec: str) -> None:
        page = load_page_class(spec)(self.session, self)
        self.setPage(page_id, page)
        self.pages.append(page)

    def _dress(self) -> None:
        # Both cost start-up time (the style sheet ~40 ms to parse and polish, the SVG engine a few):
        # with ``first_page_only`` they come after the first paint, in build_remaining_pages.
        from wizard.gui.widgets.icons import load_icon

        self.setWindowIcon(load_icon("wizard"))
        self.setStyleSheet(STYLE_SHEET)

    def build_remaining_pages(self) -> None:
        """Replace the placeholders left by ``first_page_only`` with the real pages (idempotent)."""
        if len(self.pages) == len(PAGES):
            return
        self._dress()
        for page_id, spec in enumerate(PAGES):
            if page_id < len(self.pages):
                continue
            placeholder = self.page(page_id)
            self.removePage(page_id)
            if placeholder is not None:
                placeholder.deleteLater()
            self._add_page(page_id, spec)

    def nextId(self) -> int:
        """Skip the pages whose step the chosen plan does not have (no CUDA install on the cpu route...)."""
        later = [page_id for page_id in self.pageIds() if page_id > self.currentId()]
        return next((page_id for page_id in later if self.page_applies(page_id)), -1)

    def page_applies(self, page_id: int) -> bool:
        """A page applies when it serves no particular plan step, or the chosen plan has that step; and,
        for a page that changes this computer, only when the facts are this computer's (the hand-over page
        the other way round)."""
        page = self.page(page_id)
        machine = getattr(page, "machine", "any")
        if machine != "any" and (machine == "other") != self.session.for_other_machine:
            return False
        step = getattr(page, "plan_step", None)
        plan, facts = self.session.plan, self.session.facts
        from_windows = self._wsl_from_windows()
        if getattr(page, "wsl_route", False):
            return from_windows and self.session.route_steps() is not None  # the WSL2 route's own pages
        if step is None or plan is None:
            return True  # also what QWizard asks on the first page, before the first paint: nothing imported
        if from_windows and getattr(page, "shows_inside_wsl", False):
            return self.session.route_steps() is not None  # Verify shows the verification made inside WSL
        from wizard.core.wsl.handoff import step_runs_here

        if facts is not None and not step_runs_here(plan, step, facts.os.family):
            return False  # a WSL2 plan's Python side, seen from Windows: the last page says what to run inside WSL
        return any(item.id == step for item in plan.steps)

    def _wsl_from_windows(self) -> bool:
        """A WSL2 plan for this Windows computer: its Python side is set up inside WSL."""
        plan, facts = self.session.plan, self.session.facts
        if plan is None or facts is None:
            return False
        from wizard.core.wsl.handoff import left_to_wsl

        return left_to_wsl(plan, facts.os.family)

    def page_of(self, page_class: type[WizardPage]) -> WizardPage:
        """The page of that class (tests and later pages use it to reach a sibling)."""
        return next(page for page in self.pages if isinstance(page, page_class))

    def retranslate_ui(self) -> None:
        """Window title and the wizard's own buttons (Qt's stock translations are not shipped)."""
        self.setWindowTitle(QCoreApplication.translate("SetupWizard", "TensorFlow GPU setup"))
        buttons = {
            QWizard.WizardButton.BackButton: QCoreApplication.translate("SetupWizard", "< &Back"),
            QWizard.WizardButton.NextButton: QCoreApplication.translate("SetupWizard", "&Next >"),
            QWizard.WizardButton.CommitButton: QCoreApplication.translate("SetupWizard", "&Apply"),
            QWizard.WizardButton.FinishButton: QCoreApplication.translate("SetupWizard", "&Finish"),
            QWizard.WizardButton.CancelButton: QCoreApplication.translate("SetupWizard", "Cancel"),
            QWizard.WizardButton.HelpButton: QCoreApplication.translate("SetupWizard", "&Help"),
        }
        for which, text in buttons.items():
            self.setButtonText(which, text)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint, and the first time announce it once the event loop is free again."""
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._announce_first_paint)  # dropped if the window is gone

    def _announce_first_paint(self) -> None:
        self.first_painted.emit()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate the window's own texts when the language changes (pages do their own)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def prefetch_facts(self) -> None:
        """Let pages start background work (the probe) once the window is on screen."""
        for page in self.pages:
            page.prefetch()

    def reject(self) -> None:
        """Cancel, Esc and closing the window: ask first while long work runs, then stop it cleanly."""
        running = [text for page in self.pages if (text := page.busy_work())]
        if running and not self.confirm_stop(running):
            return
        super().reject()

    def confirm_stop(self, running: list[str]) -> bool:
        """The question before stopping long work (a real question box; tests press its buttons)."""
        from wizard.gui.widgets.questions import ask_to_stop

        return ask_to_stop(self, self.windowTitle(), running)

    def done(self, result: int) -> None:
        """Stop every page's background work before the window goes away."""
        for page in self.pages:
            page.shutdown()
        super().done(result)
