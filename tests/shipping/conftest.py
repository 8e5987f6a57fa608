"""Fixtures of the shipping tests: one frozen bundle per test session, reused by every test that needs it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tests.run_once import made_once_per_run
from tests.shipping.support import build_bundle


@pytest.fixture(scope="session")
def frozen_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundle ``build.spec`` makes (built once in the run, also over several workers: minutes on two cores)."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed: pip install -e '.[build]' (make test-slow does)")
    return made_once_per_run(tmp_path_factory, "bundle", lambda root: build_bundle(root / "dist", root / "work"))
