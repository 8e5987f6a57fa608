"""plan -> preview -> apply -> record (conda's ``conda init`` shape), for any list of operations: the one runner.

The runner journals each operation's intent before it applies and its record right after
(:mod:`wizard.core.ops.guarded`), so a crash at any point still leaves an undoable journal.
Two ways in, one journal discipline; the GUI, the CLI and ``apply`` take either through
:class:`wizard.core.steps.run.StepRun`, never directly (an import contract in pyproject.toml):

* :func:`apply_operations_step` (the Environment variables page and ``path``, through ``StepRun.journal_each``):
  on the first failure it stops and, by default, reverses what this run already did, so nothing is left
  half-done; the result is a :class:`~wizard.core.ops.run_report.RunReport` of every operation's fate. An
  operation may offer ``apply_step(ctx)``, a step generator returning its ApplyResult, and the runner passes its
  progress events through. Operations that need admin go, in consecutive batches, to an ``elevator`` (see
  :mod:`wizard.core.ops.elevation`), which runs them in an elevated child and returns their results; the parent
  journals them, so one journal holds everything.
* :func:`run_journaled_step` (the long steps: the cuDNN copy, the CUDA installer, envs, the WSL route's steps,
  and every step of ``apply``; through ``StepRun.journal``): each operation's ``apply_step(ctx, cancelled)``
  streams its progress and polls for cancel; a failure or cancel rolls back what this call applied and
  re-raises; ``run_id`` joins the call to a run already under way (``apply`` is one run). Returns a
  :class:`JournaledRun`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from wizard.basics.errors import WizardError, message_of
from wizard.basics.events import Advanced, Finished, LogLine, Started, Step, run_synchronously
from wizard.basics.i18n import tr
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome, knows_interrupted
from wizard.core.ops.elevation_checks import ChildLostError
from wizard.core.ops.guarded import apply_guarded, begin, close_failed, finish
from wizard.core.ops.journal import Journal, JournalEntry, JournalError, new_run_id
from wizard.core.ops.run_report import OpReport, RunReport
from wizard.core.ops.undo import ReverseElevator, UndoItem, undo_entry


@dataclass(frozen=True)
class BatchResult:
    """What an elevated child did: one result per operation it applied, in order, then why it stopped."""

    results: tuple[ApplyResult, ...]
    error: str = ""
    hint: str = ""


Elevator = Callable[[Sequence[Operation], OpContext], BatchResult]


def apply_operations_step(
    operations: Sequence[Operation],
    journal: Journal,
    *,
    step: str,
    dry_run: bool = False,
    elevator: Elevator | None = None,
    reverse_elevator: ReverseElevator | None = None,
    rollback_on_failure: bool = True,
) -> Step[RunReport]:
    """Apply in order, journal each change, stop at the first failure (then roll back this run)."""
    run_id = new_run_id()
    ctx = OpContext(dry_run=dry_run, step=step, backup_dir=journal.backup_dir(run_id))
    yield Started("apply", tr("Ops", "Applying changes"), total=len(operations), unit="changes")
    items: list[OpReport] = []
    for batch in _batches(operations, ctx):
        if _goes_to_elevator(batch[0], ctx):
            reports = _apply_elevated(batch, ctx, journal, run_id, elevator)
        else:
            reports = yield from _apply_here(batch[0], ctx, journal, run_id)
        items.extend(reports)
        for item in reports:
            yield LogLine("info" if item.outcome else "error", item.error or item.description, "apply")
        yield Advanced("apply", len(items), total=len(operations))
        if any(r.outcome not in (Outcome.MODIFIED, Outcome.NO_CHANGE) for r in reports):
            break
    report = RunReport(run_id, dry_run, tuple(items))
    if not report.ok and rollback_on_failure and not dry_run:
        recorded = [item.entry_id for item in report.items if item.entry_id]
        rolled_back = _roll_back(journal, run_id, reverse_elevator, recorded)
        report = RunReport(run_id, dry_run, report.items, tuple(rolled_back))
    yield Finished("apply", ok=report.ok, detail="" if report.ok else tr("Ops", "Some changes failed."))
    return report


apply_operations = run_synchronously(apply_operations_step)
""":func:`apply_operations_step` run synchronously: the same arguments, returns the :class:`RunReport`."""


def _batches(operations: Sequence[Operation], ctx: OpContext) -> list[list[Operation]]:
    """Consecutive operations grouped so that each elevated batch asks for admin only once."""
    batches: list[list[Operation]] = []
    for operation in operations:
        elevated = _goes_to_elevator(operation, ctx)
        if batches and elevated and _goes_to_elevator(batches[-1][0], ctx):
            batches[-1].append(operation)
        else:
            batches.append([operation])
    return batches


def _goes_to_elevator(operation: Operation, ctx: OpContext) -> bool:
    return not ctx.dry_run and not ctx.elevated and operation.needs_elevation()


def _apply_here(operation: Operation, ctx: OpContext, journal: Journal, run_id: str) -> Step[list[OpReport]]:
    """Apply in this process; an operation with ``apply_step`` (a step generator) reports its progress."""
    apply_step: Callable[[OpContext], Step[ApplyResult]] | None = getattr(operation, "apply_step", None)

    def apply(noting: OpContext) -> Step[ApplyResult]:
        if apply_step is not None:
            return (yield from apply_step(noting))
        return operation.apply(noting)

    try:
        result, entry = yield from apply_guarded(journal, operation, ctx, run_id, apply)
    except (WizardError, OSError) as error:
        return [_failure(operation, message_of(error), _hint(error))]
    return [_report(operation, result, entry.entry_id if entry else None)]


def _apply_elevated(
    batch: list[Operation], ctx: OpContext, journal: Journal, run_id: str, elevator: Elevator | None
) -> list[OpReport]:
    """A batch of operations that need admin, applied in one elevated child (refused without an elevator).

    Every intent is journaled before the child starts; the child's results complete them.
    """
    if elevator is None:
        return [_report(op, ApplyResult(Outcome.NEEDS_ELEVATION)) for op in batch]
    try:
        with journal.changing(run_id):
            entries = [begin(journal, op, ctx, run_id, elevated=True) for op in batch]
            try:
                outcome = elevator(batch, ctx)
            except BaseException as error:
                _close_batch(journal, entries, ctx, lost=isinstance(error, ChildLostError))
                raise
            reports = _finish_batch(batch, entries, outcome, ctx, journal)
    except (WizardError, OSError) as error:
        return [_failure(batch[0], message_of(error), _hint(error))]
    return reports


def _close_batch(journal: Journal, entries: list[JournalEntry], ctx: OpContext, *, lost: bool) -> None:
    """The elevator failed. A child that reported its failure undid its own partial change (its contract):
    the intents are dropped. A child that ended without a result (killed) may have changed anything: each
    intent is rolled back from what it left (``close_failed``), newest first, or stays pending for ``undo``."""
    for entry in reversed(entries):
        if not lost:
            journal.drop(entry.entry_id)
        elif knows_interrupted(entry.kind):
            close_failed(journal, entry, ctx)


def _finish_batch(
    batch: list[Operation], entries: list[JournalEntry], outcome: BatchResult, ctx: OpContext, journal: Journal
) -> list[OpReport]:
    reports: list[OpReport] = []
    for index, (operation, entry) in enumerate(zip(batch, entries, strict=True)):
        if index >= len(outcome.results):
            journal.drop(entry.entry_id)
            continue
        result = outcome.results[index]
        try:
            done = finish(journal, operation, entry, result, ctx)
        except JournalError as error:
            reports.append(_failure(operation, error.message, error.hint))
            for rest in entries[index + 1:]:
                journal.drop(rest.entry_id)
            return reports
        reports.append(_report(operation, result, done.entry_id if done else None))
    if len(outcome.results) < len(batch):
        reports.append(_failure(batch[len(outcome.results)], outcome.error, outcome.hint))
    return reports


def _report(operation: Operation, result: ApplyResult, entry_id: str | None = None) -> OpReport:
    if result.outcome is Outcome.NEEDS_ELEVATION:
        return OpReport(
            operation.kind, operation.describe(), Outcome.NEEDS_ELEVATION, result.detail, entry_id,
            error=tr("Ops", "This change needs administrator rights: {what}").format(
                what=operation.describe()
            ),
            hint=tr("Ops", "Accept the administrator prompt, or choose the user scope instead."),
        )
    return OpReport(operation.kind, operation.describe(), result.outcome, result.detail, entry_id)


def _failure(operation: Operation, error: str, hint: str) -> OpReport:
    return OpReport(operation.kind, operation.describe(), None, error=error, hint=hint)


def _hint(error: Exception) -> str:
    return error.hint if isinstance(error, WizardError) else ""


def _roll_back(
    journal: Journal, run_id: str, elevator: ReverseElevator | None, recorded: list[str]
) -> list[UndoItem]:
    """Undo what this run journaled (only that: ``recorded`` are its entry ids), newest first."""
    if not recorded:
        return []
    ours = set(recorded)
    return [undo_entry(journal, entry, False, elevator)
            for entry in reversed(journal.pending(run_id)) if entry.entry_id in ours]


# -- stepped runs: long operations with live progress and cancel (cuDNN copy, CUDA installer, envs) ------


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
                result, entry = yield from _apply_one_elevated(operation, ctx, journal, run_id, elevator)
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


def _apply_one_elevated(
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
    with journal.changing(run_id):
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
