"""The labels of an error's details (``path:``, ``field:``...) in the reader's language."""

from __future__ import annotations

import re

from wizard.basics.i18n import tr

_NUMBERED = re.compile(r"^(item|not restored) (\d+)$")


def context_label(key: str) -> str:
    """The label for a detail's key; a key without one is shown as it is."""
    numbered = _NUMBERED.match(key)
    if numbered:
        template = tr("ErrorContext", "item {number}") if numbered.group(1) == "item" else tr(
            "ErrorContext", "not restored {number}")
        return template.format(number=numbered.group(2))
    return _labels().get(key, key)


def _labels() -> dict[str, str]:
    return {
        "actual": tr("ErrorContext", "actual"), "archive": tr("ErrorContext", "archive"),
        "asked": tr("ErrorContext", "asked"), "backend": tr("ErrorContext", "backend"),
        "backup": tr("ErrorContext", "backup"), "channels": tr("ErrorContext", "channels"),
        "conda": tr("ErrorContext", "conda"), "destination": tr("ErrorContext", "destination"),
        "detail": tr("ErrorContext", "detail"), "exit status": tr("ErrorContext", "exit status"),
        "expected": tr("ErrorContext", "expected"), "field": tr("ErrorContext", "field"),
        "file": tr("ErrorContext", "file"), "folder": tr("ErrorContext", "folder"),
        "found": tr("ErrorContext", "found"), "got": tr("ErrorContext", "got"),
        "journal": tr("ErrorContext", "journal"), "lock": tr("ErrorContext", "lock"),
        "log": tr("ErrorContext", "log"), "missing": tr("ErrorContext", "missing"),
        "name": tr("ErrorContext", "name"), "option": tr("ErrorContext", "option"),
        "output": tr("ErrorContext", "output"), "packages": tr("ErrorContext", "packages"),
        "path": tr("ErrorContext", "path"), "plan": tr("ErrorContext", "plan"),
        "prefix": tr("ErrorContext", "prefix"), "problem": tr("ErrorContext", "problem"),
        "problems": tr("ErrorContext", "problems"), "processes": tr("ErrorContext", "processes"),
        "rattler": tr("ErrorContext", "rattler"), "result": tr("ErrorContext", "result"),
        "service": tr("ErrorContext", "service"), "status": tr("ErrorContext", "status"),
        "step": tr("ErrorContext", "step"), "url": tr("ErrorContext", "url"),
        "value": tr("ErrorContext", "value"), "variable": tr("ErrorContext", "variable"),
        "where": tr("ErrorContext", "where"),
    }
