"""Undo journaled operations newest first, carrying on past failures and reporting what stayed.

Why carry on: a user who asks to undo wants as much of the machine back as possible. A failed reverse
(a backup gone, a file the user edited since) leaves that entry pending in the journal so it can be retried
or fixed by hand, and the report names it with the error's message and hint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from wizard.basics.errors import WizardError
from wizard.basics.events import Advanced, Finished, LogLine, Started, Step, run_synchronously
from wizard.basics.i18n import tr
from wizard.core.ops.base import OpContext, reverse_record
from wizard.core.ops.journal import Journal, JournalEntry

UndoScope = Literal["last", "all"]
# Reverses one entry in an elevated helper (wizard.core.ops.elevation.make_reverse_elevator).
ReverseElevator = Callable[[JournalEntry, OpContext], str]


@dataclass(frozen=True)
class UndoItem:
    """The fate of one journal entry; ``ok`` False: not restored (``message`` and ``hint`` say why)."""

    entry_id: str
    kind: str
    description: str
    ok: bool
    message: str
    hint: str = ""


@dataclass(frozen=True)
class UndoReport:
    """All entries attempted, newest first."""

    items: tuple[UndoItem, ...]
    dry_run: bool

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
        item = undo_entry(journal, entry, dry_run, elevator)
        items.append(item)
        yield LogLine("info" if item.ok else "error", item.message, key="undo")
        yield Advanced("undo", done, total=len(entries))
    report = UndoReport(tuple(items), dry_run)
    yield Finished("undo", ok=report.ok, detail=_summary(report))
    return report


undo = run_synchronously(undo_step)
""":func:`undo_step` run synchronously: the same arguments, returns the :class:`UndoReport`."""


def undo_entry(
    journal: Journal, entry: JournalEntry, dry_run: bool, elevator: ReverseElevator | None = None
) -> UndoItem:
    """Reverse one entry and stamp it undone; a failure becomes an UndoItem with ok False."""
    ctx = OpContext(dry_run=dry_run, step="undo", backup_dir=journal.backup_dir(entry.run_id))
    try:
        try:
            message = reverse_record(entry.kind, entry.record, ctx)
        except PermissionError:
            if elevator is None:
                raise
            message = elevator(entry, ctx)
    except WizardError as error:
        return UndoItem(entry.entry_id, entry.kind, entry.description, False, error.message, error.hint)
    except OSError as error:
        hint = tr("Ops", "Close programs that may use it, then run undo again.")
        return UndoItem(entry.entry_id, entry.kind, entry.description, False, str(error), hint)
    except (KeyError, TypeError, ValueError) as error:  # a record this version cannot read: report, go on
        message = tr("Ops", "The journal entry of this change is damaged ({problem}).").format(problem=error)
        hint = tr("Ops", "Undo this change by hand; its entry stays in the journal.")
        return UndoItem(entry.entry_id, entry.kind, entry.description, False, message, hint)
    if not dry_run:
        journal.mark_undone(entry.entry_id)
    return UndoItem(entry.entry_id, entry.kind, entry.description, True, message)


def _summary(report: UndoReport) -> str:
    return tr("Ops", "{ok} restored, {failed} could not be restored.").format(
        ok=len(report.items) - len(report.failures), failed=len(report.failures)
    )
