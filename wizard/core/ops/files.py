"""File helpers every reversible operation shares: back up with a hash, restore, delete only what we made.

The rule (design.md §3): never delete what existed before the wizard. A created file is removed on undo
only when its bytes still hash to what we wrote; a changed file is left alone and reported, because the
user (or another program) has since made it theirs.
"""

from __future__ import annotations

import base64
import contextlib
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wizard.basics.atomic import sha256_bytes, sha256_file, write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.ops.base import JsonDict, OpContext, OperationError, in_tense


def read_if_exists(path: Path) -> bytes | None:
    """The file's bytes, or None when there is none (the "before" of an operation that may create it)."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None


def encoded(data: bytes | None) -> str | None:
    """Bytes as the text a JSON record can hold exactly (base64: CRLF, a lone CR, a BOM, any encoding)."""
    return None if data is None else base64.b64encode(data).decode("ascii")


def decoded(text: object) -> bytes:
    """The bytes :func:`encoded` stored."""
    return base64.b64decode(str(text), validate=True)


def edited_at(path: Path) -> Path:
    """Where to write ``path``: a symbolic link is written at its target, so the link stays a link (an atomic
    write replaces the name it is given, which would put a plain file in the link's place)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def back_up_file(target: Path, backup_dir: Path) -> JsonDict:
    """Copy ``target`` into ``backup_dir`` (keeping metadata); returns a record for :func:`restore_backup`."""
    backup_dir.mkdir(parents=True, exist_ok=True)
    backup = backup_dir / f"{len(os.listdir(backup_dir)):05d}-{target.name}"
    shutil.copy2(target, backup)
    return {"target": str(target), "backup": str(backup), "sha256": sha256_file(backup)}


def restore_backup(record: dict[str, Any], *, dry_run: bool = False) -> str:
    """Put a backed-up file back in place, after checking the backup still has its recorded hash."""
    target, backup = Path(record["target"]), Path(record["backup"])
    if not backup.is_file() or sha256_file(backup) != record["sha256"]:
        raise OperationError(
            tr("Ops", "The backup of {target} is missing or damaged, so it was not restored.").format(
                target=target
            ),
            hint=tr("Ops", "Restore the file from another copy; the current file was left as it is."),
            context={"backup": backup},
            reference="ops-backup-damaged",
        )
    if not dry_run:
        target.parent.mkdir(parents=True, exist_ok=True)
        # A name of this restore's own: two restores (or a stale one a crash left) never share a temp file.
        handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".restore.tmp", dir=target.parent)
        os.close(handle)
        try:
            shutil.copy2(backup, name)
            os.replace(name, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(name)
            raise
    return in_tense(dry_run, tr("Ops", "Restored {target} from its backup."),
                    tr("Ops", "Would restore {target} from its backup.")).format(target=target)


def remove_created_file(path: Path, sha256: str | None, *, dry_run: bool = False) -> str:
    """Delete a file the wizard created, only if it still has the bytes we wrote (``sha256``)."""
    if not path.exists():
        return tr("Ops", "{path} is already gone.").format(path=path)
    if sha256 is not None and (not path.is_file() or sha256_file(path) != sha256):
        raise OperationError(
            tr("Ops", "{path} was changed after the wizard created it, so it was kept.").format(path=path),
            hint=tr("Ops", "Delete it yourself if you no longer need it."),
            reference="ops-file-changed",
        )
    if not dry_run:
        path.unlink()
    return in_tense(dry_run, tr("Ops", "Removed {path}."), tr("Ops", "Would remove {path}.")).format(path=path)


def missing_parents(path: Path) -> list[Path]:
    """The folders above ``path`` that do not exist yet, deepest first (what writing it will create)."""
    missing = []
    for parent in path.parents:
        if parent.exists():
            break
        missing.append(parent)
    return missing


def remove_empty_dirs(folders: list[Path]) -> None:
    """Remove folders we created, deepest first, only while they are empty (never anything of the user's)."""
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            return


def write_file_undoably(path: Path, data: bytes, ctx: OpContext) -> JsonDict:
    """Write ``data`` to ``path`` atomically, backing up what was there; returns the record to undo it with.

    The record (path, backup, sha256 of what we wrote, folders we created) is journaled as is: keep its keys.
    """
    record = plan_file_write(path, data, ctx)
    write_bytes_atomically(path, data)
    return record


def plan_file_write(path: Path, data: bytes, ctx: OpContext) -> JsonDict:
    """Everything of :func:`write_file_undoably` but the write: back up, and return the record.

    For operations that journal the records of all their files (``ctx.note_intent``) before writing any.
    """
    backup = back_up_file(path, ctx.require_backup_dir()) if path.exists() else None
    return {"path": str(path), "backup": backup, "sha256": sha256_bytes(data),
            "created_dirs": [str(d) for d in missing_parents(path)]}


def _current_sha(path: Path) -> str | None:
    """The hash of the file at ``path``; None when nothing is there; "" for something that is not a file."""
    if not os.path.lexists(path):
        return None
    return sha256_file(path) if path.is_file() else ""


def _restored_already(record: Mapping[str, Any]) -> bool:
    """True when a replaced file holds its backed-up bytes again (an undo that was killed before its mark,
    or an apply interrupted before this file was written)."""
    backup = record["backup"]
    return backup is not None and _current_sha(Path(record["path"])) == backup["sha256"]


def check_still_written(record: Mapping[str, Any]) -> None:
    """Refuse to undo a :func:`write_file_undoably` whose file someone changed after us: it is theirs now."""
    path = Path(record["path"])
    if path.exists() and sha256_file(path) != record["sha256"] and not _restored_already(record):
        raise OperationError(
            tr("Ops", "{path} was changed after the wizard wrote it, so it was kept.").format(path=path),
            hint=tr("Ops", "Delete it yourself if you no longer need it."),
            reference="ops-file-changed",
        )


def reverse_written_file(record: Mapping[str, Any], *, dry_run: bool = False) -> str:
    """Undo :func:`write_file_undoably`: put the backup back, or remove the file (if still ours) and its new folders.

    A file changed since it was written is left alone (:func:`check_still_written`), whichever way.
    """
    if record["backup"] is not None:
        check_still_written(record)
        if _restored_already(record):  # safe to run twice: nothing to put back
            return in_tense(dry_run, tr("Ops", "Restored {target} from its backup."),
                            tr("Ops", "Would restore {target} from its backup.")).format(target=record["path"])
        return restore_backup(record["backup"], dry_run=dry_run)
    message = remove_created_file(Path(record["path"]), record["sha256"], dry_run=dry_run)
    if not dry_run:
        remove_empty_dirs([Path(d) for d in record.get("created_dirs", [])])
    return message
