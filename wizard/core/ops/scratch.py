"""The wizard's own temporary folders: under its data folder, each held by its run, swept at the next start.

Why not the system's temp folder: a run killed there (a closed terminal, a crash, a kill from the task manager)
leaves its folders behind for good, a sdist build or a plan file among them, and nothing of the wizard would
ever look there again. Here each folder lives in ``<data folder>/scratch/`` and is held by an OS lock
(:mod:`wizard.core.ops.locks`) from the moment it exists until its run removes it; the OS lets go of the lock
when the run dies, however it died. The front-ends call :func:`sweep_scratch` when they start: it removes the
folders no living run holds. A folder younger than a minute is left alone (its run may be between making it and
locking it). The admin-only folders of the elevated helper are not these: they are journaled and swept with the
journal (:mod:`wizard.core.ops.elevated_staging`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from wizard.core.ops.journal import data_dir

LOCK_NAME = ".held"
SETTLE_S = 60.0
_HELD: dict[Path, FileLock] = {}


def scratch_root() -> Path:
    """Where the wizard's temporary folders live (not created here)."""
    return data_dir() / "scratch"


@contextmanager
def scratch_folder(prefix: str, root: Path | None = None) -> Iterator[Path]:
    """A fresh private folder (0700) in ``root`` (:func:`scratch_root`), held while the block runs, removed
    after it."""
    folder = fresh_held_folder(prefix, root or scratch_root())
    try:
        yield folder
    finally:
        release_folder(folder)
        if root is None:
            _drop_if_empty(folder.parent)


def temp_variables(folder: Path) -> dict[str, str]:
    """The variables that make ``folder`` a child's temporary folder, on every OS (``TMPDIR`` on POSIX,
    ``TEMP`` and ``TMP`` on Windows)."""
    return {name: str(folder) for name in ("TMPDIR", "TEMP", "TMP")}


def fresh_held_folder(prefix: str, root: Path) -> Path:
    """A new folder in ``root``, held by this process until :func:`release_folder` (or its death); made again
    if another run removed the (empty) root meanwhile."""
    root.mkdir(parents=True, exist_ok=True)
    try:
        folder = Path(tempfile.mkdtemp(prefix=prefix, dir=root))
    except FileNotFoundError:  # the root, empty, was just removed by another run's end
        root.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=prefix, dir=root))
    lock = _lock(folder)
    try:
        lock.acquire()
    except BaseException:
        _remove(folder, lock)
        raise
    _HELD[folder] = lock
    return folder


def release_folder(folder: Path) -> None:
    """Let go of ``folder`` (made by :func:`fresh_held_folder`) and remove it."""
    _remove(folder, _HELD.pop(folder))


def sweep_scratch(settle_s: float = SETTLE_S, root: Path | None = None, prefix: str = "") -> list[Path]:
    """Remove the temporary folders (named ``prefix...``) in ``root`` (:func:`scratch_root`) of runs that ended
    without removing them; the folders removed.

    Never raises: a folder it cannot read or remove stays for a later start.
    """
    try:
        folders = [path for path in (root or scratch_root()).iterdir()
                   if path.name.startswith(prefix) and path.is_dir() and not path.is_symlink()]
    except OSError:
        return []
    swept = [folder for folder in folders if _swept(folder, time.time() - settle_s)]
    if root is None:
        _drop_if_empty(scratch_root())
    return swept


def _swept(folder: Path, settled_before: float) -> bool:
    """Remove ``folder`` when it is old enough and no living run holds it."""
    try:
        if os.stat(folder).st_mtime > settled_before:
            return False
        lock = _lock(folder)
        lock.acquire()
    except (OSError, Timeout):
        return False
    _remove(folder, lock)
    return not folder.exists()


def _lock(folder: Path) -> FileLock:
    """The lock that says a living run holds ``folder`` (a fresh object: never re-entrant in this process)."""
    return FileLock(str(folder / LOCK_NAME), timeout=0, thread_local=False, is_singleton=False)


def _remove(folder: Path, lock: FileLock) -> None:
    """Empty ``folder`` while holding its lock, then let go of the lock and remove the rest (Windows does not
    remove a file that is open)."""
    try:
        entries = [entry for entry in folder.iterdir() if entry.name != LOCK_NAME]
    except OSError:
        entries = []
    for entry in entries:
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                entry.unlink(missing_ok=True)
    lock.release()
    shutil.rmtree(folder, ignore_errors=True)


def _drop_if_empty(root: Path) -> None:
    """The scratch root goes too when it is empty: a finished run leaves no trace in the data folder."""
    with contextlib.suppress(OSError):
        root.rmdir()
