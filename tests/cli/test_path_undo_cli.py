"""``path``, ``journal`` and ``undo`` end to end: real subprocesses, an isolated HOME, real rc files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="the POSIX rc-file backend; Windows: tests/windows/test_registry_cli.py"
)

CUDA_BIN = "/usr/local/cuda-11.2/bin"
DATA = Path(".local") / "share" / "tfgpu-wizard"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """A short PATH without any CUDA folder, so the path command's PATH warnings are the same everywhere."""
    return run_cli(*args, env={"PATH": "/usr/bin:/bin"})


def _home_state(home: Path) -> dict[str, bytes | None]:
    """Every file (bytes) and folder (None) under HOME except the wizard's own data folder."""
    state: dict[str, bytes | None] = {}
    for path in sorted(home.rglob("*")):
        relative = path.relative_to(home)
        if relative == DATA or DATA in relative.parents or relative in DATA.parents:
            continue
        state[str(relative)] = path.read_bytes() if path.is_file() else None
    return state


@pytest.fixture
def rc_home(isolated_home: Path) -> Path:
    """A HOME with realistic rc files: no final newline, CRLF, and a zsh user."""
    (isolated_home / ".bashrc").write_bytes(b"# ~/.bashrc\nalias ll='ls -l'")
    (isolated_home / ".profile").write_bytes(b"umask 022\r\nPATH=\"$HOME/bin:$PATH\"\r\n")
    (isolated_home / ".zshrc").write_bytes(b"setopt autocd\n")
    return isolated_home


def test_path_add_then_undo_leaves_home_byte_identical(rc_home: Path) -> None:
    before = _home_state(rc_home)
    added = _cli("path", "add", CUDA_BIN)
    assert added.returncode == 0, added.stderr
    assert f"+{CUDA_BIN}" in added.stdout and "[modified]" in added.stdout
    assert "tfgpu-wizard undo --last" in added.stdout
    for rc in (".bashrc", ".profile", ".zshrc"):
        assert b"# >>> tfgpu-wizard >>>" in (rc_home / rc).read_bytes()
    undone = _cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert "[undone]" in undone.stdout
    assert _home_state(rc_home) == before


def test_the_outcome_of_each_change_reads_in_chinese_too(rc_home: Path) -> None:
    added = run_cli("path", "add", CUDA_BIN, lang="zh_CN", env={"PATH": "/usr/bin:/bin"})
    assert added.returncode == 0, added.stderr
    assert "[已更改]" in added.stdout and "[modified]" not in added.stdout


def test_adding_twice_changes_nothing_the_second_time(rc_home: Path) -> None:
    assert _cli("path", "add", CUDA_BIN).returncode == 0
    state = _home_state(rc_home)
    again = _cli("path", "add", CUDA_BIN)
    assert again.returncode == 0 and "[no-change]" in again.stdout
    assert _home_state(rc_home) == state


def test_dry_run_shows_the_diff_and_writes_nothing(rc_home: Path) -> None:
    before = _home_state(rc_home)
    shown = _cli("path", "add", CUDA_BIN, "--dry-run")
    assert shown.returncode == 0, shown.stderr
    assert f"+{CUDA_BIN}" in shown.stdout and "dry run" in shown.stdout
    assert _home_state(rc_home) == before
    assert not (rc_home / DATA / "journal.json").exists()


def test_journal_says_what_changed_when_by_which_step_and_what_was_undone(rc_home: Path) -> None:
    assert "has not changed anything" in _cli("journal").stdout
    _cli("path", "add", CUDA_BIN)
    listing = _cli("journal")
    assert listing.returncode == 0
    assert "step: Environment variables" in listing.stdout and f"Add {CUDA_BIN} to PATH" in listing.stdout
    assert "[in effect]" in listing.stdout
    _cli("undo")
    [entry] = json.loads(_cli("journal", "--json").stdout)
    assert entry["step"] == "set-env-vars" and entry["undone_at"] and entry["kind"] == "env-add-to-path"


def test_a_change_made_in_english_is_listed_in_chinese_to_a_chinese_reader(rc_home: Path) -> None:
    """The journal stores the line in the language of the run that made it; readers get their own."""
    assert _cli("path", "add", CUDA_BIN).returncode == 0
    listing = run_cli("journal", lang="zh_CN", env={"PATH": "/usr/bin:/bin"})
    assert listing.returncode == 0, listing.stderr
    assert f"Add {CUDA_BIN} to PATH" not in listing.stdout and CUDA_BIN in listing.stdout
    preview = run_cli("undo", "--dry-run", lang="zh_CN", env={"PATH": "/usr/bin:/bin"})
    assert "Add " not in preview.stdout and CUDA_BIN in preview.stdout
    assert f"Add {CUDA_BIN} to PATH" in _cli("journal").stdout  # and English to an English one


def test_undo_all_reverses_several_runs_newest_first(rc_home: Path) -> None:
    before = _home_state(rc_home)
    _cli("path", "add", CUDA_BIN)
    _cli("path", "add", "/usr/local/cuda-11.2/extras/CUPTI/lib64", "--variable", "LD_LIBRARY_PATH")
    done = _cli("undo", "--all")
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    assert "LD_LIBRARY_PATH" in lines[0] and "PATH" in lines[1]
    assert _home_state(rc_home) == before
    assert "Nothing to undo." in _cli("undo").stdout


def test_an_undo_that_cannot_restore_a_file_says_so_and_exits_1(rc_home: Path) -> None:
    _cli("path", "add", CUDA_BIN)
    (rc_home / ".zshrc").unlink()
    (rc_home / ".zshrc").mkdir()  # something now stands where our file was
    done = _cli("undo")
    assert done.returncode == 1
    assert "[NOT undone]" in done.stdout and "could not restore" in done.stderr
    assert b"tfgpu-wizard" not in (rc_home / ".bashrc").read_bytes()  # the others were still restored


def test_a_bad_folder_is_a_clear_error_without_a_traceback(rc_home: Path) -> None:
    done = _cli("path", "add", "/opt/a:b")
    assert done.returncode != 0
    assert "not a single folder" in done.stdout + done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("label", ["cli-path", "env-vars", "env-create"])
def test_a_journal_written_with_an_older_step_label_is_listed_by_the_plans_id_and_undone(
    rc_home: Path, label: str
) -> None:
    """Journals on users' disks carry the labels of before the labels were unified: still read, still undone.

    The entry is journaled in this process with the older label (as an older wizard wrote it), through the
    same runner, into this test's data folder; then the CLI lists and undoes it."""
    from wizard.core.envvars.env_ops import AddToPath
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import apply_operations

    before = _home_state(rc_home)
    report = apply_operations([AddToPath(entry=CUDA_BIN, scope="user")], Journal(), step=label)
    assert report.ok and [entry.step for entry in Journal().entries()] == [label]
    listing = _cli("journal")
    wanted = "Python environment" if label == "env-create" else "Environment variables"  # the plan's step, named
    assert f"step: {wanted}" in listing.stdout and f"step: {label}" not in listing.stdout
    undone = _cli("undo", "--last")
    assert undone.returncode == 0 and "[undone]" in undone.stdout, undone.stdout + undone.stderr
    assert _home_state(rc_home) == before
    [entry] = json.loads(_cli("journal", "--json").stdout)
    assert entry["step"] == label and entry["undone_at"]  # the file's own data stays as it was written
