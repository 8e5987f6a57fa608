"""Running a step on the terminal: its events rendered as lines, and the preview -> confirm -> apply loop the
commands that change the machine share (``env``, ``kernel``, ``conda``; ``apply`` drives its whole plan)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Generator
from typing import TYPE_CHECKING, Any, TypeVar

from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.basics.i18n import tr
from wizard.core.pyenv.progress import BYTES_KEY, bytes_text

if TYPE_CHECKING:
    from wizard.core.download.network import NetworkSettings
    from wizard.core.steps.run import StepRun

R = TypeVar("R")


def drive(step: Generator[Event, None, R]) -> R:
    """Render a step's events on the terminal and return its result."""
    shown: dict[str, int] = {}
    while True:
        try:
            event = next(step)
        except StopIteration as stop:
            result: R = stop.value
            return result
        if isinstance(event, Started):
            print(event.label, file=sys.stderr)
        elif isinstance(event, Advanced) and event.total and event.key == BYTES_KEY:
            if event.done * 10 // event.total > shown.get(event.key, -1):
                shown[event.key] = event.done * 10 // event.total
                print(f"  {bytes_text(event.done, event.total)}", file=sys.stderr)
        elif isinstance(event, Advanced) and event.total:
            percent = event.done * 100 // event.total
            if percent >= shown.get(event.key, -10) + 10:
                shown[event.key] = percent
                print(f"  {percent}%", file=sys.stderr)
        elif isinstance(event, LogLine):
            warning = event.level == "warning"
            print(tr("Errors", "warning: {message}").format(message=event.text) if warning else event.text,
                  file=sys.stderr)
        elif isinstance(event, Finished) and not event.ok and event.detail:
            print(event.detail, file=sys.stderr)


def preview_confirm_apply(operations: list[Any], args: argparse.Namespace, *, step: str,
                           python_first: NetworkSettings | None = None) -> int:
    """Preview each change, ask once (not with ``--yes`` or ``--dry-run``), run them journaled as ``step``
    (:class:`~wizard.core.steps.run.StepRun`, as the GUI and ``apply`` run a step).

    ``python_first`` (the run's network settings): an env made from a Python python.org installs first where it
    is missing (Windows), downloaded through them.
    """
    from wizard.cli.prompts import confirm, print_preview
    from wizard.core.ops.journal import Journal
    from wizard.core.steps.run import StepRun

    def review(step_run: StepRun) -> Generator[Event, None, None]:
        for described, preview in step_run.previews():
            print_preview(preview, described)
        if not args.dry_run and not args.yes:
            confirm()
        yield from ()

    run = drive(StepRun(step, operations, python_first=python_first).run(Journal(), review, dry_run=args.dry_run))
    for result in run.results:
        if result.detail:
            sys.stdout.write(result.detail + "\n")
    if args.dry_run:
        sys.stdout.write(tr("EnvCli", "Dry run: nothing was run or changed.") + "\n")
    elif run.entries:
        sys.stdout.write(tr("UndoCli", "To undo: tfgpu-wizard undo --last") + "\n")
    return 0
