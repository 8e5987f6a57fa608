"""Issue 16, item 4: an operation's intent and its undo record go to the journal in one append, so a kill
between the two leaves an entry ``undo`` finishes or drops, never one it calls damaged; and Miniforge's
prefix carries the wizard's marker before the installer runs, so undo of an interrupted install removes it.

Every kill here is real: a forked child running the wizard's runner is ended with SIGKILL by the crash hook
(:mod:`wizard.core.ops.crashpoints`) at a measured point, or by the test on a line the installer printed.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.core.pyenv.test_miniforge_install import _standin_installer
from wizard.core.ops.base import Operation
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.kernel_ops import AddKernel
from wizard.core.pyenv.kernelspec import kernel_dir
from wizard.core.pyenv.miniforge_ops import InstallMiniforge
from wizard.core.pyenv.pyenv_ops import CreateEnv

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL")

KILLED = -9
PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


def run_in_child(make: Callable[[], Operation], **env: str) -> int:
    """Apply the operation ``make`` builds in a forked child with ``env`` added; its exit code (-9: killed)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        code = 70
        try:
            os.environ.update(env)
            code = 0 if apply_operations([make()], Journal(), step="kill").ok else 1
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def point_index(log: Path, name: str) -> int:
    """The 1-based number of the first crash point called ``name`` in a run's log."""
    names = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
    return names.index(name) + 1


def assert_undo_finishes(journal: Journal) -> None:
    """The kill left an entry; undo restores or drops it with no 'damaged' refusal, and nothing stays pending."""
    assert journal.interrupted(), "the kill left the intent pending"
    report = undo(journal, "all")
    assert report.ok, [(item.message, item.reference) for item in report.items]
    assert all(item.reference != "ops-damaged" for item in report.items)
    assert Journal().pending() == []


@pytest.mark.parametrize("which", ["env-create", "kernel-add", "conda-install"])
def test_a_kill_right_after_the_intent_leaves_an_entry_undo_finishes(
    which: str, tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Failed before the fix: the entry held only ``{}``, so undo reported it damaged (KeyError 'prefix')."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    installer, digest, _ = _standin_installer(tmp_path)
    makers: dict[str, Callable[[], Operation]] = {
        "env-create": lambda: CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0"),
        "kernel-add": lambda: AddKernel(env="tf"),
        "conda-install": lambda: InstallMiniforge(installer=str(installer), sha256=digest),
    }
    log = tmp_path / "points.log"
    run_in_child(makers[which], **{CRASH_LOG_ENV: str(log)})
    at = point_index(log, "intent-journaled")
    undo(Journal(), "all")  # whatever the counting run made (or failed to make) is gone again
    assert run_in_child(makers[which], **{CRASH_AT_ENV: str(at)}) == KILLED
    journal = Journal()
    entry = journal.interrupted()[0]
    assert entry.record, "the undo record is in the same append as the intent"
    assert_undo_finishes(journal)
    assert not env_prefix("tf").exists() and not kernel_dir("tf").exists()
    assert not (isolated_home / "miniforge3").exists()


def script_installer(folder: Path, body: str) -> tuple[Path, str]:
    """A stand-in ``Miniforge3-Linux-x86_64.sh`` running ``body`` (``$prefix`` is set), and its SHA-256."""
    script = folder / "Miniforge3-Linux-x86_64.sh"
    script.write_text('#!/bin/sh\nprefix="$3"\n' + body, encoding="utf-8")
    os.chmod(script, 0o755)
    return script, hashlib.sha256(script.read_bytes()).hexdigest()


def _slow_installer(folder: Path) -> tuple[Path, str]:
    """A stand-in Miniforge installer that writes part of a root without ``conda-meta`` (as the real one does
    first: its ``pkgs`` folder), says so on a line, and then waits to be killed."""
    return script_installer(folder, 'mkdir -p "$prefix/pkgs"\necho payload > "$prefix/pkgs/part.tar"\n'
                                    "echo 'Unpacking payload ...'\nsleep 60\n")


def test_undo_of_an_install_killed_while_the_installer_runs_removes_the_prefix(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Failed before the fix: the half-written prefix had no ``conda-meta`` and no marker, so undo kept it
    ("no longer looks like the Miniforge the wizard installed") and the entry stayed pending."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    installer, digest = _slow_installer(tmp_path)
    prefix = isolated_home / "miniforge3"
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        try:
            apply_operations([InstallMiniforge(installer=str(installer), sha256=digest)], Journal(), step="c")
        finally:
            os._exit(0)
    deadline = time.monotonic() + 30
    while not (prefix / "pkgs" / "part.tar").exists():
        assert time.monotonic() < deadline, "the installer never started"
        time.sleep(0.02)
    os.kill(pid, 9)  # the wizard dies while the installer is writing
    assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == KILLED
    assert_undo_finishes(Journal())
    assert not prefix.exists()
    staging = tmp_path / "data" / "staging"
    assert not staging.exists() or not any(staging.iterdir()), "the private copy of the installer was removed"
