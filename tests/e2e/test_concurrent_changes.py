"""Several wizards at once (issue 8, item 3): no lost update, no rollback of another run's file.

Real processes (forked, each running the CLI's ``main``) race on one HOME and one journal, in a bounded
number of rounds. What a run reported as done must be in effect and journaled; ``undo --all`` must give
back the original bytes; two ``undo --all`` at once must not both fail.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from pathlib import Path

import pytest

from tests.core.ops.test_ops_intent import home_files
from wizard.cli import main
from wizard.core.ops.journal import Journal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork")

WORKERS = 4
ROUNDS = 3


def start(commands: list[list[str]], results: Path) -> int:
    """Fork a child that runs ``commands`` in turn and appends 'CODE ARGS' per command to ``results``."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        try:
            sys.stdout = sys.stderr = io.StringIO()
            with results.open("a", encoding="utf-8") as out:
                for argv in commands:
                    code = main(argv)
                    out.write(f"{code} {' '.join(argv)}\n")
                    out.flush()
        finally:
            os._exit(0)
    return pid


def run_all(batches: list[list[list[str]]], results: Path) -> list[tuple[int, str]]:
    pids = [start(batch, results) for batch in batches]
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    lines = results.read_text(encoding="utf-8").splitlines()
    return [(int(line.split(" ", 1)[0]), line.split(" ", 1)[1]) for line in lines]


@pytest.fixture
def home(isolated_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "appdata"))
    (isolated_home / ".bashrc").write_bytes(b"# my bashrc\nalias ll='ls -l'")
    (isolated_home / ".profile").write_bytes(b"umask 022\n")
    return isolated_home


def env_script(home: Path) -> str:
    script = home / ".config" / "tfgpu-wizard" / "env.sh"
    return script.read_text(encoding="utf-8") if script.exists() else ""


def quiet_undo_all() -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main(["undo", "--all"])


def test_concurrent_path_adds_lose_no_update_and_undo_restores_the_original_bytes(
    home: Path, tmp_path: Path
) -> None:
    before = home_files(home)
    batches = [[["path", "add", f"/opt/w{worker}/r{round_}/bin"] for round_ in range(ROUNDS)]
               for worker in range(WORKERS)]
    outcomes = run_all(batches, tmp_path / "results.txt")
    assert len(outcomes) == WORKERS * ROUNDS
    succeeded = [argv.split()[-1] for code, argv in outcomes if code == 0]
    assert succeeded, outcomes
    script = env_script(home)
    journaled = {e.record["change"]["entry"] for e in Journal().pending()}
    for folder in succeeded:  # every reported success is in effect and journaled
        assert folder in script, folder
        assert folder in journaled, folder
    assert not Journal().interrupted()
    assert quiet_undo_all() == 0
    assert home_files(home) == before
    assert Journal().pending() == []


def test_three_undo_all_at_once_all_succeed_and_leave_nothing_pending(home: Path, tmp_path: Path) -> None:
    before = home_files(home)
    with contextlib.redirect_stdout(io.StringIO()):
        for index in range(20):
            assert main(["path", "add", f"/opt/p{index}/bin"]) == 0
    outcomes = run_all([[["undo", "--all"]] for _ in range(3)], tmp_path / "results.txt")
    assert [code for code, _ in outcomes] == [0, 0, 0], outcomes
    assert Journal().pending() == []
    assert home_files(home) == before


def test_adds_racing_with_undo_all_leave_every_success_undoable(home: Path, tmp_path: Path) -> None:
    """Adds and ``undo --all`` interleave: each add either stays in effect and journaled or was undone;
    one final ``undo --all`` gives back the original bytes."""
    before = home_files(home)
    batches: list[list[list[str]]] = [
        [["path", "add", f"/opt/m{worker}/r{round_}/bin"] for round_ in range(ROUNDS)] for worker in range(3)
    ]
    batches.append([["undo", "--all"] for _ in range(ROUNDS)])
    outcomes = run_all(batches, tmp_path / "results.txt")
    assert all(code == 0 for code, _ in outcomes), outcomes
    script = env_script(home)
    pending = {e.record["change"]["entry"] for e in Journal().pending()}
    for folder in (argv.split()[-1] for _, argv in outcomes if argv.startswith("path")):
        assert (folder in script) == (folder in pending), folder  # in effect exactly when journaled
    assert quiet_undo_all() == 0
    assert home_files(home) == before
