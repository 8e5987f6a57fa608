"""Who holds the machine lock: a note beside it naming the process, its command, when it began and its run.

Why a note: the OS lock (wizard.core.ops.locks) says only "taken". A second ``apply`` or an ``undo`` that has to
refuse should say which run holds it, and ``journal`` should tell a change still running ("in progress") from
one a crash left ("interrupted"). The note is written when a process takes the lock and removed when it lets go;
it is believed only while the lock is held, so a note a killed process left behind means nothing.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.validate import printable

HOLDER_SUFFIX = ".holder.json"
MAX_NOTE_BYTES = 16 * 1024
MAX_COMMAND_CHARS = 200


@dataclass(frozen=True)
class LockHolder:
    """The process holding the machine lock: its pid, its command line, when it took the lock, its run."""

    pid: int
    command: str
    started_at: str
    run_id: str = ""


def note_path(lock: Path) -> Path:
    """The note beside the lock file ``lock``."""
    return lock.with_name(lock.name + HOLDER_SUFFIX)


def this_process(started_at: str, run_id: str = "") -> LockHolder:
    """This process as a holder (the command shortened and made printable: it is shown to the user)."""
    command = printable(" ".join(["tfgpu-wizard", *sys.argv[1:]]))
    if len(command) > MAX_COMMAND_CHARS:
        command = command[: MAX_COMMAND_CHARS - 1] + "\u2026"
    return LockHolder(os.getpid(), command, started_at, run_id)


def write_note(lock: Path, holder: LockHolder) -> None:
    """Write the note, whole or not at all (a reader never sees half of it); a note that cannot be written is
    only a loss of words, never a reason to stop the run."""
    try:
        fd, temporary = tempfile.mkstemp(prefix=".holder-", dir=lock.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            json.dump({"pid": holder.pid, "command": holder.command, "started_at": holder.started_at,
                       "run_id": holder.run_id}, stream)
        os.replace(temporary, note_path(lock))
    except OSError:
        return


def remove_note(lock: Path) -> None:
    """Remove the note (the lock is let go next)."""
    try:
        note_path(lock).unlink(missing_ok=True)
    except OSError:
        return


def read_note(lock: Path) -> LockHolder | None:
    """The note as written, or None when there is none or it cannot be read (believe it only while the lock is
    held: :func:`wizard.core.ops.journal.Journal.running`)."""
    try:
        with note_path(lock).open("rb") as stream:
            data = json.loads(stream.read(MAX_NOTE_BYTES).decode("utf-8"))
        return LockHolder(int(data["pid"]), printable(str(data["command"]))[:MAX_COMMAND_CHARS],
                          printable(str(data["started_at"])), printable(str(data.get("run_id", ""))))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
