"""The cuDNN copy is a transaction: any failure, cancel or fault leaves the CUDA folder as it was.

Real files in tmp_path throughout. Faults are injected through ``CopyIO``, the seam the copy does all its
file work through (T-TXN-01/02/06/07 of reliability-tests.md).
"""

from __future__ import annotations

import collections
import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

import pytest

from tests.windows.wine import skip_without_real_symlinks
from wizard.basics.errors import Cancelled
from wizard.basics.events import run_to_completion
from wizard.core.install import copy_plan
from wizard.core.install.copy_plan import CopyPlan, PreflightError, ensure_preflight, plan_copy, preflight
from wizard.core.install.copy_undo import recover_interrupted_copies, reverse_copy
from wizard.core.install.cudnn_copy import CopyFailedError, CopyIO, CopyResult, copy_into, write_intent
from wizard.platform import file_access

Snapshot = dict[str, tuple[str, int, bytes]]


def snapshot(root: Path) -> Snapshot:
    """Every entry under root: kind, permission bits, and bytes (or link target). Missing root: empty."""
    state: Snapshot = {}
    if not root.exists():
        return state
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            state[rel] = ("link", 0, os.readlink(path).encode())
        elif path.is_dir():
            state[rel] = ("dir", stat.S_IMODE(info.st_mode), b"")
        else:
            state[rel] = ("file", stat.S_IMODE(info.st_mode), path.read_bytes())
    return state


def make_cudnn(staging: Path) -> list[tuple[Path, str]]:
    """A small cuDNN-like archive folder (Linux 'archive-folder' layout) with a chain of symlinks."""
    top = staging / "cudnn-linux-x86_64-8.9.7.29_cuda12-archive"
    (top / "include").mkdir(parents=True)
    (top / "lib").mkdir()
    (top / "include" / "cudnn.h").write_bytes(b"new cudnn.h\n" * 100)
    (top / "include" / "cudnn_version.h").write_text("#define CUDNN_MAJOR 8\n")
    names = ["libcudnn.so.8.9.7", "libcudnn_ops_infer.so.8.9.7", "libcudnn_cnn_infer.so.8.9.7"]
    for index, name in enumerate(names):
        (top / "lib" / name).write_bytes(bytes([index]) * (3000 + index))
    os.symlink("libcudnn.so.8.9.7", top / "lib" / "libcudnn.so.8")
    os.symlink("libcudnn.so.8", top / "lib" / "libcudnn.so")
    return [(top / "include", "include"), (top / "lib", "lib64")]


def make_cuda_root(root: Path) -> None:
    """A CUDA folder with files of its own and an older cuDNN header and library to be replaced."""
    (root / "include").mkdir(parents=True)
    (root / "bin").mkdir()
    (root / "include" / "cuda.h").write_text("cuda header")
    (root / "include" / "cudnn.h").write_bytes(b"old cudnn.h\n")
    (root / "bin" / "nvcc").write_bytes(b"#!nvcc")
    (root / "bin" / "nvcc").chmod(0o755)


@pytest.fixture
def setup(tmp_path: Path) -> tuple[CopyPlan, Path]:
    mappings = make_cudnn(tmp_path / "staging")
    root = tmp_path / "cuda-12.2"
    make_cuda_root(root)
    (root / "lib64").mkdir()
    (root / "lib64" / "libcudnn.so.8").symlink_to("libcudnn.so.8.2.0")  # an older link, replaced
    (root / "lib64" / "libcudart.so.12").write_bytes(b"cudart")
    (tmp_path / "data" / "backups").mkdir(parents=True)
    return plan_copy(mappings, root, tmp_path / "data" / "backups" / "run-1"), tmp_path


class FaultyIO(CopyIO):
    """Raises at the k-th mutating call (k = 0: never); counts the calls for the exhaustive loop."""

    def __init__(self, fail_at: int = 0, error: OSError | None = None) -> None:
        self.calls = 0
        self.fail_at = fail_at
        self.error = error or OSError(errno.EIO, "injected fault")

    def _tick(self) -> None:
        self.calls += 1
        if self.calls == self.fail_at:
            raise self.error

    def make_dir(self, path: Path) -> None:
        self._tick()
        super().make_dir(path)

    def open_new(self, path: Path) -> BinaryIO:
        self._tick()
        return super().open_new(path)

    def make_symlink(self, link: str, path: Path) -> None:
        self._tick()
        super().make_symlink(link, path)

    def keep_old(self, target: Path, old: Path) -> None:
        self._tick()
        super().keep_old(target, old)

    def replace(self, source: Path, target: Path) -> None:
        self._tick()
        super().replace(source, target)


def count_steps(plan: CopyPlan) -> int:
    """Mutating calls of a full copy (run once, then undone so the tree is as before)."""
    counter = FaultyIO()
    reverse_copy(_run(plan, counter).to_record())
    return counter.calls


def _run(plan: CopyPlan, io: CopyIO) -> CopyResult:
    return run_to_completion(copy_into(plan, io))[1]


def test_a_fault_at_every_step_k_restores_the_tree_byte_for_byte(setup: tuple[CopyPlan, Path]) -> None:
    plan, tmp_path = setup
    counter = FaultyIO()
    before_root, before_data = snapshot(plan.root), snapshot(tmp_path / "data")
    committed = _run(plan, counter)
    steps = counter.calls
    reverse_copy(committed.to_record())
    assert snapshot(plan.root) == before_root
    before_data = snapshot(tmp_path / "data")
    restored = 0
    for k in range(1, steps + 1):
        fresh = plan_copy(_mappings(tmp_path), plan.root, tmp_path / "data" / "backups" / f"k{k}")
        with pytest.raises(CopyFailedError, match="every change was undone"):
            _run(fresh, FaultyIO(fail_at=k))
        restored += snapshot(plan.root) == before_root and snapshot(tmp_path / "data") == before_data
    assert steps >= len(plan.items) * 2
    assert restored == steps, f"{restored}/{steps} fault points restored the tree"


def _mappings(tmp_path: Path) -> list[tuple[Path, str]]:
    top = tmp_path / "staging" / "cudnn-linux-x86_64-8.9.7.29_cuda12-archive"
    return [(top / "include", "include"), (top / "lib", "lib64")]


def test_enospc_mid_copy_rolls_back_and_leaves_no_temp_file(setup: tuple[CopyPlan, Path]) -> None:
    plan, _ = setup

    class DiskFull(CopyIO):
        written = 0

        def write_chunk(self, stream: BinaryIO, data: bytes) -> None:
            self.written += len(data)
            if self.written > 7000:
                raise OSError(errno.ENOSPC, "No space left on device")
            super().write_chunk(stream, data)

    before = snapshot(plan.root)
    with pytest.raises(CopyFailedError, match="No space left"):
        _run(plan, DiskFull())
    assert snapshot(plan.root) == before
    assert not list(plan.root.rglob("*.tfgpu-tmp"))
    assert not plan.backup_dir.exists()


def test_a_failing_undo_step_does_not_stop_the_others_and_is_named(setup: tuple[CopyPlan, Path]) -> None:
    plan, tmp_path = setup
    skip_without_real_symlinks(tmp_path)

    class StuckRemove(FaultyIO):
        def remove_file(self, path: Path) -> None:
            if path.name == "libcudnn.so.8.9.7":
                raise OSError(errno.EBUSY, "held by a scanner")
            super().remove_file(path)

    steps = count_steps(plan)
    plan = plan_copy(_mappings(tmp_path), plan.root, tmp_path / "data" / "backups" / "run-2")
    with pytest.raises(CopyFailedError) as caught:
        _run(plan, StuckRemove(fail_at=steps))
    # the stuck file, and the backup folder: kept with the intent, from which undo can still finish
    assert "2 changes could not be undone" in caught.value.message
    assert "libcudnn.so.8.9.7" in str(caught.value.context)
    assert (plan.backup_dir / "copy-intent.json").exists()
    assert (plan.root / "include" / "cudnn.h").read_bytes() == b"old cudnn.h\n"
    assert os.readlink(plan.root / "lib64" / "libcudnn.so.8") == "libcudnn.so.8.2.0"


def test_cancel_mid_copy_undoes_everything(setup: tuple[CopyPlan, Path]) -> None:
    plan, _ = setup
    before = snapshot(plan.root)
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):
        run_to_completion(copy_into(plan, cancelled=cancelled))
    assert snapshot(plan.root) == before
    assert not plan.backup_dir.exists()


def test_a_cancel_whose_roll_back_fails_is_reported_not_swallowed(setup: tuple[CopyPlan, Path]) -> None:
    """A cancel is quiet only when everything was undone; otherwise the user must learn what stayed."""
    plan, _ = setup

    class StuckRemove(CopyIO):
        def remove_file(self, path: Path) -> None:
            if path.name == "libcudnn.so.8.9.7":
                raise OSError(errno.EBUSY, "held by a scanner")
            super().remove_file(path)

    def cancelled() -> bool:
        return (plan.root / "lib64" / "libcudnn_cnn_infer.so.8.9.7").exists()

    with pytest.raises(CopyFailedError) as caught:
        run_to_completion(copy_into(plan, StuckRemove(), cancelled=cancelled))
    assert "could not be undone" in caught.value.message
    assert "libcudnn.so.8.9.7" in str(caught.value.context)
    assert (plan.root / "include" / "cudnn.h").read_bytes() == b"old cudnn.h\n"


def test_a_copy_whose_intent_cannot_be_removed_is_rolled_back_not_half_kept(
    setup: tuple[CopyPlan, Path], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Removing the intent is the commit point. Were the kept originals deleted first, an intent that
    stays (a scanner holding it, a crash in between) would let the next recovery remove the new files
    while nothing could bring the replaced ones back."""
    plan, _ = setup
    before = snapshot(plan.root)
    real_unlink = os.unlink

    def unlink(path: str | os.PathLike[str], *args: object, **kwargs: object) -> None:
        if Path(path).name == "copy-intent.json":
            raise OSError(errno.EACCES, "held by a scanner")
        real_unlink(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "unlink", unlink)
    with pytest.raises(CopyFailedError, match="held by a scanner"):
        _run(plan, CopyIO())
    monkeypatch.undo()
    recover_interrupted_copies(plan.backup_dir.parent)  # what the next undo does for a copy it has no entry of
    assert snapshot(plan.root) == before


def test_a_commit_places_every_file_keeps_backups_and_reverses_exactly(setup: tuple[CopyPlan, Path]) -> None:
    plan, tmp_path = setup
    skip_without_real_symlinks(tmp_path)
    before = snapshot(plan.root)
    result = _run(plan, CopyIO())
    assert (plan.root / "include" / "cudnn.h").read_bytes() == b"new cudnn.h\n" * 100
    assert os.readlink(plan.root / "lib64" / "libcudnn.so") == "libcudnn.so.8"
    replaced = [f for f in result.files if f.backup]
    assert {Path(f.target).name for f in replaced} == {"cudnn.h", "libcudnn.so.8"}
    assert Path(replaced[0].backup or "").exists()
    reverse_copy(result.to_record())
    assert snapshot(plan.root) == before


def test_undo_keeps_a_file_the_user_changed_after_the_copy(setup: tuple[CopyPlan, Path]) -> None:
    plan, _ = setup
    result = _run(plan, CopyIO())
    (plan.root / "include" / "cudnn.h").write_text("edited by the user")
    with pytest.raises(CopyFailedError, match="left 1 item as it is"):
        reverse_copy(result.to_record())
    assert (plan.root / "include" / "cudnn.h").read_text() == "edited by the user"
    assert not (plan.root / "lib64" / "libcudnn_ops_infer.so.8.9.7").exists()


def test_a_file_corrupted_on_its_way_to_disk_fails_verification_and_rolls_back(
    setup: tuple[CopyPlan, Path],
) -> None:
    plan, _ = setup

    class BitFlip(CopyIO):
        def write_chunk(self, stream: BinaryIO, data: bytes) -> None:
            super().write_chunk(stream, bytes([data[0] ^ 1]) + data[1:])

    before = snapshot(plan.root)
    with pytest.raises(CopyFailedError, match="do not match"):
        _run(plan, BitFlip())
    assert snapshot(plan.root) == before


def test_preflight_reports_every_problem_at_once_and_changes_nothing(
    setup: tuple[CopyPlan, Path], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Tests run as root here, where chmod denies nothing, so the platform seam says 'not writable' for
    lib64; 'in use' is a Windows-only state, answered by the same seam."""
    plan, _ = setup
    (plan.root / "include" / "cudnn_version.h").mkdir()  # a folder where cuDNN has a file
    lib64 = plan.root / "lib64"
    monkeypatch.setattr(file_access, "can_write_dir", lambda folder: folder != lib64)
    monkeypatch.setattr(file_access, "is_in_use", lambda path: path.name == "cudnn.h")
    plan = plan_copy(_mappings(plan.root.parent), plan.root, plan.backup_dir)
    before = snapshot(plan.root.parent)
    with pytest.raises(PreflightError) as caught:
        ensure_preflight(plan)
    codes = sorted(p.code for p in preflight(plan))
    assert codes == ["conflict", "in-use", "permission"]
    assert caught.value.context["problems"] == 3
    assert snapshot(plan.root.parent) == before


def test_a_file_in_use_names_the_program_that_holds_it(
    setup: tuple[CopyPlan, Path], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """'In use' and the Restart Manager's answer are Windows-only: both come through the platform seam."""
    plan, _ = setup
    holder = [file_access.Holder(4242, "python.exe"), file_access.Holder(4242, "python.exe")]
    monkeypatch.setattr(file_access, "is_in_use", lambda path: path.name == "cudnn.h")
    monkeypatch.setattr(file_access, "holders", lambda path: holder if path.name == "cudnn.h" else [])
    plan = plan_copy(_mappings(plan.root.parent), plan.root, plan.backup_dir)
    [problem] = [p for p in preflight(plan) if p.code == "in-use"]
    assert problem.message.endswith("cudnn.h is in use by python.exe (PID 4242): close it, then try again.")
    monkeypatch.setattr(file_access, "holders", lambda path: [])
    [problem] = [p for p in preflight(plan) if p.code == "in-use"]
    assert "in use by another program" in problem.message


def test_preflight_refuses_when_the_disk_cannot_hold_files_and_backups(
    setup: tuple[CopyPlan, Path], monkeypatch: pytest.MonkeyPatch,
) -> None:
    plan, _ = setup
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(copy_plan.shutil, "disk_usage", lambda _: usage(1 << 30, 1 << 30, 1 << 20))
    assert [p.code for p in preflight(plan)] == ["space"]


def test_preflight_refuses_a_cuda_folder_that_does_not_exist(tmp_path: Path) -> None:
    plan = plan_copy(make_cudnn(tmp_path / "staging"), tmp_path / "no-such-cuda", tmp_path / "backup")
    assert [p.code for p in preflight(plan)] == ["missing"]
    assert preflight(plan, root_must_exist=False) == []


def test_on_a_file_system_without_hard_links_every_fault_still_restores_the_tree(
    setup: tuple[CopyPlan, Path], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """FAT32/exFAT have no hard links: os.link fails there, and the copy keeps the original by renaming."""
    plan, tmp_path = setup

    def no_links(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    before = snapshot(plan.root)
    steps = count_steps(plan)
    assert snapshot(plan.root) == before
    for k in range(1, steps + 1):
        fresh = plan_copy(_mappings(tmp_path), plan.root, tmp_path / "data" / "backups" / f"nl{k}")
        with pytest.raises(CopyFailedError):
            _run(fresh, FaultyIO(fail_at=k))
        assert snapshot(plan.root) == before, f"fault at step {k} of {steps}"


class Crash(FaultyIO):
    """Ends the process at the k-th step with no chance to roll back: a crash or a power cut."""

    def _tick(self) -> None:
        self.calls += 1
        if self.calls == self.fail_at:
            os._exit(0)

    def before_intent(self) -> None:
        self._tick()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to crash a child process")
def test_a_crash_at_every_step_k_is_recovered_from_the_intent_byte_for_byte(
    setup: tuple[CopyPlan, Path],
) -> None:
    plan, tmp_path = setup
    before = snapshot(plan.root)
    steps = count_steps(plan) + 1  # + the point just before the intent is written
    recovered = 0
    failed: list[object] = []
    for k in range(1, steps + 1):
        backups = tmp_path / "data" / "backups" / f"crash{k}" / "cudnn"
        fresh = plan_copy(_mappings(tmp_path), plan.root, backups)
        child = os.fork()
        if child == 0:  # pragma: no cover - the child ends inside the copy
            try:
                _run(fresh, Crash(fail_at=k))
            finally:
                os._exit(3)
        _, status = os.waitpid(child, 0)  # reaped: its pid is free, as after a real crash
        assert os.waitstatus_to_exitcode(status) == 0, f"the child did not crash at step {k}"
        results = recover_interrupted_copies(tmp_path / "data" / "backups")
        assert all(not r.problems for r in results)
        ok = snapshot(plan.root) == before and not (backups / "copy-intent.json").exists()
        if not ok:
            failed.append((k, sorted(set(snapshot(plan.root).items()) ^ set(before.items()))))
        recovered += ok
    assert recovered == steps, f"{recovered}/{steps} crash points recovered: {failed}"


def test_recovery_leaves_alone_a_copy_whose_process_still_runs(setup: tuple[CopyPlan, Path]) -> None:
    plan, tmp_path = setup
    plan.backup_dir.mkdir(parents=True)
    write_intent(plan)  # written by this very process, which is alive
    (plan.root / "include" / "cudnn.h.tfgpu-old").write_bytes(b"in flight")
    assert recover_interrupted_copies(tmp_path / "data" / "backups") == []
    assert (plan.root / "include" / "cudnn.h.tfgpu-old").exists()


@pytest.mark.parametrize("document", ['{"pid": "x"}', '{"pid": 0, "items": [{"existed": true}]}', "[1, 2]"])
def test_a_damaged_intent_is_reported_and_kept_without_blocking_recovery(tmp_path: Path, document: str) -> None:
    """Recovery runs in every undo: one damaged record must not stop it."""
    from wizard.core.install.copy_undo import INTENT_NAME

    intent = tmp_path / "backups" / "run-1" / INTENT_NAME
    intent.parent.mkdir(parents=True)
    intent.write_text(document, encoding="utf-8")
    results = recover_interrupted_copies(tmp_path / "backups")
    assert len(results) == 1 and "cannot be read" in results[0].problems[0]
    assert intent.read_text(encoding="utf-8") == document


def test_a_stale_temp_and_a_users_own_old_file_neither_block_nor_get_touched(
    setup: tuple[CopyPlan, Path],
) -> None:
    """Item 12: ``cudnn.h.tfgpu-tmp`` left by a crash of an older version made the copy fail on its temp
    name; a user's own ``cudnn.h.tfgpu-old`` was overwritten by the kept original, then deleted."""
    plan, tmp_path = setup
    (plan.root / "include" / "cudnn.h.tfgpu-tmp").write_bytes(b"stale, from an old crash")
    (plan.root / "include" / "cudnn.h.tfgpu-old").write_bytes(b"the user's own")
    (plan.root / "lib64" / "libcudnn.so.8.tfgpu-old").write_bytes(b"also the user's")
    plan = plan_copy(_mappings(tmp_path), plan.root, plan.backup_dir)
    before = snapshot(plan.root)
    result = _run(plan, CopyIO())
    assert (plan.root / "include" / "cudnn.h.tfgpu-old").read_bytes() == b"the user's own"
    assert (plan.root / "lib64" / "libcudnn.so.8.tfgpu-old").read_bytes() == b"also the user's"
    assert (plan.root / "include" / "cudnn.h.tfgpu-tmp").read_bytes() == b"stale, from an old crash"
    reverse_copy(result.to_record())
    assert snapshot(plan.root) == before
    steps = count_steps(plan_copy(_mappings(tmp_path), plan.root, tmp_path / "data" / "backups" / "count"))
    for k in range(1, steps + 1):  # a failure at any step rolls back without touching them either
        fresh = plan_copy(_mappings(tmp_path), plan.root, tmp_path / "data" / "backups" / f"user{k}")
        with pytest.raises(CopyFailedError):
            _run(fresh, FaultyIO(fail_at=k))
        assert snapshot(plan.root) == before, k
