"""What a killed elevated helper leaves in the admin-only staging is found and removed, never a live run's.

No real pkexec or UAC can run here (no prompt can be answered in a test, and the tests do not run as root):
the launcher runs the exact command line the elevated copy would get as an ordinary child process of this
user (the elevation stand-in of test_env_elevation.py), so the child's folders under the system's own
temporary folder (``/var/tmp``) are this user's instead of root's. The child is killed for real, by the
crash hook (SIGKILL, no ``finally``). "Only an administrator may remove it" is stood in for by refusing the
removal in the parent process only (root cannot be refused here).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.elevation import ChildLaunch, make_elevator
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
    assert undo(Journal(), "all").ok
    return [line.split(" ", 1)[1] for line in log.read_text().splitlines()]


def test_undo_removes_what_an_elevated_child_killed_mid_install_left_in_the_admin_only_staging(
    admin_cudnn: CopyCudnnIntoCuda, tmp_path: Path
) -> None:
    """Killed at the first of each kind of point the child passes: while copying, after the commit while
    its cuDNN staging is removed, and while its own staging folder is removed (its result already sent)."""
    passed = child_points(admin_cudnn, tmp_path / "points.log")
    assert {"copy-file-placed", "staging-removing", "elevated-staging-removing"} <= set(passed)
    for k in sorted({passed.index(name) + 1 for name in passed}):
        launcher = KillableLauncher(**{CRASH_AT_ENV: str(k)})
        apply_operations([admin_cudnn], Journal(), step="t", elevator=make_elevator(launcher))
        assert launcher.codes == [-9], k
        assert cudnn_staging_of(launcher.pids[0]), f"the kill at point {k} left no staging: test is void"
        undo(Journal(), "all")
        assert cudnn_staging_of(launcher.pids[0]) == [], f"staging left after a kill at point {k}"
        assert Journal().open_staging() == [], k
