"""Windows file semantics for real (Windows only; the Windows tier runs it under wine): a rename over a file that
another process holds open, and the journal's change lock held by another process.

tests/basics/test_atomic_replace.py stands in for the lock with a replace that raises WinError 32/5; here a real
child process opens the target the way Python and most programs do (no FILE_SHARE_DELETE), so ``os.replace``
meets the real refusal.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.ops.test_ops_journal import hold_change_lock
from wizard.basics import atomic
from wizard.basics.atomic import write_bytes_atomically
from wizard.core.ops.journal import Journal, JournalError

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="Windows file-sharing rules")

HOLDER = (
    "import sys, time\n"
    "stream = open(sys.argv[1], 'rb')\n"
    "print('held', flush=True)\n"
    "time.sleep(float(sys.argv[2]))\n"
    "stream.close()\n"
)


def _hold(path: Path, seconds: float) -> subprocess.Popen[bytes]:
    """Another process with ``path`` open for ``seconds``; returns once it holds it."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)], stdout=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
    return holder


@pytest.fixture
def target(tmp_path: Path) -> Iterator[Path]:
    (tmp_path / "data").mkdir()
    path = tmp_path / "data" / "journal.json"
    path.write_bytes(b"old")
    yield path


def test_a_rename_over_a_file_another_process_holds_open_is_refused_by_windows(target: Path) -> None:
    """The premise: without the retries the held target cannot be replaced, and stays as it was."""
    holder = _hold(target, 30)
    try:
        (target.parent / "new").write_bytes(b"new")
        with pytest.raises(PermissionError) as refused:
            atomic.os.replace(target.parent / "new", target)
        assert getattr(refused.value, "winerror", None) in atomic.TRANSIENT_WINERRORS
        assert target.read_bytes() == b"old"
    finally:
        holder.kill()
        holder.wait(30)


def test_a_write_while_another_process_briefly_holds_the_file_waits_it_out(target: Path) -> None:
    holder = _hold(target, 0.5)
    write_bytes_atomically(target, b"new")
    holder.wait(30)
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in target.parent.iterdir()) == ["journal.json"]  # no temp file left


def test_a_file_held_for_good_fails_after_the_bounded_retries_with_the_old_bytes(target: Path) -> None:
    holder = _hold(target, 60)
    try:
        with pytest.raises(PermissionError):
            write_bytes_atomically(target, b"new")
        assert target.read_bytes() == b"old"
    finally:
        holder.kill()
        holder.wait(30)
    assert sorted(p.name for p in target.parent.iterdir()) == ["journal.json"]


def test_the_change_lock_held_by_another_process_turns_a_second_writer_away(tmp_path: Path) -> None:
    """LockFileEx (through filelock) across two real Windows processes."""
    journal_path = tmp_path / "journal.json"
    holder = hold_change_lock(journal_path)
    try:
        with pytest.raises(JournalError, match="Another wizard"), Journal(journal_path).changing():
            pass
    finally:
        holder.kill()
        holder.wait(30)
    with Journal(journal_path).changing():
        pass
