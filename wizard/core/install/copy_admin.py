"""The elevated cuDNN copy's backups and records: inside the CUDA folder, where only administrators can write.

Why (issue 8, item 5): an elevated undo restores, as administrator, the bytes of a copy's backups into an
admin-only folder. Kept in the user's data folder (or named by the journal, which the user can edit), those
bytes would be the user's to choose: any user-level program could plant a library in the CUDA folder through
``undo``. So the elevated copy keeps its intent, its committed record (``copy-result.json``, with every
backup's sha256, as the journal has them too) and its backups in ``<root>/.tfgpu-wizard/backups/<run>/cudnn``,
and the elevated undo accepts a journal record only when it matches that admin-side record exactly, from a
folder whose every part only an administrator could have changed; else it refuses, naming what, and changes
nothing. A copy into a folder the user owns keeps its backups in the user's data folder, as before.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.install.cudnn_copy import RESULT_NAME, CopyFailedError
from wizard.platform.private_folder import only_admins_change

ADMIN_FOLDER = ".tfgpu-wizard"
_RUN = re.compile(r"[A-Za-z0-9_-]{1,64}")
_FIELDS = ("target", "sha256", "backup", "backup_sha256")
_REPARSE_POINT = 0x400  # FILE_ATTRIBUTE_REPARSE_POINT


class UntrustedBackupError(CopyFailedError):
    """The elevated undo was handed backups (or a record) that are not the admin-side ones: refused."""

    reference = "copy-backup-untrusted"


def admin_backup_dir(root: Path, run_id: str) -> Path:
    """Where the elevated copy of run ``run_id`` into ``root`` keeps its intent, record and backups."""
    if not _RUN.fullmatch(run_id):
        raise refused_backup(str(run_id))
    return root / ADMIN_FOLDER / "backups" / run_id / "cudnn"


def check_trusted(root: Path, path: Path) -> None:
    """``path`` and every folder from ``root`` down to it are real (no link) and only an administrator (the
    elevated helper's own account) can change them; else :class:`UntrustedBackupError`."""
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        raise refused_backup(str(path)) from None
    current = root
    for part in ("", *parts):
        current = current / part if part else current
        if not _admin_only(current):
            raise refused_backup(str(current))


def _admin_only(path: Path) -> bool:
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if stat.S_ISLNK(info.st_mode) or getattr(info, "st_file_attributes", 0) & _REPARSE_POINT:
        return False
    return only_admins_change(path, info)


def admin_record(root: Path, folder: Path) -> dict[str, Any]:
    """The committed record the elevated copy kept in ``folder`` (checked to be admin-only)."""
    path = folder / RESULT_NAME
    check_trusted(root, path)
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise refused_backup(str(path)) from None
    if not isinstance(document, dict) or not isinstance(document.get("files"), list):
        raise refused_backup(str(path))
    return document


def check_against_admin_record(record: Mapping[str, Any], folder: Path) -> None:
    """Refuse, naming them, the journal's files that differ from the admin-side record (a backup elsewhere,
    another hash), and folders it did not create; reads only."""
    root = Path(str(record["root"]))
    trusted = admin_record(root, folder)
    known = {str(item.get("target")): item for item in trusted["files"] if isinstance(item, dict)}
    wrong = []
    for entry in record["files"]:
        kept = known.get(str(entry["target"]))
        if kept is None or any(entry.get(key) != kept.get(key) for key in _FIELDS):
            wrong.append(str(entry.get("backup") or entry["target"]))
    wrong += [str(path) for path in record["created_dirs"] if path not in trusted.get("created_dirs", [])]
    if str(trusted.get("root")) != str(root):
        wrong.append(str(root))
    if wrong:
        raise refused_backup(", ".join(wrong))


def admin_chain(folder: Path) -> tuple[Path, ...]:
    """The folders :func:`admin_backup_dir` names that exist, top first (``.tfgpu-wizard`` .. ``cudnn``)."""
    chain = (folder.parent.parent.parent, folder.parent.parent, folder.parent, folder)
    return tuple(path for path in chain if os.path.lexists(path))


def has_leftovers(folder: Path) -> bool:
    """True when :func:`remove_admin_backups` has something to remove: the run's folder, or an empty
    ``backups`` or ``.tfgpu-wizard`` (a copy killed right after making them)."""
    if os.path.lexists(folder.parent):
        return True
    return any(_empty_folder(path) for path in (folder.parent.parent, folder.parent.parent.parent))


def _empty_folder(path: Path) -> bool:
    try:
        return path.is_dir() and not path.is_symlink() and not any(path.iterdir())
    except OSError:
        return False


def remove_admin_backups(folder: Path) -> None:
    """Remove the run's admin-side folder (its record last: a kill meanwhile leaves what the helper needs to
    trust what is left), then ``backups`` and ``.tfgpu-wizard`` when they are empty."""
    run = folder.parent
    with contextlib.suppress(OSError):
        for path in sorted(run.iterdir()) if run.is_dir() and not run.is_symlink() else ():
            if path != folder:
                _remove(path)
        for path in sorted(folder.iterdir()) if folder.is_dir() and not folder.is_symlink() else ():
            if path.name != RESULT_NAME:
                _remove(path)
        shutil.rmtree(run)
    for parent in (run.parent, run.parent.parent):
        with contextlib.suppress(OSError):
            parent.rmdir()


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink()


def refused_backup(what: str) -> UntrustedBackupError:
    """The refusal, naming ``what`` (paths) it would not restore from."""
    return UntrustedBackupError(
        tr("ElevatedUndo", "The administrator helper did not restore {paths}: only backups the wizard kept "
           "where only administrators can write are restored as administrator; nothing was changed.")
        .format(paths=what),
        hint=tr("ElevatedUndo", "The journal of changes or the backups were edited or damaged. Check the "
                "CUDA folder by hand, then tell the wizard to forget this change."),
        reference="copy-backup-untrusted",
    )
