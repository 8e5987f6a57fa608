"""An elevated cuDNN copy killed mid-way is finished by one elevated ``undo``; admin undo restores admin bytes only.

No real pkexec or UAC can run here (no prompt can be answered in a test). The stand-in: the CUDA folder's
folders are read-only (0555), as ``/usr/local/cuda-X.Y`` is for everyone but root, and the launcher makes them
writable only while the would-be elevated child runs (the exact command line it would get, as an ordinary
child process). So the wizard itself really is refused (EACCES) in the CUDA folder and must go through the
helper, which is killed for real by the crash hook (SIGKILL, no ``finally``). When the tests run as root, the
test process gives up CAP_DAC_OVERRIDE for the test (its effective set only: the child, exec'd as root, gets
it back), so that the read-only folders refuse the wizard as they refuse a user.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.core.install.copy_admin import UntrustedBackupError, admin_backup_dir, check_trusted
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.elevation import ChildLaunch, make_elevator, make_reverse_elevator
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import UndoReport, undo
from wizard.platform import file_access

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="SIGKILL, POSIX folder modes, capset")
KILLED = -9
_CAP_VERSION_3, _CAP_DAC_OVERRIDE = 0x20080522, 1


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def _dac_override(on: bool) -> None:
    """Raise or drop CAP_DAC_OVERRIDE in this thread's effective set (root only; the permitted set keeps it)."""
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = _CapHeader(_CAP_VERSION_3, 0), (_CapData * 2)()
    assert libc.capget(ctypes.byref(header), data) == 0, ctypes.get_errno()
    bit = 1 << _CAP_DAC_OVERRIDE
    data[0].effective = data[0].effective | bit if on else data[0].effective & ~bit
    assert libc.capset(ctypes.byref(header), data) == 0, ctypes.get_errno()


def set_writable(root: Path, writable: bool) -> None:
    """Every folder under ``root`` (itself included) 0755 or 0555."""
    for folder, _, _ in os.walk(root):
        os.chmod(folder, 0o755 if writable else 0o555)


class AdminOnlyLauncher:
    """Runs the would-be elevated command as a plain child (see the module docstring) with ``env`` added for
    the child only (the crash hook must not fire in the parent); the CUDA folder is writable only meanwhile."""

    def __init__(self, root: Path, **env: str) -> None:
        self.root, self.env = root, env
        self.codes: list[int] = []

    def __call__(self, launch: ChildLaunch) -> int:
        set_writable(self.root, True)
        try:
            child = subprocess.Popen(list(launch.argv), cwd=launch.cwd, env={**os.environ, **self.env})
            self.codes.append(child.wait(timeout=120))
        finally:
            set_writable(self.root, False)
        return self.codes[-1]


@pytest.fixture
def admin_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A CUDA folder this user may only read (its folders 0555), with a header cuDNN replaces."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "appdata"))
    root = cuda_root(tmp_path / "cuda-12.2")
    set_writable(root, False)
    as_root = os.geteuid() == 0
    if as_root:  # access(2) asks for the real uid (root, all caps): ask with the effective ones instead
        _dac_override(False)
        monkeypatch.setattr(file_access, "can_write_dir",
                            lambda folder: os.access(folder, os.W_OK | os.X_OK, effective_ids=True))
    try:
        with pytest.raises(PermissionError):
            (root / "lib64" / "probe").write_bytes(b"")
        assert not file_access.can_write_under(root / "lib64"), "the stand-in does not refuse this process"
        yield root
    finally:
        if as_root:
            _dac_override(True)
        set_writable(root, True)  # so that pytest can remove it


def copy_op(root: Path, tmp_path: Path) -> CopyCudnnIntoCuda:
    archive = tmp_path / "cudnn-8.9.7.tar.xz"
    if not archive.exists():
        cudnn_tarball(archive)
    return CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="linux")


def elevated_apply(root: Path, tmp_path: Path, **env: str) -> AdminOnlyLauncher:
    launcher = AdminOnlyLauncher(root, **env)
    apply_operations([copy_op(root, tmp_path)], Journal(), step="t", elevator=make_elevator(launcher))
    return launcher


def elevated_undo(root: Path, **env: str) -> tuple[UndoReport, AdminOnlyLauncher]:
    launcher = AdminOnlyLauncher(root, **env)
    return undo(Journal(), "all", elevator=make_reverse_elevator(launcher)), launcher


def logged(log: Path) -> list[str]:
    return [line.split(" ", 1)[1] for line in log.read_text().splitlines()] if log.exists() else []


def first_of_each(names: list[str]) -> list[int]:
    """The 1-based index of the first time each point is reached."""
    return sorted({names.index(name) + 1 for name in names})


def copy_points(root: Path, tmp_path: Path) -> list[str]:
    """The crash points the elevated child passes in a whole copy (then undone, elevated)."""
    log = tmp_path / "copy-points.log"
    assert elevated_apply(root, tmp_path, **{CRASH_LOG_ENV: str(log)}).codes == [0]
    report, _ = elevated_undo(root)
    assert report.ok, report
    return logged(log)


def assert_restored(root: Path, before: object, report: UndoReport, what: str) -> None:
    assert report.ok, (what, report)
    assert Journal().pending() == [], what
    assert snapshot(root) == before, f"{what}: the CUDA folder is not as before the copy"


def test_an_elevated_copy_killed_at_each_kind_of_point_is_finished_by_one_elevated_undo(
    admin_root: Path, tmp_path: Path
) -> None:
    """Before: the interrupted entry had no "root", the helper refused it and the wizard (refused in the
    CUDA folder) could not reverse it either, so the folder stayed half-changed with the entry pending."""
    before = snapshot(admin_root)
    passed = copy_points(admin_root, tmp_path)
    assert {"copy-backed-up", "copy-file-placed", "copy-committed", "staging-removing"} <= set(passed)
    assert snapshot(admin_root) == before
    for k in first_of_each(passed):
        assert elevated_apply(admin_root, tmp_path, **{CRASH_AT_ENV: str(k)}).codes == [KILLED], k
        report, launcher = elevated_undo(admin_root)
        assert len(launcher.codes) <= 1, f"point {k}: undo asked for administrator rights more than once"
        assert_restored(admin_root, before, report, f"copy killed at point {k} ({passed[k - 1]})")


def undo_points(root: Path, tmp_path: Path, copy_killed_at: int | None) -> list[str]:
    """The points the elevated undo child passes when undoing a copy killed at ``copy_killed_at`` (None:
    a completed copy)."""
    env = {CRASH_AT_ENV: str(copy_killed_at)} if copy_killed_at else {}
    elevated_apply(root, tmp_path, **env)
    log = tmp_path / f"undo-points-{copy_killed_at}.log"
    report, _ = elevated_undo(root, **{CRASH_LOG_ENV: str(log)})
    assert report.ok, report
    return logged(log)


def test_a_kill_of_the_elevated_undo_itself_is_finished_by_the_next_undo(admin_root: Path, tmp_path: Path) -> None:
    """The copy completed, or killed before and after its commit; then the elevated undo killed at each point
    it passes (between restoring files, before its result): the next undo finishes, byte for byte."""
    before = snapshot(admin_root)
    passed = copy_points(admin_root, tmp_path)
    cases = [None, passed.index("copy-file-placed") + 2, passed.index("copy-committed") + 1]
    for copy_k in cases:
        names = undo_points(admin_root, tmp_path, copy_k)
        assert "copy-undo-file" in names, (copy_k, names)
        for undo_k in first_of_each(names):
            env = {CRASH_AT_ENV: str(copy_k)} if copy_k else {}
            elevated_apply(admin_root, tmp_path, **env)
            _, killed = elevated_undo(admin_root, **{CRASH_AT_ENV: str(undo_k)})
            assert killed.codes == [KILLED], (copy_k, undo_k)
            report, _ = elevated_undo(admin_root)
            assert_restored(admin_root, before, report, f"copy point {copy_k}, undo killed at {undo_k}")


def test_the_admin_undo_refuses_a_backup_planted_where_the_user_can_write_and_changes_nothing(
    admin_root: Path, tmp_path: Path
) -> None:
    """A user-level program rewrites the journal so that the replaced header's backup is its own file (with
    its hash). Before: the helper restored those bytes, as administrator, into the CUDA folder."""
    assert elevated_apply(admin_root, tmp_path).codes == [0]
    (entry,) = Journal().pending()
    (replaced,) = [f for f in entry.record["files"] if f["backup"] is not None]
    planted = tmp_path / "appdata" / "planted" / "cudnn.h"
    planted.parent.mkdir(parents=True)
    planted.write_bytes(b"/* planted by a user-level program */\n")
    journal = Journal().path
    text = journal.read_text(encoding="utf-8").replace(replaced["backup"], str(planted)).replace(
        replaced["backup_sha256"], hashlib.sha256(planted.read_bytes()).hexdigest())
    journal.write_text(text, encoding="utf-8")
    after_copy = snapshot(admin_root)
    report, launcher = elevated_undo(admin_root)
    assert launcher.codes == [1]
    (failure,) = report.failures
    assert str(planted) in failure.message, failure
    assert snapshot(admin_root) == after_copy, "the refused undo changed the CUDA folder"
    assert b"planted" not in Path(replaced["target"]).read_bytes()
    assert [e.entry_id for e in Journal().pending()] == [entry.entry_id]


def test_the_elevated_copys_backups_and_records_are_kept_inside_the_admin_only_cuda_folder(
    admin_root: Path, tmp_path: Path
) -> None:
    """Where the helper keeps what undo restores: not in the user's data folder."""
    assert elevated_apply(admin_root, tmp_path).codes == [0]
    (entry,) = Journal().pending()
    backups = [Path(f["backup"]) for f in entry.record["files"] if f["backup"] is not None]
    assert backups and all(admin_root in path.parents for path in backups), backups
    assert not list((tmp_path / "appdata").rglob("copy-result.json"))
    assert not file_access.can_write_dir(backups[0].parent)


def test_the_admin_undo_refuses_a_journal_whose_hashes_differ_from_the_admin_side_record(
    admin_root: Path, tmp_path: Path
) -> None:
    """The backup path left as it is, only the hash of what the copy wrote changed in the journal (so undo
    would remove or replace a file it did not write): refused, naming the file; nothing changed."""
    assert elevated_apply(admin_root, tmp_path).codes == [0]
    (entry,) = Journal().pending()
    new_file = next(f for f in entry.record["files"] if f["backup"] is None)
    journal = Journal().path
    journal.write_text(journal.read_text(encoding="utf-8").replace(new_file["sha256"], "0" * 64), encoding="utf-8")
    after_copy = snapshot(admin_root)
    report, _ = elevated_undo(admin_root)
    (failure,) = report.failures
    assert new_file["target"] in failure.message and snapshot(admin_root) == after_copy


def test_a_dry_run_undo_of_a_killed_elevated_copy_says_what_it_would_undo_without_asking(
    admin_root: Path, tmp_path: Path
) -> None:
    before = snapshot(admin_root)
    passed = copy_points(admin_root, tmp_path)
    k = passed.index("copy-file-placed") + 1
    assert elevated_apply(admin_root, tmp_path, **{CRASH_AT_ENV: str(k)}).codes == [KILLED]
    report, launcher = elevated_undo_dry(admin_root)
    assert launcher.codes == [] and report.ok
    assert any("Would undo the interrupted cuDNN copy" in item.message for item in report.items), report
    report, _ = elevated_undo(admin_root)
    assert_restored(admin_root, before, report, "after the dry run")


def elevated_undo_dry(root: Path) -> tuple[UndoReport, AdminOnlyLauncher]:
    launcher = AdminOnlyLauncher(root)
    return undo(Journal(), "all", dry_run=True, elevator=make_reverse_elevator(launcher)), launcher


@pytest.mark.parametrize("damage", ["others-can-write", "link"])
def test_the_helper_trusts_no_admin_side_folder_that_others_could_have_changed(
    tmp_path: Path, damage: str
) -> None:
    """The trust check itself (the helper's account here is this one): a folder group- or world-writable,
    or a link on the way, is refused and named."""
    root = tmp_path / "cuda"
    folder = admin_backup_dir(root, "20260101T000000-abcdef")
    if damage == "link":
        (tmp_path / "elsewhere").mkdir()
        folder.parent.parent.mkdir(parents=True)
        folder.parent.symlink_to(tmp_path / "elsewhere")
        folder.mkdir()
        bad = folder.parent
    else:
        folder.mkdir(parents=True)
        folder.parent.chmod(0o777)
        bad = folder.parent
    (folder / "copy-result.json").write_text('{"root": "x", "files": []}')
    with pytest.raises(UntrustedBackupError) as refused:
        check_trusted(root, folder / "copy-result.json")
    assert str(bad) in refused.value.message


def undo_in_forked_wizard(root: Path, **env: str) -> int:
    """``undo --all`` in a forked copy of this process (the wizard) with ``env`` for it alone (its helper
    gets no crash hook); its exit status (-9: killed)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        code = 70
        try:
            os.environ.update(env)
            launcher = AdminOnlyLauncher(root, **{CRASH_AT_ENV: "", CRASH_LOG_ENV: ""})
            code = 0 if undo(Journal(), "all", elevator=make_reverse_elevator(launcher)).ok else 1
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def test_a_wizard_killed_between_the_helpers_undo_and_its_mark_is_finished_by_the_next_undo(
    admin_root: Path, tmp_path: Path
) -> None:
    """The helper undid the copy (completed, or killed mid-way before) and reported; the wizard is killed
    before it marks the entry undone. The next undo finds everything restored and clears the entry."""
    before = snapshot(admin_root)
    passed = copy_points(admin_root, tmp_path)
    for copy_k in (None, passed.index("copy-file-placed") + 1):
        env = {CRASH_AT_ENV: str(copy_k)} if copy_k else {}
        elevated_apply(admin_root, tmp_path, **env)
        log = tmp_path / f"wizard-undo-{copy_k}.log"
        assert undo_in_forked_wizard(admin_root, **{CRASH_LOG_ENV: str(log)}) == 0
        k = logged(log).index("undo-reversed") + 1
        elevated_apply(admin_root, tmp_path, **env)
        assert undo_in_forked_wizard(admin_root, **{CRASH_AT_ENV: str(k)}) == KILLED, copy_k
        assert Journal().pending(), "the kill came after the mark: the test would prove nothing"
        report, _ = elevated_undo(admin_root)
        assert_restored(admin_root, before, report, f"copy point {copy_k}, wizard killed before the mark")
