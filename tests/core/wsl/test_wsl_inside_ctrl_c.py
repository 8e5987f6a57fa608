"""Ctrl-C while ``apply`` from Windows runs the plan inside WSL: asked first, as the GUI's Stop asks.

A real child process (the CLI, tests/core/wsl/windows_launcher.py) gets a real SIGINT sent to its process group,
as a terminal sends Ctrl-C; the answer is typed on its terminal (a pseudo-terminal) or there is none to type.
Stood in (there is no Windows here): wsl.exe and the Windows state behind it (tests/fakes/wsl_standin.py), the
registry and this machine's Windows facts (the launcher's), and the wizard's Linux build inside: a program whose
``apply`` counts for about ten seconds, a line at a time, and whose ``undo`` notes that it ran (the report's
dry run of undo is not noted; the real inside
run is proved in tests/core/wsl/test_wsl_route_cli.py). Real: the CLI, its signal handling, the journal, the
roll back, the processes inside run through ``-e``.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from tests.cli.support import cli_env
from tests.core.wsl.route_support import INSIDE_ENV, REPO, write_plan
from tests.fakes.wsl_standin import WslStandin, make_wsl_standin
from wizard.core.ops.journal import Journal
from wizard.core.wsl.bundle import BUNDLE_VARIABLE
from wizard.core.wsl.calls import INSIDE_FOLDER
from wizard.platform.wsl_exe import WSL_EXE_VARIABLE

QUESTION = "Stop the setup inside WSL? What it has done so far will be undone [y/N]"
TICKS = 40


def _counting_build(folder: Path, notes: Path) -> Path:
    """The Linux build's archive: ``apply`` counts (a line and a note a quarter second), ``undo`` notes its call."""
    program = (f"#!{sys.executable}\nimport pathlib, sys, time\nnotes = pathlib.Path({str(notes)!r})\n"
               "if sys.argv[1] == 'undo':\n    if '--dry-run' not in sys.argv:\n"
               "        (notes / 'undo').write_text(' '.join(sys.argv[1:]))\n    sys.exit(0)\n"
               f"for i in range({TICKS}):\n    print('counting', i, flush=True)\n"
               "    (notes / 'count').write_text(str(i))\n    time.sleep(0.25)\nprint('counted', flush=True)\n")
    folder.mkdir(parents=True, exist_ok=True)
    archive = folder / "tfgpu-wizard-linux.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        info = tarfile.TarInfo("tfgpu-wizard")
        info.size, info.mode = len(program.encode()), 0o755
        tar.addfile(info, io.BytesIO(program.encode()))
    return archive


def _count(notes: Path) -> int:
    try:
        return int((notes / "count").read_text())
    except (OSError, ValueError):
        return -1


def _wait_for(condition: object, what: str, child: subprocess.Popen[bytes], seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert child.poll() is None, f"the CLI ended before {what} (exit code {child.returncode})"
        assert time.monotonic() < deadline, f"no {what} in {seconds} s"
        time.sleep(0.05)


class Run:
    """One ``apply`` of the WSL2 plan from Windows, as a child in a session of its own, its output in files."""

    def __init__(self, tmp_path: Path, *, yes: bool, terminal: bool) -> None:
        self.standin: WslStandin = make_wsl_standin(tmp_path / "windows", installed=True, pass_env=INSIDE_ENV)
        self.notes = tmp_path / "notes"
        self.notes.mkdir()
        self.out, self.err = tmp_path / "out.txt", tmp_path / "err.txt"
        env = cli_env("en", {WSL_EXE_VARIABLE: str(self.standin.program),
                             "TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data"),
                             BUNDLE_VARIABLE: str(_counting_build(tmp_path / "linux", self.notes))})
        args = [sys.executable, "-m", "tests.core.wsl.windows_launcher", "apply", "--plan", str(write_plan(tmp_path)),
                "--wsl-user", "ada", "--skip-verify", *(["--yes"] if yes else [])]
        self.controller = None
        stdin: int = subprocess.DEVNULL
        if terminal:
            self.controller, stdin = os.openpty()
        with open(self.out, "wb") as out, open(self.err, "wb") as err:
            self.child = subprocess.Popen(args, stdin=stdin, stdout=out, stderr=err, cwd=REPO, env=env,
                                          start_new_session=True)
        if terminal:
            os.close(stdin)

    def type(self, text: str) -> None:
        assert self.controller is not None
        os.write(self.controller, text.encode())

    def ctrl_c(self) -> None:
        """What a terminal does on Ctrl-C: SIGINT to its foreground process group (the CLI's)."""
        os.killpg(self.child.pid, signal.SIGINT)

    def said(self) -> str:
        return self.out.read_text(encoding="utf-8", errors="replace")

    def end(self) -> tuple[int, str, str]:
        code = self.child.wait(timeout=120)
        if self.controller is not None:
            os.close(self.controller)
        return code, self.said(), self.err.read_text(encoding="utf-8", errors="replace")

    def home(self) -> Path:
        return self.standin.distro_root("Ubuntu-24.04") / "home" / "ada"


@pytest.mark.posix_only("a real SIGINT to the child's process group; Ctrl-C on Windows is a console event")
def test_ctrl_c_asks_and_no_carries_the_run_inside_on_to_its_end(tmp_path: Path) -> None:
    run = Run(tmp_path, yes=False, terminal=True)
    run.type("y\n")  # Go ahead?
    _wait_for(lambda: _count(run.notes) >= 3, "count inside", run.child)
    run.ctrl_c()
    _wait_for(lambda: QUESTION in run.said(), "question", run.child)
    asked_at = _count(run.notes)
    run.type("n\n")
    code, out, err = run.end()
    assert code == 0, err[-3000:]
    assert "Carrying on." in out and _count(run.notes) == TICKS - 1 > asked_at  # the run inside went on meanwhile
    assert not (run.notes / "undo").exists(), out + err
    assert (run.home() / INSIDE_FOLDER).is_dir()
    assert "Traceback" not in err


@pytest.mark.posix_only("a real SIGINT to the child's process group; Ctrl-C on Windows is a console event")
def test_ctrl_c_and_yes_stop_the_run_inside_undo_what_it_made_there_and_exit_130(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = Run(tmp_path, yes=False, terminal=True)
    run.type("y\n")
    _wait_for(lambda: _count(run.notes) >= 3, "count inside", run.child)
    run.ctrl_c()
    _wait_for(lambda: QUESTION in run.said(), "question", run.child)
    run.type("y\n")
    code, _out, err = run.end()
    stopped_at = _count(run.notes)
    time.sleep(1)
    assert code == 130, err[-3000:]
    assert _count(run.notes) == stopped_at < TICKS - 1  # the program inside is gone, not left counting
    assert (run.notes / "undo").read_text() == "undo --all"  # the inside wizard's own undo, as the GUI's Stop
    assert not (run.home() / INSIDE_FOLDER).exists()  # and what the Windows side put in went with the step
    assert "Cancelled." in err and "Traceback" not in err
    assert "Ubuntu-24.04" in run.standin.state()["distros"]  # the steps before stay, for undo --last
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    journal = Journal()
    assert journal.interrupted() == []  # nothing left half-done
    assert not [entry for entry in journal.pending() if entry.step == "create-env"]  # the stopped step is undone


@pytest.mark.posix_only("a real SIGINT to the child's process group; Ctrl-C on Windows is a console event")
def test_with_yes_and_no_terminal_ctrl_c_stops_the_run_inside_without_asking(tmp_path: Path) -> None:
    run = Run(tmp_path, yes=True, terminal=False)
    _wait_for(lambda: _count(run.notes) >= 3, "count inside", run.child)
    run.ctrl_c()
    code, out, err = run.end()
    assert code == 130, err[-3000:]
    assert QUESTION not in out and (run.notes / "undo").read_text() == "undo --all"
    assert _count(run.notes) < TICKS - 1 and "Cancelled." in err
