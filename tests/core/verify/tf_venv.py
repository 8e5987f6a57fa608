"""A real venv with real ``tensorflow-cpu``, created once and cached across test sessions (slow tests only).

The cache lives outside the per-test HOME (resolved at import, before conftest swaps HOME):
``$TFGPU_WIZARD_TEST_TF_VENV`` or ``~/.cache/tfgpu-wizard-tests/tf-cpu-venv``. pip installs from the
default registry, as a user's pip would.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from filelock import FileLock

from wizard.platform.pyenv_layout import venv_python

CACHE = Path(os.environ.get("TFGPU_WIZARD_TEST_TF_VENV")
             or Path(os.path.expanduser("~")) / ".cache" / "tfgpu-wizard-tests" / "tf-cpu-venv")


def tensorflow_cpu_python() -> Path:
    """The cached venv's python, building it (venv + pip install tensorflow-cpu) on first use."""
    return cached_venv(CACHE, ["tensorflow-cpu"])


def cached_venv(venv: Path, pip_install: Sequence[str]) -> Path:
    """``venv``'s python, made with ``pip install *pip_install`` unless it is ready.

    Under a lock beside it: the slow tier's workers and its Qt process are separate pytest sessions that may all
    ask at once on a cold machine (one saw the venv's python before ensurepip had put pip in it). A venv without
    its ready mark is a half-made one (a run stopped while making it): it is made again."""
    python = venv_python(venv)
    ready = venv / ".tfgpu-ready"
    venv.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(str(venv.with_name(venv.name + ".lock"))):
        if ready.is_file() and python.is_file():
            return python
        shutil.rmtree(venv, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", *pip_install], check=True, timeout=1500)
        ready.write_text("ok\n", encoding="utf-8")
    return python
