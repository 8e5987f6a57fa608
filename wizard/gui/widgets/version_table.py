"""Every chosen version next to the reason for it: the rule that decided it and the source it rests on."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from wizard.gui.widgets.cards import escape_html

_SOURCE_ID = re.compile(r"(?:^|;\s*)(S\d+)\b")


@dataclass(frozen=True)
class VersionLine:
    """One row: what (TensorFlow), which (2.10.1), and why (rule, source) pairs."""

    label: str
    value: str
    reasons: tuple[tuple[str, str], ...] = ()


class VersionTable(QFrame):
    """A grid: label | value | reasons (rule in plain words, source in grey)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("versionTable")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 8, 10, 8)
        self._grid.setHorizontalSpacing(16)
        self._grid.setVerticalSpacing(6)
        self._grid.setColumnStretch(2, 1)
        self.lines: tuple[VersionLine, ...] = ()

    def set_lines(self, lines: list[VersionLine]) -> None:
        """Replace every row."""
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.lines = tuple(lines)
        for row, line in enumerate(lines):
            self._add_line(row, line)

    def _add_line(self, row: int, line: VersionLine) -> None:
        name = QLabel(line.label)
        name.setObjectName("versionLabel")
        value = QLabel(line.value)
        value.setObjectName("versionValue")
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        why = QLabel(_reasons_html(line.reasons))
        why.setObjectName("versionReason")
        why.setWordWrap(True)
        why.setTextFormat(Qt.TextFormat.RichText)
        why.setToolTip("\n".join(source for _, source in line.reasons if source))
        for column, widget in enumerate((name, value, why)):
            self._grid.addWidget(widget, row, column, Qt.AlignmentFlag.AlignTop)

    def reason_text(self, label: str) -> str:
        """All reasons of the row called ``label`` as plain text (tests and the copy function)."""
        return "\n".join(f"{rule} ({source})" for line in self.lines if line.label == label
                         for rule, source in line.reasons)


def _reasons_html(reasons: tuple[tuple[str, str], ...]) -> str:
    if not reasons:
        none = QCoreApplication.translate("VersionTable", "no rule recorded")
        return f"<span style='color:#757575'>{escape_html(none)}</span>"
    parts = [
        f"{escape_html(rule)} <span style='color:#757575'>[{escape_html(short_sources(source))}]</span>"
        if source else escape_html(rule)
        for rule, source in reasons
    ]
    return "<br>".join(parts)


def short_sources(source: str) -> str:
    """``S2 TensorFlow: ...; S3 ...`` -> ``S2, S3`` (the full titles are in the tooltip)."""
    ids = _SOURCE_ID.findall(source)
    return ", ".join(ids) if ids else source
