"""The journal: every applied operation with what is needed to reverse it, kept in the app's data dir.

One JSON document (``journal.json``) rewritten atomically on every change (:mod:`wizard.basics.atomic`),
so a crash leaves the previous journal intact. Entries are never removed: an undone entry gets
``undone_at``, so ``tfgpu-wizard journal`` can still say what changed, when, by which step, and what was
undone. Entries of one run share a ``run_id``; ``undo --last`` reverses the newest run.

The folder follows the platform's per-user location (``$XDG_DATA_HOME`` on Linux, ``%APPDATA%`` on
Windows: :func:`wizard.platform.env.user_data_dir`); ``TFGPU_WIZARD_DATA_DIR`` overrides it.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.basics.serial import SchemaError, from_dict, to_dict
from wizard.core.ops.base import JsonDict
from wizard.platform.env import user_data_dir

APP_NAME = "tfgpu-wizard"
SCHEMA_VERSION = 1
JOURNAL_FILE = "journal.json"
LOCK_WAIT_S = 10.0
STALE_LOCK_S = 30.0


class JournalError(WizardError):
    """The journal cannot be read or written."""

    reference = "journal-unreadable"


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
    """One applied operation: ``record`` is what its kind's reverse function needs."""

    entry_id: str
    run_id: str
    kind: str
    description: str
    step: str
    applied_at: str
    record: dict[str, Any]
    elevated: bool = False
    undone_at: str | None = None

    @property
    def undone(self) -> bool:
        """True once reversed."""
        return self.undone_at is not None


@dataclass(frozen=True)
class _Document:
    schema: int
    entries: tuple[JournalEntry, ...] = ()


class Journal:
    """Read and append to the journal at ``path`` (default: ``data_dir()/journal.json``).

    Every method reads the file afresh, so two front-ends (GUI, CLI) see each other's entries.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / JOURNAL_FILE

    def backup_dir(self, run_id: str) -> Path:
        """The folder where operations of ``run_id`` keep their backups (next to the journal)."""
        return self.path.parent / "backups" / run_id

    def entries(self) -> list[JournalEntry]:
        """All entries, oldest first; empty when there is no journal yet."""
        return list(self._load().entries)

    def add(
        self, *, run_id: str, kind: str, description: str, step: str, record: JsonDict, elevated: bool = False
    ) -> JournalEntry:
        """Append one applied operation and save atomically; returns the stored entry."""
        _check_json(record)
        entry = JournalEntry(
            entry_id=secrets.token_hex(8),
            run_id=run_id,
            kind=kind,
            description=description,
            step=step,
            applied_at=utc_now(),
            record=dict(record),
            elevated=elevated,
        )
        with self._locked():
            document = self._load()
            self._save(replace(document, entries=(*document.entries, entry)))
        return entry

    def mark_undone(self, entry_id: str) -> None:
        """Stamp an entry as reversed (kept for the history)."""
        stamp = utc_now()
        with self._locked():
            document = self._load()
            entries = tuple(
                replace(e, undone_at=stamp) if e.entry_id == entry_id else e for e in document.entries
            )
            self._save(replace(document, entries=entries))

    def pending(self, run_id: str | None = None) -> list[JournalEntry]:
        """Entries not yet undone (of one run when given), oldest first."""
        return [e for e in self.entries() if not e.undone and (run_id is None or e.run_id == run_id)]

    def last_run_id(self) -> str | None:
        """The newest run that still has something to undo."""
        pending = self.pending()
        return pending[-1].run_id if pending else None

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """One writer at a time across processes (the GUI and a CLI may both run): an O_EXCL lock file.

        Portable (no fcntl/msvcrt split); a lock older than :data:`STALE_LOCK_S` was left by a crashed
        process and is taken over, since a journal update takes milliseconds.
        """
        lock = self.path.with_name(self.path.name + ".lock")
        lock.parent.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + LOCK_WAIT_S
        while True:
            try:
                os.close(os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
                break
            except FileExistsError:
                if _is_stale(lock):
                    lock.unlink(missing_ok=True)
                elif time.monotonic() > deadline:
                    raise JournalError(
                        tr("Ops", "Another wizard is writing the journal of changes."),
                        hint=tr("Ops", "Wait until it has finished, then try again."),
                        context={"lock": lock},
                        reference="journal-busy",
                    ) from None
                else:
                    time.sleep(0.01)
        try:
            yield
        finally:
            lock.unlink(missing_ok=True)

    def _load(self) -> _Document:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return _Document(schema=SCHEMA_VERSION)
        except OSError as error:
            raise self._error(str(error)) from error
        try:
            document = from_dict(_Document, json.loads(raw.decode("utf-8")))
        except (ValueError, SchemaError) as error:
            raise self._error(str(error)) from error
        if document.schema > SCHEMA_VERSION:
            raise self._error(f"schema {document.schema} is newer than {SCHEMA_VERSION}")
        return document

    def _save(self, document: _Document) -> None:
        text = json.dumps(to_dict(document), indent=1, ensure_ascii=False, sort_keys=True) + "\n"
        try:
            write_bytes_atomically(self.path, text.encode("utf-8"))
        except OSError as error:
            raise JournalError(
                tr("Ops", "The journal could not be saved: {error}").format(error=error),
                hint=tr("Ops", "Check that the data folder is writable and the disk is not full."),
                context={"journal": self.path},
            ) from error

    def _error(self, problem: str) -> JournalError:
        return JournalError(
            tr("Ops", "The journal of changes cannot be read."),
            hint=tr("Ops", "Nothing was changed. Move the file aside to start a new journal."),
            context={"journal": self.path, "problem": problem},
        )


def _is_stale(lock: Path) -> bool:
    try:
        return time.time() - lock.stat().st_mtime > STALE_LOCK_S
    except FileNotFoundError:
        return False


def _check_json(record: JsonDict) -> None:
    """Refuse a record that would not survive the round trip (a programming error, caught early)."""
    try:
        json.dumps(record, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise TypeError(f"undo record is not JSON-serialisable: {error}") from error
