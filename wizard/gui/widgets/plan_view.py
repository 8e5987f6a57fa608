"""One plan in full: blockers (red), warnings (amber), every version with its reason, and the Sources."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget

from wizard.core.catalog.load import source_summary, source_title
from wizard.gui.models.plan_text import (
    SourceEntry,
    blocker_fix,
    blocker_message,
    reason_sentence,
    route_name,
    sources_of,
    warning_text,
)
from wizard.gui.widgets.cards import NoticeCard, escape_html
from wizard.gui.widgets.version_table import VersionLine, VersionTable

if TYPE_CHECKING:
    from wizard.core.plan import Plan, Reason

# The version rows, named like the planner's ``Reason.key``; reasons with any other key go under "Also".
CHOICE_KEYS = ("route", "tensorflow", "python", "cuda", "cudnn", "driver")
__all__ = ["CHOICE_KEYS", "PlanView", "plan_lines", "reason_key", "route_name", "sources_html"]


def reason_key(reason: Reason) -> str:
    """The version row a reason explains (``other`` when its key names none, e.g. ``gpu``, ``glibc``)."""
    return reason.key if reason.key in CHOICE_KEYS else "other"


def row_labels() -> dict[str, str]:
    """The translated label of each version row, by key."""
    tr = QCoreApplication.translate
    return {"route": tr("PlanView", "Route"), "tensorflow": tr("PlanView", "TensorFlow"),
            "python": tr("PlanView", "Python"), "cuda": tr("PlanView", "CUDA"),
            "cudnn": tr("PlanView", "cuDNN"), "driver": tr("PlanView", "NVIDIA driver"),
            "other": tr("PlanView", "Also")}


def plan_lines(plan: Plan) -> list[VersionLine]:
    """The rows of the version table for ``plan``: route, TensorFlow, Python, CUDA, cuDNN, driver."""
    none = QCoreApplication.translate("PlanView", "not needed")
    tf = plan.tensorflow
    labels = row_labels()
    values = {
        "route": route_name(plan.route),
        "tensorflow": f"{tf.version}  ({tf.requirement or tf.package})" if tf else "—",
        "python": plan.python or "—",
        "cuda": plan.cuda or none,
        "cudnn": plan.cudnn or none,
        "driver": QCoreApplication.translate("PlanView", "{version} or newer").format(version=plan.driver_min)
        if plan.driver_min else none,
    }
    keys = CHOICE_KEYS[:3] if plan.route == "cpu" else CHOICE_KEYS  # no CUDA, cuDNN or driver rows on the CPU
    lines = [VersionLine(labels[key], values[key], _reasons_for(plan, key)) for key in keys]
    other = tuple(QCoreApplication.translate("PlanView", "{choice}: {why}").format(
        choice=r.choice, why=reason_sentence(r)) for r in plan.reasons if reason_key(r) == "other")
    if other:
        lines.append(VersionLine(labels["other"], "", other))
    return lines


def _reasons_for(plan: Plan, key: str) -> tuple[str, ...]:
    return tuple(reason_sentence(r) for r in plan.reasons if reason_key(r) == key)


def sources_html(plan: Plan) -> str:
    """The Sources area: per choice, each source's title (a link where the catalog has its URL) and summary."""
    labels = row_labels()
    rows = []
    for reason, entry in zip(plan.reasons, sources_of(plan), strict=True):
        what = labels[reason.key] if reason_key(reason) != "other" else entry.choice
        head = QCoreApplication.translate("PlanView", "{what}:").format(what=what)
        rows.append(f"<b>{escape_html(head)}</b> {_links(entry)}")
    return "<br>".join(rows)


def _links(entry: SourceEntry) -> str:
    parts = []
    for source in entry.sources:
        text = escape_html(source_title(source) or QCoreApplication.translate("PlanView", "a document"))
        link = f"<a href=\"{escape_html(source.url)}\">{text}</a>" if source.url else text
        summary = source_summary(source)
        parts.append(f"{link} — {escape_html(summary)}" if summary else link)
    return "<br>&nbsp;&nbsp;" + "<br>&nbsp;&nbsp;".join(parts) if parts else "—"


class PlanView(QWidget):
    """Shows one plan; :meth:`show_plan` replaces whatever was shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.table = VersionTable()
        self._layout.addWidget(self.table)
        self.sources_button = QToolButton()
        self.sources_button.setCheckable(True)
        self.sources_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.sources_button.setArrowType(Qt.ArrowType.RightArrow)
        self.sources_button.setAutoRaise(True)
        self.sources_button.toggled.connect(self._show_sources)
        self.sources_label = QLabel()
        self.sources_label.setObjectName("sourcesList")
        self.sources_label.setWordWrap(True)
        self.sources_label.setTextFormat(Qt.TextFormat.RichText)
        self.sources_label.setOpenExternalLinks(True)
        self.sources_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.sources_label.setVisible(False)
        self._layout.addWidget(self.sources_button)
        self._layout.addWidget(self.sources_label)
        self._layout.addStretch(1)  # room to spare goes below the table, not into the cards' padding
        self.cards: list[NoticeCard] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The Sources button's words (the plan's own words come with the plan)."""
        self.sources_button.setText(
            QCoreApplication.translate("PlanView", "Sources: the rules and documents behind these choices"))

    def show_plan(self, plan: Plan | None) -> None:
        """Fill in ``plan`` (None empties the view)."""
        for card in self.cards:
            self._layout.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        if plan is None:
            self.table.set_lines([])
            self.sources_label.clear()
            self.sources_button.setVisible(False)
            return
        self.table.set_lines(plan_lines(plan))
        self.sources_label.setText(sources_html(plan))
        self.sources_button.setVisible(bool(plan.reasons))
        self.cards += [NoticeCard("error", blocker_message(b), blocker_fix(b)) for b in plan.blockers]
        self.cards += [NoticeCard("warn", warning_text(w)) for w in plan.warnings]
        for position, card in enumerate(self.cards):  # above the table: read first
            self._layout.insertWidget(position, card)

    def _show_sources(self, shown: bool) -> None:
        self.sources_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.sources_label.setVisible(shown)
