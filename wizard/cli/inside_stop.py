"""Ctrl-C while ``apply`` from Windows runs the plan inside WSL: asked, as the GUI's Stop asks, not obeyed at once.

Why: by then the run inside is making the environment and installing TensorFlow; stopping undoes what it made
there (its own ``undo``), so a stray Ctrl-C should not cost that. While the inside step runs, SIGINT only notes
the press; the run inside asks :meth:`InsideStop.should_stop` between its lines and while it is quiet, and this
asks the question on the terminal: No carries on, Yes stops it (the step rolled back, exit 130 as any cancel).
With ``--yes``, ``--events`` (a program reads standard output) or no console to ask on, it stops without
asking. The run inside does not see the Ctrl-C itself: wsl.exe runs in a session (POSIX) or console (Windows) of
its own (:func:`wizard.platform.wsl_exe.start_wsl`). Outside that step Ctrl-C works as everywhere else.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any

from wizard.basics.events import Finished, Started, Step
from wizard.basics.i18n import tr
from wizard.core.plan import StepId
from wizard.platform.console import is_console

YES = ("y", "yes", "是", "好")


class InsideStop:
    """The Ctrl-C of one ``apply`` run, for the step that runs the plan inside WSL."""

    def __init__(self, *, ask: bool, wsl_route: Callable[[], bool]) -> None:
        self.ask = ask
        self.wsl_route = wsl_route  # the plan's Python side runs inside WSL (read once the run knows its facts)
        self.inside = False  # the inside step is running: a Ctrl-C is noted, then asked about
        self.pressed = False

    def on_interrupt(self, _signum: int, _frame: Any) -> None:
        """SIGINT's handler: noted while the run inside goes on, the usual KeyboardInterrupt otherwise."""
        if not self.inside:
            raise KeyboardInterrupt
        self.pressed = True

    def should_stop(self) -> bool:
        """Asked by the run inside: True to stop it (after a Ctrl-C, and a yes when there is someone to ask)."""
        if not self.pressed:
            return False
        self.pressed = False
        if not self.ask:
            return True
        sys.stdout.write("\n" + tr("ApplyCli", "Stop the setup inside WSL? What it has done so far will be undone") +
                         " [y/N] ")
        sys.stdout.flush()
        try:
            answer = sys.stdin.readline()
        except (OSError, ValueError):
            return True
        if not answer:  # the terminal went away: nobody is there to carry on for
            return True
        self.pressed = False  # a Ctrl-C while the question waited is part of this question
        stop = answer.strip().lower() in YES
        if not stop:
            sys.stdout.write(tr("ApplyCli", "Carrying on.") + "\n")
            sys.stdout.flush()
        return stop

    def watch(self, step: Step[Any]) -> Step[Any]:
        """``step``'s events passed on, noting when the inside step starts and ends."""
        while True:
            try:
                event = next(step)
            except StopIteration as stop:
                self.inside = False
                return stop.value
            if isinstance(event, Started) and event.key == StepId.CREATE_ENV:
                self.inside = self.wsl_route()
            elif isinstance(event, Finished) and event.key == StepId.CREATE_ENV:
                self.inside = False
            yield event


def inside_stop_for(*, yes: bool, events: bool, wsl_route: Callable[[], bool]) -> InsideStop:
    """Asking only where a person can answer on this terminal."""
    return InsideStop(ask=not yes and not events and is_console(sys.stdin), wsl_route=wsl_route)


@contextlib.contextmanager
def interrupts_to(stop: InsideStop) -> Iterator[None]:
    """SIGINT goes to ``stop`` for the duration (the CLI runs in the main thread, where handlers are set)."""
    if threading.current_thread() is not threading.main_thread():  # a caller's thread: Ctrl-C is not ours
        yield
        return
    before = signal.signal(signal.SIGINT, stop.on_interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
