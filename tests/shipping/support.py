"""Shared by the shipping tests: the repository's build helpers (installers/) and the bundle built once per session."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
INSTALLERS = ROOT / "installers"


def installers_module(name: str) -> ModuleType:
    """``installers/<name>.py``, imported (that folder is build tooling, not a package of the app)."""
    if str(INSTALLERS) not in sys.path:
        sys.path.insert(0, str(INSTALLERS))
    return importlib.import_module(name)


def build_bundle(dist: Path, work: Path) -> Path:
    """Run ``pyinstaller build.spec`` into ``dist``; returns the bundle folder (with _internal/ and both programs)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(ROOT / "build.spec")]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False)
    if result.returncode != 0:
        raise AssertionError(f"pyinstaller failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return dist / "tfgpu-wizard"


def missing_tools(*names: str) -> list[str]:
    """The programs in ``names`` that are not on PATH."""
    return [name for name in names if shutil.which(name) is None]
