"""The run inside WSL as steps, without Qt: each step the inside run starts, and how it went.

Why: the inside run streams the Linux CLI's own lines (diffs, uv's output, and on failure its advice to type
``tfgpu-wizard undo --last`` inside Linux, which a Windows user cannot use). The page shows these steps; the
raw lines go under Details; a failure ends with what the Windows user can do (Finish, then Undo everything).
"""

from __future__ import annotations

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
