"""The System check page's rows: the core findings (:func:`wizard.core.probe.findings.judge_facts`), coloured.

What a finding says comes from core only, so the GUI and the CLI ``probe`` command agree; this module adds
only what the page needs to paint a row: green for ok and info, amber for warn, red for fail.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from wizard.core.probe.findings import judge_facts

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.probe.findings import Finding as CoreFinding

Colour = Literal["ok", "warn", "error"]
COLOURS: dict[str, Colour] = {"ok": "ok", "info": "ok", "warn": "warn", "fail": "error"}
"""Core finding level -> the row's colour (the style sheet's ``level`` property)."""


@dataclass(frozen=True)
class Finding:
    """One row as painted: the core finding's key and words, its level turned into a colour."""

    key: str
    level: Colour
    title: str
    text: str
    details: str = ""


def paint_finding(finding: CoreFinding) -> Finding:
    """The row for one core finding."""
    return Finding(finding.key, COLOURS[finding.level], finding.title, finding.text, finding.details)


def findings_from_facts(facts: MachineFacts) -> list[Finding]:
    """Every finding of :func:`judge_facts`, in its order, as rows."""
    return [paint_finding(finding) for finding in judge_facts(facts)]
