"""Undo a committed cuDNN copy from its journal record, and recover a copy that a crash interrupted.

Undo never deletes what the user changed since: a file whose bytes no longer hash to what we wrote is
kept and reported; a replaced file comes back only from a backup that still has its recorded hash.

Crash recovery (reliability-tests.md T-TXN-09): before its first change a copy writes a small intent
file (``copy-intent.json`` in its backup folder) naming every target and whether it existed before.
While the copy runs, each replaced original stays reachable next to its target (``*.tfgpu-old``), so
after a crash or power cut :func:`recover_interrupted_copies` can put every original back by rename,
remove what was added, and end in the state before the copy, which an in-memory undo log cannot do.
Once every file is placed and verified, the committed record (``copy-result.json``) is written next to
the intent before the intent and the kept originals go; from then on, until the journal holds the same
record, a crash is undone from that record (:func:`reverse_interrupted_copy`).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr, tr_n
from wizard.core.install.copy_hash import digest_of
from wizard.core.install.cudnn_copy import (
    INTENT_NAME,
    RESULT_NAME,
    CopyFailedError,
    CopyIO,
    old_name,
    restore_file,
    temp_name,
)
from wizard.core.ops.crashpoints import crash_point
from wizard.platform.host import process_alive


@dataclass(frozen=True)
class Recovered:
    """One interrupted copy put back: where, and what could not be restored (empty when everything)."""

    root: str
    problems: tuple[str, ...]


def recover_interrupted_copies(backups_root: Path, skip_runs: frozenset[str] = frozenset()) -> list[Recovered]:
    """Find intents left by interrupted copies under ``backups_root`` and undo each copy completely.

    For copies of older versions, whose journal has no entry for them: ``skip_runs`` are the runs the
    journal knows (their interrupted entries are undone through the journal instead).
    """
    found: list[Recovered] = []
    for intent in sorted(backups_root.glob(f"**/{INTENT_NAME}")):
        if intent.relative_to(backups_root).parts[0] in skip_runs:
            continue
        try:
            document = json.loads(intent.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        try:
            if process_alive(int(document.get("pid", 0))):
                continue  # that copy is still running (another window, the elevated helper)
            problems = _undo_intent(document)
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            # A damaged intent must not block every later install: report it, keep it and its backups.
            text = tr("CopyUndo", "{intent}: this record of an interrupted copy cannot be read ({error}); "
                                  "it and its backups are kept").format(intent=intent, error=repr(error))
            found.append(Recovered(str(intent.parent), (text,)))
            continue
        if not problems:
            shutil.rmtree(intent.parent, ignore_errors=True)  # the partial backups of that copy
        found.append(Recovered(str(document.get("root", "")), tuple(problems)))
    return found


def reverse_interrupted_copy(backup_dir: Path, dry_run: bool = False) -> list[str]:
    """Undo a copy whose journal entry never completed, from what it left in ``backup_dir``.

    The intent (the crash came before the commit): originals back from their kept names, added files
    removed. Else the committed record (after the commit): the usual undo from the backups, then the
    kept originals removed. Neither: the copy never started. Then the backup folder goes.
    """
    intent, record = backup_dir / INTENT_NAME, backup_dir / RESULT_NAME
    if os.path.lexists(intent):
        document = json.loads(intent.read_text(encoding="utf-8"))
        if dry_run:
            return [tr("CopyUndo", "Would undo the interrupted cuDNN copy into {root}.").format(
                root=document.get("root", ""))]
        problems = _undo_intent(document)
        if problems:
            raise CopyFailedError(
                tr("CopyUndo", "The interrupted cuDNN copy was only partly undone."),
                hint=tr("CopyUndo", "Check the listed files; their originals are kept beside them."),
                context={f"item {i + 1}": text for i, text in enumerate(problems)},
            )
        lines = [tr("CopyUndo", "Undid the interrupted cuDNN copy into {root}.").format(
            root=document.get("root", ""))]
    elif os.path.lexists(record):
        committed = json.loads(record.read_text(encoding="utf-8"))
        lines = reverse_copy(committed, dry_run=dry_run)
        if not dry_run:
            for old in committed.get("olds", []):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(old)
    else:
        lines = [tr("CopyUndo", "The cuDNN copy had not started; nothing was changed.")]
    if not dry_run:
        shutil.rmtree(backup_dir, ignore_errors=True)
    return lines


def _undo_intent(document: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    token = str(document.get("token") or "")
    for item in reversed(document.get("items", [])):
        crash_point("copy-undo-file")
        target = Path(item["target"])
        old, temp = old_name(target, token), temp_name(target, token)
        try:
            with contextlib.suppress(FileNotFoundError):
                temp.unlink()
            if item["existed"] and os.path.lexists(old):
                _put_back(old, target)
            elif not item["existed"] and os.path.lexists(target):
                target.unlink()
        except OSError as error:
            problems.append(f"{target}: {error}")
    for folder in reversed(document.get("new_dirs", [])):
        with contextlib.suppress(OSError):
            Path(folder).rmdir()
    return problems


def _put_back(old: Path, target: Path) -> None:
    """Restore the original kept as ``old``. When ``old`` is still a hard link to the target itself (the
    crash came before the new file was renamed in), rename would do nothing (POSIX rename(2)): unlink."""
    if os.path.lexists(target):
        kept, current = old.lstat(), target.lstat()
        if (kept.st_dev, kept.st_ino) == (current.st_dev, current.st_ino):
            old.unlink()
            return
    os.replace(old, target)


def reverse_copy(record: dict[str, Any], io: CopyIO | None = None, dry_run: bool = False) -> list[str]:
    """Undo a committed copy from its journal record, newest file first, carrying on past failures.

    A file whose bytes changed since the copy is kept (it is the user's now); a replaced file comes back
    from its backup only when the backup still has its recorded hash. Raises :class:`CopyFailedError`
    listing what could not be restored, after doing everything else; a ``PermissionError`` (a folder
    only an admin may change) is raised at once, so that undo can retry the whole copy elevated.
    """
    real = io or CopyIO()
    failures: list[str] = []
    for entry in reversed(record["files"]):
        if not dry_run:
            crash_point("copy-undo-file")
        problem = _reverse_file(real, entry, dry_run)
        if problem:
            failures.append(problem)
    for folder in reversed(record["created_dirs"]):
        path = Path(folder)
        if path.is_dir() and not any(path.iterdir()) and not dry_run:
            real.remove_dir(path)
        elif path.is_dir() and any(path.iterdir()):
            failures.append(tr("Copy", "{path} is not empty, so it was kept.").format(path=path))
    if failures:
        raise CopyFailedError(
            tr_n("Copy", "Undo of the cuDNN copy left %n item(s) as they are.", len(failures)),
            hint=tr("Copy", "Check the listed files; their backups are still in the backup folder."),
            context={f"item {i + 1}": text for i, text in enumerate(failures)},
        )
    return [tr_n("Copy", "Undid the cuDNN copy into {path}: %n file(s).", len(record["files"])).format(
        path=record["root"])]


def _reverse_file(io: CopyIO, entry: dict[str, Any], dry_run: bool) -> str:
    target = Path(entry["target"])
    if not os.path.lexists(target):
        gone = tr("Copy", "{path} is gone; its backup was not put back.").format(path=target)
        return "" if entry["backup"] is None else gone
    current = digest_of(target)
    if entry["backup"] is not None and current == entry["backup_sha256"]:
        return ""  # restored already (an undo that was killed before the journal's mark)
    if current != entry["sha256"]:
        return tr("Copy", "{path} changed after the copy, so it was kept.").format(path=target)
    if dry_run:
        return ""
    try:
        if entry["backup"] is None:
            io.remove_file(target)
            return ""
        backup = Path(entry["backup"])
        if not os.path.lexists(backup) or digest_of(backup) != entry["backup_sha256"]:
            damaged = tr("Copy", "The backup of {path} is missing or damaged, so it was kept.")
            return damaged.format(path=target)
        restore_file(io, backup, target)
    except PermissionError:
        raise  # a folder only an admin may change: undo asks the elevated helper to do the whole copy
    except OSError as error:
        return f"{target}: {error}"
    return ""
