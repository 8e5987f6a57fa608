"""What a killed elevated helper leaves in the admin-only staging is found and removed, never a live run's.

No real pkexec or UAC can run here (no prompt can be answered in a test, and the tests do not run as root):
the launcher runs the exact command line the elevated copy would get as an ordinary child process of this
user (the elevation stand-in of test_env_elevation.py), so the child's folders under the system's own
temporary folder (``/var/tmp``) are this user's instead of root's. The child is killed for real, by the
crash hook (SIGKILL, no ``finally``). "Only an administrator may remove it" is stood in for by refusing the
removal in the parent process only (root cannot be refused here).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.cli import main
from wizard.core.envvars.env_ops import AddToPath
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.base import OpContext
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.elevated_staging import (
    LOCK_NAME,
    is_staging_folder,
    new_staging_folder,
    parent_lock,
    sweep,
)
from wizard.core.ops.elevation import (
    ChildLaunch,
    ElevationError,
    make_elevator,
    make_reverse_elevator,
    plan_bytes,
    run_elevated_plan,
)
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.platform import file_access
from wizard.platform.private_folder import admin_only_parent

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and the POSIX staging folder")


class KillableLauncher:
    """Runs the would-be elevated command as a plain child (see the module docstring), with ``env`` added
    for the child only (the crash hook must not fire in the parent); remembers each child's pid."""

    def __init__(self, **env: str) -> None:
        self.env = env
        self.pids: list[int] = []
        self.codes: list[int] = []

    def __call__(self, launch: ChildLaunch) -> int:
        child = subprocess.Popen(list(launch.argv), cwd=launch.cwd, env={**os.environ, **self.env})
        self.pids.append(child.pid)
        self.codes.append(child.wait(timeout=120))
        return self.codes[-1]


def cudnn_staging_of(pid: int) -> list[Path]:
    """Every cuDNN staging folder the child ``pid`` made under the admin-only root (at any depth there)."""
    root = admin_only_parent()
    return sorted([*root.glob(f"cudnn-{pid}-*"), *root.glob(f"tfgpu-wizard-elevated-*/cudnn-{pid}-*")])


@pytest.fixture
def admin_cudnn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CopyCudnnIntoCuda:
    """A cuDNN copy into a CUDA folder this process treats as admin-only (as /usr/local is)."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "appdata"))
    root = cuda_root(tmp_path / "cuda-12.2")
    monkeypatch.setattr(file_access, "can_write_dir", lambda folder: folder != root)
    archive = cudnn_tarball(tmp_path / "cudnn-8.9.7.tar.xz")
    return CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="linux")


def child_points(op: CopyCudnnIntoCuda, log: Path) -> list[str]:
    """The crash points the elevated child passes in a whole run (the run is then undone)."""
    report = apply_operations([op], Journal(), step="t", elevator=make_elevator(
        KillableLauncher(**{CRASH_LOG_ENV: str(log)})))
    assert report.ok, report
    assert undo(Journal(), "all", elevator=make_reverse_elevator(KillableLauncher())).ok
    return [line.split(" ", 1)[1] for line in log.read_text().splitlines()]


def test_a_killed_elevated_childs_admin_only_staging_and_partial_copy_are_removed_and_undone(
    admin_cudnn: CopyCudnnIntoCuda, tmp_path: Path
) -> None:
    """Killed at the first of each kind of point the child passes: while copying, after the commit while
    its cuDNN staging is removed, and while its own staging folder is removed (its result already sent).
    Before the fix the staging stayed in /var/tmp for ever; and a kill after the commit left the copied
    files with the run's intents dropped (the parent took a killed child for one that undid its own part)."""
    passed = child_points(admin_cudnn, tmp_path / "points.log")
    assert {"copy-file-placed", "staging-removing", "elevated-staging-removing"} <= set(passed)
    before = snapshot(Path(admin_cudnn.into))
    for k in sorted({passed.index(name) + 1 for name in passed}):
        launcher = KillableLauncher(**{CRASH_AT_ENV: str(k)})
        apply_operations([admin_cudnn], Journal(), step="t", elevator=make_elevator(launcher))
        assert launcher.codes == [-9], k
        left = [*cudnn_staging_of(launcher.pids[0]), *(f for f in Journal().open_staging() if f.is_dir())]
        assert left, f"the kill at point {k} left no staging: the test would prove nothing"
        undo(Journal(), "all", elevator=make_reverse_elevator(KillableLauncher()))  # the root is admin-only
        assert cudnn_staging_of(launcher.pids[0]) == [], f"staging left after a kill at point {k}"
        assert Journal().open_staging() == [], k
        assert snapshot(Path(admin_cudnn.into)) == before, f"the copy killed at point {k} was not undone"


def killed_run(op: CopyCudnnIntoCuda) -> Path:
    """One elevated run whose child is killed at its first point: the run folder it leaves (checked)."""
    before = set(Journal().open_staging())
    launcher = KillableLauncher(**{CRASH_AT_ENV: "1"})
    apply_operations([op], Journal(), step="t", elevator=make_elevator(launcher))
    assert launcher.codes == [-9]
    (left,) = set(Journal().open_staging()) - before
    assert left.is_dir() and cudnn_staging_of(launcher.pids[0])
    return left


def in_forked_parent(run: Callable[[], bool]) -> int:
    """Run ``run`` in a forked copy of this process (a second wizard); its pid (exit 0: it returned True)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        code = 70
        try:
            code = 0 if run() else 1
        finally:
            os._exit(code)
    return pid


def wait_for(condition: Callable[[], bool], timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_with_two_runs_only_the_dead_ones_staging_is_removed_never_the_live_ones(
    admin_cudnn: CopyCudnnIntoCuda, tmp_path: Path
) -> None:
    """Run A (another wizard process; its elevated child a real process) is copying, its archive a FIFO the
    test feeds at the end. While A's parent runs, undo keeps A's folder; then A's parent is killed, its
    child going on (as an elevated child outlives its parent): run B's child, killed, had to remove dead
    runs' folders and kept A's (its lock is held), and undo removes B's and still keeps A's."""
    fifo = tmp_path / "cudnn-live.tar.xz"
    os.mkfifo(fifo)
    live_op = replace(admin_cudnn, archive=str(fifo))
    parent_a = in_forked_parent(lambda: apply_operations(
        [live_op], Journal(), step="t", elevator=make_elevator(KillableLauncher())).ok)
    try:
        wait_for(lambda: any((f / LOCK_NAME).exists() for f in Journal().open_staging()))
        (live,) = Journal().open_staging()
        assert any("still running" in line for line in undo(Journal(), "all", dry_run=True).recovered)
        assert sweep(Journal(), dry_run=False) and live.is_dir()
        os.kill(parent_a, signal.SIGKILL)
        os.waitpid(parent_a, 0)
        dead = killed_run(admin_cudnn)
        assert live.is_dir()
        preview = undo(Journal(), "all", dry_run=True).recovered
        assert any("Would remove" in line and str(dead) in line for line in preview), preview
        assert any("Kept" in line and str(live) in line for line in preview), preview
        sweep(Journal(), dry_run=False)
        assert not dead.exists() and live.is_dir() and Journal().open_staging() == [live]
    finally:
        _feed(fifo, cudnn_tarball(tmp_path / "feed.tar.xz"))
        with contextlib.suppress(ProcessLookupError):
            os.kill(parent_a, signal.SIGKILL)
            os.waitpid(parent_a, 0)
    wait_for(lambda: not live.exists())  # A's child finished and removed its own folder
    sweep(Journal(), dry_run=False)
    assert Journal().open_staging() == []


def _feed(fifo: Path, archive: Path) -> None:
    """Give the blocked child its archive (never blocks: no reader left means nothing to feed)."""
    try:
        descriptor = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return
    with os.fdopen(descriptor, "wb") as stream:
        os.set_blocking(descriptor, True)
        stream.write(archive.read_bytes())


def test_a_folder_only_an_administrator_may_remove_is_listed_then_removed_by_the_next_elevated_run(
    admin_cudnn: CopyCudnnIntoCuda, profile_d: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The helper's folder belongs to root, the parent is the user: stood in for by giving this (parent)
    process another user id (the child, a real process, keeps the real one)."""
    dead = killed_run(admin_cudnn)
    real_geteuid, parent_pid = os.geteuid, os.getpid()
    monkeypatch.setattr(os, "geteuid", lambda: real_geteuid() + 4242 if os.getpid() == parent_pid
                        else real_geteuid())
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["undo", "--dry-run"]) == 0
    assert str(dead) in out.getvalue() and "only an administrator can remove it" in out.getvalue()
    (line,) = undo(Journal(), "all").recovered
    assert "only an administrator" in line and dead.is_dir() and Journal().open_staging() == [dead]
    launcher = KillableLauncher()
    report = apply_operations([AddToPath(entry="/usr/local/cuda-12.2/bin", scope="system")], Journal(),
                              step="s", elevator=make_elevator(launcher))
    assert report.ok, report
    assert len(launcher.pids) == 1 and not dead.exists()
    assert Journal().open_staging() == [] and undo(Journal(), "all").recovered == ()


@pytest.fixture
def profile_d(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A system profile.d that does not exist yet, so the parent sees it as needing admin."""
    folder = tmp_path / "etc" / "profile.d"
    monkeypatch.setenv("TFGPU_WIZARD_PROFILE_D", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _no_leftovers_from_a_failed_test() -> Iterator[None]:
    """Whatever this test's journal names under /var/tmp is removed afterwards (a link: only the link)."""
    yield
    for folder in Journal().open_staging():
        if is_staging_folder(folder) and folder.is_symlink():
            folder.unlink()
        elif is_staging_folder(folder):
            shutil.rmtree(folder, ignore_errors=True)


def _plan(tmp_path: Path, data: bytes) -> tuple[Path, str]:
    plan = tmp_path / "plan" / "plan.json"
    plan.parent.mkdir(parents=True)
    plan.write_bytes(data)
    return plan, hashlib.sha256(data).hexdigest()


def test_the_child_refuses_a_plan_whose_staging_or_cleanup_is_outside_the_staging_root(
    tmp_path: Path, profile_d: Path
) -> None:
    """Run in this process as the child would (the checks do not depend on being elevated)."""
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep").write_text("mine")
    ops, ctx = [AddToPath(entry="/usr/local/cuda-12.2/bin", scope="system")], OpContext(step="s")
    fresh = new_staging_folder()
    for staging, cleanup in ((fresh, [victim]), (fresh, [admin_only_parent() / "tfgpu-wizard-elevated-x"]),
                             (victim, []), (admin_only_parent() / "elsewhere", [])):
        plan, sha = _plan(tmp_path / secrets.token_hex(4), plan_bytes(ops, ctx, staging, cleanup))
        with pytest.raises(ElevationError, match="may not change"):
            run_elevated_plan(plan, sha)
        assert not fresh.exists() and (victim / "keep").read_text() == "mine" and not profile_d.exists()


def test_a_link_at_a_staging_name_is_never_followed_by_the_child_or_by_undo(
    tmp_path: Path, profile_d: Path
) -> None:
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep").write_text("mine")
    link = new_staging_folder()
    link.symlink_to(victim, target_is_directory=True)
    Journal().note_staging(link, "old-run")
    report = apply_operations([AddToPath(entry="/usr/local/cuda-12.2/bin", scope="system")], Journal(),
                              step="s", elevator=make_elevator(KillableLauncher()))
    assert report.ok, report
    assert link.is_symlink() and (victim / "keep").read_text() == "mine"  # the child left it alone
    (line,) = undo(Journal(), "all").recovered
    assert "not a folder the wizard made" in line
    assert link.is_symlink() and (victim / "keep").read_text() == "mine" and Journal().open_staging() == []
    link.unlink()


def test_a_live_helpers_folder_handed_over_as_dead_is_kept_by_the_next_child(
    tmp_path: Path, profile_d: Path
) -> None:
    """The parent's lock is gone (its wizard was killed), the helper itself still runs: its lock, held by
    another real process here, keeps its folder."""
    orphan = new_staging_folder()
    orphan.mkdir(mode=0o700)
    Journal().note_staging(orphan, "orphaned-run")
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(orphan / LOCK_NAME)],
                              stdout=subprocess.PIPE, stdin=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
        report = apply_operations([AddToPath(entry="/usr/local/cuda-12.2/bin", scope="system")], Journal(),
                                  step="s", elevator=make_elevator(KillableLauncher()))
        assert report.ok and orphan.is_dir()
        (line,) = undo(Journal(), "all").recovered
        assert "still running" in line and orphan.is_dir()
    finally:
        holder.kill()
        holder.wait()
    assert "Removed" in undo(Journal(), "all").recovered[0] and not orphan.exists()


HOLD_LOCK = "import sys; from filelock import FileLock; l = FileLock(sys.argv[1]); l.acquire(); " \
            "print('held', flush=True); sys.stdin.read()"


def test_something_planted_at_the_staging_name_is_refused_and_left_as_it_was(
    admin_cudnn: CopyCudnnIntoCuda, profile_d: Path
) -> None:
    """A folder another process made at the name the parent chose (between journaling and the child's
    mkdir): the child takes nothing over, the run fails with a clear message, the journal forgets it."""
    planted: list[Path] = []

    def plant_then_launch(launch: ChildLaunch) -> int:
        plan = Path(launch.argv[launch.argv.index("--plan") + 1])
        folder = Path(json.loads(plan.read_bytes())["staging"])
        folder.mkdir()
        (folder / "theirs").write_text("x")
        planted.append(folder)
        return KillableLauncher()(launch)

    report = apply_operations([admin_cudnn], Journal(), step="t", elevator=make_elevator(plant_then_launch))
    assert not report.ok and "exists already" in report.items[0].error
    assert (planted[0] / "theirs").read_text() == "x" and Journal().open_staging() == []
    shutil.rmtree(planted[0])


def test_while_its_wizard_holds_the_lock_a_folder_is_kept_even_before_its_helper_locked_it(
    tmp_path: Path,
) -> None:
    """Between the helper's mkdir and its lock (or where this user cannot open that lock), the parent's
    lock in the data folder is what says "running": held by another real process here."""
    folder = new_staging_folder()
    folder.mkdir(mode=0o700)
    lock = parent_lock(Journal(), folder)
    lock.parent.mkdir(parents=True)
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(lock)], stdout=subprocess.PIPE,
                              stdin=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
        Journal().note_staging(folder, "running")
        (line,) = undo(Journal(), "all").recovered
        assert "still running" in line and folder.is_dir() and not (folder / LOCK_NAME).exists()
    finally:
        holder.kill()
        holder.wait()
    assert "Removed" in undo(Journal(), "all").recovered[0] and not folder.exists() and not lock.exists()


def test_the_journal_keeps_the_named_staging_folders_until_they_are_seen_gone(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "j" / "journal.json")
    first, second = new_staging_folder(), new_staging_folder()
    journal.note_staging(first, "r1")
    journal.note_staging(second, "r2")
    assert journal.open_staging() == [first, second] and journal.entries() == []
    journal.staging_gone([first])
    assert Journal(journal.path).open_staging() == [second]
