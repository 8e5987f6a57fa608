"""Journal before effect: apply one operation between its journaled intent and its journaled completion.

The promise (issue 8): either a change is recorded with what undoes it, or it was not made. So the intent
goes to disk first (an operation whose line or params cannot be journaled is refused before it runs), the
lock for changing the machine is held until the completion (two wizards never interleave read-check-write),
and any failure after apply started either reverses what the operation noted or leaves the entry pending
for ``undo``, never neither. See :mod:`wizard.core.ops.base` for the contract operations follow.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, Protocol

from wizard.basics.errors import WizardError, message_of
from wizard.basics.events import Step
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    INTERRUPTED_KEY,
    PARAMS_KEY,
    ApplyResult,
    JsonDict,
    OpContext,
    Outcome,
    knows_interrupted,
    reverse_record,
)
from wizard.core.ops.crashpoints import crash_point
from wizard.core.ops.journal import Journal, JournalEntry, JournalError

ApplyFn = Callable[[OpContext], Step[ApplyResult]]


class Journaled(Protocol):
    """What the journal needs of an operation: its kind and its line (``to_params`` when it has one)."""

    kind: str

    def describe(self) -> str:
        """One translated line."""
        ...


def interrupted_record(entry: JournalEntry) -> JsonDict:
    """The record ``reverse_interrupted`` gets for a pending entry: the noted undo data plus the params."""
    return {**entry.record, INTERRUPTED_KEY: True, PARAMS_KEY: entry.params or {}}


def begin(journal: Journal, operation: Journaled, ctx: OpContext, run_id: str, *, elevated: bool) -> JournalEntry:
    """Journal the intent of ``operation`` (call with :meth:`Journal.changing` held), with its declared undo
    record in the same append (see :func:`declared_intent`); an elevated one gets it from its child."""
    entry = journal.begin(run_id=run_id, kind=operation.kind, description=operation.describe(), step=ctx.step,
                          params=_params(operation), elevated=elevated,
                          record=None if elevated else declared_intent(operation))
    crash_point("intent-journaled")
    return entry


def apply_guarded(
    journal: Journal, operation: Journaled, ctx: OpContext, run_id: str, apply: ApplyFn
) -> Step[tuple[ApplyResult, JournalEntry | None]]:
    """Intent, apply (its ``note_intent`` calls go to the journal), completion; all under the change lock.

    Returns the result and the completed entry (None when nothing changed). Raises what ``apply`` raised,
    after reversing its noted part (or leaving it pending for ``undo`` when that fails too).
    """
    if ctx.dry_run:
        return (yield from apply(ctx)), None
    with journal.changing(run_id):
        entry = begin(journal, operation, ctx, run_id, elevated=False)
        noting = replace(ctx, intent=lambda record: journal.note_intent(entry.entry_id, record))
        try:
            result = yield from apply(noting)
        except BaseException:
            close_failed(journal, entry, ctx)
            raise
        return result, finish(journal, operation, entry, result, ctx)


def declared_intent(operation: Journaled) -> JsonDict | None:
    """The whole undo record of an operation that knows it before it starts (``intent()``: envs, kernels,
    conda), journaled with the intent itself, so a kill at any later point leaves an entry ``undo`` completes."""
    intent: Callable[[], JsonDict] | None = getattr(operation, "intent", None)
    return intent() if intent is not None else None


def finish(
    journal: Journal, operation: Journaled, entry: JournalEntry, result: ApplyResult, ctx: OpContext
) -> JournalEntry | None:
    """Complete the intent with the result's record, or drop it when nothing changed.

    When the journal refuses the completion, the change is reversed at once (an applied change the journal
    cannot record could not be undone later) and the error re-raised.
    """
    if result.outcome is not Outcome.MODIFIED:
        journal.drop(entry.entry_id)
        return None
    try:
        done = journal.complete(entry.entry_id, result.record)
    except JournalError as error:
        _reverse_unrecorded(journal, operation, entry, result.record, ctx, error=error)
        raise
    crash_point("completion-journaled")
    return done


def close_failed(journal: Journal, entry: JournalEntry, ctx: OpContext) -> None:
    """Apply raised: reverse what it noted (kinds with intents), then drop the entry; else leave it pending.

    Kinds without ``reverse_interrupted`` undo their own partial change before raising (the old contract),
    so their intent is dropped.
    """
    with contextlib.suppress(WizardError):  # the journal failing too: the entry stays pending for undo
        if knows_interrupted(entry.kind):
            fresh = journal.entry(entry.entry_id) or entry
            try:
                reverse_record(entry.kind, interrupted_record(fresh), _rollback_ctx(ctx))
            except (WizardError, OSError, KeyError, TypeError, ValueError):
                return  # stays pending: ``undo`` and ``journal`` show it
        journal.drop(entry.entry_id)


def _reverse_unrecorded(
    journal: Journal, operation: Journaled, entry: JournalEntry, record: Mapping[str, Any], ctx: OpContext,
    *, error: JournalError,
) -> None:
    try:
        reverse_record(operation.kind, record, _rollback_ctx(ctx))
    except (WizardError, OSError) as reverse_error:
        error.hint = tr("Ops", "It could not be undone either: {problem}. Undo it by hand.").format(
            problem=message_of(reverse_error))
        return
    with contextlib.suppress(WizardError):
        journal.drop(entry.entry_id)


def _rollback_ctx(ctx: OpContext) -> OpContext:
    return OpContext(step="rollback", backup_dir=ctx.backup_dir, elevated=ctx.elevated)


def _params(operation: Journaled) -> JsonDict | None:
    to_params: Callable[[], JsonDict] | None = getattr(operation, "to_params", None)
    return dict(to_params()) if to_params is not None else None
