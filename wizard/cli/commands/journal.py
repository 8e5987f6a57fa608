"""``tfgpu-wizard journal [--json] [--forget ID]``: what the wizard changed, when, by which step, what was
undone, and what a crash interrupted (``undo`` finishes those); ``--forget`` clears an entry the user has
checked by hand (one the wizard cannot undo itself), without changing anything else."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wizard.basics.i18n import tr, tr_n
from wizard.core.ops.described import described

ID_SHOWN = 8


def register(subparsers: Any) -> None:
    """Add the ``journal`` command."""
    parser = subparsers.add_parser("journal", help=tr("JournalCli", "list the changes the wizard made"))
    parser.add_argument("--json", action="store_true", help=tr("JournalCli", "print the entries as JSON"))
    parser.add_argument("--forget", metavar="ID",
                        help=tr("JournalCli", "clear a change you checked by hand, without undoing it"))
    parser.set_defaults(handler=run_journal)


def run_journal(args: argparse.Namespace) -> int:
    """Print the journal, grouped by run, oldest first."""
    from wizard.basics.serial import to_dict
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.kinds import load_all_kinds
    from wizard.core.steps.names import step_name

    load_all_kinds()  # each entry is rebuilt from its kind, to be shown in the reader's language
    journal = Journal()
    if args.forget is not None:
        return _forget(journal, args.forget)
    entries = journal.entries()
    if args.json:
        sys.stdout.write(json.dumps([to_dict(e) for e in entries], indent=1, ensure_ascii=False) + "\n")
        return 0
    if not entries:
        sys.stdout.write(tr("JournalCli", "The wizard has not changed anything yet.") + "\n")
        return 0
    sys.stdout.write(tr("JournalCli", "Journal: {path}").format(path=journal.path) + "\n")
    running = journal.running()  # a pending change of the run holding the machine lock is still in progress
    live = {e.entry_id for e in entries if e.interrupted and running is not None
            and (not running.run_id or running.run_id == e.run_id)}
    run_id = None
    for entry in entries:
        if entry.run_id != run_id:
            run_id = entry.run_id
            heading = tr("JournalCli", "Run {run} (step: {step})").format(run=run_id, step=step_name(entry.step))
            sys.stdout.write(f"\n{heading}\n")
        admin = " " + tr("JournalCli", "(as administrator)") if entry.elevated else ""
        sys.stdout.write(f"  {entry.applied_at}  {described(entry)}{admin}  [{_state(entry, entry.entry_id in live)}]"
                         f"  id {entry.entry_id[:ID_SHOWN]}\n")
    interrupted = [entry for entry in journal.interrupted() if entry.entry_id not in live]
    if live and running is not None:
        sys.stdout.write("\n" + tr("JournalCli", "A run is changing this computer right now (process {pid}, since "
                                               "{started}): its changes are in progress.").format(
            pid=running.pid or "?", started=running.started_at or "?") + "\n")
    if interrupted:
        sys.stdout.write("\n" + tr_n("JournalCli", "%n change(s) interrupted before finishing; "
                                    "'tfgpu-wizard undo --all' completes them.", len(interrupted)) + "\n")
    return 0


def _state(entry: Any, in_progress: bool = False) -> str:
    if entry.forgotten:
        return tr("JournalCli", "forgotten {when}").format(when=entry.undone_at)
    if entry.undone_at:
        return tr("JournalCli", "undone {when}").format(when=entry.undone_at)
    if entry.interrupted and in_progress:
        return tr("JournalCli", "in progress")
    if entry.interrupted:
        return tr("JournalCli", "interrupted, not finished")
    return tr("JournalCli", "in effect")


def _forget(journal: Any, entry_id: str) -> int:
    from wizard.basics.errors import BadInputError
    from wizard.core.ops.undo import forget_entry

    forgotten = forget_entry(journal, entry_id.strip())
    if forgotten is None:
        raise BadInputError(
            tr("JournalCli", "No pending change has the id {id} (or more than one starts with it).").format(
                id=entry_id),
            hint=tr("JournalCli", "Copy the id from 'tfgpu-wizard journal'."),
            reference="journal-no-such-entry",
        )
    sys.stdout.write(tr("JournalCli", "Forgotten (nothing was undone): {what}").format(
        what=described(forgotten)) + "\n")
    return 0
