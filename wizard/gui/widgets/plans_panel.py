"""The Choose setup page's plans: the "Plans" title, the note about newer TensorFlow, the list and the details."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout

from wizard.gui.plan_choices import ItemLevel
from wizard.gui.widgets.plan_item import PlanList
from wizard.gui.widgets.plan_view import PlanView


class PlansPanel(QVBoxLayout):
    """A layout the page adds under the wishes; the page reacts to the list's current row."""

    def __init__(self) -> None:
        super().__init__()
        self.plans_label = QLabel()
        self.plans_label.setObjectName("sectionTitle")
        self.addWidget(self.plans_label)
        self.newest_label = QLabel()
        self.newest_label.setObjectName("newestNote")
        self.newest_label.setWordWrap(True)
        self.newest_label.setVisible(False)
        self.addWidget(self.newest_label)
        self.plan_list = PlanList()
        self.addWidget(self.plan_list)
        self.plan_view = PlanView()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.plan_view)
        self.addWidget(scroll, 1)

    def retranslate_ui(self) -> None:
        """The title and the plan's details in the current language (rows come from the page's replan)."""
        self.plan_view.retranslate_ui()
        self.plans_label.setText(QCoreApplication.translate("ChooseSetupPage", "Plans"))

    def show_rows(self, rows: list[tuple[ItemLevel, str]], newest_line: str) -> None:
        """The note (hidden when empty) and the rows, the first one current (none when there are none)."""
        self.newest_label.setText(newest_line)
        self.newest_label.setVisible(bool(newest_line))
        self.plan_list.set_rows(rows)
        self.plan_list.setCurrentRow(0 if rows else -1)
