"""The journal: where it lives, what it stores, and that a crash never corrupts it."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.core.ops_helpers import WriteFile
from wizard.basics.atomic import write_bytes_atomically
from wizard.core.envvars.env_ops import AddToPath, RemoveFromPath, SetEnvVar
from wizard.core.install.cuda_ops import InstallCudaToolkit
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.base import OpContext, Operation, Outcome, build_operation
from wizard.core.ops.journal import Journal, JournalError, data_dir, new_run_id
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv.conda_env_ops import CondaEnvVar


def test_the_journal_lives_in_the_per_user_data_dir_of_the_isolated_home(isolated_home: Path) -> None:
    """XDG_DATA_HOME on Linux, APPDATA on Windows: both point into the test's own HOME (conftest)."""
    assert data_dir().is_relative_to(isolated_home) and data_dir().name == "tfgpu-wizard"
    assert Journal().path == data_dir() / "journal.json"


def test_the_data_dir_can_be_moved_for_portable_installs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "portable"))
    assert Journal().path == tmp_path / "portable" / "journal.json"


def test_an_applied_operation_is_recorded_with_when_which_step_and_its_undo_record(tmp_path: Path) -> None:
    journal = Journal()
    report = apply_operations([WriteFile(tmp_path / "a.txt", b"new")], journal, step="install-cudnn")
    [entry] = Journal().entries()  # a fresh reader sees it: it is on disk
    assert report.ok and report.items[0].entry_id == entry.entry_id
    assert (entry.kind, entry.step, entry.description) == ("test-write-file", "install-cudnn", "write a.txt")
    assert entry.record["path"] == str(tmp_path / "a.txt") and entry.applied_at.endswith("+00:00")


def test_dry_run_writes_neither_the_target_nor_the_journal(tmp_path: Path) -> None:
    report = apply_operations([WriteFile(tmp_path / "a.txt", b"new")], Journal(), step="s", dry_run=True)
    assert report.items[0].outcome is Outcome.MODIFIED
    assert not (tmp_path / "a.txt").exists()
    assert not Journal().path.exists()


def test_an_operation_with_nothing_to_do_is_not_journaled(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_bytes(b"same")
    report = apply_operations([WriteFile(tmp_path / "a.txt", b"same")], Journal(), step="s")
    assert report.items[0].outcome is Outcome.NO_CHANGE
    assert Journal().entries() == []


def test_a_failed_append_leaves_the_journal_readable_and_the_next_append_starts_clean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk halfway through a line: the torn line is skipped by readers and cut off by the next writer."""
    from wizard.core.ops import journal_log

    journal = Journal()
    journal.add(run_id="r1", kind="test-write-file", description="one", step="s", record={"x": 1})

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(journal_log, "_write_all", full_disk)
        with pytest.raises(JournalError, match="could not be saved"):
            journal.add(run_id="r1", kind="test-write-file", description="two", step="s", record={"x": 2})
    assert not journal.path.read_bytes().endswith(b"\n")  # the first half of the line is there
    assert [e.description for e in Journal().entries()] == ["one"]
    journal.add(run_id="r1", kind="test-write-file", description="three", step="s", record={"x": 3})
    assert [e.description for e in Journal().entries()] == ["one", "three"]
    assert sorted(p.name for p in journal.path.parent.iterdir() if not p.name.endswith(".lock")) == [
        "journal.json"]


def test_a_journal_of_the_previous_format_is_read_and_migrated_by_the_first_write(tmp_path: Path) -> None:
    """Schema 1: one JSON document. Its entries stay, undone ones too, and a new entry is appended."""
    old = {"schema": 1, "entries": [
        {"entry_id": "a1", "run_id": "r0", "kind": "k", "description": "old one", "step": "s",
         "applied_at": "2026-01-01T00:00:00+00:00", "record": {"x": 1}, "elevated": False, "undone_at": None},
        {"entry_id": "b2", "run_id": "r0", "kind": "k", "description": "old two", "step": "s",
         "applied_at": "2026-01-01T00:00:01+00:00", "record": {}, "elevated": True,
         "undone_at": "2026-01-02T00:00:00+00:00"}]}
    journal = Journal()
    journal.path.parent.mkdir(parents=True)
    journal.path.write_text(json.dumps(old, indent=1))
    assert [(e.entry_id, e.undone, e.state) for e in journal.entries()] == [
        ("a1", False, "applied"), ("b2", True, "applied")]
    journal.mark_undone("a1")
    assert journal.path.read_bytes().startswith(b'{"format": "tfgpu-wizard-journal"')
    assert [(e.entry_id, e.undone, e.elevated) for e in Journal().entries()] == [
        ("a1", True, False), ("b2", True, True)]


def test_a_process_killed_between_temp_write_and_replace_leaves_the_old_journal(tmp_path: Path) -> None:
    """A real child process dies (os._exit) right after the temp file is fsynced, before os.replace."""
    journal_path = tmp_path / "journal.json"
    write_bytes_atomically(journal_path, b'{"schema": 1, "entries": []}\n')
    child = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from wizard.basics import atomic\n"
        "atomic.os.replace = lambda *a: os._exit(9)\n"
        "atomic.write_bytes_atomically(Path(sys.argv[1]), b'{\"half\": ')\n"
    )
    done = subprocess.run([sys.executable, "-c", child, str(journal_path)], check=False)
    assert done.returncode == 9
    assert json.loads(journal_path.read_bytes()) == {"schema": 1, "entries": []}
    assert Journal(journal_path).entries() == []


def test_a_corrupt_journal_is_a_clear_error_and_is_not_overwritten(tmp_path: Path) -> None:
    journal = Journal()
    journal.path.parent.mkdir(parents=True)
    journal.path.write_bytes(b"{not json")
    with pytest.raises(JournalError) as caught:
        journal.add(run_id="r", kind="k", description="d", step="s", record={})
    assert "Move the file aside" in caught.value.hint
    assert journal.path.read_bytes() == b"{not json"


def test_a_record_that_is_not_json_is_refused_before_anything_is_written() -> None:
    with pytest.raises(TypeError, match="JSON"):
        Journal().add(run_id="r", kind="k", description="d", step="s", record={"p": Path("/x")})
    assert not Journal().path.exists()


def test_runs_get_sortable_unique_ids() -> None:
    first, second = new_run_id(), new_run_id()
    assert first != second and first[:15] <= second[:15]


def test_an_operation_is_rebuilt_from_its_params_by_kind(tmp_path: Path) -> None:
    operation = WriteFile(tmp_path / "a.txt", b"hello")
    rebuilt = build_operation(operation.kind, operation.to_params())
    assert rebuilt == operation
    assert rebuilt.apply(OpContext(dry_run=True)).dry_run


@pytest.mark.parametrize(
    "operation",
    [
        AddToPath(entry="/opt/cuda/bin", variable="LD_LIBRARY_PATH", position="back", scope="system"),
        RemoveFromPath(entry="/opt/cuda/bin", variable="PATH"),
        SetEnvVar(name="CUDA_PATH", value=None),
        CondaEnvVar(prefix="/opt/envs/tf", name="PATH", value="/opt/cuda/bin", prepend=True),
        InstallCudaToolkit(installer="cuda.run", version="12.2.2", os="linux", into="/opt/cuda", sha256="0" * 64),
        CopyCudnnIntoCuda(archive="cudnn.tar.xz", into="/opt/cuda", os="linux", user_folder=True),
    ],
    ids=lambda operation: operation.kind,
)
def test_every_real_operation_kind_is_rebuilt_equal_from_its_params(operation: Operation) -> None:
    """What the elevated child does with its plan file: ``build_operation(kind, to_params())``."""
    params = json.loads(json.dumps(operation.to_params()))
    assert build_operation(operation.kind, params) == operation


def test_two_processes_appending_at_once_lose_no_entry(tmp_path: Path) -> None:
    """Two real processes (say the GUI and a CLI) append 40 entries each at the same time."""
    journal_path = tmp_path / "journal.json"
    child = (
        "import sys\n"
        "from pathlib import Path\n"
        "from wizard.core.ops.journal import Journal\n"
        "j = Journal(Path(sys.argv[1]))\n"
        "for i in range(40):\n"
        "    j.add(run_id=sys.argv[2], kind='k', description=str(i), step='s', record={})\n"
    )
    children = [subprocess.Popen([sys.executable, "-c", child, str(journal_path), name]) for name in "ab"]
    assert [c.wait(timeout=120) for c in children] == [0, 0]
    entries = Journal(journal_path).entries()
    assert sorted((e.run_id, int(e.description)) for e in entries) == [
        (name, i) for name in "ab" for i in range(40)
    ]


CHANGE_LOCK_HOLDER = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from wizard.core.ops.journal import Journal\n"
    "with Journal(Path(sys.argv[1])).changing():\n"
    "    print('held', flush=True)\n"
    "    time.sleep(60)\n"
)


def hold_change_lock(journal_path: Path) -> subprocess.Popen[bytes]:
    """A real child process that holds the journal's change lock (for a minute); returns once it holds it."""
    holder = subprocess.Popen([sys.executable, "-c", CHANGE_LOCK_HOLDER, str(journal_path)], stdout=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().rstrip() == b"held"
    return holder


def test_a_lock_held_by_a_killed_process_does_not_block_the_next_writer(tmp_path: Path) -> None:
    """A real child takes the journal's change lock and is killed with SIGKILL: the OS frees the lock."""
    journal_path = tmp_path / "journal.json"
    holder = hold_change_lock(journal_path)
    holder.kill()
    holder.wait(timeout=30)
    started = time.monotonic()
    with Journal(journal_path).changing():
        Journal(journal_path).add(run_id="r", kind="k", description="d", step="s", record={})
    assert time.monotonic() - started < 5 and len(Journal(journal_path).entries()) == 1


def test_a_change_the_journal_cannot_record_is_undone_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Applied but not journaled would be impossible to undo later, so the runner reverses it."""
    def full_disk(*_: object, **__: object) -> None:
        raise JournalError("The journal could not be saved: disk full", hint="free some space")

    monkeypatch.setattr(Journal, "complete", full_disk)
    report = apply_operations([WriteFile(tmp_path / "a.txt", b"new")], Journal(), step="s")
    assert not report.ok and "disk full" in report.items[0].error
    assert not (tmp_path / "a.txt").exists()
    assert Journal().entries() == []  # reversed, so its intent was dropped
