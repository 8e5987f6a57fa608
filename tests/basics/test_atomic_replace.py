"""The atomic write's final rename survives a brief Windows lock (WinError 5/32) and fails at once otherwise.

Windows cannot be had here: the lock is a stand-in ``os.replace`` that raises PermissionError carrying the
``winerror`` Windows sets (32 = ERROR_SHARING_VIOLATION, 5 = ERROR_ACCESS_DENIED) a few times, then does
the real rename. Files, the journal and its contents are real.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.core.ops_helpers import WriteFile
from wizard.basics import atomic
from wizard.basics.atomic import replace_retrying, write_bytes_atomically
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations

RealReplace = Callable[[str | os.PathLike[str], str | os.PathLike[str]], None]


def _locked(times: int, winerror: int | None, real: RealReplace, calls: list[str]) -> RealReplace:
    """A replace that hits a lock ``times`` times (with that winerror, or a POSIX EACCES) before renaming."""

    def replace(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        calls.append(str(target))
        if len(calls) <= times:
            error = PermissionError(13, "The process cannot access the file", str(target))
            if winerror is not None:
                error.winerror = winerror  # type: ignore[attr-defined]  # set by Windows, absent elsewhere
            raise error
        real(source, target)

    return replace


@pytest.mark.parametrize("winerror", [32, 5], ids=["sharing-violation", "access-denied"])
def test_a_brief_windows_lock_on_the_target_is_waited_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, winerror: int
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")
    calls: list[str] = []
    monkeypatch.setattr(atomic.os, "replace", _locked(3, winerror, os.replace, calls))
    monkeypatch.setattr(atomic, "REPLACE_DELAY", 0.001)
    write_bytes_atomically(target, b"new")
    assert target.read_bytes() == b"new" and len(calls) == 4
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(".*"))  # no temp file left


def test_a_posix_permission_error_is_not_retried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "journal.json"
    target.write_bytes(b"old")
    calls: list[str] = []
    monkeypatch.setattr(atomic.os, "replace", _locked(1, None, os.replace, calls))
    with pytest.raises(PermissionError):
        write_bytes_atomically(target, b"new")
    assert len(calls) == 1 and target.read_bytes() == b"old"
    assert not list(tmp_path.glob(".*"))


def test_a_lock_that_stays_fails_after_the_bounded_retries_with_the_old_file_intact(tmp_path: Path) -> None:
    target = tmp_path / "journal.json"
    target.write_bytes(b"old")
    (tmp_path / "new").write_bytes(b"new")
    calls: list[str] = []
    waits: list[float] = []
    with pytest.raises(PermissionError):
        replace_retrying(tmp_path / "new", target, _locked(10**6, 32, os.replace, calls), waits.append)
    assert len(calls) == atomic.REPLACE_ATTEMPTS and len(waits) == atomic.REPLACE_ATTEMPTS - 1
    assert sum(waits) < 5 and target.read_bytes() == b"old"


def test_a_journal_save_during_a_lock_keeps_the_applied_change_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the first WinError 32 on journal.json failed the save, and the runner rolled back a change
    that had succeeded."""
    journal = Journal(tmp_path / "data" / "journal.json")
    calls: list[str] = []
    monkeypatch.setattr(atomic.os, "replace", _locked(2, 32, os.replace, calls))
    monkeypatch.setattr(atomic, "REPLACE_DELAY", 0.001)
    report = apply_operations([WriteFile(tmp_path / "a.txt", b"new")], journal, step="install-cudnn")
    assert report.ok and (tmp_path / "a.txt").read_bytes() == b"new"
    assert len(Journal(tmp_path / "data" / "journal.json").entries()) == 1
