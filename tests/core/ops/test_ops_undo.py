"""Undo and the runner: newest first, past failures, never deleting what was there before the wizard."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.core.ops_helpers import WriteFile
from wizard.basics.events import Finished, LogLine, run_to_completion
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import BatchResult, apply_operations, apply_operations_step
from wizard.core.ops.undo import undo, undo_step


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_undo_restores_replaced_files_and_removes_created_ones_newest_first(tmp_path: Path) -> None:
    target = tmp_path / "t"
    target.mkdir()
    (target / "old.txt").write_bytes(b"before the wizard")
    before = _tree(target)
    journal = Journal()
    first_run = [WriteFile(target / "old.txt", b"v1"), WriteFile(target / "new.txt", b"x")]
    apply_operations(first_run, journal, step="a")
    apply_operations([WriteFile(target / "old.txt", b"v2")], journal, step="b")
    report = undo(journal, "all")
    descriptions = [item.description for item in report.items]
    assert report.ok and descriptions == ["write old.txt", "write new.txt", "write old.txt"]
    assert _tree(target) == before


def test_undo_last_reverses_only_the_newest_run(tmp_path: Path) -> None:
    journal = Journal()
    apply_operations([WriteFile(tmp_path / "a", b"1")], journal, step="first")
    apply_operations([WriteFile(tmp_path / "b", b"2")], journal, step="second")
    undo(journal, "last")
    assert (tmp_path / "a").exists() and not (tmp_path / "b").exists()
    undo(journal, "last")
    assert not (tmp_path / "a").exists()
    assert undo(journal, "last").items == ()


def test_undo_carries_on_past_a_failing_entry_and_reports_it(tmp_path: Path) -> None:
    journal = Journal()
    apply_operations(
        [WriteFile(tmp_path / "a", b"1"), WriteFile(tmp_path / "b", b"2"), WriteFile(tmp_path / "c", b"3")],
        journal, step="s",
    )
    (tmp_path / "b").write_bytes(b"the user edited this")  # b is no longer ours: undo must keep it
    events, report = run_to_completion(undo_step(journal, "all"))
    assert [item.ok for item in report.items] == [True, False, True]
    assert not (tmp_path / "a").exists() and not (tmp_path / "c").exists()
    assert (tmp_path / "b").read_bytes() == b"the user edited this"
    assert "was changed after the wizard created it" in report.failures[0].message
    assert any(isinstance(e, LogLine) and e.level == "error" for e in events)
    assert isinstance(events[-1], Finished) and not events[-1].ok
    assert [e.description for e in journal.pending()] == ["write b"]  # kept for a retry


def test_a_file_that_existed_before_is_never_deleted_even_if_its_backup_is_gone(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_bytes(b"precious")
    journal = Journal()
    report = apply_operations([WriteFile(tmp_path / "keep.txt", b"ours")], journal, step="s")
    backup = Path(journal.entries()[0].record["backup"]["backup"])
    backup.unlink()
    undone = undo(journal, "all")
    assert not undone.ok and report.ok
    assert (tmp_path / "keep.txt").read_bytes() == b"ours"  # not deleted, not replaced by garbage
    assert "missing or damaged" in undone.failures[0].message


def test_a_replaced_file_the_user_edited_afterwards_is_kept_not_rolled_back_to_its_backup(
    tmp_path: Path,
) -> None:
    (tmp_path / "rc").write_bytes(b"before the wizard")
    journal = Journal()
    apply_operations([WriteFile(tmp_path / "rc", b"ours")], journal, step="s")
    (tmp_path / "rc").write_bytes(b"ours, then the user's own line")
    report = undo(journal, "all")
    assert not report.ok and "was changed after the wizard wrote it" in report.failures[0].message
    assert (tmp_path / "rc").read_bytes() == b"ours, then the user's own line"
    assert len(journal.pending()) == 1


def test_undo_carries_on_past_a_damaged_journal_record_and_reports_it(tmp_path: Path) -> None:
    journal = Journal()
    apply_operations([WriteFile(tmp_path / "a", b"1")], journal, step="s")
    journal.add(run_id="z-later", kind=WriteFile.kind, description="damaged", step="s", record={"path": "x"})
    report = undo(journal, "all")
    assert [(item.description, item.ok) for item in report.items] == [("damaged", False), ("write a", True)]
    assert "damaged" in report.failures[0].message and report.failures[0].hint
    assert not (tmp_path / "a").exists()


def test_undo_dry_run_says_what_it_would_do_and_changes_nothing(tmp_path: Path) -> None:
    journal = Journal()
    apply_operations([WriteFile(tmp_path / "a", b"1")], journal, step="s")
    report = undo(journal, "all", dry_run=True)
    assert report.ok and report.dry_run and (tmp_path / "a").exists()
    assert len(journal.pending()) == 1


def test_a_failure_mid_run_rolls_back_what_the_run_already_did(tmp_path: Path) -> None:
    journal = Journal()
    operations = [
        WriteFile(tmp_path / "a", b"1"),
        WriteFile(tmp_path / "b", b"2", fail=True),
        WriteFile(tmp_path / "c", b"3"),
    ]
    report = apply_operations(operations, journal, step="s")
    assert not report.ok
    assert [item.outcome for item in report.items] == [Outcome.MODIFIED, None]
    assert report.items[1].error == "the disk refused" and report.items[1].hint == "free some space"
    assert [item.ok for item in report.rolled_back] == [True]
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists() and not (tmp_path / "c").exists()
    assert journal.pending() == []


def test_operations_needing_admin_go_to_the_elevator_in_one_batch(tmp_path: Path) -> None:
    seen: list[list[str]] = []

    def elevator(batch: Sequence[Operation], ctx: OpContext) -> BatchResult:
        seen.append([op.describe() for op in batch])
        child = OpContext(step=ctx.step, backup_dir=ctx.backup_dir, elevated=True)
        return BatchResult(tuple(op.apply(child) for op in batch))

    journal = Journal()
    operations = [WriteFile(tmp_path / "u", b"1"), WriteFile(tmp_path / "s1", b"2", elevate=True),
                  WriteFile(tmp_path / "s2", b"3", elevate=True)]
    report = apply_operations(operations, journal, step="s", elevator=elevator)
    assert report.ok and seen == [["write s1", "write s2"]]
    assert [entry.elevated for entry in journal.entries()] == [False, True, True]


def test_without_an_elevator_an_admin_operation_needs_elevation_and_nothing_stays(tmp_path: Path) -> None:
    journal = Journal()
    operations = [WriteFile(tmp_path / "a", b"1"), WriteFile(tmp_path / "s", b"2", elevate=True)]
    report = apply_operations(operations, journal, step="s")
    assert report.items[-1].outcome is Outcome.NEEDS_ELEVATION and "administrator" in report.items[-1].error
    assert not (tmp_path / "a").exists() and not (tmp_path / "s").exists()


def test_an_elevated_batch_stopping_midway_is_journaled_then_rolled_back(tmp_path: Path) -> None:
    def elevator(batch: Sequence[Operation], ctx: OpContext) -> BatchResult:
        first = batch[0].apply(OpContext(backup_dir=ctx.backup_dir, elevated=True))
        return BatchResult((first,), error="the user closed the prompt", hint="try again")

    journal = Journal()
    operations = [WriteFile(tmp_path / name, b"1", elevate=True) for name in ("s1", "s2")]
    report = apply_operations(operations, journal, step="s", elevator=elevator)
    assert [item.outcome for item in report.items] == [Outcome.MODIFIED, None]
    assert report.items[1].error == "the user closed the prompt"
    assert not (tmp_path / "s1").exists() and [i.ok for i in report.rolled_back] == [True]


def test_an_operation_with_apply_step_streams_its_progress_through_the_runner(tmp_path: Path) -> None:
    class Stepping(WriteFile):
        def apply_step(self, ctx: OpContext):  # type: ignore[no-untyped-def]
            yield LogLine("info", "halfway")
            result: ApplyResult = self.apply(ctx)
            return result

    events, report = run_to_completion(
        apply_operations_step([Stepping(tmp_path / "a", b"1")], Journal(), step="s")
    )
    assert report.ok and any(isinstance(e, LogLine) and e.text == "halfway" for e in events)
