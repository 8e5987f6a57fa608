"""Small typed events that every long-running step yields (design.md section 3).

A step is a generator: ``def step(...) -> Generator[Event, None, Result]``. The GUI runs it in a worker
thread and paints the events on the UI thread; the CLI renders the same generator in the terminal.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Literal, ParamSpec, TypeVar

from wizard.basics.secrets_mask import mask_secrets

R = TypeVar("R")
P = ParamSpec("P")


@dataclass(frozen=True)
class Started:
    """A unit of work began. ``total`` is in ``unit`` (bytes, files, ...) or None when unknown."""

    key: str
    label: str
    total: int | None = None
    unit: str = ""


@dataclass(frozen=True)
class Advanced:
    """``done`` units of ``key`` are finished so far (absolute, not a delta, so a lost event is harmless)."""

    key: str
    done: int
    total: int | None = None


@dataclass(frozen=True)
class LogLine:
    """Something worth telling the user while the work goes on."""

    level: Literal["debug", "info", "warning", "error"]
    text: str
    key: str = ""

    def __post_init__(self) -> None:
        """Every log line is shown, and may be copied into a report or a question: no secret goes in one."""
        object.__setattr__(self, "text", mask_secrets(self.text))


@dataclass(frozen=True)
class Finished:
    """A unit of work ended; ``ok`` is False when it failed, with ``detail`` saying why."""

    key: str
    ok: bool = True
    detail: str = ""


Event = Started | Advanced | LogLine | Finished
Step = Generator[Event, None, R]


def run_to_completion(step: Generator[Event, None, R]) -> tuple[list[Event], R]:
    """Drive a step synchronously, collecting its events: the deterministic mode tests and scripts use."""
    events: list[Event] = []
    while True:
        try:
            events.append(next(step))
        except StopIteration as stop:
            return events, stop.value


def run_synchronously(step_fn: Callable[P, Generator[Event, None, R]]) -> Callable[P, R]:
    """The blocking twin of a step function: same arguments, run to completion, its result returned.

    ``undo = run_synchronously(undo_step)`` keeps one signature for both, so they cannot drift apart.
    """

    @functools.wraps(step_fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        return run_to_completion(step_fn(*args, **kwargs))[1]

    return run
