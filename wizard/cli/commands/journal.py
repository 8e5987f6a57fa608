"""``tfgpu-wizard journal [--json]``: what the wizard changed, when, by which step, and what was undone."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``journal`` command."""
    parser = subparsers.add_parser("journal", help=tr("JournalCli", "list the changes the wizard made"))
    parser.add_argument("--json", action="store_true", help=tr("JournalCli", "print the entries as JSON"))
    parser.set_defaults(handler=run_journal)


def run_journal(args: argparse.Namespace) -> int:
    """Print the journal, grouped by run, oldest first."""
    from wizard.basics.serial import to_dict
    from wizard.core.ops.journal import Journal

    journal = Journal()
    entries = journal.entries()
    if args.json:
        sys.stdout.write(json.dumps([to_dict(e) for e in entries], indent=1, ensure_ascii=False) + "\n")
        return 0
    if not entries:
        sys.stdout.write(tr("JournalCli", "The wizard has not changed anything yet.") + "\n")
        return 0
    sys.stdout.write(tr("JournalCli", "Journal: {path}").format(path=journal.path) + "\n")
    run_id = None
    for entry in entries:
        if entry.run_id != run_id:
            run_id = entry.run_id
            heading = tr("JournalCli", "Run {run} (step: {step})").format(run=run_id, step=entry.step)
            sys.stdout.write(f"\n{heading}\n")
        state = (
            tr("JournalCli", "undone {when}").format(when=entry.undone_at) if entry.undone_at
            else tr("JournalCli", "in effect")
        )
        admin = " " + tr("JournalCli", "(as administrator)") if entry.elevated else ""
        sys.stdout.write(f"  {entry.applied_at}  {entry.description}{admin}  [{state}]\n")
    return 0
