"""The journal log: append-only (item 11), torn lines, pending intents, forgetting what undo cannot do."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from tests.core.ops_helpers import WriteFile
from wizard.cli import main
from wizard.core.ops.base import OpContext
from wizard.core.ops.guarded import begin
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo


def test_undo_of_many_entries_appends_one_line_each_and_never_rewrites_the_journal(tmp_path: Path) -> None:
    """What makes undo scale (bench/undo.py times it): the bytes before the undo stay as they were, and
    each entry adds one short "undone" line, instead of a rewrite of the whole journal per entry."""
    journal = Journal()
    count = 150
    report = apply_operations([WriteFile(tmp_path / f"f{i}", b"x") for i in range(count)], journal, step="s")
    assert report.ok
    before = journal.path.read_bytes()
    undone = undo(journal, "all")
    assert undone.ok and len(undone.items) == count
    after = journal.path.read_bytes()
    assert after.startswith(before)
    assert after[len(before):].count(b"\n") == count and b'"e": "undone"' in after[len(before):]
    assert not any((tmp_path / f"f{i}").exists() for i in range(count))
    assert Journal().pending() == []


def test_a_reader_skips_a_torn_last_line_and_the_next_writer_cuts_it_off(tmp_path: Path) -> None:
    journal = Journal()
    journal.add(run_id="r", kind="k", description="kept", step="s", record={})
    with journal.path.open("ab") as stream:
        stream.write(b'{"e": "entry", "entry": {"entry_id": "torn')  # a writer killed mid-line
    assert [e.description for e in Journal().entries()] == ["kept"]
    journal.add(run_id="r", kind="k", description="next", step="s", record={})
    assert [e.description for e in Journal().entries()] == ["kept", "next"]
    assert b"torn" not in journal.path.read_bytes()


def test_a_damaged_line_in_the_middle_is_a_clear_error(tmp_path: Path) -> None:
    journal = Journal()
    journal.add(run_id="r", kind="k", description="one", step="s", record={})
    with journal.path.open("ab") as stream:
        stream.write(b"garbage\n")
    from wizard.core.ops.journal import JournalError

    with pytest.raises(JournalError, match="cannot be read"):
        Journal().entries()


def test_an_interrupted_change_undo_cannot_finish_is_reported_and_can_be_forgotten(tmp_path: Path) -> None:
    """A kind without ``reverse_interrupted`` (here the test kind; the Windows registry backend too): the
    wizard cannot tell how much was made, so undo says so, and ``journal --forget`` clears it."""
    journal = Journal()
    op = WriteFile(tmp_path / "a", b"x")
    entry = begin(journal, op, OpContext(step="s"), "r1", elevated=False)  # then a kill
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["journal"]) == 0
        assert main(["undo", "--all"]) == 1
    assert "interrupted, not finished" in out.getvalue() and f"id {entry.entry_id[:8]}" in out.getvalue()
    assert "cannot tell how much" in out.getvalue() and f"--forget {entry.entry_id[:8]}" in err.getvalue()
    with contextlib.redirect_stdout(io.StringIO()) as forgot:
        assert main(["journal", "--forget", entry.entry_id[:8]]) == 0
    assert "Forgotten" in forgot.getvalue()
    assert Journal().pending() == []
    [kept] = Journal().entries()
    assert kept.forgotten and kept.undone
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(["journal", "--forget", "nosuchid"]) == 2


def test_a_reverse_killed_before_its_mark_is_run_again_and_finds_the_file_restored(tmp_path: Path) -> None:
    """Reverse functions are safe to run twice (a kill between the reverse and the journal's mark)."""
    from wizard.core.ops.base import reverse_record

    (tmp_path / "rc").write_bytes(b"the user's")
    journal = Journal()
    apply_operations([WriteFile(tmp_path / "rc", b"ours")], journal, step="s")
    [entry] = journal.pending()
    ctx = OpContext(step="undo", backup_dir=journal.backup_dir(entry.run_id))
    reverse_record(entry.kind, entry.record, ctx)  # then a kill: the entry is still pending
    assert (tmp_path / "rc").read_bytes() == b"the user's"
    assert undo(journal, "all").ok
    assert (tmp_path / "rc").read_bytes() == b"the user's" and journal.pending() == []


def test_an_interrupted_conda_variable_is_undone_from_its_noted_records(tmp_path: Path) -> None:
    """The conda scripts are all backed up and journaled before the first is written; a kill after the
    first write is undone by ``undo`` from those records (the others were never written)."""
    from wizard.core.pyenv import conda_env_ops
    from wizard.core.pyenv.conda_env_ops import CondaEnvVar

    prefix = tmp_path / "env"
    (prefix / "etc" / "conda" / "activate.d").mkdir(parents=True)
    (prefix / "etc" / "conda" / "activate.d" / "user.sh").write_bytes(b"# the user's own hook\n")
    journal = Journal()
    op = CondaEnvVar(prefix=str(prefix), name="XLA_FLAGS", value="--xla_gpu_cuda_data_dir=/opt/cuda")
    entry = begin(journal, op, OpContext(step="s"), "r1", elevated=False)
    writes = {"n": 0}

    class Killed(BaseException):
        pass

    def write_then_die(path: Path, data: bytes) -> None:
        if writes["n"] == 1:
            raise Killed  # stands for the kill: nothing of the runner's clean-up runs
        writes["n"] += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

    before = snapshot_tree(prefix)
    noting = OpContext(step="s", backup_dir=journal.backup_dir("r1"),
                       intent=lambda record: journal.note_intent(entry.entry_id, record))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(conda_env_ops, "write_bytes_atomically", write_then_die)
        with pytest.raises(Killed):
            op.apply(noting)
    assert snapshot_tree(prefix) != before and len(journal.interrupted()) == 1
    assert undo(journal, "all").ok
    assert snapshot_tree(prefix) == before and journal.pending() == []


def snapshot_tree(root: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None) for p in sorted(root.rglob("*"))}


def test_a_reader_keeps_up_with_appends_and_notices_a_file_rewritten_in_place(tmp_path: Path) -> None:
    """Each Journal reads only what was appended since its last read; a file rewritten under the same inode
    (another journal put in its place) is read again from the start."""
    reader, writer = Journal(), Journal()
    writer.add(run_id="r", kind="k", description="one", step="s", record={})
    assert [e.description for e in reader.entries()] == ["one"]
    writer.add(run_id="r", kind="k", description="two", step="s", record={})
    assert [e.description for e in reader.entries()] == ["one", "two"]
    other = Journal(tmp_path / "other.json")
    for name in ("three-a-longer-name", "four-a-longer-name", "five-a-longer-name"):
        other.add(run_id="r", kind="k", description=name, step="s", record={})
    data = other.path.read_bytes()
    with reader.path.open("r+b") as stream:  # same inode, new content, longer than before
        stream.truncate(0)
        stream.write(data)
    assert [e.description for e in reader.entries()] == [
        "three-a-longer-name", "four-a-longer-name", "five-a-longer-name"]
