"""tests/fakes/programs.py: a stand-in program is started by name as any program is, on POSIX and on Windows.

Real child processes throughout: found on PATH by ``shutil.which`` (on Windows through PATHEXT's ``.exe``),
started by ``subprocess`` without a shell, with its arguments, standard streams and exit status its own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.programs import FORWARD_TO_THIS_PYTHON, make_program, program_bytes, program_name


def test_the_program_is_found_on_path_and_runs_with_its_arguments_streams_and_exit_status(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = ("import sys\n"
              "data = sys.stdin.read()\n"
              "print('args', sys.argv[1:], 'stdin', data)\n"
              "print('to stderr', file=sys.stderr)\n"
              "sys.exit(7)\n")
    program = make_program(tmp_path / "bin", "nvidia-smi", source)
    assert program.name == program_name("nvidia-smi")
    monkeypatch.setenv("PATH", str(tmp_path / "bin") + os.pathsep + os.environ.get("PATH", ""))
    found = shutil.which("nvidia-smi")
    assert found is not None and Path(found).resolve() == program.resolve()

    done = subprocess.run([found, "--query", "a b"], input="hello", capture_output=True, text=True, check=False,
                          timeout=60)

    assert done.returncode == 7
    assert done.stdout.strip() == "args ['--query', 'a b'] stdin hello"
    assert done.stderr.strip() == "to stderr"


def test_the_program_runs_under_the_interpreter_running_the_tests(tmp_path: Path) -> None:
    program = make_program(tmp_path, "which-python", "import sys\nprint(sys.platform)\n")

    done = subprocess.run([str(program)], capture_output=True, text=True, check=False, timeout=60)

    assert (done.returncode, done.stdout.strip()) == (0, sys.platform)


def test_making_it_again_replaces_the_old_program(tmp_path: Path) -> None:
    make_program(tmp_path / "bin", "conda", "print('conda 4.0.0')\n")
    program = make_program(tmp_path / "bin", "conda", "print('conda 24.1.2')\n")

    done = subprocess.run([str(program)], capture_output=True, text=True, check=False, timeout=60)

    assert done.stdout.strip() == "conda 24.1.2"
    assert sorted(path.name for path in (tmp_path / "bin").iterdir()) == [program_name("conda")]


@pytest.mark.skipif(sys.platform != "win32", reason="the .exe launcher is what Windows runs")
def test_on_windows_it_is_a_real_exe_with_distlibs_launcher(tmp_path: Path) -> None:
    program = make_program(tmp_path, "conda", "print('conda 24.1.2')\n")

    data = program.read_bytes()
    assert program.suffix == ".exe" and data[:2] == b"MZ"
    assert b"#!" in data and b"__main__.py" in data


def test_a_name_that_ends_in_exe_keeps_it_and_a_forwarding_python_runs_this_one(tmp_path: Path) -> None:
    program = make_program(tmp_path, "python.exe", FORWARD_TO_THIS_PYTHON)
    assert program.name == program_name("python.exe") == "python.exe"

    done = subprocess.run([str(program), "-c", "import sys; print(sys.argv[1:])", "x"], capture_output=True,
                          text=True, check=False, timeout=60)

    assert (done.returncode, done.stdout.strip()) == (0, "['x']"), done.stderr
    assert program_bytes("python.exe", FORWARD_TO_THIS_PYTHON)[:2] == program.read_bytes()[:2]
