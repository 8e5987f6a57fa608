"""A kill at any moment of ``env remove`` is completed by ``undo``: the env comes back whole, never half there.

Issue 16, item 2. Real CLI processes killed by SIGKILL at every crash point the remove passes
(:mod:`wizard.core.ops.crashpoints`: after the intent, after the rename to the tombstone, after each entry the
delete takes out, inside the journal's appends), a real venv from a real index on 127.0.0.1, real symlinks.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli.support import cli_env, run_cli, start_cli
from tests.cli.test_env_remove_undo import _linux_plan
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.journal import Journal
from wizard.core.pyenv.envs import MARKER, env_prefix, envs_root, installed_version, read_marker

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")

KILLED = -9
BULK = 20_000
SCRIPTS = ("activate", "activate.fish", "activate.csh")


def _whole(prefix: Path) -> tuple[object, ...]:
    """What makes the env the one ``env create`` made: its marker's plan, its package, its activate scripts."""
    marker = read_marker(prefix) or {}
    return (marker.get("params"), (prefix / "pyvenv.cfg").is_file(), installed_version(prefix, ("tinytf",)),
            {name: (prefix / "bin" / name).read_bytes() for name in SCRIPTS if (prefix / "bin" / name).exists()})


def _undo_last(created: set[str]) -> None:
    """``undo --last`` when the remove left an entry (a kill inside its first journal append leaves none; then
    the newest run is ``env create``'s, not to be undone here)."""
    if {entry.entry_id for entry in Journal().pending()} == created:
        return
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stdout + undone.stderr


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_a_kill_at_every_point_of_env_remove_is_completed_by_undo(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """Before: a kill halfway through the delete left a broken env that undo called "exists again"."""
    made = run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    prefix = env_prefix("tf")
    before, created = _whole(prefix), {entry.entry_id for entry in Journal().pending()}
    assert before[2] == "1.0.0" and len(before[3]) == 3  # type: ignore[arg-type]
    log = tmp_path / "points.log"
    assert run_cli("env", "remove", "tf", env={CRASH_LOG_ENV: str(log)}).returncode == 0
    passed = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
    assert "tombstone-renamed" in passed and passed.count("tree-entry-removed") >= 4, passed
    _undo_last(created)
    assert _whole(prefix) == before
    for k in range(1, len(passed) + 1):
        killed = run_cli("env", "remove", "tf", env={CRASH_AT_ENV: str(k)})
        assert killed.returncode == KILLED, (k, killed.stderr)
        _undo_last(created)
        assert _whole(prefix) == before, f"a kill at point {k} ({passed[k - 1]}) was not undone"
        assert sorted(p.name for p in envs_root().iterdir()) == ["tf"], f"a tombstone left after point {k}"
        assert {entry.entry_id for entry in Journal().pending()} == created, k


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_kill_while_thousands_of_files_are_deleted_leaves_a_whole_env_after_undo(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """SIGKILL from outside, the moment the delete has taken out some of 20,000 files (no crash hook).

    Before: the env stayed half deleted under its own name and undo said it "exists again"."""
    made = run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    prefix = env_prefix("tf")
    bulk = prefix / "lib" / "bulk"
    bulk.mkdir()
    for index in range(BULK):
        (bulk / f"{index:05d}.py").write_bytes(b"x = 1\n")
    before = _whole(prefix)
    remove = start_cli("env", "remove", "tf")
    while remove.poll() is None and not 0 < _bulk_left() < BULK:  # 0: between two names, or not yet seen
        time.sleep(0.001)
    remove.send_signal(signal.SIGKILL)
    remove.communicate()
    left = _bulk_left()
    assert 0 < left < BULK, f"the kill was not in the middle of the delete ({left} files left)"
    _undo_last(set())
    assert _whole(prefix) == before
    assert _bulk_left() in (0, BULK), "the env is the whole remade one or the whole renamed-back one"
    assert sorted(p.name for p in envs_root().iterdir()) == ["tf"]


def _bulk_left() -> int:
    """How many of the bulk files are left, under the env's name or a tombstone's."""
    found = 0
    for folder in envs_root().glob("*/lib/bulk"):  # "*" matches ".x" too
        with contextlib.suppress(FileNotFoundError):  # renamed or deleted while we looked
            found += len(os.listdir(folder))
    return found


def test_a_symlinked_env_is_refused_and_nothing_is_chmodded_through_it(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """Before: the delete's error hook chmodded the link's target to 0700, removed nothing and journaled done."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (elsewhere / MARKER).write_text('{"name": "tf", "kind": "venv", "params": {}}\n')
    elsewhere.chmod(0o555)
    envs_root().mkdir(parents=True)
    env_prefix("tf").symlink_to(elsewhere, target_is_directory=True)
    try:
        removed = run_cli("env", "remove", "tf")
        mode = elsewhere.stat().st_mode & 0o777
    finally:
        elsewhere.chmod(0o755)
    assert removed.returncode == 2, removed.stdout + removed.stderr
    assert "symbolic link" in removed.stderr and "Traceback" not in removed.stderr
    assert mode == 0o555, oct(mode)
    assert env_prefix("tf").is_symlink() and (elsewhere / "pyvenv.cfg").is_file()
    assert Journal().pending() == [], "a remove that removed nothing is not journaled as done"


def test_undo_never_deletes_a_folder_of_the_users_in_the_envs_place_nor_one_a_record_names(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """Undo now deletes what a killed remove left before making the env again: only that. A folder the user
    made in the env's place since is kept (undo says so, exit 1), and a record whose tombstone names some other
    folder (an edited journal) is not followed."""
    made = run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    assert run_cli("env", "remove", "tf").returncode == 0
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "thesis.tex").write_bytes(b"years of work\r\n")
    journal = Journal().path
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    edited = [re.sub(r'"tombstone": "[^"]*"', json.dumps({"tombstone": str(victim)})[1:-1], line) for line in lines]
    assert edited != lines
    journal.write_text("".join(edited), encoding="utf-8")
    mine = env_prefix("tf")
    mine.mkdir()
    (mine / "notes.txt").write_bytes(b"mine\n")
    undone = run_cli("undo", "--last")
    assert undone.returncode == 1 and "was kept" in undone.stdout + undone.stderr, undone.stdout + undone.stderr
    assert (mine / "notes.txt").read_bytes() == b"mine\n"
    assert (victim / "thesis.tex").read_bytes() == b"years of work\r\n"


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_kill_while_undo_makes_the_env_again_is_completed_by_the_next_undo(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """SIGKILL to the undo and its installer (the whole process group, as a power cut) right after the remade
    venv got its marker, before its packages: the next undo finds the marker without the packages, removes that
    half-made env and makes it whole (an env with a marker alone must not pass for "there, whole")."""
    made = run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    prefix = env_prefix("tf")
    before = _whole(prefix)
    assert run_cli("env", "remove", "tf").returncode == 0
    undo_run = subprocess.Popen([sys.executable, "-m", "wizard", "undo", "--last"], env=cli_env(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    while undo_run.poll() is None and not (prefix / MARKER).exists():
        time.sleep(0.001)
    os.killpg(undo_run.pid, signal.SIGKILL)
    undo_run.wait()
    assert read_marker(prefix) is not None and installed_version(prefix, ("tinytf",)) is None, "killed mid-remake"
    _undo_last(set())
    assert _whole(prefix) == before
    assert Journal().pending()[-1].kind != "env-remove", "the remove's entry is undone now"
