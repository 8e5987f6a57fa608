"""Real interpreters that misbehave: an executable Python script given as ``--python`` (or to
``run_verification``), run by the OS through its ``#!`` line. It ignores the proof script it is handed and
does what its body says: prints hostile output, forks a grandchild and hangs, or starts the real interpreter
with a PYTHONPATH of its own (as an env's wrapper may)."""

from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path

PASSING = {
    "schema": 1,
    "tensorflow": {"version": "2.16.1", "built_with_cuda": True, "cuda": "12.3", "cudnn": "8"},
    "gpus": [{"name": "stand-in GPU", "compute_capability": "8.6", "memory_mib": 8000}],
    "cpu_only": False,
    "checks": [{"id": "import", "ok": True, "status": "pass", "message": "TensorFlow 2.16.1 imported"}],
    "timing": {"cpu_seconds": 2.0, "gpu_seconds": 0.5, "speedup": 4.0},
    "complete": True,
}


def hostile_python(folder: Path, body: str, name: str = "python") -> Path:
    """An executable file ``folder/name`` that runs ``body`` (Python source) with this test's interpreter."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"#!{sys.executable}\n" + textwrap.dedent(body), encoding="utf-8")
    path.chmod(0o755)
    return path


def printing_python(folder: Path, stdout: str, name: str = "python") -> Path:
    """An interpreter whose whole answer is ``stdout`` (written as given, then a newline)."""
    return hostile_python(folder, f"import sys\nsys.stdout.write({stdout!r} + '\\n')\n", name)


def wrapper_python(folder: Path, pythonpath: str, name: str = "python") -> Path:
    """An env's own wrapper: the real interpreter, started with the PYTHONPATH this env chose for itself."""
    body = f"""\
        import os, sys
        env = dict(os.environ, PYTHONPATH={pythonpath!r})
        os.execve(sys.executable, [sys.executable, *sys.argv[1:]], env)
        """
    return hostile_python(folder, body, name)


def alive(pid: int) -> bool:
    """Whether ``pid`` still runs (a zombie counts as ended)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    return not (status.exists() and status.read_text().split(")")[-1].split()[0] == "Z")
