"""The one place the GUI reads the planner's words: reasons, warnings, blockers, route names and sources.

The core words everything once for both front-ends (:mod:`wizard.core.planner.advice`): reasons carry a plain
sentence (``Reason.why``) apart from their rule and source ids, fixes are data rendered for the GUI
(check-box names, never command-line flags). This module only picks the GUI rendering and resolves
source ids to the catalog's titles and addresses for the Sources area.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from wizard.core.catalog.model import Source
from wizard.core.planner.advice import render_fixes, route_name

if TYPE_CHECKING:
    from wizard.core.plan import Blocker, Plan, PlanWarning, Reason

__all__ = [
    "SourceEntry", "blocker_fix", "blocker_message", "catalog_sources", "is_experimental",
    "reason_sentence", "route_name", "sources_of", "warning_text",
]


@dataclass(frozen=True)
class SourceEntry:
    """What a reason chose and the sources it rests on (the Sources area)."""

    choice: str
    sources: tuple[Source, ...]  # the catalog's: id (S7), title and address (empty where it has none)


def reason_sentence(reason: Reason) -> str:
    """Why this choice, as the planner's plain sentence."""
    return reason.why


def warning_text(warning: PlanWarning) -> str:
    """A warning as the GUI shows it."""
    return warning.message


def blocker_message(blocker: Blocker) -> str:
    """What stops the plan, in plain words."""
    return blocker.message


def blocker_fix(blocker: Blocker) -> str:
    """What to do, worded for the GUI (check boxes and buttons, no flags)."""
    return render_fixes(blocker.fixes, "gui") or blocker.fix


def is_experimental(plan: Plan) -> bool:
    """True for a plan the planner offers only for trying (never preselected as working)."""
    return plan.experimental


def sources_of(plan: Plan) -> list[SourceEntry]:
    """Each reason's choice and sources (with their addresses), in the plan's order."""
    known = catalog_sources()
    return [
        SourceEntry(reason.choice, tuple(known.get(i, Source(i, "")) for i in reason.source_ids))
        for reason in plan.reasons
    ]


@cache
def catalog_sources() -> dict[str, Source]:
    """The catalog's sources by id (resources/catalog/sources.json)."""
    from wizard.core.catalog.load import load_catalog

    return {source.id: source for source in load_catalog().sources}
