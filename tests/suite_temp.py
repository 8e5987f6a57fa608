"""The test run's own temporary folder: the system temp folder of the suite and of every program it starts.

Why: a test that forgets to clean up, a child the suite killed mid-operation, or a run cut short (Ctrl-C, a
killed CI job) must not leave folders in the machine's temp folder. Each run makes one folder there,
``tfgpu-tests-...``, held by an OS lock while the run lives (the wizard's own :mod:`wizard.core.ops.scratch`);
``TMPDIR``, ``TEMP`` and ``TMP`` point into its ``tmp/`` for the run and its children, and what a test needs for
the whole session (built wheels) goes to its ``session/``. At the end the suite fails when ``tmp/`` is not empty,
then removes the folder; the next run sweeps the folders of runs that died. pytest's own ``tmp_path`` root stays
where it was (``PYTEST_DEBUG_TEMPROOT``).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from wizard.core.ops.scratch import fresh_held_folder, release_folder, sweep_scratch

PREFIX = "tfgpu-tests-"
VARIABLES = ("TMPDIR", "TEMP", "TMP")
_RUN: list[tuple[Path, dict[str, str | None]]] = []


def start() -> Path:
    """Sweep dead runs' folders, make this run's, and make its ``tmp/`` the temp folder of the run."""
    system = Path(tempfile.gettempdir())
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(system))
    sweep_scratch(root=system, prefix=PREFIX)
    run = fresh_held_folder(PREFIX, system)
    (run / "tmp").mkdir()
    (run / "session").mkdir()
    _RUN.append((run, {name: os.environ.get(name) for name in VARIABLES}))
    for name in VARIABLES:
        os.environ[name] = str(run / "tmp")
    tempfile.tempdir = None  # asked again: the new TMPDIR
    return run


def session_folder(name: str) -> Path:
    """A folder for files the whole session shares, removed with the run's folder."""
    if not _RUN:
        raise RuntimeError("the run's temp folder is made by tests/conftest.py (pytest_configure)")
    folder = _RUN[-1][0] / "session" / name
    folder.mkdir(exist_ok=True)
    return folder


def finish() -> list[str]:
    """What the run left in its temp folder (names, sorted); the folder is removed and the variables restored."""
    if not _RUN:
        return []
    run, saved = _RUN.pop()
    try:
        left = sorted(entry.name for entry in (run / "tmp").iterdir())
    except OSError:
        left = []
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    tempfile.tempdir = None
    release_folder(run)
    return left
