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
