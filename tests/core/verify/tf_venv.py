"""A real venv with real ``tensorflow-cpu``, created once and cached across test sessions (slow tests only).

The cache lives outside the per-test HOME (resolved at import, before conftest swaps HOME):
``$TFGPU_WIZARD_TEST_TF_VENV`` or ``~/.cache/tfgpu-wizard-tests/tf-cpu-venv``. pip installs from the
default registry, as a user's pip would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CACHE = Path(os.environ.get("TFGPU_WIZARD_TEST_TF_VENV")
             or Path(os.path.expanduser("~")) / ".cache" / "tfgpu-wizard-tests" / "tf-cpu-venv")


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def tensorflow_cpu_python() -> Path:
    """The cached venv's python, building it (venv + pip install tensorflow-cpu) on first use."""
    python = venv_python(CACHE)
    ready = CACHE / ".tfgpu-ready"
    if ready.is_file() and python.is_file():
        return python
    if not python.is_file():
        subprocess.run([sys.executable, "-m", "venv", str(CACHE)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "tensorflow-cpu"], check=True, timeout=1500)
    ready.write_text("ok\n", encoding="utf-8")
    return python
