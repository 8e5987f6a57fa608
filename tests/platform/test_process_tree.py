"""stop_tree ends the child's whole group: real processes, a grandchild that ignores SIGTERM."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

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
