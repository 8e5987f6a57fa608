"""The one place the GUI reads the planner's words: reasons, warnings, blockers, route names and sources.

MERGE NOTE for the lead: the planner core is changing in parallel (``Reason.why`` with a bare
``Reason.rule`` id, ``Blocker.fixes`` with ``render_fix(fix, frontend)``, a core ``route_name(route)``,
experimental alternatives flagged). Every read of those goes through a function of this module with a
fallback for today's fields, so only this module needs adjusting at merge:

- :func:`reason_sentence` prefers ``reason.why``; today it strips the ``R5:`` prefix from ``reason.rule``.
- :func:`blocker_fix` prefers ``render_fix(fix, "gui")`` over ``blocker.fixes``; today it rewrites the
  CLI flags of ``blocker.fix`` into GUI words (:func:`plain_words`).
- :func:`route_name` is PROVISIONAL: replace its table with the core's ``route_name`` at merge.
- :func:`is_experimental` reads ``plan.experimental`` (or a warning code) when the core has it.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from wizard.core.plan import Blocker, Plan, PlanWarning, Reason

RULE_PREFIX = re.compile(r"^\s*(R\d+)\s*[:：]\s*")
SOURCE_ID = re.compile(r"\bS\d+\b")
_PAREN_FLAG = re.compile(r"\s*[(（]\s*--[a-z][a-z-]*(?:\s+[A-Za-z0-9.]+)?\s*[)）]")
_UNIQUE_ROUTE = re.compile(r"['‘“]?\b(windows-isolated|windows-native)\b['’”]?")
_ROUTE_WORD = re.compile(  # wsl2/linux/cpu are ordinary words too: only quoted, or next to "route"
    r"['‘“]\b(wsl2|linux|cpu)\b['’”]|(?<=route )\b(wsl2|linux|cpu)\b|(?<=路线 )\b(wsl2|linux|cpu)\b"
    r"|\b(wsl2|linux|cpu)\b(?=\s*(?:route|路线))")
EXPERIMENTAL_CODES = frozenset({"ptx-jit-blackwell", "experimental"})


@dataclass(frozen=True)
class SourceLink:
    """One catalog source: its id (S7), title and address (empty where the catalog has none)."""

    id: str
    title: str
    url: str = ""


@dataclass(frozen=True)
class SourceEntry:
    """What a reason chose, the rule id that decided it and the sources it rests on (the Sources area)."""

    choice: str
    rule: str
    sources: tuple[SourceLink, ...]


def route_name(route: str) -> str:
    """A route in plain words. PROVISIONAL: the lead replaces this table with the core's ``route_name``."""
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


def reason_sentence(reason: Reason) -> str:
    """Why this choice, as a plain sentence: ``reason.why`` once the core has it, else the rule's words."""
    why = getattr(reason, "why", "") or RULE_PREFIX.sub("", reason.rule)
    return plain_words(why)


def rule_id(reason: Reason) -> str:
    """The bare rule id (``R5``), for the Sources area only."""
    match = RULE_PREFIX.match(reason.rule)
    if match:
        return match.group(1)
    return reason.rule if re.fullmatch(r"R\d+", reason.rule.strip()) else ""


def warning_text(warning: PlanWarning) -> str:
    """A warning as the GUI shows it (no CLI flags, no route ids)."""
    return plain_words(warning.message)


def blocker_message(blocker: Blocker) -> str:
    """What stops the plan, in plain words."""
    return plain_words(blocker.message)


def blocker_fix(blocker: Blocker) -> str:
    """What to do, for the GUI: the core's GUI rendering of ``blocker.fixes`` when there is one."""
    fixes = getattr(blocker, "fixes", None)
    render = _core_function("render_fix")
    if fixes and render is not None:
        return " ".join(str(render(fix, "gui")) for fix in fixes)
    return plain_words(blocker.fix)


def is_experimental(plan: Plan) -> bool:
    """True for a plan the planner offers only for trying (never preselected as working)."""
    if getattr(plan, "experimental", False):
        return True
    return any(w.code in EXPERIMENTAL_CODES for w in plan.warnings)


def plain_words(text: str) -> str:
    """Today's fallback: CLI flags become GUI words, route ids become route names.

    ``(--route cpu)`` is dropped (the sentence already says "the CPU route"), ``--allow-driver-upgrade``
    becomes the check box's name, ``--facts FILE`` the System check page's button, ``windows-isolated``
    its plain name. Works on the Chinese texts too, which keep the flags and ids verbatim.
    """
    text = _PAREN_FLAG.sub("", text)
    text = text.replace("--allow-driver-upgrade", QCoreApplication.translate(
        "PlanText", "tick \"Allow a driver upgrade\""))
    text = re.sub(r"--facts\s+FILE", QCoreApplication.translate(
        "PlanText", "\"Load facts from another machine…\" on the System check page"), text)
    text = re.sub(r"--[a-z][a-z-]+(?:\s+[A-Za-z0-9.]+)?", "", text)
    text = _UNIQUE_ROUTE.sub(_quoted_route, text)
    return _ROUTE_WORD.sub(_quoted_route, text)


def _quoted_route(match: re.Match[str]) -> str:
    route = next(group for group in match.groups() if group)
    return "“" + route_name(route) + "”"


def sources_of(plan: Plan) -> list[SourceEntry]:
    """Each reason's choice, rule id and sources (with their addresses), in the plan's order."""
    known = catalog_sources()
    entries = []
    for reason in plan.reasons:
        ids = list(dict.fromkeys(SOURCE_ID.findall(reason.source)))
        links = tuple(known.get(i, SourceLink(i, _title_in(reason.source, i))) for i in ids)
        entries.append(SourceEntry(reason.choice, rule_id(reason), links))
    return entries


@cache
def catalog_sources() -> dict[str, SourceLink]:
    """The catalog's sources by id (resources/catalog/sources.json)."""
    from wizard.core.catalog.load import load_catalog

    return {s.id: SourceLink(s.id, s.title, s.url) for s in load_catalog().sources}


def _title_in(cited: str, source_id: str) -> str:
    """The title after ``source_id`` in ``S2 Title; S3 Title`` (for a source the catalog lacks)."""
    match = re.search(rf"\b{source_id}\s+([^;]+)", cited)
    return match.group(1).strip() if match else ""


def _core_function(name: str) -> Callable[..., Any] | None:
    """A function the core may provide after the merge (``render_fix``), wherever it was put."""
    for module in ("wizard.core.plan", "wizard.core.planner", "wizard.core.planner.fixes"):
        try:
            found = getattr(importlib.import_module(module), name, None)
        except ImportError:
            continue
        if callable(found):
            return found  # type: ignore[no-any-return]
    return None
