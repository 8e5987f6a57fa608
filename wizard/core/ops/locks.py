"""Cross-process locks for the journal and for changing the machine, released by the OS when a process dies.

Why OS locks (``flock`` on POSIX, ``LockFileEx`` on Windows, through the ``filelock`` library) and not an
``O_EXCL`` marker file: a marker left by a killed process has to be guessed stale after a timeout, and a
long cuDNN copy would look stale too. An OS lock is released the moment its holder dies, however it died.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr

_CACHE: dict[tuple[int, str], FileLock] = {}
_CACHE_GUARD = threading.Lock()


class LockError(WizardError):
    """A lock could not be taken: another wizard holds it, or its file cannot be created."""

    reference = "journal-busy"


def _lock_for(path: Path) -> FileLock:
    """One FileLock object per path in this process, so that taking it again in one thread is re-entrant.

    Keyed by pid too: a forked child must not reuse its parent's (filelock refuses that).
    """
    key = (os.getpid(), str(path))
    with _CACHE_GUARD:
        lock = _CACHE.get(key)
        if lock is None:
            lock = _CACHE[key] = FileLock(key[1], mode=0o600)
        return lock


@contextmanager
def held(path: Path, wait_s: float, busy: str) -> Iterator[bool]:
    """Hold the lock at ``path`` (waiting up to ``wait_s``); ``busy`` is the message when another holds it.
    Yields True when this is the outermost hold in this thread (the lock is re-entrant), False inside another.

    A lock file that cannot be created (a data folder owned by root after a ``sudo`` run, a file in the way)
    is a :class:`LockError` too, raised before the caller changes anything.
    """
    lock = _lock_for(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=wait_s)
    except Timeout:
        raise LockError(busy, hint=tr("Ops", "Wait until it has finished, then try again."),
                        context={"lock": path}) from None
    except OSError as error:
        raise LockError(
            tr("Ops", "The wizard cannot lock its data folder: {error}").format(error=error.strerror or error),
            hint=tr("Ops", "Make {folder} yours again: after a run with sudo it may belong to root.").format(
                folder=path.parent),
            context={"lock": path}, reference="journal-unlockable",
        ) from error
    try:
        yield lock.lock_counter == 1
    finally:
        lock.release()


def is_held(path: Path) -> bool:
    """True while some process (this one included) holds the lock at ``path``; never waits.

    A fresh lock object, not the cached one: the cached one is re-entrant in this process, so it would
    report a lock this process holds as free. OSError (the file cannot be opened: a folder only an
    administrator may read) is the caller's to handle: it means "cannot tell".
    """
    probe = FileLock(str(path), timeout=0, thread_local=False, is_singleton=False)
    try:
        probe.acquire()
    except Timeout:
        return True
    probe.release()
    return False
