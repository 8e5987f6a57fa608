"""Fixtures for the Python-environment tests: an installer environment free of this machine's settings."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


@pytest.fixture
def installer_isolation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No pip/uv configuration of this machine leaks in (its index, constraints); data dir in tmp_path."""
    for name in list(os.environ):
        if name.startswith(("PIP_", "UV_")) or name in ("VIRTUAL_ENV", "CONDA_PREFIX"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("UV_NO_CONFIG", "1")
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def tiny_index(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:
    """An index with ``tinytf`` 1.0.0 (needs ``tinydep``), ``tinytf`` 2.0.0 and ``tinydep`` 1.0."""
    wheels = tmp_path / "wheels"
    built = [
        make_wheel(wheels, "tinytf", "1.0.0", requires=("tinydep>=1",)),
        make_wheel(wheels, "tinytf", "2.0.0"),
        make_wheel(wheels, "tinydep", "1.0"),
        pip_wheel(),
    ]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        yield index
