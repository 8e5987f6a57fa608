"""Fixtures for the Python-environment tests: an installer environment free of this machine's settings, and real
venvs made by the standard library or by uv."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"
VENV_TOOLS = ("venv", "uv")  # their activate scripts differ


def make_real_venv(prefix: Path, tool: str) -> Path:
    """A real venv at ``prefix`` made by ``tool``: the standard library's ``venv`` (without pip) or uv."""
    if tool == "uv":
        from uv import find_uv_bin

        subprocess.run([find_uv_bin(), "venv", "-q", "--python", sys.executable, str(prefix)], check=True)
    else:
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(prefix)], check=True)
    return prefix


def remake_real_venv(prefix: Path) -> None:
    """The venv deleted and made again by the tool that made it, as ``env remove``'s undo does."""
    tool = "uv" if b"virtualenv developers" in (prefix / "bin" / "activate").read_bytes() else "venv"
    shutil.rmtree(prefix)
    make_real_venv(prefix, tool)


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
