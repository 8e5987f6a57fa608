"""Choose setup: the recommended plan preselected, the alternatives, every version with its reason, wishes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.core.plan import Wishes
from wizard.gui.pages.base import WizardPage
from wizard.gui.plan_choices import ItemLevel, fold_patches, is_patch, newest_windows_line, plan_rows, wanted_version
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.plans_panel import PlansPanel
from wizard.gui.widgets.wishes_box import WishesBox

if TYPE_CHECKING:
    from wizard.core.plan import Plan


class ChooseSetupPage(WizardPage):
    """Plans for the session's facts; re-plans (fast and pure, on the UI thread) when a wish changes."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.plans: list[Plan] = []
        self.item_levels: list[ItemLevel] = []  # "ok", "warn" or "error" per list row, as painted
        self._filling = False
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.wishes_box = box = WishesBox()
        self.tf_combo, self.route_combo, self.python_combo = box.tf_combo, box.route_combo, box.python_combo
        self.driver_check, self.patches_check = box.driver_check, box.patches_check
        for combo in (self.tf_combo, self.python_combo):
            combo.currentIndexChanged.connect(self.replan)
        box.framework_combo.currentIndexChanged.connect(self._on_route_changed)  # its own versions and Pythons
        self.route_combo.currentIndexChanged.connect(self._on_route_changed)
        self.driver_check.toggled.connect(self.replan)
        self.patches_check.toggled.connect(self._on_route_changed)
        layout.addWidget(box)
        self.panel = panel = PlansPanel()
        layout.addLayout(panel, 1)
        self.newest_label, self.plan_list, self.plan_view = panel.newest_label, panel.plan_list, panel.plan_view
        self.plan_list.currentRowChanged.connect(self._on_plan_selected)
        self.retranslate_ui()

    def initializePage(self) -> None:
        """Fill the wish controls from the catalog (first use imports it), then plan."""
        wishes = self.session.wishes_or_default()
        self._filling = True
        self.wishes_box.fill_routes(wishes, is_patch(wishes.tensorflow))
        self._filling = False
        self._fill_versions(wishes)
        self.replan()

    def isComplete(self) -> bool:
        """Only a plan without blockers can be carried out."""
        return virtual_bool(self.session.plan is not None and self.session.plan.ok)

    def _fill_versions(self, wishes: Wishes) -> None:
        """The chosen framework's versions and Python list for the chosen route (TensorFlow's patches folded under
        their minor unless asked)."""
        facts, route, framework = self.session.facts, self.wishes_box.route, self.wishes_box.framework
        tf_versions: list[str] = []
        pythons: list[str] = []
        if facts is not None:
            try:
                if framework == "tensorflow":
                    tf_versions = self.session.tf_versions(facts, route)
                    pythons = self.session.python_versions(facts, route)
                else:
                    tf_versions = self.session.framework_versions(facts, framework, route)
                    pythons = self.session.framework_pythons(facts, framework, route)
            except WizardError as error:
                self.banner.show_message("error", error.message, error.hint)
        if not self.patches_check.isChecked() and framework == "tensorflow":
            tf_versions = fold_patches(tf_versions)
        wanted = wanted_version(wishes.tensorflow, tf_versions, self.session.recommended)
        self._filling = True
        self.wishes_box.fill_versions(tf_versions, wanted, pythons, wishes.python)
        self._filling = False

    def _on_route_changed(self) -> None:
        if not self._filling:
            self._fill_versions(self.current_wishes())
            self.replan()

    def current_wishes(self) -> Wishes:
        """The wishes the controls show."""
        return self.wishes_box.wishes()

    def replan(self) -> None:
        """Plan again for the session's facts and the current wishes; the recommended plan is preselected."""
        if self._filling or self.session.facts is None:
            return
        self.session.wishes = self.current_wishes()
        try:
            recommended = self.session.planner(self.session.facts, self.session.wishes)
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            self._show_plans([])
            return
        self._show_banner()
        self.session.recommended = recommended
        self._show_plans([recommended, *recommended.alternatives])

    def _show_plans(self, plans: list[Plan]) -> None:
        self.plans = plans
        facts, wishes = self.session.facts, self.session.wishes_or_default()
        rows = plan_rows(plans, facts, wishes)
        self.item_levels = [level for level, _ in rows]
        natives = self.session.tf_versions(facts, "windows-native") if facts is not None else []
        self.panel.show_rows(rows, newest_windows_line(facts, wishes, plans, natives[0] if natives else ""))
        if not plans:
            self._on_plan_selected(-1)

    def item_texts(self) -> list[str]:
        """The text of every row of the list of plans, as shown."""
        return self.plan_list.texts()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The list of plans may take up to a third of the page."""
        super().resizeEvent(event)
        self.plan_list.cap = max(130, self.height() // 3)
        self.plan_list.fit()

    def select_plan(self, index: int) -> None:
        """Choose the plan at ``index`` of the list (0 is the recommended one), as a click does."""
        self.plan_list.setCurrentRow(index)

    def _on_plan_selected(self, row: int) -> None:
        self.session.plan = self.plans[row] if 0 <= row < len(self.plans) else None
        facts = self.session.facts
        self.plan_view.show_plan(self.session.plan, tuple(gpu.name for gpu in facts.gpus) if facts else ())
        self.completeChanged.emit()

    def _show_banner(self) -> None:
        origin = self.session.facts_origin
        if origin is None or not self.session.for_other_machine:  # a facts file of this computer is this one
            self.banner.clear()
            return
        self.banner.show_message("info", QCoreApplication.translate(
            "ChooseSetupPage", "These plans are for the machine described in {file}, not for this computer."
        ).format(file=origin.name))

    def retranslate_ui(self) -> None:
        """Texts of this page in the current language; plans are made again so core messages follow."""
        self.setTitle(QCoreApplication.translate("ChooseSetupPage", "Choose your setup"))
        self.setSubTitle(QCoreApplication.translate(
            "ChooseSetupPage", "Versions that work together on this machine, and why each one was chosen."))
        self.wishes_box.retranslate_ui()
        self.panel.retranslate_ui()
        self.wishes_box.retranslate_choices()
        if self.plans:
            row = self.plan_list.currentRow()
            self.replan()
            if 0 < row < len(self.plans):
                self.select_plan(row)
