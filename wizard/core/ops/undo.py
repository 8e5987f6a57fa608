"""Undo journaled operations newest first, carrying on past failures and reporting what stayed.

Why carry on: a user who asks to undo wants as much of the machine back as possible. A failed reverse
(a backup gone, a file the user edited since) leaves that entry pending in the journal so it can be retried
or fixed by hand, and the report names it with the error's message and hint.

Each entry is undone under the journal's change lock and re-read there, so two ``undo --all`` at once
never reverse one entry twice (the second finds it undone and says so). An interrupted entry (an apply a
crash stopped) goes to its kind's ``reverse_interrupted``. Marks are appended without an fsync each and
flushed once at the end: a mark lost to a power cut only makes the next undo find the entry restored.
Then the staging of crashed runs is cleaned up: the registered recoveries (per-user staging) and the
admin-only staging of killed elevated helpers (:mod:`elevated_staging`; a dry run says what it would remove
and what is left for an administrator).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from wizard.basics.errors import WizardError, message_of
from wizard.basics.events import Advanced, Finished, LogLine, Started, Step, run_synchronously
from wizard.basics.i18n import tr
from wizard.core.ops.base import OpContext, reverse_record
from wizard.core.ops.crashpoints import crash_point
from wizard.core.ops.described import described
from wizard.core.ops.elevated_staging import sweep
from wizard.core.ops.guarded import interrupted_record
from wizard.core.ops.journal import Journal, JournalEntry, JournalError

UndoScope = Literal["last", "all"]
# Reverses one entry in an elevated helper (wizard.core.ops.elevation.make_reverse_elevator).
ReverseElevator = Callable[[JournalEntry, OpContext], str]
# Cleans up after crashed runs (given the run ids the journal knows); returns lines for the user.
Recovery = Callable[[frozenset[str]], list[str]]
_RECOVERIES: list[Recovery] = []


def register_recovery(recovery: Recovery) -> None:
    """Have every (non dry-run) undo call ``recovery`` after its entries, e.g. to remove the staging
    folders of runs that were killed (registered by the module that makes them, like ``register_kind``)."""
    if recovery not in _RECOVERIES:
        _RECOVERIES.append(recovery)


@dataclass(frozen=True)
class UndoItem:
    """The fate of one journal entry; ``ok`` False: not restored (``message`` and ``hint`` say why)."""

    entry_id: str
    kind: str
    description: str
    ok: bool
    message: str
    hint: str = ""
    reference: str = ""


@dataclass(frozen=True)
class UndoReport:
    """All entries attempted, newest first."""

    items: tuple[UndoItem, ...]
    dry_run: bool
    recovered: tuple[str, ...] = ()  # what was cleaned up after crashed runs (see register_recovery)

    @property
    def failures(self) -> tuple[UndoItem, ...]:
        """The entries that could not be restored."""
        return tuple(item for item in self.items if not item.ok)

    @property
    def ok(self) -> bool:
        """True when everything was (or would be) restored."""
        return not self.failures


def entries_to_undo(journal: Journal, scope: UndoScope) -> list[JournalEntry]:
    """Pending entries of the newest run (``last``) or of every run (``all``), newest first."""
    run_id = journal.last_run_id() if scope == "last" else None
    if scope == "last" and run_id is None:
        return []
    return list(reversed(journal.pending(run_id)))


def undo_step(
    journal: Journal,
    scope: UndoScope = "last",
    *,
    dry_run: bool = False,
    elevator: ReverseElevator | None = None,
) -> Step[UndoReport]:
    """Reverse the chosen entries, yielding progress; never raises for a failing entry.

    An entry whose reverse is refused for lack of rights (HKLM, /etc/profile.d, a CUDA folder under
    Program Files) is retried through ``elevator`` when given.
    """
    entries = entries_to_undo(journal, scope)
    yield Started("undo", tr("Ops", "Undoing changes"), total=len(entries), unit="changes")
    items: list[UndoItem] = []
    for done, entry in enumerate(entries, start=1):
        item = undo_entry(journal, entry, dry_run, elevator, sync=False)
        items.append(item)
        yield LogLine("info" if item.ok else "error", item.message, key="undo")
        yield Advanced("undo", done, total=len(entries))
    if entries and not dry_run:
        journal.sync()
    recovered = ([] if dry_run else _recover(journal)) + _sweep_staging(journal, dry_run)
    for line in recovered:
        yield LogLine("info", line, key="undo")
    report = UndoReport(tuple(items), dry_run, tuple(recovered))
    yield Finished("undo", ok=report.ok, detail=_summary(report))
    return report


undo = run_synchronously(undo_step)
""":func:`undo_step` run synchronously: the same arguments, returns the :class:`UndoReport`."""


def undo_entry(
    journal: Journal, entry: JournalEntry, dry_run: bool, elevator: ReverseElevator | None = None, *,
    sync: bool = True,
) -> UndoItem:
    """Reverse one entry and stamp it undone; a failure becomes an UndoItem with ok False.

    The entry is re-read under the change lock: one that another wizard undid meanwhile is reported as
    restored, not reversed again.
    """
    try:
        if dry_run:
            return _undo_fresh(journal, entry, dry_run, elevator, sync=sync)
        with journal.changing():
            fresh = journal.entry(entry.entry_id)
            if fresh is None or fresh.undone:
                message = tr("Ops", "Already undone (by another run of the wizard).")
                return UndoItem(entry.entry_id, entry.kind, described(entry), True, message)
            return _undo_fresh(journal, fresh, dry_run, elevator, sync=sync)
    except JournalError as error:
        return UndoItem(entry.entry_id, entry.kind, described(entry), False, error.message, error.hint,
                        error.reference)


def _undo_fresh(
    journal: Journal, entry: JournalEntry, dry_run: bool, elevator: ReverseElevator | None, *, sync: bool
) -> UndoItem:
    ctx = OpContext(dry_run=dry_run, step="undo", backup_dir=journal.backup_dir(entry.run_id))
    record = interrupted_record(entry) if entry.interrupted else entry.record
    try:
        try:
            message = reverse_record(entry.kind, record, ctx)
        except PermissionError:
            if elevator is None:
                raise
            message = elevator(replace(entry, record=record), ctx)
    except WizardError as error:
        return UndoItem(entry.entry_id, entry.kind, described(entry), False, error.message, error.hint,
                        error.reference)
    except OSError as error:
        hint = tr("Ops", "Close programs that may use it, then run undo again.")
        return UndoItem(entry.entry_id, entry.kind, described(entry), False, str(error), hint)
    except (KeyError, TypeError, ValueError) as error:  # a record this version cannot read: report, go on
        message = tr("Ops", "The journal entry of this change is damaged ({problem}).").format(problem=error)
        hint = tr("Ops", "Undo this change by hand; its entry stays in the journal.")
        return UndoItem(entry.entry_id, entry.kind, described(entry), False, message, hint, "ops-damaged")
    crash_point("undo-reversed")
    if not dry_run:
        journal.mark_undone(entry.entry_id, sync=sync)
    return UndoItem(entry.entry_id, entry.kind, described(entry), True, message)


def forget_entry(journal: Journal, entry_id: str) -> JournalEntry | None:
    """Clear an entry without reversing it (the user checked it by hand); None when no pending entry matches.

    ``entry_id`` may be a unique prefix of the id, as ``tfgpu-wizard journal`` shows it.
    """
    with journal.changing():
        matches = [e for e in journal.pending() if e.entry_id.startswith(entry_id)] if entry_id else []
        if len(matches) != 1:
            return None
        journal.mark_undone(matches[0].entry_id, forgotten=True)
        return matches[0]


def _recover(journal: Journal) -> list[str]:
    """Run the registered recoveries; one that fails says so and does not stop the others."""
    known = frozenset(entry.run_id for entry in journal.entries())
    lines: list[str] = []
    for recovery in _RECOVERIES:
        try:
            lines += recovery(known)
        except (WizardError, OSError) as error:
            lines.append(message_of(error))
    return lines


def _sweep_staging(journal: Journal, dry_run: bool) -> list[str]:
    """What killed elevated helpers left in the admin-only staging (see :func:`sweep`)."""
    try:
        return sweep(journal, dry_run=dry_run)
    except (WizardError, OSError) as error:
        return [message_of(error)]


def _summary(report: UndoReport) -> str:
    return tr("Ops", "{ok} restored, {failed} could not be restored.").format(
        ok=len(report.items) - len(report.failures), failed=len(report.failures)
    )
