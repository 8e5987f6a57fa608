"""Copy cuDNN into the CUDA folder as a transaction: all files placed and verified, or none.

The shape is rustup's ``Transaction`` and conda's ``UnlinkLinkTransaction`` (reliability-tests.md 2.4):
* every mutating action is logged in memory as it happens, and undone in reverse order on any failure or
  cancel, carrying on past a failing undo and naming what could not be restored;
* a replaced file is first copied into the backup folder (kept for ``undo`` after commit);
* new bytes go to a temp name next to the target, hashed while they are copied (one pass), and only then
  renamed over the target, so no target ever holds a partial file;
* the replaced file stays reachable under a hard link next to it until the commit, so a roll back is a
  rename that needs no free space (a full disk must not stop the restore) and keeps the original inode;
* a write-ahead intent in the backup folder lets :mod:`copy_undo` finish the roll back after a crash, and
  the committed record is written there too before the originals go, so a crash after the commit (before
  the journal has the record) is undone from it;
* temp and kept names carry a token of this copy (``libcudnn.so.8.<token>.tfgpu-tmp``): a stale temp a
  crash left never blocks a later copy, and a user's own ``*.tfgpu-old`` is never overwritten or deleted;
* every placed file is read back and compared byte for byte with its source (on a helper thread while
  the next file is copied); the SHA-256 of the bytes written goes into the journal for ``undo``.
All file work goes through :class:`CopyIO`, the seam that tests use to inject faults (ENOSPC, EACCES).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import shutil
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.errors import Cancelled, WizardError, message_of
from wizard.basics.events import Advanced, Finished, LogLine, Started, Step
from wizard.basics.i18n import tr, tr_n
from wizard.core.install.copy_hash import CHUNK, link_digest, same_content
from wizard.core.install.copy_plan import CopyItem, CopyPlan
from wizard.core.ops.crashpoints import crash_point

PROGRESS_EVERY = 32 << 20
TEMP_SUFFIX = ".tfgpu-tmp"
OLD_SUFFIX = ".tfgpu-old"
INTENT_NAME = "copy-intent.json"
RESULT_NAME = "copy-result.json"


def temp_name(target: Path, token: str) -> Path:
    """The temp file next to ``target`` of the copy with ``token`` (no token: the name before tokens)."""
    return _sibling(target, token, TEMP_SUFFIX)


def old_name(target: Path, token: str) -> Path:
    """Where the copy with ``token`` keeps the original of ``target`` until its commit."""
    return _sibling(target, token, OLD_SUFFIX)


def _sibling(target: Path, token: str, suffix: str) -> Path:
    return target.with_name(f"{target.name}.{token}{suffix}" if token else target.name + suffix)


class CopyIO:
    """The file operations a copy performs; the real ones, or a test's faulty stand-in."""

    def make_dir(self, path: Path) -> None:
        """Create one folder (its parent exists)."""
        path.mkdir()

    def open_new(self, path: Path) -> BinaryIO:
        """Open a new file for writing; fails if it exists."""
        return path.open("xb")

    def write_chunk(self, stream: BinaryIO, data: bytes | memoryview) -> None:
        """Write one chunk (where a full disk shows up)."""
        stream.write(data)

    def make_symlink(self, link: str, path: Path) -> None:
        """Create a symlink holding ``link``."""
        os.symlink(link, path)

    def before_intent(self) -> None:
        """Called just before the intent file is written (a fault can be injected here)."""

    def keep_old(self, target: Path, old: Path) -> None:
        """Keep the current ``target`` reachable as ``old`` without copying: a hard link, or where the
        file system has none (FAT32/exFAT drives), a rename, after which the target is briefly absent."""
        try:
            os.link(target, old, follow_symlinks=False)
        except OSError:
            os.replace(target, old)

    def replace(self, source: Path, target: Path) -> None:
        """Atomically put ``source`` at ``target``."""
        os.replace(source, target)

    def remove_file(self, path: Path) -> None:
        """Delete a file or symlink."""
        path.unlink()

    def remove_dir(self, path: Path) -> None:
        """Delete an empty folder."""
        path.rmdir()


def write_intent(plan: CopyPlan, token: str = "") -> Path:
    """Write the copy's intent (every target, whether it existed, the folders it creates, the token of its
    temp and kept names) atomically into the existing backup folder; :mod:`copy_undo` reads it after a crash."""
    document = {"schema": 1, "pid": os.getpid(), "root": str(plan.root), "token": token,
                "new_dirs": [str(p) for p in plan.new_dirs],
                "items": [{"target": str(i.target), "existed": i.replaces} for i in plan.items]}
    path = plan.backup_dir / INTENT_NAME
    write_bytes_atomically(path, json.dumps(document, indent=1).encode())
    return path


@dataclass(frozen=True)
class PlacedFile:
    """One file the copy placed: its hash, and the backup of what it replaced (None: it was new)."""

    target: str
    sha256: str
    backup: str | None = None
    backup_sha256: str | None = None


@dataclass(frozen=True)
class CopyResult:
    """A committed copy: what ``undo`` needs (files, created folders) and how much was written."""

    root: str
    files: tuple[PlacedFile, ...]
    created_dirs: tuple[str, ...]
    bytes_copied: int

    def to_record(self) -> dict[str, Any]:
        """The JSON undo record for the journal."""
        return {"root": self.root, "created_dirs": list(self.created_dirs), "files": [
            {"target": f.target, "sha256": f.sha256, "backup": f.backup, "backup_sha256": f.backup_sha256}
            for f in self.files]}


class CopyFailedError(WizardError):
    """The copy failed and was rolled back (the context lists anything that could not be restored)."""

    reference = "copy-failed"


class _Transaction:
    """The in-memory undo log of one copy; ``roll_back`` undoes it newest first, carrying on."""

    def __init__(self, io: CopyIO, cancelled: Callable[[], bool], total: int | None = None) -> None:
        self.io = io
        self.cancelled = cancelled
        self.total = total
        # hashlib releases the GIL on large buffers: hash on one thread while this one writes, and read
        # each placed file back on another while the next is copied (bench/copy.py measures the gain).
        self.hasher = ThreadPoolExecutor(1, thread_name_prefix="copy-hash")
        self.verifier = ThreadPoolExecutor(1, thread_name_prefix="copy-verify")
        self.checks: list[tuple[PlacedFile, Future[bool]]] = []
        self.undo: list[tuple[str, Path, Path | None]] = []
        self.placed: list[PlacedFile] = []
        self.created: list[Path] = []
        self.olds: list[Path] = []
        self.done = 0
        self.token = secrets.token_hex(4)

    def start(self, plan: CopyPlan) -> None:
        """Create the backup folder and write the intent there before the first change to the target."""
        self._make_parents(plan.backup_dir / INTENT_NAME)
        self.io.before_intent()
        self.undo.append(("intent", write_intent(plan, self.token), None))
        crash_point("copy-intent-written")

    def make_dir(self, path: Path) -> None:
        self.io.make_dir(path)
        self.undo.append(("dir", path, None))
        self.created.append(path)
        crash_point("copy-dir-made")

    def stream_copy(self, source: Path, dest: Path) -> Step[str]:
        """Copy bytes to a new file, hashing them on the way (one pass); returns the hash."""
        digest = hashlib.sha256()
        pending: Future[None] | None = None
        buffers, turn = (bytearray(CHUNK), bytearray(CHUNK)), 0  # one is hashed while the other is filled
        with source.open("rb", buffering=0) as reader:
            stream = self.io.open_new(dest)
            self.undo.append(("file", dest, None))
            with stream:
                while count := reader.readinto(buffers[turn]):
                    chunk = memoryview(buffers[turn])[:count]
                    self.io.write_chunk(stream, chunk)
                    if pending is not None:
                        pending.result()
                    pending = self.hasher.submit(digest.update, chunk)
                    turn ^= 1
                    self.done += count
                    if self.cancelled():
                        raise Cancelled()
                    if self.done % PROGRESS_EVERY < count:
                        yield Advanced("copy", self.done, self.total)
                if pending is not None:
                    pending.result()
        shutil.copymode(source, dest)
        return digest.hexdigest()

    def place(self, item: CopyItem, backup_root: Path) -> Step[None]:
        backup, backup_sha = None, None
        if item.replaces:
            backup = backup_root / item.rel
            self._make_parents(backup)
            backup_sha = yield from self._copy_any(item.target, backup)
            crash_point("copy-backed-up")
        temp = temp_name(item.target, self.token)
        sha = yield from self._copy_any(item.source, temp)
        crash_point("copy-temp-written")
        old = None
        if item.replaces:
            old = old_name(item.target, self.token)
            self.io.keep_old(item.target, old)
            self.undo.append(("kept", item.target, old))
            crash_point("copy-original-kept")
        self.io.replace(temp, item.target)
        # The temp is consumed; undo is now "put the old link back" or, for a new file, "remove it".
        del self.undo[-(2 if old else 1):]
        self.undo.append(("placed", item.target, old))
        crash_point("copy-file-placed")
        if old is not None:
            self.olds.append(old)
        placed = PlacedFile(str(item.target), sha, str(backup) if backup else None, backup_sha)
        self.placed.append(placed)
        self.checks.append((placed, self.verifier.submit(same_content, item.source, item.target)))

    def _copy_any(self, source: Path, dest: Path) -> Step[str]:
        if source.is_symlink():
            link = os.readlink(source)
            self.io.make_symlink(link, dest)
            self.undo.append(("file", dest, None))
            return link_digest(link)
        return (yield from self.stream_copy(source, dest))

    def close(self) -> None:
        """Stop the helper threads (after waiting for them: no read may outlive the transaction)."""
        self.hasher.shutdown(wait=True)
        self.verifier.shutdown(wait=True, cancel_futures=True)

    def wrong_files(self) -> list[str]:
        """Targets whose bytes, read back, differ from the source they were copied from."""
        wrong = []
        for placed, check in self.checks:
            try:
                matches = check.result()
            except OSError:
                matches = False
            if not matches:
                wrong.append(placed.target)
        return wrong

    def _make_parents(self, path: Path) -> None:
        missing = [p for p in path.parents if not p.exists()]
        for folder in reversed(missing):
            self.make_dir(folder)

    def roll_back(self) -> list[str]:
        """Undo everything, newest first; returns what could not be restored.

        The intent goes only when everything after it was undone: what stayed can then still be undone
        from it (``undo`` of the interrupted entry).
        """
        self.close()
        failures: list[str] = []
        for action, path, backup in reversed(self.undo):
            if action == "intent" and failures:
                continue
            try:
                _undo_action(self.io, action, path, backup)
            except OSError as error:
                failures.append(f"{path}: {error}")
        return failures


def _undo_action(io: CopyIO, action: str, path: Path, backup: Path | None) -> None:
    if action == "dir":
        io.remove_dir(path)
    elif action == "kept" and backup is not None:
        if os.path.lexists(path):  # kept as a hard link: the target itself is untouched
            io.remove_file(backup)
        else:  # kept by a rename: put it back
            io.replace(backup, path)
    elif action in ("file", "intent"):
        with contextlib.suppress(FileNotFoundError):
            io.remove_file(path)
    elif backup is None:
        io.remove_file(path)
    else:
        io.replace(backup, path)  # the kept hard link of the original: a rename, no space needed


def restore_file(io: CopyIO, backup: Path, target: Path) -> None:
    """Put a backup's bytes (or link) back at ``target`` through a temp name of its own and an atomic rename."""
    temp = temp_name(target, secrets.token_hex(4))
    if backup.is_symlink():
        io.make_symlink(os.readlink(backup), temp)
    else:
        with backup.open("rb") as reader, io.open_new(temp) as stream:
            while chunk := reader.read(CHUNK):
                io.write_chunk(stream, chunk)
        shutil.copymode(backup, temp)
    io.replace(temp, target)


def copy_into(
    plan: CopyPlan, io: CopyIO | None = None, cancelled: Callable[[], bool] = lambda: False
) -> Step[CopyResult]:
    """Run the transaction (call ``ensure_preflight`` first); rolls back on any failure or cancel."""
    txn = _Transaction(io or CopyIO(), cancelled, plan.total_bytes)
    yield Started("copy", tr("Copy", "Copying cuDNN into {path}").format(path=plan.root), plan.total_bytes,
                  "bytes")
    try:
        txn.start(plan)
        for folder in plan.new_dirs:
            txn.make_dir(folder)
        for item in plan.items:
            yield from txn.place(item, plan.backup_dir)
            yield Advanced("copy", txn.done, plan.total_bytes)
            if cancelled():
                raise Cancelled()
        checking = tr_n("Copy", "Checking the hashes of %n file(s).", len(txn.placed))
        yield LogLine("info", checking)
        _verify(txn.wrong_files())
        txn.close()
        created = tuple(str(p) for p in plan.new_dirs)
        result = CopyResult(str(plan.root), tuple(txn.placed), created, plan.total_bytes)
        # The record goes next to the intent first: from here on a crash is undone from the record, whose
        # backups are complete, and no longer from the kept originals.
        committed = {**result.to_record(), "olds": [str(old) for old in txn.olds]}
        write_bytes_atomically(plan.backup_dir / RESULT_NAME, json.dumps(committed, indent=1).encode())
        txn.undo.append(("file", plan.backup_dir / RESULT_NAME, None))
        crash_point("copy-record-written")
        # The commit point. Before it, a crash is undone from the intent with the kept originals; so the
        # originals go only after it, or a lingering intent would let recovery remove the new files
        # while nothing could bring the replaced ones back.
        txn.io.remove_file(plan.backup_dir / INTENT_NAME)
        crash_point("copy-committed")
    except Cancelled as cancel:
        failures = txn.roll_back()
        if not failures:  # a cancel is quiet only when nothing stayed behind
            yield Finished("copy", ok=False, detail=tr("Copy", "Cancelled; every change was undone."))
            raise
        reason = tr("Copy", "the copy was cancelled")
        yield Finished("copy", ok=False, detail=reason)
        raise _failed(reason, failures) from cancel
    except (OSError, WizardError) as error:
        failures = txn.roll_back()
        yield Finished("copy", ok=False, detail=str(error))
        raise _failed(message_of(error), failures) from error
    except BaseException:  # a bug, Ctrl+C or a closed generator: still nothing half-done
        txn.roll_back()
        raise
    for old in txn.olds:  # committed: the originals live on in the backup folder
        with contextlib.suppress(OSError):
            os.unlink(old)
        crash_point("copy-original-removed")
    yield Finished("copy")
    return result


def _verify(wrong: list[str]) -> None:
    if wrong:
        raise CopyFailedError(
            tr_n("Copy", "%n copied file(s) do not match what was written: {names}", len(wrong)).format(
                names=", ".join(wrong[:5])),
            hint=tr("Copy", "The disk or an antivirus may have changed them; try again."),
        )


def _failed(reason: str, failures: list[str]) -> CopyFailedError:
    if not failures:
        return CopyFailedError(
            tr("Copy", "Copying cuDNN failed, and every change was undone: {reason}").format(reason=reason),
            hint=tr("Copy", "Fix the cause (free space, permissions, a program holding a file), then retry."),
        )
    return CopyFailedError(
        tr_n("Copy", "Copying cuDNN failed, and %n change(s) could not be undone: {reason}", len(failures)).format(
            reason=reason),
        hint=tr("Copy", "Restore the listed files from the backup folder by hand."),
        context={f"not restored {i + 1}": text for i, text in enumerate(failures)},
    )
