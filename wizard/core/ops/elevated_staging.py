"""The elevated helper's staging: one admin-only folder per helper, journaled before it exists, never leaked.

Why (issue 8, item 2, on the elevated path): the helper copies the verified installer or archive into a
folder only administrators can change (:mod:`wizard.platform.private_folder`); a helper killed mid-way left
hundreds of MB there that the per-user recovery never saw. So:

* the parent picks the folder's name (``tfgpu-wizard-elevated-`` and 16 hex digits, directly under the
  system's temporary folder), journals it (:meth:`Journal.note_staging`) and holds a lock for it in the
  user's data folder while the helper runs (:func:`launching`);
* the helper re-checks that name, creates the folder itself (one that already exists is refused, never taken
  over), holds a lock file inside it for its whole life, makes every folder it needs inside it, and removes
  it at the end (:func:`helper_staging`);
* later, a folder is removed only when the journal names it, it has exactly that shape, it is a real folder
  (a link is never followed), it belongs to the remover (POSIX: root made it, only root removes it;
  Windows: Administrators own the folder itself, so no user can swap it for a junction meanwhile) and
  neither lock is held, that is, its run is dead (:func:`sweep_one`). ``undo`` removes what it may and
  says what is left and why (:func:`sweep`); a folder only an administrator may remove goes in the plan of
  the next elevated helper, which removes it as part of its own run (no extra prompt).

Tests cannot run pkexec or UAC: they run the helper as a plain child process of the same user.
"""

from __future__ import annotations

import contextlib
import enum
import os
import re
import secrets
import shutil
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from wizard.basics.i18n import tr
from wizard.core.ops.crashpoints import crash_point
from wizard.core.ops.journal import Journal, JournalError
from wizard.core.ops.locks import held, is_held
from wizard.platform.private_folder import admin_only_parent, make_admin_only_folder_at, owned_here, staging_inside

PREFIX = "tfgpu-wizard-elevated-"
LOCK_NAME = ".lock"
LOCKS_FOLDER = "elevated-staging"
_NAME = re.compile(r"tfgpu-wizard-elevated-[0-9a-f]{16}")
_REPARSE_POINT = 0x400  # FILE_ATTRIBUTE_REPARSE_POINT: a junction or link on Windows, never followed


class StagingTakenError(FileExistsError):
    """Something is already at the name the helper's staging folder was to get: it is never taken over."""


class Fate(enum.Enum):
    """What :func:`sweep_one` found (and did) for one journaled staging folder."""

    GONE = "gone"
    REMOVED = "removed"
    WOULD_REMOVE = "would-remove"
    LIVE = "live"
    NEEDS_ADMIN = "needs-admin"
    NOT_OURS = "not-ours"


FORGOTTEN = frozenset({Fate.GONE, Fate.REMOVED, Fate.NOT_OURS})  # no longer looked after


def new_staging_folder() -> Path:
    """A fresh name for a helper's staging folder (not created here)."""
    return admin_only_parent() / f"{PREFIX}{secrets.token_hex(8)}"


def is_staging_folder(path: Path) -> bool:
    """True for a name :func:`new_staging_folder` gives: nothing else is ever made or removed here."""
    return path.is_absolute() and path.parent == admin_only_parent() and bool(_NAME.fullmatch(path.name))


def parent_lock(journal: Journal, folder: Path) -> Path:
    """The lock the parent holds while its helper uses ``folder`` (in the user's data folder)."""
    return journal.path.parent / LOCKS_FOLDER / f"{folder.name}.lock"


@contextmanager
def launching(journal: Journal, run_id: str) -> Iterator[tuple[Path, list[Path]]]:
    """Parent: journal a new staging folder and hold its lock while the helper runs; yields the folder and
    the dead runs' folders that the helper is to remove. Afterwards, those seen gone are journaled so."""
    folder = new_staging_folder()
    leftovers = [old for old in journal.open_staging() if _handed_over(journal, old)]
    with held(parent_lock(journal, folder), 0.0, tr("ElevatedStaging", "This staging folder is in use.")):
        journal.note_staging(folder, run_id)
        try:
            yield folder, leftovers
        finally:
            with contextlib.suppress(JournalError):
                forget(journal, [path for path in (folder, *leftovers) if not _exists(path)])


def _handed_over(journal: Journal, folder: Path) -> bool:
    """A folder the next helper should remove: ours by name, still there, and its parent is gone."""
    return is_staging_folder(folder) and _exists(folder) and _parent_running(journal, folder) is False


def _parent_running(journal: Journal, folder: Path) -> bool | None:
    """Whether the parent that journaled ``folder`` still holds its lock (None: cannot tell). The parent
    takes that lock before it journals the folder, so a lock file that is not there is not held."""
    lock = parent_lock(journal, folder)
    if not lock.exists():
        return False
    try:
        return is_held(lock)
    except OSError:
        return None


def forget(journal: Journal, folders: Iterable[Path]) -> None:
    """Journal these folders as no longer looked after, and remove their parent locks."""
    listed = list(folders)
    journal.staging_gone(listed)
    for folder in listed:
        with contextlib.suppress(OSError):
            parent_lock(journal, folder).unlink()


@contextmanager
def helper_staging(folder: Path) -> Iterator[None]:
    """Helper: make ``folder`` (StagingTakenError when anything is there), hold the lock inside it, make every
    admin-only folder inside it, remove it at the end (a kill leaves it for :func:`sweep_one`)."""
    try:
        make_admin_only_folder_at(folder)
    except FileExistsError:
        raise StagingTakenError(str(folder)) from None
    try:
        with held(folder / LOCK_NAME, 0.0, tr("ElevatedStaging", "This staging folder is in use.")), \
                staging_inside(folder):
            yield
    finally:
        crash_point("elevated-staging-removing")
        with contextlib.suppress(OSError):
            shutil.rmtree(folder)


def sweep_one(folder: Path, *, dry_run: bool, journal: Journal | None = None) -> Fate:
    """Remove one journaled staging folder if its run is dead and this process may; never follows a link.

    ``journal``: the parent's (its lock for the folder is checked too); the helper passes None.
    """
    if not is_staging_folder(folder):
        return Fate.NOT_OURS
    if journal is not None and _parent_running(journal, folder) is not False:
        return Fate.LIVE
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return Fate.GONE
    except OSError:
        return Fate.NEEDS_ADMIN
    if not stat.S_ISDIR(info.st_mode) or getattr(info, "st_file_attributes", 0) & _REPARSE_POINT:
        return Fate.NOT_OURS
    if not owned_here(folder, info):
        return Fate.NEEDS_ADMIN  # root's folder (or, in the helper, not root's: then left alone)
    return _remove_if_dead(folder, dry_run)


def _remove_if_dead(folder: Path, dry_run: bool) -> Fate:
    try:
        if is_held(folder / LOCK_NAME):
            return Fate.LIVE
        if dry_run:
            return Fate.WOULD_REMOVE
        shutil.rmtree(folder)  # fd-based on Linux: links inside are removed, never followed
    except FileNotFoundError:
        return Fate.GONE
    except OSError:
        return Fate.NEEDS_ADMIN
    return Fate.REMOVED


def remove_dead(folders: Iterable[Path]) -> list[Path]:
    """Helper: remove the dead runs' folders its plan names (each re-checked by :func:`sweep_one`)."""
    return [folder for folder in folders if sweep_one(folder, dry_run=False) is Fate.REMOVED]


def sweep(journal: Journal, *, dry_run: bool) -> list[str]:
    """``undo``'s part: remove each dead run's staging this user may (dry run: say so); say what is left and
    why. Lines for the user."""
    lines, forgotten = [], []
    for folder in journal.open_staging():
        fate = sweep_one(folder, dry_run=dry_run, journal=journal)
        if fate in FORGOTTEN:
            forgotten.append(folder)
        line = describe(fate, folder)
        if line:
            lines.append(line)
    if forgotten and not dry_run:
        forget(journal, forgotten)
    return lines


def describe(fate: Fate, folder: Path) -> str:
    """One line for the user about ``folder`` (empty when there is nothing to say)."""
    texts = {
        Fate.REMOVED: tr("ElevatedStaging", "Removed what a stopped administrator helper left in {path}."),
        Fate.WOULD_REMOVE: tr("ElevatedStaging",
                              "Would remove what a stopped administrator helper left in {path}."),
        Fate.NEEDS_ADMIN: tr("ElevatedStaging",
                             "Left {path}: a stopped administrator helper made it, and only an administrator "
                             "can remove it. The next time the wizard asks for administrator rights, it "
                             "removes this folder too (no extra prompt)."),
        Fate.LIVE: tr("ElevatedStaging", "Kept {path}: a wizard that is still running uses it."),
        Fate.NOT_OURS: tr("ElevatedStaging",
                          "Left {path} alone: the journal names it, but it is not a folder the wizard made."),
    }
    text = texts.get(fate)
    return text.format(path=folder) if text else ""


def _exists(path: Path) -> bool:
    """True unless ``path`` is certainly absent (a folder we may not even look at counts as there)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    return True
