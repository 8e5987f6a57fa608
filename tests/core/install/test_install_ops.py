"""Install Operations in runs: journaled, elevated when needed, rolled back as a whole, undone by journal.

Real archives, folders, journal and subprocesses, each OS's own: on Linux a cuDNN tarball into a CUDA folder
with lib64 and the runfile; on Windows NVIDIA's cuDNN zip (tests/core/cudnn_windows_zip.py) into a CUDA folder
under Program Files (bin, include, lib\\x64) and the .exe installer. Two stand-ins, named as such: the elevator
(no pkexec or UAC here; it does what the elevated child does: rebuild the operation from its params and apply
it) and the FAKE INSTALLER of test_cuda_installer.py for NVIDIA's CUDA installer.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.cudnn_windows_zip import FILE, cudnn_windows_zip
from tests.core.install.test_cuda_installer import cuda_root as installer_cuda_root
from tests.core.install.test_cuda_installer import write_fake
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from tests.windows.test_cudnn_into_cuda import cuda_folder as windows_cuda_folder
from tests.windows.wine import NO_REAL_OWNERS
from wizard.basics.errors import WizardError
from wizard.basics.events import run_to_completion
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome, Preview, build_operation
from wizard.core.ops.journal import Journal, JournalError
from wizard.core.ops.kinds import load_all_kinds
from wizard.core.ops.runner import BatchResult, run_journaled_step
from wizard.core.ops.undo import undo
from wizard.platform import file_access


def cudnn_op(tmp_path: Path) -> tuple[CopyCudnnIntoCuda, Path]:
    """This OS's cuDNN archive into this OS's CUDA folder."""
    if sys.platform == "win32":
        root = windows_cuda_folder(tmp_path)
        (root / "version.json").write_text('{"cuda": {"version": "11.0.3"}}')  # what the elevated child looks for
        archive = cudnn_windows_zip(tmp_path / FILE)
        return CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="windows"), root
    root = cuda_root(tmp_path / "cuda-12.2")
    archive = cudnn_tarball(tmp_path / "cudnn-test.tar.xz")
    return CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="linux"), root


def copied_library(root: Path) -> Path:
    """The main cuDNN library as :func:`cudnn_op`'s copy leaves it in ``root``."""
    return root / "bin" / "cudnn64_8.dll" if sys.platform == "win32" else root / "lib64" / "libcudnn.so.8.9.7"


_IN_CHILD: list[bool] = []


def admin_only(root: Path) -> Callable[[Path], bool]:
    """The writability seam for a CUDA folder only an admin may change (as /usr/local): refused, except
    inside :func:`child_elevator` (the stand-in for the elevated child, which may)."""
    return lambda folder: folder != root or bool(_IN_CHILD)


def child_elevator(operations: Sequence[Operation], ctx: OpContext) -> BatchResult:
    """Stand-in for the elevated child: rebuild each operation from its params and apply it with an elevated
    context, as the child does (so the cuDNN copy keeps its backups in the CUDA folder's admin-side folder)."""
    rebuilt = [build_operation(op.kind, op.to_params()) for op in operations]
    _IN_CHILD.append(True)
    try:
        return BatchResult(tuple(op.apply(replace(ctx, elevated=True)) for op in rebuilt))
    finally:
        _IN_CHILD.pop()


def test_an_operation_needing_admin_goes_to_the_elevator_and_is_journaled_as_elevated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    op, root = cudnn_op(tmp_path)
    monkeypatch.setattr(file_access, "can_write_dir", admin_only(root))  # as for /usr/local
    run = run_to_completion(run_journaled_step([op], Journal(), step="t", elevator=child_elevator))[1]
    assert run.entries[0].elevated
    assert copied_library(root).is_file()


def test_without_an_elevator_an_admin_operation_is_refused_before_any_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    op, root = cudnn_op(tmp_path)
    monkeypatch.setattr(file_access, "can_write_dir", lambda folder: folder != root)
    before = snapshot(root)
    with pytest.raises(WizardError, match="administrator rights"):
        run_to_completion(run_journaled_step([op], Journal(), step="t"))
    assert snapshot(root) == before and Journal().entries() == []


class _Failing:
    """An operation that always fails, to see the run roll back the copy before it."""

    kind = "test-failing"

    def describe(self) -> str:
        return "fails"

    def preview(self) -> Preview:
        return Preview("fails", "", "x")

    def needs_elevation(self) -> bool:
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        raise OSError("disk on fire")

    def to_params(self) -> dict[str, str]:
        return {}


def test_a_later_failure_in_the_run_undoes_the_cudnn_copy_from_the_journal(tmp_path: Path) -> None:
    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    with pytest.raises(OSError, match="disk on fire"):
        run_to_completion(run_journaled_step([op, _Failing()], Journal(), step="t"))
    assert snapshot(root) == before
    assert Journal().pending() == [] and len(Journal().entries()) == 1


def test_a_copy_the_journal_cannot_record_is_undone_at_once(tmp_path: Path) -> None:
    """Nothing may stay that ``undo`` could never find: a journal that cannot be read (here a folder where
    the file should be) makes the run reverse the change it just made."""
    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    broken = tmp_path / "data" / "journal.json"
    broken.mkdir(parents=True)
    with pytest.raises(JournalError):
        run_to_completion(run_journaled_step([op], Journal(broken), step="t"))
    assert snapshot(root) == before


def test_a_journaled_copy_is_undone_by_the_ops_undo_after_a_restart(tmp_path: Path) -> None:
    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    run_to_completion(run_journaled_step([op], Journal(), step="t"))
    script = ("import sys; from wizard.core.ops.kinds import load_all_kinds; load_all_kinds();"
              "from wizard.core.ops.journal import Journal; from wizard.core.ops.undo import undo;"
              "sys.exit(0 if undo(Journal(), 'last').ok else 1)")
    done = subprocess.run([sys.executable, "-c", script], env=dict(os.environ), check=False,
                          cwd=Path(__file__).resolve().parents[3], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert snapshot(root) == before


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, TFGPU_WIZARD_LANG="en")
    return subprocess.run([sys.executable, "-m", "wizard", *args], env=env, capture_output=True, text=True,
                          encoding="utf-8", check=False, cwd=Path(__file__).resolve().parents[3])


@pytest.fixture
def cuda_into(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder install-cuda installs into here: the runfile's --installpath, or on Windows the installer's
    default folder, under a Program Files in tmp_path (%ProgramW6432%, which the CLI child inherits)."""
    monkeypatch.setenv("ProgramW6432", str(tmp_path / "Program Files"))
    return installer_cuda_root(tmp_path)


SILENT_FLAG = "-s" if sys.platform == "win32" else "--toolkit"


def test_install_cuda_cli_dry_run_shows_the_command_and_runs_nothing(tmp_path: Path, cuda_into: Path) -> None:
    installer = write_fake(tmp_path)
    sha = hashlib.sha256(installer.read_bytes()).hexdigest()
    result = _cli("install-cuda", "--installer", str(installer), "--into", str(cuda_into),
                  "--sha256", sha, "--dry-run")
    assert result.returncode == 0, result.stderr
    assert SILENT_FLAG in result.stdout.split() and "Dry run" in result.stdout
    assert not (tmp_path / "argv.txt").exists()


def test_install_cuda_cli_installs_journals_and_undo_points_at_nvidias_uninstaller(
    tmp_path: Path, cuda_into: Path
) -> None:
    installer = write_fake(tmp_path)
    sha = hashlib.sha256(installer.read_bytes()).hexdigest()
    result = _cli("install-cuda", "--installer", str(installer), "--into", str(cuda_into),
                  "--sha256", sha)
    assert result.returncode == 0, result.stderr
    assert Journal().pending()[0].kind == "cuda-install-toolkit"
    again = _cli("install-cuda", "--installer", str(installer), "--into", str(cuda_into))
    assert again.returncode == 0 and "already installed" in again.stdout  # skipped: no checksum needed
    load_all_kinds()  # what the undo CLI does: this process never imported the CUDA operation module
    report = undo(Journal(), "last")
    # NVIDIA's own uninstaller: cuda-uninstaller on Linux, the NVIDIA CUDA entries of Settings > Apps on Windows
    assert not report.ok and ("Settings > Apps" if sys.platform == "win32" else "cuda-uninstaller") in (
        report.failures[0].hint)
    assert (cuda_into / "version.json").is_file()  # never deleted by us


def test_install_cuda_cli_refuses_an_installer_without_a_known_checksum(tmp_path: Path, cuda_into: Path) -> None:
    installer = write_fake(tmp_path)
    result = _cli("install-cuda", "--installer", str(installer), "--into", str(cuda_into))
    assert result.returncode == 1 and "No checksum" in result.stderr
    assert not (tmp_path / "argv.txt").exists()


def test_dry_run_of_the_cudnn_op_reports_without_copying(tmp_path: Path) -> None:
    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    result = op.apply(OpContext(dry_run=True))
    assert result.outcome is Outcome.MODIFIED and result.dry_run
    assert snapshot(root) == before
    op.discard()


def test_every_install_operation_asks_the_nearest_existing_folder_whether_it_needs_admin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Writability is the file_access seam's answer (ACLs on Windows), never a bare os.access; the root
    here cannot see a refusal for real, so the seam stands in for a folder only an admin may write."""
    from wizard.core.install.cuda_ops import InstallCudaToolkit
    from wizard.core.pyenv.conda_env_ops import CondaEnvVar

    locked = tmp_path / "program-files"
    locked.mkdir()
    asked: list[Path] = []

    def can_write_dir(folder: Path) -> bool:
        asked.append(folder)
        return not folder.is_relative_to(locked)

    monkeypatch.setattr(file_access, "can_write_dir", can_write_dir)
    for into, admin in ((locked / "cuda" / "v12.2", True), (tmp_path / "mine" / "cuda", False)):
        operations = [
            CopyCudnnIntoCuda(archive="a.zip", into=str(into), os="linux"),
            InstallCudaToolkit(installer="i.run", version="12.2", os="linux", into=str(into)),
            CondaEnvVar(prefix=str(into), name="X", value="1"),
        ]
        assert [op.needs_elevation() for op in operations] == [admin] * 3
        assert asked[-3:] == [locked if admin else tmp_path] * 3


@pytest.mark.wine_gap(NO_REAL_OWNERS)
def test_undoing_a_cudnn_copy_refused_here_goes_through_the_elevated_child(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A copy into a folder only an admin may change (Program Files, /usr/local), made by the elevated child:
    the refusal must reach undo as a PermissionError so that it asks the elevated child, instead of ending as
    'left as they are'. Root cannot be refused for real, so Path.unlink refuses in this process only (the
    child is real). (A copy made without elevation keeps its backups where the user can write: the elevated
    child refuses to restore those, see test_elevated_undo.py.)"""
    from tests.core.ops.test_env_elevation import ChildLauncher
    from wizard.core.ops.elevation import make_elevator, make_reverse_elevator

    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    journal = Journal()
    with monkeypatch.context() as admin_only:
        admin_only.setattr(file_access, "can_write_dir", lambda folder: folder != root)
        run_to_completion(run_journaled_step([op], journal, step="t", elevator=make_elevator(ChildLauncher())))
    assert journal.pending()[0].elevated
    real_unlink, parent_pid = Path.unlink, os.getpid()

    def refused_here(self: Path, missing_ok: bool = False) -> None:
        if self.is_relative_to(root) and os.getpid() == parent_pid:
            raise PermissionError(13, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", refused_here)
    launcher = ChildLauncher()
    report = undo(journal, "last", elevator=make_reverse_elevator(launcher))
    assert report.ok, report.failures
    assert len(launcher.commands) == 1 and snapshot(root) == before


@pytest.mark.wine_gap(NO_REAL_OWNERS)
def test_a_failed_run_rolls_back_an_elevated_copy_through_the_elevated_child(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The copy went to the elevated helper; when a later operation fails, only that helper may take it
    back. Path.unlink refuses in this process once the failure happened (root cannot be refused)."""
    from tests.core.ops.test_env_elevation import ChildLauncher
    from wizard.core.ops.elevation import make_reverse_elevator

    op, root = cudnn_op(tmp_path)
    monkeypatch.setattr(file_access, "can_write_dir", admin_only(root))
    before = snapshot(root)
    real_unlink, parent_pid, refusing = Path.unlink, os.getpid(), []

    def refused_here(self: Path, missing_ok: bool = False) -> None:
        if refusing and self.is_relative_to(root) and os.getpid() == parent_pid:
            raise PermissionError(13, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    class FailingAfterAdmin(_Failing):
        def apply(self, ctx: OpContext) -> ApplyResult:
            refusing.append(True)
            return super().apply(ctx)

    monkeypatch.setattr(Path, "unlink", refused_here)
    launcher = ChildLauncher()
    with pytest.raises(OSError, match="disk on fire"):
        run_to_completion(run_journaled_step([op, FailingAfterAdmin()], Journal(), step="t",
                                             elevator=child_elevator,
                                             reverse_elevator=make_reverse_elevator(launcher)))
    assert len(launcher.commands) == 1 and snapshot(root) == before
    assert Journal().pending() == []
