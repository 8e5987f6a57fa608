"""The System check page's rows: the core findings (:func:`wizard.core.probe.findings.judge_facts`), coloured.

What a finding says comes from core only, so the GUI and the CLI ``probe`` command agree; this module adds
only what the page needs to paint a row: green for ok, blue-grey "i" for information (no conda, no NVML:
nothing wrong, nothing fine either), amber for warn, red for fail, and for a red driver row what to do.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

from wizard.core.by_hand.commands import NVIDIA_DRIVER_PAGE
from wizard.core.probe.findings import judge_facts

if TYPE_CHECKING:
    from pathlib import Path

    from wizard.basics.facts import MachineFacts
    from wizard.core.probe.findings import Finding as CoreFinding
    from wizard.gui.session import Planner

Colour = Literal["ok", "info", "warn", "error"]
COLOURS: dict[str, Colour] = {"ok": "ok", "info": "info", "warn": "warn", "fail": "error"}
"""Core finding level -> the row's colour (the style sheet's ``level`` property)."""


@dataclass(frozen=True)
class Finding:
    """One row as painted: the core finding's key and words, its level as a colour, and ``advice``
    (rich text with links: what to do about a red row) where the page has some."""

    key: str
    level: Colour
    title: str
    text: str
    details: str = ""
    advice: str = ""


def paint_finding(finding: CoreFinding) -> Finding:
    """The row for one core finding; its advice, if any, with links to the sources it rests on."""
    return Finding(finding.key, COLOURS[finding.level], finding.title, finding.text, finding.details,
                   core_advice(finding))


def core_advice(finding: CoreFinding) -> str:
    """The core finding's own advice as rich text, followed by links to its sources (none: empty)."""
    if not finding.advice:
        return ""
    from html import escape

    from wizard.core.catalog.load import catalog_or_none

    tr = QCoreApplication.translate
    catalog = catalog_or_none()
    urls = {s.id: s for s in catalog.sources} if catalog else {}
    links = [f"<a href=\"{escape(urls[i].url)}\">{escape(urls[i].title)}</a>"
             for i in finding.sources if i in urls and urls[i].url]
    text = tr("Findings", "What to do: {advice}").format(advice=escape(finding.advice))
    if links:
        text += "<br>" + tr("Findings", "Sources: {links}").format(links=tr("Findings", "; ").join(links))
    return text


def findings_from_facts(
    facts: MachineFacts, driver_min: str | None = None, tensorflow: str = "newest"
) -> list[Finding]:
    """Every finding of :func:`judge_facts`, in its order, as rows; a red driver row says what to do.

    ``driver_min``: the driver the plan for this machine needs (from the planner), for that advice;
    ``tensorflow``: the release wished for, against which the card row judges the card.
    """
    rows = [paint_finding(finding) for finding in judge_facts(facts, tensorflow)]
    return [replace(row, advice=driver_advice(facts, driver_min)) if row.key == "driver" and row.level == "error"
            else row for row in rows]


def driver_advice(facts: MachineFacts, driver_min: str | None) -> str:
    """What to do about a missing or unusable driver: NVIDIA's page, and the version the plan needs."""
    tr = QCoreApplication.translate
    link = f"<a href=\"{NVIDIA_DRIVER_PAGE}\">{tr('Findings', 'NVIDIA driver downloads')}</a>"
    if driver_min:
        text = tr("Findings", "What to do: install NVIDIA driver {version} or newer from {link}, then "
                              "press \"Check again\".").format(version=driver_min, link=link)
    else:
        text = tr("Findings", "What to do: install the newest NVIDIA driver for your card from {link}, then "
                              "press \"Check again\".").format(link=link)
    if not facts.gpus:
        text += " " + tr("Findings", "Without an NVIDIA graphics card, no driver is needed: TensorFlow then runs "
                                     "on the processor.")
    return text


def count_line(levels: list[str]) -> str:
    """Problems, things to look at, fine and information rows, each counted (nothing counted twice)."""
    return QCoreApplication.translate(
        "SystemCheckPage", "Problems: {problems} · To look at: {checks} · Fine: {fine} · "
                           "For information: {info}").format(
        problems=levels.count("error"), checks=levels.count("warn"), fine=levels.count("ok"),
        info=levels.count("info"))


def plan_driver_min(planner: Planner, facts: MachineFacts) -> str | None:
    """The driver the best GPU plan for ``facts`` needs (a driver upgrade allowed), for the red driver row."""
    from wizard.basics.errors import WizardError
    from wizard.core.plan import Wishes

    if not facts.gpus:
        return None
    try:
        plan = planner(facts, Wishes(allow_driver_upgrade=True))
    except WizardError:
        return None
    return plan.driver_min if plan.ok and plan.route != "cpu" else None


def facts_subtitle(facts: MachineFacts | None, origin: Path | None) -> str:
    """Whose facts the page shows: this computer's, or the machine named in the loaded file."""
    tr = QCoreApplication.translate
    if origin is None or facts is None:
        return tr("SystemCheckPage", "What this computer has. Green is fine, blue is for information, amber "
                                     "deserves a look, red stops GPU use.")
    if facts.hostname:
        return tr("SystemCheckPage", "These are the facts of the computer \"{host}\", read from {file}, not of "
                                     "this computer.").format(host=facts.hostname, file=origin.name)
    return tr("SystemCheckPage", "These are the facts of another computer, read from {file}, not of this "
                                 "computer.").format(file=origin.name)
