"""How `make test-slow` deals its tests to pytest-xdist's workers: a file's tests stay together only where the file
makes something once for them; every other test goes to whichever worker is free.

Loaded by the Makefile's ``-p tests.slow_schedule``. Why not ``--dist loadfile``: one file of a dozen independent
real builds (tests/core/pyenv/test_pyenv_old_sdists.py, about two thirds of some runs) then holds one worker while
the others idle. Why not ``--dist loadgroup`` with markers: with pytest 9.2 and pytest-xdist 3.8 it silently stops
grouping (pytest-xdist issue 1386). A file makes something once for its tests when it defines a fixture of module,
class, package or session scope (a real TensorFlow environment, a wine prefix, a Linux build). The files that use a
session fixture of tests/shipping/conftest.py (the frozen bundle) go to one worker together, so the others never
wait for it (tests/run_once.py still makes it once, should two workers ask).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from xdist.scheduler import LoadScopeScheduling

ROOT = Path(__file__).resolve().parents[1]
SHARED_SCOPE = re.compile(r"""scope\s*=\s*["'](module|class|package|session)["']""")
SHARED_ACROSS_FILES = ("frozen_bundle",)  # session fixtures of a conftest that several files use


@functools.cache
def work_unit(test_file: str) -> str | None:
    """The unit a file's tests are dealt in: the shared fixture it uses, itself where it defines a fixture wider
    than one test, else None (each test on its own). ``test_file`` is relative to the repository."""
    try:
        source = (ROOT / test_file).read_text(encoding="utf-8")
    except OSError:
        return test_file  # unknown: keep its tests together, the safe side
    shared = [name for name in SHARED_ACROSS_FILES if name in source]
    if shared:
        return shared[0]
    return test_file if SHARED_SCOPE.search(source) else None


class SharedFixtureScheduling(LoadScopeScheduling):
    """pytest-xdist's scope scheduling with a scope per test, or per file where the file needs it."""

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid.split("::", 1)[0]) or nodeid


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> SharedFixtureScheduling:
    return SharedFixtureScheduling(config, log)  # type: ignore[arg-type]
