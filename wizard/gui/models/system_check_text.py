"""What the System check page says, without Qt: the probe's progress and log, failures, the report.

The page paints these texts; tests drive them directly. Texts keep the page's translation context
(``SystemCheckPage``), so the ``.ts`` entries are the page's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from wizard.basics.errors import WizardError
from wizard.basics.events import Event, LogLine, Started
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.gui.models.failures import failure_text

if TYPE_CHECKING:
    from pathlib import Path

    from wizard.basics.facts import MachineFacts


@dataclass
class ProbeLog:
    """The probe's log lines as "Show details" lists them, followed by the facts once there are some."""

    lines: list[str] = field(default_factory=list)

    def add(self, event: Event) -> str | None:
        """Keep ``event``'s line; return what the busy line says now (None: unchanged)."""
        if isinstance(event, Started):
            return event.label
        if isinstance(event, LogLine):
            self.lines.append(f"[{event.level}] {event.text}")
            return event.text if event.level != "debug" else None
        return None

    def details(self, facts: MachineFacts | None) -> str:
        """The log, then the facts as JSON (what a support person asks for)."""
        parts = list(self.lines)
        if facts is not None:
            parts += ["", facts.to_json()]
        return "\n".join(parts)


def checking_text() -> str:
    """The busy line while the probe starts."""
    return tr("SystemCheckPage", "Checking this computer…")


def probe_failure(error: object) -> tuple[str, str]:
    """Message and hint for a probe that could not finish; a bug (not a WizardError) offers a way round it."""
    message, hint = failure_text(error)
    if not isinstance(error, WizardError):
        hint = tr("SystemCheckPage", "Load a facts file instead, or report this with the details below.")
    return tr("SystemCheckPage", "The check could not finish: {message}").format(message=message), hint


def other_machine_note(origin: Path) -> tuple[str, str]:
    """The banner while planning for another machine's facts file."""
    return (tr("SystemCheckPage", "Planning for another machine, described in {file}.").format(file=origin.name),
            tr("SystemCheckPage", "Press \"Check again\" to go back to this computer."))


def save_facts(facts: MachineFacts, path: Path) -> tuple[str, str] | None:
    """Write ``facts`` to ``path`` atomically (the JSON of ``tfgpu-wizard probe --json``); None once saved,
    else the message and hint to show (no partial file is left)."""
    from wizard.basics.atomic import write_text_atomically

    try:
        write_text_atomically(path, facts.to_json() + "\n")
    except OSError as error:
        message = tr("SystemCheckPage", "The facts could not be saved to {file}: {reason}").format(
            file=str(path), reason=os_error_text(error))
        return message, tr("SystemCheckPage", "Choose a folder you can write to.")
    return None


def report_text(rows: Iterable[str], origin: Path | None) -> str:
    """The findings as plain text, as "Copy report" puts them on the clipboard."""
    header = tr("SystemCheckPage", "tfgpu-wizard system check")
    if origin is not None:
        header += " — " + tr("SystemCheckPage", "facts from {file}").format(file=origin.name)
    return "\n".join([header, "", *rows]) + "\n"
