"""The contract that keeps ``wizard.gui.models`` free of Qt names every other module of ``wizard.gui``.

import-linter cannot forbid "the rest of my parent package" (a forbidden ``wizard.gui`` is silently never
matched from inside it), so pyproject.toml lists the siblings one by one; this test fails when a new GUI module
is not on that list, and when a model imports Qt (it runs the real ``lint-imports`` on that contract).
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import tomllib

REPO = Path(__file__).resolve().parents[3]
CONTRACT = "the GUI's models import no Qt and no other GUI module"


def _contract() -> dict[str, object]:
    """The models contract as pyproject.toml states it."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    return next(contract for contract in contracts if contract["name"] == CONTRACT)


def test_every_other_gui_module_is_forbidden_to_the_models() -> None:
    gui = REPO / "wizard" / "gui"
    siblings = {f"wizard.gui.{path.stem}" for path in gui.glob("*.py") if path.stem != "__init__"}
    siblings |= {f"wizard.gui.{path.name}" for path in gui.iterdir() if (path / "__init__.py").is_file()}
    siblings.discard("wizard.gui.models")
    forbidden = set(_contract()["forbidden_modules"])  # type: ignore[call-overload]
    assert "PySide6" in forbidden
    assert siblings - forbidden == set()


def test_lint_imports_keeps_the_models_contract() -> None:
    """The console script of this interpreter's environment (bin/ beside python, Scripts\\ on Windows), with that
    interpreter's folder first on PATH: a relocatable Windows Python's pip (the Windows tier's, from WinPython's
    build) writes its launchers' shebang as a bare ``#!python.exe``, which the launcher looks up on PATH (without
    it, it exits 1 saying nothing); a launcher with a full path, a venv's, does not look."""
    lint = Path(sysconfig.get_path("scripts")) / ("lint-imports.exe" if sys.platform == "win32" else "lint-imports")
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])}
    result = subprocess.run([str(lint)], cwd=REPO, capture_output=True, text=True, check=False, timeout=300, env=env)
    assert f"{CONTRACT} KEPT" in result.stdout, result.stdout + result.stderr
