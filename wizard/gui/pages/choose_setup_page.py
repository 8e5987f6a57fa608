"""Choose setup: the recommended plan preselected, the alternatives, every version with its reason, wishes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.errors import WizardError
from wizard.core.plan import ROUTES, Wishes
from wizard.gui.pages.base import WizardPage
from wizard.gui.plan_choices import (
    ItemLevel,
    attention_notes,
    fold_patches,
    is_patch,
    item_level,
    item_text,
    newest_windows_line,
    wanted_version,
)
from wizard.gui.plan_text import route_name
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.plan_item import PlanList
from wizard.gui.widgets.plan_view import PlanView

if TYPE_CHECKING:
    from wizard.core.plan import Plan

NEWEST = "newest"
AUTOMATIC = ""


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
        layout.addWidget(self._build_wishes())
        self.plans_label = QLabel()
        self.plans_label.setObjectName("sectionTitle")
        layout.addWidget(self.plans_label)
        self.newest_label = QLabel()
        self.newest_label.setObjectName("newestNote")
        self.newest_label.setWordWrap(True)
        self.newest_label.setVisible(False)
        layout.addWidget(self.newest_label)
        self.plan_list = PlanList()
        self.plan_list.currentRowChanged.connect(self._on_plan_selected)
        layout.addWidget(self.plan_list)
        self.plan_view = PlanView()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.plan_view)
        layout.addWidget(scroll, 1)
        self.retranslate_ui()

    def _build_wishes(self) -> QGroupBox:
        self.wishes_box = QGroupBox()
        grid = QGridLayout(self.wishes_box)
        grid.setHorizontalSpacing(12)
        self.tf_label, self.tf_combo = QLabel(), QComboBox()
        self.route_label, self.route_combo = QLabel(), QComboBox()
        self.python_label, self.python_combo = QLabel(), QComboBox()
        self.driver_check = QCheckBox()
        self.patches_check = QCheckBox()
        for column, (label, combo) in enumerate(
            ((self.tf_label, self.tf_combo), (self.python_label, self.python_combo))
        ):
            grid.addWidget(label, 0, column * 2)
            grid.addWidget(combo, 0, column * 2 + 1)
        grid.addWidget(self.route_label, 1, 0)
        grid.addWidget(self.route_combo, 1, 1)
        checks = QHBoxLayout()
        checks.addWidget(self.driver_check)
        checks.addWidget(self.patches_check)
        checks.addStretch(1)
        grid.addLayout(checks, 1, 2, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        for combo in (self.tf_combo, self.python_combo):
            combo.currentIndexChanged.connect(self.replan)
            combo.setMinimumContentsLength(10)
        self.route_combo.setMinimumContentsLength(10)
        self.route_combo.currentIndexChanged.connect(self._on_route_changed)
        self.driver_check.toggled.connect(self.replan)
        self.patches_check.toggled.connect(self._on_route_changed)
        return self.wishes_box

    def initializePage(self) -> None:
        """Fill the wish controls from the catalog (first use imports it), then plan."""
        self._fill_choices()
        self.replan()

    def isComplete(self) -> bool:
        """Only a plan without blockers can be carried out."""
        return virtual_bool(self.session.plan is not None and self.session.plan.ok)

    def _fill_choices(self) -> None:
        wishes = self.session.wishes_or_default()
        self._filling = True
        _refill(self.route_combo, [(AUTOMATIC, "")] + [(r, "") for r in ROUTES], wishes.route or AUTOMATIC)
        self.driver_check.setChecked(wishes.allow_driver_upgrade)
        self.patches_check.setChecked(is_patch(wishes.tensorflow))
        self._filling = False
        self._fill_versions(wishes)

    def _fill_versions(self, wishes: Wishes) -> None:
        """The TensorFlow and Python lists of the chosen route; patches folded under their minor unless asked."""
        facts = self.session.facts
        route = self.route_combo.currentData() or None
        tf_versions: list[str] = []
        pythons: list[str] = []
        if facts is not None:
            try:
                tf_versions = self.session.tf_versions(facts, route)
                pythons = self.session.python_versions(facts, route)
            except WizardError as error:
                self.banner.show_message("error", error.message, error.hint)
        if not self.patches_check.isChecked():
            tf_versions = fold_patches(tf_versions)
        wanted = wanted_version(wishes.tensorflow, tf_versions, self.session.recommended)
        self._filling = True
        _refill(self.tf_combo, [(NEWEST, "")] + [(v, v) for v in tf_versions], wanted)
        _refill(self.python_combo, [(AUTOMATIC, "")] + [(v, v) for v in pythons], wishes.python or AUTOMATIC)
        self._filling = False
        self._retranslate_choices()

    def _on_route_changed(self) -> None:
        if self._filling:
            return
        self._fill_versions(self.current_wishes())
        self.replan()

    def current_wishes(self) -> Wishes:
        """The wishes the controls show."""
        route = self.route_combo.currentData() or None
        return Wishes(
            tensorflow=self.tf_combo.currentData() or NEWEST,
            route=route if route in ROUTES else None,
            python=self.python_combo.currentData() or None,
            allow_driver_upgrade=self.driver_check.isChecked(),
        )

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
        wishes = self.session.wishes_or_default()
        rows: list[tuple[ItemLevel, str]] = []
        for index, plan in enumerate(plans):
            notes = attention_notes(plan, self.session.facts, wishes)
            rows.append((item_level(plan, notes), item_text(index, plan, notes)))
        self.item_levels = [level for level, _ in rows]
        self._show_newest_line(plans)
        self.plan_list.set_rows(rows)
        self.plan_list.setCurrentRow(0 if plans else -1)
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

    def _show_newest_line(self, plans: list[Plan]) -> None:
        facts = self.session.facts
        natives = self.session.tf_versions(facts, "windows-native") if facts is not None else []
        line = newest_windows_line(facts, self.session.wishes_or_default(), plans, natives[0] if natives else "")
        self.newest_label.setText(line)
        self.newest_label.setVisible(bool(line))

    def select_plan(self, index: int) -> None:
        """Choose the plan at ``index`` of the list (0 is the recommended one), as a click does."""
        self.plan_list.setCurrentRow(index)

    def _on_plan_selected(self, row: int) -> None:
        self.session.plan = self.plans[row] if 0 <= row < len(self.plans) else None
        self.plan_view.show_plan(self.session.plan)
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
        self.wishes_box.setTitle(QCoreApplication.translate("ChooseSetupPage", "Your wishes"))
        self.tf_label.setText(QCoreApplication.translate("ChooseSetupPage", "TensorFlow:"))
        self.python_label.setText(QCoreApplication.translate("ChooseSetupPage", "Python:"))
        self.route_label.setText(QCoreApplication.translate("ChooseSetupPage", "Route:"))
        self.driver_check.setText(QCoreApplication.translate("ChooseSetupPage", "Allow a driver upgrade"))
        self.patches_check.setText(QCoreApplication.translate("ChooseSetupPage", "List every patch release"))
        self.plan_view.retranslate_ui()
        self.plans_label.setText(QCoreApplication.translate("ChooseSetupPage", "Plans"))
        self._retranslate_choices()
        if self.plans:
            row = self.plan_list.currentRow()
            self.replan()
            if 0 < row < len(self.plans):
                self.select_plan(row)

    def _retranslate_choices(self) -> None:
        automatic = QCoreApplication.translate("ChooseSetupPage", "Automatic")
        self.tf_combo.setItemText(0, QCoreApplication.translate("ChooseSetupPage", "Newest that works"))
        self.python_combo.setItemText(0, automatic)
        self.route_combo.setItemText(0, automatic)
        for index in range(1, self.route_combo.count()):
            self.route_combo.setItemText(index, route_name(str(self.route_combo.itemData(index))))


def _refill(combo: QComboBox, items: list[tuple[str, str]], selected: str) -> None:
    """Replace the items (data, text) of ``combo`` and select the one whose data is ``selected``."""
    combo.clear()
    for data, text in items:
        combo.addItem(text or data, data)
    combo.setCurrentIndex(max(0, combo.findData(selected)))
