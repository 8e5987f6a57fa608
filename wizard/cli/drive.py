"""Running a step on the terminal: its events rendered as lines, and the preview -> confirm -> apply loop the
commands that change the machine share (``env``, ``kernel``, ``conda``; ``apply`` drives its whole plan)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Generator
from typing import Any, TypeVar

from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.basics.i18n import tr
from wizard.core.pyenv.progress import BYTES_KEY, bytes_text

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
                           python_first: bool = False) -> int:
    """Preview each change, ask once (not with ``--yes`` or ``--dry-run``), run them journaled as ``step``.

    ``python_first``: an env made from a Python python.org installs first where it is missing (Windows).
    """
    from wizard.cli.prompts import confirm, print_preview
    from wizard.core.download.sources import load_network_settings
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import run_journaled_step
    from wizard.core.pyenv.python_org_step import env_with_python_step, python_org_for

    install = python_org_for(operations[0]) if python_first else None
    for operation in [*([install] if install else []), *operations]:
        print_preview(operation.preview(), operation.describe())
    if not args.dry_run and not args.yes:
        confirm()
    if python_first:
        run = drive(env_with_python_step(operations, Journal(), step=step, dry_run=args.dry_run,
                                         settings=load_network_settings()))
    else:
        run = drive(run_journaled_step(operations, Journal(), step=step, dry_run=args.dry_run))
    for result in run.results:
        if result.detail:
            sys.stdout.write(result.detail + "\n")
    if args.dry_run:
        sys.stdout.write(tr("EnvCli", "Dry run: nothing was run or changed.") + "\n")
    elif run.entries:
        sys.stdout.write(tr("UndoCli", "To undo: tfgpu-wizard undo --last") + "\n")
    return 0
