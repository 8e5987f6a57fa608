"""The Choose setup page's "Your wishes" box: TensorFlow, Python and route lists, and two checkboxes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel

from wizard.core.plan import ROUTES, Route, Wishes
from wizard.gui.models.plan_text import route_name

NEWEST = "newest"
AUTOMATIC = ""


class WishesBox(QGroupBox):
    """The controls; the page connects their signals and fills the version lists."""

    def __init__(self) -> None:
        super().__init__()
        grid = QGridLayout(self)
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
        for combo in (self.tf_combo, self.python_combo, self.route_combo):
            combo.setMinimumContentsLength(10)

    def retranslate_ui(self) -> None:
        """Title, labels and checkboxes in the current language (the lists follow in retranslate_choices)."""
        tr = QCoreApplication.translate
        self.setTitle(tr("ChooseSetupPage", "Your wishes"))
        self.tf_label.setText(tr("ChooseSetupPage", "TensorFlow:"))
        self.python_label.setText(tr("ChooseSetupPage", "Python:"))
        self.route_label.setText(tr("ChooseSetupPage", "Route:"))
        self.driver_check.setText(tr("ChooseSetupPage", "Allow a driver upgrade"))
        self.patches_check.setText(tr("ChooseSetupPage", "List every patch release"))

    def retranslate_choices(self) -> None:
        """The words among the lists' versions: "Newest that works", "Automatic", the route names."""
        automatic = QCoreApplication.translate("ChooseSetupPage", "Automatic")
        self.tf_combo.setItemText(0, QCoreApplication.translate("ChooseSetupPage", "Newest that works"))
        self.python_combo.setItemText(0, automatic)
        self.route_combo.setItemText(0, automatic)
        for index in range(1, self.route_combo.count()):
            self.route_combo.setItemText(index, route_name(str(self.route_combo.itemData(index))))

    def fill_routes(self, wishes: Wishes, patches: bool) -> None:
        """Every route (the wished one selected) and the checkboxes as ``wishes`` says."""
        refill(self.route_combo, [(AUTOMATIC, "")] + [(r, "") for r in ROUTES], wishes.route or AUTOMATIC)
        self.driver_check.setChecked(wishes.allow_driver_upgrade)
        self.patches_check.setChecked(patches)

    def fill_versions(self, tf_versions: list[str], tf_wanted: str, pythons: list[str], python: str | None) -> None:
        """The TensorFlow and Python lists ("newest" and "automatic" first), the wanted ones selected."""
        refill(self.tf_combo, [(NEWEST, "")] + [(v, v) for v in tf_versions], tf_wanted)
        refill(self.python_combo, [(AUTOMATIC, "")] + [(v, v) for v in pythons], python or AUTOMATIC)
        self.retranslate_choices()

    @property
    def route(self) -> Route | None:
        """The chosen route; None for automatic."""
        data = self.route_combo.currentData()
        return next((route for route in ROUTES if route == data), None)

    def wishes(self) -> Wishes:
        """The wishes the controls show."""
        return Wishes(
            tensorflow=self.tf_combo.currentData() or NEWEST,
            route=self.route,
            python=self.python_combo.currentData() or None,
            allow_driver_upgrade=self.driver_check.isChecked(),
        )


def refill(combo: QComboBox, items: list[tuple[str, str]], selected: str) -> None:
    """Replace the items (data, text) of ``combo`` and select the one whose data is ``selected``."""
    combo.clear()
    for data, text in items:
        combo.addItem(text or data, data)
    combo.setCurrentIndex(max(0, combo.findData(selected)))
