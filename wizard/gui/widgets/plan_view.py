"""One plan in full: blockers (red), warnings (amber), every version with its reason, and the Sources."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget

from wizard.core.catalog.load import source_summary, source_title
from wizard.core.plan import framework_name
from wizard.gui.models.framework_text import (
    build_text,
    carries_own_cuda,
    framework_version,
    plan_route_name,
)
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
CHOICE_KEYS = ("route", "tensorflow", "framework", "build", "python", "cuda", "cudnn", "driver")
__all__ = ["CHOICE_KEYS", "PlanView", "plan_lines", "reason_key", "route_name", "sources_html"]


def reason_key(reason: Reason) -> str:
    """The version row a reason explains (``other`` when its key names none, e.g. ``gpu``, ``glibc``)."""
    return reason.key if reason.key in CHOICE_KEYS else "other"


def row_labels() -> dict[str, str]:
    """The translated label of each version row, by key."""
    tr = QCoreApplication.translate
    return {"route": tr("PlanView", "Route"), "tensorflow": tr("PlanView", "TensorFlow"),
            "framework": tr("PlanView", "Framework"), "build": tr("PlanView", "Build"),
            "python": tr("PlanView", "Python"), "cuda": tr("PlanView", "CUDA"),
            "cudnn": tr("PlanView", "cuDNN"), "driver": tr("PlanView", "NVIDIA driver"),
            "other": tr("PlanView", "Also")}


def plan_lines(plan: Plan, gpu_names: tuple[str, ...] = ()) -> list[VersionLine]:
    """The rows of the version table for ``plan``: route, the framework (and its build), Python, CUDA, cuDNN,
    driver; a PyTorch, Keras-on-PyTorch or JAX plan's CUDA is in its packages (``gpu_names``: the machine's)."""
    tr = QCoreApplication.translate
    none = tr("PlanView", "not needed")
    inside = tr("PlanView", "inside the packages, nothing to install") if carries_own_cuda(plan) else none
    tf = plan.tensorflow
    labels = row_labels()
    if plan.framework != "tensorflow":
        labels["framework"] = framework_name(plan.framework)
    values = {
        "route": plan_route_name(plan),
        "tensorflow": f"{tf.version}  ({tf.requirement or tf.package})" if tf else "—",
        "framework": framework_version(plan).removeprefix(framework_name(plan.framework).split()[0] + " "),
        "build": build_text(plan, gpu_names),
        "python": plan.python or "—",
        "cuda": plan.cuda or inside,
        "cudnn": plan.cudnn or inside,
        "driver": tr("PlanView", "{version} or newer").format(version=plan.driver_min)
        if plan.driver_min else none,
    }
    lines = [VersionLine(labels[key], values[key], _reasons_for(plan, key)) for key in _row_keys(plan)]
    other = tuple(QCoreApplication.translate("PlanView", "{choice}: {why}").format(
        choice=r.choice, why=reason_sentence(r)) for r in plan.reasons if reason_key(r) == "other")
    if other:
        lines.append(VersionLine(labels["other"], "", other))
    return lines


def _row_keys(plan: Plan) -> tuple[str, ...]:
    """Which rows a plan has: TensorFlow's for a TensorFlow plan, the framework's (and Keras beside TensorFlow),
    the build's for a framework whose wheels carry CUDA; no CUDA, cuDNN or driver rows on the CPU."""
    keys = ["route"]
    if plan.tensorflow is not None or plan.framework == "tensorflow":
        keys.append("tensorflow")
    if plan.framework != "tensorflow":
        keys.append("framework")
    if carries_own_cuda(plan):
        keys.append("build")
    keys.append("python")
    if plan.route != "cpu":
        keys += ["cuda", "cudnn", "driver"]
    return tuple(keys)


def _reasons_for(plan: Plan, key: str) -> tuple[str, ...]:
    return tuple(reason_sentence(r) for r in plan.reasons if reason_key(r) == key)


def sources_html(plan: Plan) -> str:
    """The Sources area: per choice, each source's title (a link where the catalog has its URL) and summary."""
    labels = row_labels()
    rows = []
    for reason, entry in zip(plan.reasons, sources_of(plan), strict=True):
        what = labels[reason.key] if reason_key(reason) not in ("other", "framework") else entry.choice
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

    def show_plan(self, plan: Plan | None, gpu_names: tuple[str, ...] = ()) -> None:
        """Fill in ``plan`` (None empties the view; ``gpu_names``: the machine's cards, named in a build's row)."""
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
        self.table.set_lines(plan_lines(plan, gpu_names))
        self.sources_label.setText(sources_html(plan))
        self.sources_button.setVisible(bool(plan.reasons))
        self.cards += [NoticeCard("error", blocker_message(b), blocker_fix(b)) for b in plan.blockers]
        self.cards += [NoticeCard("warn", warning_text(w)) for w in plan.warnings]
        for position, card in enumerate(self.cards):  # above the table: read first
            self._layout.insertWidget(position, card)

    def _show_sources(self, shown: bool) -> None:
        self.sources_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.sources_label.setVisible(shown)
