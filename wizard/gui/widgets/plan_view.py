"""One plan in full: its summary, every version with the reason for it, warnings (amber), blockers (red)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from wizard.gui.widgets.cards import NoticeCard
from wizard.gui.widgets.version_table import VersionLine, VersionTable

if TYPE_CHECKING:
    from wizard.core.plan import Plan, Reason

# The version rows, named like the planner's ``Reason.key``; reasons with any other key go under "Also".
CHOICE_KEYS = ("route", "tensorflow", "python", "cuda", "cudnn", "driver")


def route_name(route: str) -> str:
    """A route in plain words."""
    names = {
        "windows-native": QCoreApplication.translate(
            "PlanView", "Windows, CUDA installed for the whole system"),
        "windows-isolated": QCoreApplication.translate(
            "PlanView", "Windows, CUDA inside the Python environment"),
        "wsl2": QCoreApplication.translate("PlanView", "WSL2 (Linux inside Windows)"),
        "linux": QCoreApplication.translate("PlanView", "Linux"),
        "cpu": QCoreApplication.translate("PlanView", "Processor only (no GPU)"),
    }
    return names.get(route, route)


def reason_key(reason: Reason) -> str:
    """The version row a reason explains (``other`` when its key names none, e.g. ``gpu``, ``glibc``)."""
    return reason.key if reason.key in CHOICE_KEYS else "other"


def plan_lines(plan: Plan) -> list[VersionLine]:
    """The rows of the version table for ``plan``: route, TensorFlow, Python, CUDA, cuDNN, driver."""
    none = QCoreApplication.translate("PlanView", "not needed")
    tf = plan.tensorflow
    values = [
        ("route", QCoreApplication.translate("PlanView", "Route"), route_name(plan.route)),
        ("tensorflow", QCoreApplication.translate("PlanView", "TensorFlow"),
         f"{tf.version}  ({tf.requirement or tf.package})" if tf else "—"),
        ("python", QCoreApplication.translate("PlanView", "Python"), plan.python or "—"),
        ("cuda", QCoreApplication.translate("PlanView", "CUDA"), plan.cuda or none),
        ("cudnn", QCoreApplication.translate("PlanView", "cuDNN"), plan.cudnn or none),
        ("driver", QCoreApplication.translate("PlanView", "NVIDIA driver"),
         QCoreApplication.translate("PlanView", "{version} or newer").format(version=plan.driver_min)
         if plan.driver_min else none),
    ]
    lines = [VersionLine(label, value, _reasons_for(plan, key)) for key, label, value in values]
    other = tuple((f"{r.choice}: {r.why or r.rule}", r.source) for r in plan.reasons if reason_key(r) == "other")
    if other:
        lines.append(VersionLine(QCoreApplication.translate("PlanView", "Also"), "", other))
    return lines


def _reasons_for(plan: Plan, key: str) -> tuple[tuple[str, str], ...]:
    return tuple((r.why or r.rule, r.source) for r in plan.reasons if reason_key(r) == key)


class PlanView(QWidget):
    """Shows one plan; :meth:`show_plan` replaces whatever was shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.table = VersionTable()
        self._layout.addWidget(self.summary_label)
        self._layout.addWidget(self.table)
        self._layout.addStretch(1)  # room to spare goes below the table, not into the cards' padding
        self.cards: list[NoticeCard] = []

    def show_plan(self, plan: Plan | None) -> None:
        """Fill in ``plan`` (None empties the view)."""
        for card in self.cards:
            self._layout.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        if plan is None:
            self.summary_label.clear()
            self.table.set_lines([])
            return
        self.summary_label.setText(plan.summary)
        self.summary_label.setVisible(bool(plan.summary))
        self.table.set_lines(plan_lines(plan))
        self.cards += [NoticeCard("error", b.message, b.fix) for b in plan.blockers]
        self.cards += [NoticeCard("warn", w.message) for w in plan.warnings]
        for position, card in enumerate(self.cards, start=1):  # right under the summary: read first
            self._layout.insertWidget(position, card)
