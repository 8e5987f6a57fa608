"""The run inside WSL as steps, without Qt: each step the inside run starts, and how it went.

Why: the inside run streams the Linux CLI's own lines (diffs, uv's output, and on failure its advice to type
``tfgpu-wizard undo --last`` inside Linux, which a Windows user cannot use). The page shows these steps; the
raw lines go under Details, each undo command of the CLI inside worded as the window's own way to undo (Finish,
then Undo everything); a failure ends with that too. The CLI keeps its words: only the window rewords them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from wizard.basics.events import Event, Finished, Started
from wizard.basics.i18n import tr

StepState = Literal["running", "done", "failed", "stopped"]


@dataclass(frozen=True)
class InsideStep:
    """One step of the run inside: its label as the run said it, and its state."""

    key: str
    label: str
    state: StepState = "running"


def fold(steps: tuple[InsideStep, ...], event: Event) -> tuple[InsideStep, ...]:
    """The steps after ``event``: a start ends the step before it (the run goes one step at a time)."""
    if isinstance(event, Started):
        done = tuple(replace(step, state="done") if step.state == "running" else step for step in steps)
        return (*done, InsideStep(event.key, event.label))
    if isinstance(event, Finished):
        state: StepState = "done" if event.ok else "failed"
        return tuple(replace(step, state=state) if step.key == event.key and step.state == "running" else step
                     for step in steps)
    return steps


def ended(steps: tuple[InsideStep, ...], outcome: Literal["done", "failed", "stopped"]) -> tuple[InsideStep, ...]:
    """The steps once the run ended: the one still running takes the run's outcome."""
    return tuple(replace(step, state=outcome) if step.state == "running" else step for step in steps)


def undo_advice() -> str:
    """What a Windows user does about what a failed or stopped run inside changed."""
    return tr("WslInside", "What the run inside changed stays until you undo it: go to the last page (Finish) and "
                           "press \"Undo everything\". The messages of the run are under Details.")


UNDO_COMMAND = re.compile(r"tfgpu-wizard undo(?: --[a-z]+)*")  # the CLI's undo, with its flags (--last, --all...)


def for_windows_user(line: str) -> str:
    """A line of the Linux CLI inside as the Windows user reads it: its undo command, which only a terminal inside
    Linux takes, becomes the window's way to undo what the run did (the last page, Finish: Undo everything)."""
    return UNDO_COMMAND.sub(lambda _match: undo_in_window(), line)


def undo_in_window() -> str:
    """Where the window undoes a run, in a few words: the last page, then its button."""
    return tr("WslInside", "Finish \u2192 Undo everything")
