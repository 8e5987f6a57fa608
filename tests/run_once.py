"""Something a session fixture makes once for the whole run, also when pytest-xdist spreads the run over workers."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from filelock import FileLock


def made_once_per_run(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Path]) -> Path:
    """``make(folder)``'s result, made once in the run: by the first worker that asks, under a lock, in the temp
    root the workers share (their own roots are inside it); the others wait for it and reuse it.

    Why: under pytest-xdist each worker has a session of its own, so a session fixture runs in every worker that
    needs it (the frozen bundle is minutes of PyInstaller), and two workers making one folder at once break it.
    A make that failed leaves no mark, so the next asker tries again (and fails the same way, with its reason).
    """
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    folder, done = root / name, root / f"{name}.made"
    with FileLock(str(root / f"{name}.lock")):
        if done.is_file():
            return Path(done.read_text(encoding="utf-8"))
        made = make(folder)
        done.write_text(str(made), encoding="utf-8")
        return made
