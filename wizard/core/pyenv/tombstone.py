"""A folder removed so that a kill at any moment leaves a state undo can complete: rename first, delete after.

Why: an env is some 18,000 files. Deleted in place, a kill halfway leaves a broken env under the env's own
name, which looks like "the env exists again" to undo. So the folder is first renamed (one atomic rename, on
the same file system) to a hidden *tombstone* beside it, and only then deleted. The operation journals the
tombstone's name before the rename and a "deleting" flag before the first file goes, so undo knows which of
three states it finds: the env untouched, the env whole under the tombstone's name (rename it back), or the
tombstone partly gone (remove the rest, make the env again). Env names start with a letter or digit
(:mod:`.names`), so no env is ever named like a tombstone, and :func:`is_tombstone` lets listings skip them.
Deleting never follows a symbolic link and never changes permissions through one.
"""

from __future__ import annotations

import os
import secrets
import shutil
import stat
from pathlib import Path
from typing import Any

from wizard.core.ops.crashpoints import crash_point

SUFFIX = ".tfgpu-removing"


def new_tombstone(folder: Path) -> Path:
    """A fresh tombstone name beside ``folder`` (a random part: an older one a crash left never collides)."""
    return folder.with_name(f".{folder.name}.{secrets.token_hex(4)}{SUFFIX}")


def is_tombstone(path: Path) -> bool:
    """True for a name :func:`new_tombstone` makes."""
    return path.name.startswith(".") and path.name.endswith(SUFFIX)


def bury(folder: Path, tombstone: Path) -> None:
    """Rename ``folder`` to ``tombstone`` (atomic; the folder is whole under one name or the other)."""
    os.rename(folder, tombstone)
    crash_point("tombstone-renamed")


def delete_tree(folder: Path) -> None:
    """Delete ``folder`` (not a link: refused), entry by entry, read-only files included; links are removed,
    never followed, and never chmodded through. A missing folder is fine (a second run after a kill)."""
    if os.path.islink(folder):
        raise IsADirectoryError(f"{folder} is a symbolic link, not a folder the wizard made")
    if not folder.exists():
        return
    for entry in sorted(folder.iterdir()):
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, onerror=_writable_and_retry)
        else:
            _unlink(entry)
        crash_point("tree-entry-removed")
    folder.rmdir()


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except PermissionError:
        _make_writable(str(path))
        path.unlink()


def _writable_and_retry(function: Any, path: str, _info: Any) -> None:
    """rmtree's error hook: make a read-only entry writable (never through a link) and try once more."""
    _make_writable(path)
    function(path)


def _make_writable(path: str) -> None:
    """chmod ``path`` itself; a link is left alone (chmod would change the file it points at)."""
    if not os.path.islink(path):
        os.chmod(path, stat.S_IWRITE | stat.S_IREAD | stat.S_IEXEC)
