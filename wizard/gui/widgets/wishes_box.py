"""The Choose setup page's "Your wishes" box: the framework, its version, Python and route lists, two checkboxes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel

from wizard.core.plan import ROUTES, Framework, Route, Wishes, framework_name
from wizard.gui.models.framework_text import FRAMEWORKS, framework_description
from wizard.gui.models.plan_text import route_name

NEWEST = "newest"
AUTOMATIC = ""


class WishesBox(QGroupBox):
    """The controls; the page connects their signals and fills the version lists."""

    def __init__(self) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(12)
        self.framework_label, self.framework_combo = QLabel(), QComboBox()
        for framework in FRAMEWORKS:
            self.framework_combo.addItem(framework_name(framework), framework)
        self.framework_about = QLabel()
        self.framework_about.setObjectName("frameworkAbout")
        self.framework_about.setWordWrap(True)
        self.framework_combo.currentIndexChanged.connect(self._show_about)
        grid.addWidget(self.framework_label, 0, 0)
        grid.addWidget(self.framework_combo, 0, 1)
        grid.addWidget(self.framework_about, 0, 2, 1, 2)
        self.tf_label, self.tf_combo = QLabel(), QComboBox()
        self.route_label, self.route_combo = QLabel(), QComboBox()
        self.python_label, self.python_combo = QLabel(), QComboBox()
        self.driver_check = QCheckBox()
        self.patches_check = QCheckBox()
        for column, (label, combo) in enumerate(
            ((self.tf_label, self.tf_combo), (self.python_label, self.python_combo))
        ):
            grid.addWidget(label, 1, column * 2)
            grid.addWidget(combo, 1, column * 2 + 1)
        grid.addWidget(self.route_label, 2, 0)
        grid.addWidget(self.route_combo, 2, 1)
        checks = QHBoxLayout()
        checks.addWidget(self.driver_check)
        checks.addWidget(self.patches_check)
        checks.addStretch(1)
        grid.addLayout(checks, 2, 2, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        for combo in (self.framework_combo, self.tf_combo, self.python_combo, self.route_combo):
            combo.setMinimumContentsLength(10)

    @property
    def framework(self) -> Framework:
        """The chosen framework (TensorFlow unless another is chosen)."""
        data = self.framework_combo.currentData()
        return next((framework for framework in FRAMEWORKS if framework == data), "tensorflow")

    def _show_about(self) -> None:
        self.framework_about.setText(framework_description(self.framework))
        self.tf_label.setText(QCoreApplication.translate("ChooseSetupPage", "{framework} version:").format(
            framework=framework_name(self.framework)))

    def retranslate_ui(self) -> None:
        """Title, labels and checkboxes in the current language (the lists follow in retranslate_choices)."""
        tr = QCoreApplication.translate
        self.setTitle(tr("ChooseSetupPage", "Your wishes"))
        self.framework_label.setText(tr("ChooseSetupPage", "Framework:"))
        self._show_about()
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
        """The wished framework, every route (the wished one selected) and the checkboxes as ``wishes`` says."""
        self.framework_combo.setCurrentIndex(max(0, self.framework_combo.findData(wishes.framework)))
        refill(self.route_combo, [(AUTOMATIC, "")] + [(r, "") for r in ROUTES], wishes.route or AUTOMATIC)
        self.driver_check.setChecked(wishes.allow_driver_upgrade)
        self.patches_check.setChecked(patches)

    def fill_versions(self, tf_versions: list[str], tf_wanted: str, pythons: list[str], python: str | None) -> None:
        """The framework's versions and the Python list ("newest" and "automatic" first), the wanted ones selected.

        Every framework's list is a wish: TensorFlow's release, or PyTorch's, Keras 3's or JAX's (the planner then
        takes the build of that release that fits the card and driver)."""
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
        framework = self.framework
        version = self.tf_combo.currentData() or NEWEST
        return Wishes(
            tensorflow=version if framework == "tensorflow" else NEWEST,
            version=NEWEST if framework == "tensorflow" else version,
            route=self.route,
            python=self.python_combo.currentData() or None,
            allow_driver_upgrade=self.driver_check.isChecked(),
            framework=framework,
        )


def refill(combo: QComboBox, items: list[tuple[str, str]], selected: str) -> None:
    """Replace the items (data, text) of ``combo`` and select the one whose data is ``selected``."""
    combo.clear()
    for data, text in items:
        combo.addItem(text or data, data)
    combo.setCurrentIndex(max(0, combo.findData(selected)))
