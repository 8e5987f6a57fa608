"""What "undo everything" keeps and what it tidies: the wizard's own folders that the undo left empty.

Why: undoing every change removes what each change made, but not the folders the wizard made to hold them
(``envs/``, ``python/``, ``staging/``, ``backups/`` in its data folder), so an empty ``envs/`` stayed without a
word. Those go once empty; what is kept on purpose (the settings, the logs and reports, the journal that records
what was undone) is named to the user before and after.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from wizard.core.ops.journal import data_dir

HOLDERS = ("envs", "python", "staging", "backups")  # folders the wizard makes only to hold what changes make
KEPT = ("logs", "reports")  # what the user may still want to read after undoing


@dataclass(frozen=True)
class Kept:
    """Where the kept things are: the settings' folder and the wizard's data folder."""

    settings: Path
    data: Path


def kept_places(settings_folder: Path, folder: Path | None = None) -> Kept:
    """The folders the user is told are kept (the settings', and the data folder with logs and reports)."""
    return Kept(settings_folder, folder or data_dir())


def remove_empty_holders(folder: Path | None = None) -> tuple[Path, ...]:
    """Remove the holder folders that are empty now (a folder with anything in it stays); the ones removed."""
    root = folder or data_dir()
    removed = []
    for name in HOLDERS:
        path = root / name
        with contextlib.suppress(OSError):  # not there, or not empty: both stay as they are
            path.rmdir()
            removed.append(path)
    return tuple(removed)
