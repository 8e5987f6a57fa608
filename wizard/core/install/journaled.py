"""Run install operations with live progress and journal each change, so ``tfgpu-wizard undo`` reverses them.

The ops runner (:mod:`wizard.core.ops.runner`) calls ``apply`` synchronously; the cuDNN copy and the CUDA
installer are long, so their pages and the CLI need the events of ``apply_step``. This drives those steps
and journals exactly as the runner does (one run id, the record right after each change), and rolls the
run back if a later operation of the same run fails, so nothing is left half-done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from wizard.basics.errors import WizardError
from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome
from wizard.core.ops.guarded import apply_guarded, begin, close_failed, finish
from wizard.core.ops.journal import Journal, JournalEntry, new_run_id
from wizard.core.ops.runner import Elevator
from wizard.core.ops.undo import ReverseElevator, undo_entry


class SteppedOperation(Protocol):
    """An operation that can also apply as a step generator (progress events, cancel)."""

    kind: str

    def describe(self) -> str:
        """One translated line."""
        ...

    def apply_step(self, ctx: OpContext, cancelled: Callable[[], bool]) -> Step[ApplyResult]:
        """Apply, yielding events; ``cancelled`` is polled between chunks of work."""
        ...


@dataclass(frozen=True)
class JournaledRun:
    """The outcome of one run: its id, the journal entries it wrote, and the results in order."""

    run_id: str
    entries: tuple[JournalEntry, ...]
    results: tuple[ApplyResult, ...]


def run_journaled_step(
    operations: Sequence[SteppedOperation | Operation],
    journal: Journal,
    *,
    step: str,
    dry_run: bool = False,
    cancelled: Callable[[], bool] = lambda: False,
    elevator: Elevator | None = None,
    reverse_elevator: ReverseElevator | None = None,
    run_id: str | None = None,
) -> Step[JournaledRun]:
    """Apply in order; journal each change; on a failure or cancel, undo this run's entries, re-raise.

    An operation that needs admin goes to ``elevator`` (an elevated copy of this program, see
    :mod:`wizard.core.ops.elevation`) and is journaled as elevated; without one it is refused, before
    anything of it is changed. A roll back refused for lack of rights is retried through
    ``reverse_elevator``, as ``undo`` does. ``run_id`` joins this run to an earlier one (``apply`` runs
    every step of a plan as one run, so ``undo --last`` reverses all of it); the roll back on a failure
    still reverses only what this call applied.
    """
    run_id = run_id or new_run_id()
    ctx = OpContext(dry_run=dry_run, step=step, backup_dir=journal.backup_dir(run_id))
    entries: list[JournalEntry] = []
    results: list[ApplyResult] = []
    try:
        for operation in operations:
            if not dry_run and _needs_elevation(operation):
                result, entry = yield from _apply_elevated(operation, ctx, journal, run_id, elevator)
            else:
                result, entry = yield from apply_guarded(
                    journal, operation, ctx, run_id, _applier(operation, cancelled))
            results.append(result)
            if entry is not None:
                entries.append(entry)
            elif result.outcome is Outcome.NEEDS_ELEVATION:
                raise _needs_admin(operation)
    except BaseException:
        for entry in reversed(entries):
            item = undo_entry(journal, entry, False, reverse_elevator)
            yield LogLine("info" if item.ok else "error", item.message)
        raise
    return JournaledRun(run_id, tuple(entries), tuple(results))


def _needs_elevation(operation: Any) -> bool:
    check = getattr(operation, "needs_elevation", None)
    return bool(check()) if check is not None else False


def _needs_admin(operation: Any) -> WizardError:
    return WizardError(
        tr("Install", "This change needs administrator rights: {what}").format(what=operation.describe()),
        hint=tr("Install", "Run the wizard as administrator (or with sudo), or choose a folder of your own."),
        reference="needs-elevation",
    )


def _apply_elevated(
    operation: Any, ctx: OpContext, journal: Journal, run_id: str, elevator: Elevator | None
) -> Step[tuple[ApplyResult, JournalEntry | None]]:
    """One operation in the elevated helper, between its intent and its completion in this journal.

    Its progress is not visible from here, so say so. A kill of this process while the child runs leaves
    the intent pending; the kind's ``reverse_interrupted`` (cuDNN: from the copy's own intent file)
    completes it on ``undo``.
    """
    if elevator is None:
        raise _needs_admin(operation)
    yield LogLine("info", tr("Install", "Asking for administrator rights: {what}").format(
        what=operation.describe()))
    with journal.changing():
        entry = begin(journal, operation, ctx, run_id, elevated=True)
        try:
            batch = elevator([operation], ctx)
            if not batch.results:
                raise WizardError(batch.error or tr("Install", "The administrator helper did not finish."),
                                  hint=batch.hint, reference="elevated-apply-failed")
        except BaseException:
            close_failed(journal, entry, ctx)
            raise
        return batch.results[0], finish(journal, operation, entry, batch.results[0], ctx)


def _applier(operation: Any, cancelled: Callable[[], bool]) -> Callable[[OpContext], Step[ApplyResult]]:
    def apply(noting: OpContext) -> Step[ApplyResult]:
        return (yield from _apply_one(operation, noting, cancelled))

    return apply


def _apply_one(operation: Any, ctx: OpContext, cancelled: Callable[[], bool]) -> Step[ApplyResult]:
    apply_step = getattr(operation, "apply_step", None)
    if apply_step is None:  # a plain Operation (AddToPath...): quick, no events
        plain: ApplyResult = operation.apply(ctx)
        return plain
    result: ApplyResult = yield from apply_step(ctx, cancelled)
    return result
