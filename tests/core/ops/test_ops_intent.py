"""Journal before effect (issue 8, item 1): a change is recorded with what undoes it, or it is not made.

Each case is one the issue found: rc files changed with nothing journaled. They run the real ``path``
command in this process (HOME is the test's own, see conftest) or the real runner on real files.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.core.ops_helpers import reverse_write_file
from wizard.cli import main
from wizard.core.envvars import posix_env_files
from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, Outcome, Preview, register_kind
from wizard.core.ops.files import write_file_undoably
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the POSIX shell backend")

DATA = Path(".local") / "share" / "tfgpu-wizard"


def home_files(home: Path) -> dict[str, bytes]:
    """Every file under HOME with its bytes, the wizard's own data folder left out."""
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*"))
            if p.is_file() and DATA not in p.relative_to(home).parents}


@pytest.fixture
def rc_home(isolated_home: Path) -> Path:
    (isolated_home / ".bashrc").write_bytes(b"# my bashrc\n")
    (isolated_home / ".profile").write_bytes(b"umask 022\n")
    return isolated_home


def test_a_folder_whose_name_is_not_utf8_is_refused_before_any_file_changes(
    rc_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``path add $'/opt/\\xff\\xfe/bin'``: Python hands the bytes over as lone surrogates, which no UTF-8
    journal can hold; the old code wrote env.sh and the rc blocks, then failed to journal them."""
    before = home_files(rc_home)
    code = main(["path", "add", os.fsdecode(b"/opt/\xff\xfe/bin")])
    assert code != 0
    assert home_files(rc_home) == before
    assert Journal().pending() == []
    assert code == 2 and "folder-refused" in capsys.readouterr().err, "refused as input, before any change"


def test_a_data_folder_where_no_lock_can_be_created_refuses_before_any_change(
    rc_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The data folder is unusable (here a file stands where it should be; a root-owned folder after a
    ``sudo`` run fails the same way for a user): nothing may change, since nothing could be journaled."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"")
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(blocker / "data"))
    before = home_files(rc_home)
    assert main(["path", "add", "/opt/cuda/bin"]) != 0
    assert home_files(rc_home) == before
    assert "lock" in capsys.readouterr().err


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root may write anywhere")
def test_a_data_folder_owned_by_someone_else_refuses_before_any_change(rc_home: Path, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o555)
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(data))
    before = home_files(rc_home)
    try:
        assert main(["path", "add", "/opt/cuda/bin"]) != 0
    finally:
        data.chmod(0o755)
    assert home_files(rc_home) == before


@dataclass(frozen=True)
class DeepWrite:
    """Write a file; its record (or its params) nests ``depth`` levels deep."""

    path: Path
    depth: int
    deep_params: bool = False
    kind = "test-deep-write"

    def describe(self) -> str:
        return f"deep write {self.path.name}"

    def preview(self) -> Preview:
        return Preview(self.path.name, "", "x")

    def needs_elevation(self) -> bool:
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        record = write_file_undoably(self.path, b"x", ctx)
        return ApplyResult(Outcome.MODIFIED, {**record, "deep": nested(self.depth)})

    def to_params(self) -> JsonDict:
        return {"path": str(self.path), "deep": nested(self.depth) if self.deep_params else None}


def nested(depth: int) -> Any:
    value: Any = "bottom"
    for _ in range(depth):
        value = [value]
    return value


register_kind(DeepWrite.kind, reverse=reverse_write_file)


def test_a_record_too_deep_to_journal_is_reversed_at_once(tmp_path: Path) -> None:
    """3,000 levels: json.dumps gives up (RecursionError), which the old runner did not expect."""
    report = apply_operations([DeepWrite(tmp_path / "a.txt", 3000)], Journal(), step="s")
    assert not report.ok and "cannot be recorded" in report.items[0].error
    assert not (tmp_path / "a.txt").exists()
    assert Journal().pending() == []


def test_params_too_deep_to_journal_are_refused_before_the_operation_runs(tmp_path: Path) -> None:
    report = apply_operations([DeepWrite(tmp_path / "a.txt", 100, deep_params=True)], Journal(), step="s")
    assert not report.ok and "cannot be recorded" in report.items[0].error
    assert not (tmp_path / "a.txt").exists()


def test_an_unexpected_error_after_the_first_file_changed_is_reversed(
    rc_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not only JournalError: any exception after a file changed (here a bug on the second file) must not
    leave env.sh written and unjournaled."""
    real = posix_env_files.write_or_remove
    calls = {"n": 0}

    def second_write_explodes(path: Path, data: bytes | None, mode: int | None = None) -> None:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("a bug")
        real(path, data, mode)

    monkeypatch.setattr(posix_env_files, "write_or_remove", second_write_explodes)
    before = home_files(rc_home)
    with pytest.raises(RuntimeError):
        main(["path", "add", "/opt/cuda/bin"])
    assert calls["n"] >= 2
    monkeypatch.setattr(posix_env_files, "write_or_remove", real)
    assert home_files(rc_home) == before  # reversed at once from the noted intent
    assert Journal().pending() == []


def test_an_interrupted_path_add_is_known_to_undo_and_completed_by_it(rc_home: Path) -> None:
    """A pending intent with noted undo data (what a kill leaves) is undone from the journal alone."""
    from wizard.core.envvars.env_ops import AddToPath
    from wizard.core.ops.guarded import begin

    journal = Journal()
    op = AddToPath(entry="/opt/cuda/bin")
    before = home_files(rc_home)
    ctx = OpContext(step="t", backup_dir=journal.backup_dir("r1"))
    entry = begin(journal, op, ctx, "r1", elevated=False)
    noting = OpContext(step="t", backup_dir=ctx.backup_dir,
                       intent=lambda record: journal.note_intent(entry.entry_id, record))
    assert op.apply(noting).changed  # applied, but never completed in the journal: as if killed here
    assert home_files(rc_home) != before
    [pending] = journal.interrupted()
    assert pending.record["files"]
    report = undo(journal, "all")
    assert report.ok, report.failures
    assert home_files(rc_home) == before
    assert journal.pending() == []


def test_a_rollback_takes_out_only_this_runs_change_not_what_another_run_wrote_meanwhile(rc_home: Path) -> None:
    """Run A adds X, then fails; meanwhile run B added Y (here from inside A's failing step, as another
    wizard would between the two). A's rollback removes X and keeps B's Y, which stays journaled."""
    from wizard.core.envvars.env_ops import AddToPath

    @dataclass(frozen=True)
    class OtherRunThenFail:
        kind = "test-other-run-then-fail"

        def describe(self) -> str:
            return "another run, then a failure"

        def preview(self) -> Preview:
            return Preview("", "", "")

        def needs_elevation(self) -> bool:
            return False

        def apply(self, ctx: OpContext) -> ApplyResult:
            other = apply_operations([AddToPath(entry="/opt/other/bin")], Journal(), step="other-run")
            assert other.ok
            raise OSError(5, "the disk refused")

        def to_params(self) -> JsonDict:
            return {}

    report = apply_operations([AddToPath(entry="/opt/ours/bin"), OtherRunThenFail()], Journal(), step="ours")
    assert not report.ok and [item.ok for item in report.rolled_back] == [True]
    script = (rc_home / ".config" / "tfgpu-wizard" / "env.sh").read_text()
    assert "/opt/other/bin" in script and "/opt/ours/bin" not in script
    [kept] = Journal().pending()
    assert kept.step == "other-run" and kept.record["change"]["entry"] == "/opt/other/bin"
