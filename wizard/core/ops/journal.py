"""The journal: every applied operation with what is needed to reverse it, kept in the app's data dir.

An append-only log (``journal.json``, format in :mod:`wizard.core.ops.journal_log`): each operation is
first journaled as an *intent* (state "pending"), before it touches anything; the operation notes its undo
data while it runs; the completed record follows. So a crash at any point leaves an entry that ``undo``
knows and completes (issue 8). Entries are never removed: an undone entry gets ``undone_at``, so
``tfgpu-wizard journal`` can still say what changed, when, by which step, and what was undone. Entries of
one run share a ``run_id``; ``undo --last`` reverses the newest run. An intent that changed nothing is
dropped. The admin-only staging folder of each elevated helper is named here before the helper makes it
(``staging``) and marked when it is seen gone (``staging-gone``): see :mod:`wizard.core.ops.elevated_staging`.

The folder follows the platform's per-user location (``$XDG_DATA_HOME`` on Linux, ``%APPDATA%`` on
Windows: :func:`wizard.platform.env.user_data_dir`); ``TFGPU_WIZARD_DATA_DIR`` overrides it.
"""

from __future__ import annotations

import datetime as _dt
import os
import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.basics.secrets_mask import mask_secrets
from wizard.basics.serial import SchemaError, from_dict, to_dict
from wizard.core.ops import journal_log as log
from wizard.core.ops import lock_holder as holder
from wizard.core.ops.base import JsonDict
from wizard.core.ops.locks import LockError, held, is_held
from wizard.platform.env import user_data_dir

APP_NAME = "tfgpu-wizard"
JOURNAL_FILE = "journal.json"
CHANGES_LOCK = "changes.lock"
LOCK_WAIT_S = 10.0
PENDING = "pending"
_CHECK_BYTES = 64
APPLIED = "applied"
STAGING_EVENT = "staging"
STAGING_GONE_EVENT = "staging-gone"


class JournalError(WizardError):
    """The journal cannot be read or written."""

    reference = "journal-unreadable"


class UnrecordableError(JournalError):
    """What an operation would record cannot be journaled (a name that is not UTF-8, a too deep value)."""

    reference = "journal-unrecordable"
    exit_code = 2


def data_dir() -> Path:
    """The app's per-user data folder (not created here)."""
    override = os.environ.get("TFGPU_WIZARD_DATA_DIR")
    if override:
        return Path(override)
    return user_data_dir(APP_NAME)


def utc_now() -> str:
    """Now, as ISO-8601 UTC with seconds (what the journal stores)."""
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def new_run_id() -> str:
    """A sortable, unique id for one run: UTC time plus random bits."""
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
    return f"{stamp}-{secrets.token_hex(3)}"


@dataclass(frozen=True)
class JournalEntry:
    """One operation: ``record`` is what its kind's reverse function needs.

    ``state`` is "pending" from the intent until the operation completed ("applied"); a pending entry that
    is not undone was interrupted (a crash, a kill) and ``record`` holds the undo data the operation noted
    so far, ``params`` the operation itself. ``forgotten``: cleared by the user without being reversed.
    """

    entry_id: str
    run_id: str
    kind: str
    description: str
    step: str
    applied_at: str
    record: dict[str, Any]
    elevated: bool = False
    undone_at: str | None = None
    state: str = APPLIED
    params: dict[str, Any] | None = None
    forgotten: bool = False

    @property
    def undone(self) -> bool:
        """True once reversed (or forgotten)."""
        return self.undone_at is not None

    @property
    def interrupted(self) -> bool:
        """True for an intent whose operation never completed and that nobody has undone yet."""
        return self.state == PENDING and not self.undone


class Journal:
    """Read and append to the journal at ``path`` (default: ``data_dir()/journal.json``).

    Every method reads the file afresh, so two front-ends (GUI, CLI) see each other's entries. Writers take
    a short journal lock per append; :meth:`changing` is the longer lock an operation holds from its intent
    to its completion (and undo from its reverse to its mark), so two wizards never interleave their
    read-check-write of the same files.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / JOURNAL_FILE
        self._cache: _Cache | None = None

    def backup_dir(self, run_id: str) -> Path:
        """The folder where operations of ``run_id`` keep their backups (next to the journal)."""
        return self.path.parent / "backups" / run_id

    def entries(self) -> list[JournalEntry]:
        """All entries, oldest first; empty when there is no journal yet."""
        return list(self._load()[0].values())

    def entry(self, entry_id: str) -> JournalEntry | None:
        """One entry as it is on disk now (None: unknown or dropped)."""
        return self._load()[0].get(entry_id)

    def add(
        self, *, run_id: str, kind: str, description: str, step: str, record: JsonDict, elevated: bool = False
    ) -> JournalEntry:
        """Append one already applied operation in one line; returns the stored entry."""
        _check_json(record)
        entry = self._new_entry(run_id, kind, description, step, record=record, elevated=elevated, state=APPLIED,
                               params=None)
        self._append({"e": "entry", "entry": to_dict(entry)})
        return entry

    def begin(
        self, *, run_id: str, kind: str, description: str, step: str, params: JsonDict | None,
        elevated: bool = False, record: JsonDict | None = None,
    ) -> JournalEntry:
        """Journal the intent to apply an operation, before it touches anything (state "pending").

        ``record``: the undo data known before anything runs, in the same append as the intent, so no kill
        can leave the one without the other (issue 16, item 4). Raises :class:`UnrecordableError` when the
        operation's description, params or record cannot be journaled: the operation must then not run at all.
        """
        entry = self._new_entry(run_id, kind, description, step, record=dict(record or {}), elevated=elevated,
                               state=PENDING, params=params)
        self._append({"e": "entry", "entry": to_dict(entry)})
        return entry

    def note_intent(self, entry_id: str, record: JsonDict) -> None:
        """Store the undo data a running operation knows before its next change (replaces earlier notes)."""
        self._append({"e": "intent", "id": entry_id, "record": dict(record)})

    def complete(self, entry_id: str, record: JsonDict) -> JournalEntry:
        """The operation finished: its final undo record; returns the entry as stored."""
        self._append({"e": "applied", "id": entry_id, "record": dict(record), "at": utc_now()})
        done = self.entry(entry_id)
        if done is None:
            raise self._error(f"entry {entry_id} vanished")
        return done

    def drop(self, entry_id: str) -> None:
        """An intent whose operation changed nothing (no change, refused, or fully rolled back)."""
        self._append({"e": "dropped", "id": entry_id})

    def mark_undone(self, entry_id: str, *, forgotten: bool = False, sync: bool = True) -> None:
        """Stamp an entry as reversed (kept for the history); ``forgotten``: cleared without a reverse.

        ``sync=False`` skips the fsync (a batch of undos calls :meth:`sync` once at the end): a lost mark
        only makes the next undo reverse that entry again, which finds it already restored.
        """
        self._append({"e": "undone", "id": entry_id, "at": utc_now(), "forgotten": forgotten}, sync=sync)

    def sync(self) -> None:
        """Flush the journal file to disk (after :meth:`mark_undone` with ``sync=False``)."""
        try:
            descriptor = os.open(self.path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except FileNotFoundError:
            return
        except OSError as error:
            raise self._save_error(error) from error
        try:
            os.fsync(descriptor)
        except OSError:
            pass  # Windows refuses fsync on a read-only handle; its appends are durable when they return
        finally:
            os.close(descriptor)

    def note_staging(self, folder: Path, run_id: str) -> None:
        """An elevated helper of ``run_id`` is about to make ``folder`` (its admin-only staging): journaled
        first, so whatever kills that helper leaves a folder the journal names."""
        self._append({"e": STAGING_EVENT, "path": str(folder), "run": run_id, "at": utc_now()})

    def staging_gone(self, folders: Iterable[Path]) -> None:
        """These staging folders were removed (or were never the wizard's): no longer looked after."""
        listed = [str(folder) for folder in folders]
        for folder in listed:
            self._append({"e": STAGING_GONE_EVENT, "path": folder}, sync=False)
        if listed:
            self.sync()

    def open_staging(self) -> list[Path]:
        """The staging folders of elevated helpers that the journal named and has not seen gone, oldest first."""
        try:
            events = log.parse(self.path.read_bytes())[0]
        except FileNotFoundError:
            return []
        except (OSError, log.UnreadableError) as error:
            raise self._error(str(error)) from error
        folders: dict[str, None] = {}
        for event in events:
            if event["e"] == STAGING_EVENT and isinstance(event.get("path"), str):
                folders[event["path"]] = None
            elif event["e"] == STAGING_GONE_EVENT:
                folders.pop(str(event.get("path")), None)
        return [Path(folder) for folder in folders]

    def pending(self, run_id: str | None = None) -> list[JournalEntry]:
        """Entries not yet undone (of one run when given), oldest first: applied and interrupted ones."""
        return [e for e in self.entries() if not e.undone and (run_id is None or e.run_id == run_id)]

    def interrupted(self) -> list[JournalEntry]:
        """Intents whose operation never completed (a crash or kill), oldest first."""
        return [e for e in self.entries() if e.interrupted]

    def last_run_id(self) -> str | None:
        """The newest run that still has something to undo."""
        pending = self.pending()
        return pending[-1].run_id if pending else None

    @contextmanager
    def changing(self, run_id: str = "") -> Iterator[None]:
        """Hold the lock for changing the machine: from an operation's intent to its completion, or (``apply``,
        the GUI's run of several steps, ``undo``) from a run's first change to its last. The outermost hold
        leaves a note naming this process and ``run_id`` (wizard.core.ops.lock_holder); another wizard that
        waited in vain is refused naming it (:class:`MachineBusyError`, exit 2)."""
        lock = self.path.parent / CHANGES_LOCK
        try:
            with held(lock, LOCK_WAIT_S, tr("Ops", "Another wizard is changing this computer right now.")) as first:
                if first:
                    holder.write_note(lock, holder.this_process(utc_now(), run_id))
                try:
                    yield
                finally:
                    if first:
                        holder.remove_note(lock)
        except LockError as error:
            if error.reference != MachineBusyError.reference:
                raise JournalError(error.message, hint=error.hint, context=error.context,
                                   reference=error.reference) from error
            raise _busy(self.running()) from error

    def running(self) -> holder.LockHolder | None:
        """The wizard changing this computer right now (its note; an unnamed holder when it left none), or None
        when the machine lock is free: then a pending entry was interrupted, not in progress."""
        lock = self.path.parent / CHANGES_LOCK
        try:
            taken = lock.exists() and is_held(lock)
        except OSError:
            return None  # cannot tell: say what the journal says
        if not taken:
            return None
        return holder.read_note(lock) or holder.LockHolder(0, "", "")

    # -- internals --------------------------------------------------------------------------------

    @staticmethod
    def _new_entry(
        run_id: str, kind: str, description: str, step: str, *, record: JsonDict, elevated: bool, state: str,
        params: JsonDict | None,
    ) -> JournalEntry:
        """The entry; its description is text people read and paste (``journal``), so no secret is written in it:
        what undo needs is in ``record`` and ``params``, which their operations keep free of secrets themselves."""
        return JournalEntry(entry_id=secrets.token_hex(8), run_id=run_id, kind=kind,
                            description=mask_secrets(description),
                            step=step, applied_at=utc_now(), record=dict(record), elevated=elevated,
                            state=state, params=None if params is None else dict(params))

    @contextmanager
    def _held(self, lock: Path, busy: str) -> Iterator[None]:
        try:
            with held(lock, LOCK_WAIT_S, busy):
                yield
        except LockError as error:
            raise JournalError(error.message, hint=error.hint, context=error.context,
                               reference=error.reference) from error

    def _append(self, event: dict[str, Any], *, sync: bool = True) -> None:
        try:
            line = log.encode_line(event)
        except log.UnrecordableError as error:
            raise UnrecordableError(
                tr("Ops", "This change cannot be recorded in the journal, so it was not made: {problem}").format(
                    problem=error),
                hint=tr("Ops", "Use a folder whose name is valid text (UTF-8), or rename the folder."),
                context={"journal": self.path},
            ) from error
        with self._held(self.path.with_name(self.path.name + ".lock"),
                        tr("Ops", "Another wizard is writing the journal of changes.")):
            try:
                legacy_events = None
                if not log.is_log(self.path):  # a schema 1 journal: rewritten as a log, atomically, first
                    legacy_events = [{"e": "entry", "entry": to_dict(e)} for e in self._load()[0].values()]
                log.append(self.path, [line], legacy_entries=legacy_events, sync=sync)
            except OSError as error:
                raise self._save_error(error) from error

    def _load(self) -> tuple[dict[str, JournalEntry], bool]:
        """The entries by id (in order), and whether the file is a schema 1 document.

        The log only grows, so what was read before is kept and only the lines appended since are read
        (one undo of 1,000 entries reads each line once, not 1,000 times).
        """
        try:
            info = os.stat(self.path)
            cached = self._read_appended(info)
            if cached is not None:
                return cached, False
            raw = self.path.read_bytes()
            events, legacy, offset = log.parse(raw)
            entries = _fold(events, {})
        except FileNotFoundError:
            return {}, False
        except OSError as error:
            raise self._error(str(error)) from error
        except (log.UnreadableError, SchemaError, KeyError, TypeError, ValueError) as error:
            self._cache = None
            raise self._error(str(error)) from error
        self._cache = None if legacy else _Cache((info.st_dev, info.st_ino), offset, dict(entries),
                                                 raw[max(0, offset - _CHECK_BYTES):offset])
        return entries, legacy

    def _read_appended(self, info: os.stat_result) -> dict[str, JournalEntry] | None:
        """The cached entries plus the lines appended since, or None when the file is not the one cached."""
        cache = self._cache
        if cache is None or cache.key != (info.st_dev, info.st_ino) or info.st_size < cache.offset:
            return None
        with self.path.open("rb") as reader:
            reader.seek(cache.offset - len(cache.check))
            tail = reader.read()
        if not tail.startswith(cache.check):  # another file under the same inode number: read it all
            return None
        events, consumed = log.parse_tail(tail[len(cache.check):])
        _fold(events, cache.entries)
        end = cache.offset + consumed
        cache.check = (cache.check + tail[len(cache.check):len(cache.check) + consumed])[-_CHECK_BYTES:]
        cache.offset = end
        return dict(cache.entries)

    def _save_error(self, error: OSError) -> JournalError:
        return JournalError(
            tr("Ops", "The journal could not be saved: {error}").format(error=error),
            hint=tr("Ops", "Check that the data folder is writable and the disk is not full."),
            context={"journal": self.path},
        )

    def _error(self, problem: str) -> JournalError:
        return JournalError(
            tr("Ops", "The journal of changes cannot be read."),
            hint=tr("Ops", "Nothing was changed. Move the file aside to start a new journal."),
            context={"journal": self.path, "problem": problem},
        )


@dataclass
class _Cache:
    """What a :class:`Journal` read of its file: which file (device, inode), up to where, and the entries."""

    key: tuple[int, int]
    offset: int
    entries: dict[str, JournalEntry]
    check: bytes  # the bytes just before ``offset``, to tell a replaced file that reuses the inode number


class MachineBusyError(JournalError):
    """Another wizard holds the machine lock (a run of ``apply``, an ``undo``...): refused, nothing changed."""

    reference = "journal-busy"
    exit_code = 2


def _busy(running: holder.LockHolder | None) -> MachineBusyError:
    """The refusal, naming the run that holds the lock when its note says."""
    if running is None or not running.pid:
        message = tr("Ops", "Another wizard is changing this computer right now, so nothing was changed.")
    else:
        message = tr("Ops", "Another wizard is changing this computer right now (process {pid}, '{command}', "
                            "since {started}), so nothing was changed.").format(
            pid=running.pid, command=running.command, started=running.started_at)
    return MachineBusyError(message, hint=tr("Ops", "Wait until it has finished, then try again."))


def _fold(events: list[dict[str, Any]], entries: dict[str, JournalEntry]) -> dict[str, JournalEntry]:
    """Replay the events into ``entries`` (an event for an unknown id is ignored: its entry was dropped)."""
    for event in events:
        kind = event["e"]
        if kind == "entry":
            entry = from_dict(JournalEntry, event["entry"])
            entries[entry.entry_id] = entry
            continue
        found = entries.get(str(event.get("id")))
        if found is None:
            continue
        if kind == "intent":
            entries[found.entry_id] = replace(found, record=dict(event["record"]))
        elif kind == "applied":
            entries[found.entry_id] = replace(found, record=dict(event["record"]), state=APPLIED,
                                              applied_at=str(event.get("at") or found.applied_at))
        elif kind == "undone":
            entries[found.entry_id] = replace(found, undone_at=str(event["at"]),
                                              forgotten=bool(event.get("forgotten")))
        elif kind == "dropped":
            del entries[found.entry_id]
    return entries


def _check_json(record: JsonDict) -> None:
    """Refuse a record that would not survive the round trip (a programming error, caught early)."""
    try:
        log.check_value(record)
    except log.UnrecordableError as error:
        raise TypeError(f"undo record is not JSON-serialisable: {error}") from error
