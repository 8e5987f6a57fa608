"""stop_tree ends the child's whole group: real processes, a grandchild that ignores SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wizard.platform.bounded_output import run_bounded
from wizard.platform.process_tree import group_popen_kwargs, stop_tree

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals; Windows ends the job instead")

# The child starts a grandchild that ignores SIGTERM and writes its pid, then waits; the child itself obeys.
CHILD = r"""
import subprocess, sys, time
grandchild = subprocess.Popen([sys.executable, "-c",
    "import signal, time, pathlib, os; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
    "pathlib.Path(sys.argv[1]).write_text(str(os.getpid())); time.sleep(600)", sys.argv[1]])
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _started(pid_file: Path) -> int:
    """The grandchild's pid, once it has written it."""
    deadline = time.monotonic() + 30
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline, "the grandchild never started"
        time.sleep(0.05)
    return int(pid_file.read_text())


def _wait_gone(pid: int) -> None:
    deadline = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)


def test_a_grandchild_that_ignores_sigterm_does_not_outlive_stop_tree(tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    child = subprocess.Popen([sys.executable, "-c", CHILD.replace("sys.argv[1]", repr(str(pid_file)))],
                             **group_popen_kwargs())
    grandchild = _started(pid_file)
    stop_tree(child)
    assert child.returncode is not None
    _wait_gone(grandchild)
    assert not _alive(grandchild), "the grandchild outlived stop_tree"


def test_stop_tree_of_a_child_that_already_ended_leaves_its_running_grandchild_no_chance(tmp_path: Path) -> None:
    """The child exits at once; the grandchild it left in the group keeps running until stop_tree."""
    pid_file = tmp_path / "grandchild.pid"
    code = CHILD.replace("sys.argv[1]", repr(str(pid_file))).replace("time.sleep(600)\n", "")
    child = subprocess.Popen([sys.executable, "-c", code], **group_popen_kwargs())
    grandchild = _started(pid_file)
    stop_tree(child)
    _wait_gone(grandchild)
    assert not _alive(grandchild)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the guard asks Linux for PR_SET_PDEATHSIG")
def test_a_grandchild_ends_when_the_wizard_is_killed(tmp_path: Path) -> None:
    """The wizard (a forked process here) starts the child and is SIGKILLed: the group's guard sees it die and
    ends the whole group, the grandchild that ignores SIGTERM included. Failed before: the kernel's death signal
    reached only the direct child, and the grandchild ran on."""
    pid_file = tmp_path / "grandchild.pid"
    wizard = os.fork()
    if wizard == 0:  # pragma: no cover - the child never returns into pytest
        try:
            subprocess.Popen([sys.executable, "-c", CHILD.replace("sys.argv[1]", repr(str(pid_file)))],
                             **group_popen_kwargs()).wait()
        finally:
            os._exit(0)
    grandchild = _started(pid_file)
    try:
        os.kill(wizard, signal.SIGKILL)
        os.waitpid(wizard, 0)
        _wait_gone(grandchild)
        assert not _alive(grandchild), "the grandchild outlived the wizard"
    finally:
        if _alive(grandchild):
            os.kill(grandchild, signal.SIGKILL)


def test_the_child_ends_as_its_program_ended(tmp_path: Path) -> None:
    """The guard the wizard knows as its child passes on the program's exit status or its signal."""
    assert subprocess.run(["sh", "-c", "exit 3"], check=False, **group_popen_kwargs()).returncode == 3
    assert subprocess.run(["sh", "-c", "kill -9 $$"], check=False, **group_popen_kwargs()).returncode == -9
    done = run_bounded([sys.executable, "-c", "print('out')"], timeout=30, tied=True)
    assert (done.returncode, done.out_text()) == (0, "out\n")


def test_a_short_check_that_hangs_is_ended_with_all_it_started(tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    with pytest.raises(subprocess.TimeoutExpired):
        run_bounded([sys.executable, "-c", CHILD.replace("sys.argv[1]", repr(str(pid_file)))], timeout=3, tied=True)
    grandchild = _started(pid_file)
    _wait_gone(grandchild)
    assert not _alive(grandchild), "the hung check's grandchild outlived its timeout"
