"""The Operation protocol: everything that changes the machine shows, does and undoes itself (design.md §3).

Contract, stable for every later step (cuDNN copy, CUDA installer, PATH, envs, kernels):

* ``kind`` is a stable kebab-case string stored in the journal; it selects the reverse function after an app
  restart, so it must never be renamed once released.
* ``describe()`` one translated line for lists ("Add C:\\CUDA\\bin to the user PATH").
* ``preview()`` a :class:`Preview` (before/after text that renders as a unified diff). Reads, never writes.
* ``needs_elevation()`` True only for targets that need admin (Program Files, /usr/local, HKLM).
* ``apply(ctx)`` returns :class:`ApplyResult`: ``MODIFIED`` with a JSON-serialisable undo ``record``,
  ``NO_CHANGE`` (already in the wanted state: nothing to undo), or ``NEEDS_ELEVATION``. With
  ``ctx.dry_run`` it changes nothing and returns what it *would* do.
* ``to_params()`` the JSON arguments that rebuild the operation (``build_operation(kind, params)``): this is
  how an elevated child receives its plan file.

Reverse functions are registered per kind with :func:`register_kind`, so ``undo`` needs only the journal:
``reverse(record, ctx) -> str`` restores the state before ``apply`` and returns a translated line saying what
it did (or would do in dry-run). It raises :class:`~wizard.basics.errors.WizardError` when it cannot restore.
A reverse must be safe to run twice (a crash between the reverse and the journal's "undone" mark makes the
next ``undo`` run it again): what it finds already restored it leaves alone and reports as restored.

Journal before effect (issue 8). The runner journals an *intent* (the kind, the line, ``to_params()``)
before ``apply`` runs, under a lock that keeps other wizards out until the change is completed, and
completes it with the record afterwards. An operation that can say how to undo a change *before* making it
calls ``ctx.note_intent(record)`` before its first change (and again whenever it knows more), and registers
``reverse_interrupted``: the function ``undo`` calls for an entry whose apply never completed (a crash, a
kill, Ctrl-C). It gets the last noted record (``{}`` when nothing was noted) plus ``_params`` (the
operation's ``to_params()``) and must undo whatever part of the change was made, and nothing else; an
empty record means nothing was changed yet. ``note_intent`` raises when the record cannot be journaled: do
not go on then. The runner also calls ``reverse_interrupted`` when ``apply`` raises. Operations without
``reverse_interrupted`` keep working: when ``apply`` raises they must have undone their own partial
change (as before), and an entry a crash left pending is reported for the user to check and forget.
"""

from __future__ import annotations

import difflib
import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr

JsonDict = dict[str, Any]
ReverseFn = Callable[[Mapping[str, Any], "OpContext"], str]
IntentFn = Callable[[JsonDict], None]
# Keys the journal adds to the record it hands to ``reverse_interrupted`` (see the module docstring).
INTERRUPTED_KEY = "_interrupted"
PARAMS_KEY = "_params"
BuildFn = Callable[[Mapping[str, Any]], "Operation"]


class Outcome(str, enum.Enum):
    """What ``apply`` did (or would do in dry-run)."""

    MODIFIED = "modified"
    NO_CHANGE = "no-change"
    NEEDS_ELEVATION = "needs-elevation"


@dataclass(frozen=True)
class Preview:
    """A human diff of one operation: the text of the target before and after, e.g. a PATH or an rc file."""

    title: str
    before: str
    after: str

    @property
    def changes(self) -> bool:
        """True when applying would change anything."""
        return self.before != self.after

    def diff(self) -> str:
        """A unified diff (``-`` before, ``+`` after), empty when nothing changes."""
        lines = difflib.unified_diff(
            self.before.splitlines(), self.after.splitlines(), "before", "after", lineterm=""
        )
        return "\n".join(lines)


@dataclass(frozen=True)
class OpContext:
    """How an operation runs: ``dry_run`` changes nothing; ``step`` names the wizard step for the journal.

    ``backup_dir`` is a per-run folder in the app's data dir where operations keep pre-images of what they
    replace (hash them, and store the hash in the record). ``elevated`` is True inside the elevated child.
    ``intent`` journals undo data before a change (set by the runner; see :meth:`note_intent`).
    """

    dry_run: bool = False
    step: str = "manual"
    backup_dir: Path | None = None
    elevated: bool = False
    intent: IntentFn | None = field(default=None, compare=False, repr=False)

    def note_intent(self, record: JsonDict) -> None:
        """Journal what undoes the change about to be made, before making it (no-op outside a runner).

        Raises :class:`~wizard.basics.errors.WizardError` when the journal refuses it: change nothing then.
        """
        if self.intent is not None and not self.dry_run:
            self.intent(record)

    def given_backup_dir(self) -> Path:
        """The backup folder's path, not created; refused when the runner gave none."""
        if self.backup_dir is None:
            raise OperationError(tr("Ops", "No folder was given for backups."), reference="ops-no-backup-dir")
        return self.backup_dir

    def require_backup_dir(self) -> Path:
        """The backup folder, created on first use (never in dry-run callers: they must not write)."""
        backup_dir = self.given_backup_dir()
        backup_dir.mkdir(parents=True, exist_ok=True)
        return backup_dir


@dataclass(frozen=True)
class ApplyResult:
    """The outcome of ``apply``; ``record`` is exactly what the registered reverse function needs."""

    outcome: Outcome
    record: JsonDict = field(default_factory=dict)
    detail: str = ""
    dry_run: bool = False

    @property
    def changed(self) -> bool:
        """True when the machine was (or in dry-run, would be) modified."""
        return self.outcome is Outcome.MODIFIED


@runtime_checkable
class Operation(Protocol):
    """One reversible change to the machine. See the module docstring for the contract."""

    kind: str

    def describe(self) -> str:
        """One translated line saying what the operation does."""
        ...

    def preview(self) -> Preview:
        """Before/after text; reads only."""
        ...

    def needs_elevation(self) -> bool:
        """True when the target needs admin/root (Program Files, /usr/local, HKLM)."""
        ...

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Make the change (nothing in dry-run) and return the undo record."""
        ...

    def to_params(self) -> JsonDict:
        """JSON arguments that :func:`build_operation` turns back into an equal operation."""
        ...


class OperationError(WizardError):
    """An operation or its reverse could not be carried out."""

    reference = "operation-failed"


@dataclass(frozen=True)
class _KindEntry:
    reverse: ReverseFn
    build: BuildFn | None
    reverse_interrupted: ReverseFn | None = None


_KINDS: dict[str, _KindEntry] = {}


def register_kind(
    kind: str, *, reverse: ReverseFn, build: BuildFn | None = None, reverse_interrupted: ReverseFn | None = None
) -> None:
    """Make ``kind`` undoable (``reverse``) and, with ``build``, runnable from a plan file (elevation).

    ``reverse_interrupted`` undoes an apply that never completed (see the module docstring). Call at import
    of the module defining the operation, and list that module in :mod:`wizard.core.ops.kinds`.
    Registering the same kind twice with different functions is a programming error.
    """
    entry = _KindEntry(reverse, build, reverse_interrupted)
    existing = _KINDS.get(kind)
    if existing is not None and existing != entry:
        raise ValueError(f"operation kind {kind!r} is already registered")
    _KINDS[kind] = entry


def knows_interrupted(kind: str) -> bool:
    """True when ``kind`` can undo an apply that never completed (it notes intents)."""
    entry = _KINDS.get(kind)
    return entry is not None and entry.reverse_interrupted is not None


def build_with_keywords(cls: Callable[..., Operation]) -> BuildFn:
    """The usual ``build`` for :func:`register_kind`: an operation whose ``to_params()`` are its own fields."""

    def build(params: Mapping[str, Any]) -> Operation:
        return cls(**dict(params))

    return build


def reverse_record(kind: str, record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo one journaled operation by its kind; raises :class:`OperationError` for an unknown kind.

    A record marked with :data:`INTERRUPTED_KEY` (an apply that never completed) goes to the kind's
    ``reverse_interrupted``.
    """
    entry = _KINDS.get(kind)
    if entry is None:
        raise OperationError(
            tr("Ops", "This version does not know how to undo a change of kind '{kind}'.").format(kind=kind),
            hint=tr("Ops", "Use the version of the wizard that made the change, or undo it by hand."),
            reference="ops-unknown-kind",
        )
    if not record.get(INTERRUPTED_KEY):
        return entry.reverse(record, ctx)
    if entry.reverse_interrupted is None:
        raise interrupted_unknown()
    return entry.reverse_interrupted(record, ctx)


def in_tense(dry_run: bool, done: str, would: str) -> str:
    """What a reverse did, or in a dry run what it would do: a preview of undo must not say "Restored"."""
    return would if dry_run else done


def interrupted_unknown() -> OperationError:
    """The refusal to undo an interrupted change when nothing can tell how much of it was made."""
    return OperationError(
        tr("Ops", "This change was interrupted, and the wizard cannot tell how much of it was made."),
        hint=tr("Ops", "Check by hand what it changed, then tell the wizard to forget this change."),
        reference="ops-interrupted-unknown",
    )


def build_operation(kind: str, params: Mapping[str, Any]) -> Operation:
    """Rebuild an operation from ``to_params()`` output (the elevated child does this from its plan file)."""
    entry = _KINDS.get(kind)
    if entry is None or entry.build is None:
        raise OperationError(
            tr("Ops", "The plan asks for an operation of unknown kind '{kind}'.").format(kind=kind),
            hint=tr("Ops", "The plan file was written by another version of the wizard; plan again."),
            reference="ops-unknown-kind",
        )
    return entry.build(params)
