"""The real PyInstaller bundle: its GUI executable answers the elevated helper's subcommand.

Slow (a build takes minutes) and so opt-in: ``TFGPU_WIZARD_FROZEN_TEST=1 pytest tests/cli/test_frozen_gui_entry.py``
(needs ``pip install pyinstaller``). It builds build.spec into a temporary folder and runs the frozen
``tfgpu-wizard-gui`` as the elevated child of a frozen GUI would be run: ``sys.executable elevated-apply``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO, cli_env

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("TFGPU_WIZARD_FROZEN_TEST") != "1",
                       reason="builds the PyInstaller bundle: set TFGPU_WIZARD_FROZEN_TEST=1"),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pyinstaller = shutil.which("pyinstaller", path=str(Path(sys.executable).parent))
    if pyinstaller is None:
        pytest.skip("PyInstaller is not installed (pip install pyinstaller)")
    work = tmp_path_factory.mktemp("frozen")
    subprocess.run([pyinstaller, "--noconfirm", "--distpath", str(work / "dist"), "--workpath",
                    str(work / "build"), str(REPO / "build.spec")], check=True, cwd=REPO, timeout=1800,
                   capture_output=True)
    return work / "dist" / "tfgpu-wizard"


def _gui_exe(bundle: Path) -> Path:
    return bundle / ("tfgpu-wizard-gui.exe" if sys.platform == "win32" else "tfgpu-wizard-gui")


def test_the_frozen_gui_exe_runs_the_elevated_helper_subcommand(bundle: Path, tmp_path: Path) -> None:
    plan = tmp_path / "plan.json"
    plan.write_text("{}", encoding="utf-8")
    done = subprocess.run([str(_gui_exe(bundle)), "elevated-apply", "--plan", str(plan), "--sha256", "0" * 64],
                          capture_output=True, text=True, env=cli_env(), timeout=120, check=False)
    assert done.returncode != 0 and "elevation-plan-tampered" in done.stderr, done.stderr
    assert "unrecognized arguments" not in done.stderr


def test_the_frozen_gui_exe_runs_a_cli_command(bundle: Path) -> None:
    done = subprocess.run([str(_gui_exe(bundle)), "probe", "--json"], capture_output=True, text=True,
                          env=cli_env(), timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "family" in json.loads(done.stdout)["os"]


@pytest.mark.skipif(sys.platform == "win32", reason="runs the helper without a UAC prompt: POSIX only")
def test_an_administrator_step_of_the_frozen_gui_runs_in_its_own_exe_and_reports_back(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
    from wizard.core.ops.base import OpContext, Outcome
    from wizard.core.ops.cudnn_ops import CopyCudnnIntoCuda
    from wizard.platform import elevation

    archive = cudnn_tarball(tmp_path / "cudnn-test-8.9.7.tar.xz")
    root = cuda_root(tmp_path / "cuda-12.2")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(_gui_exe(bundle)))  # what sys.executable is in the GUI exe
    run_as_this_user = lambda argv: subprocess.run(list(argv), check=False, env=cli_env(), timeout=120).returncode  # noqa: E731
    op = CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="linux")
    batch = elevation.make_elevator(run_as_this_user)([op], OpContext(step="install-cudnn",
                                                                      backup_dir=tmp_path / "backup"))
    assert batch.error == "" and batch.results[0].outcome is Outcome.MODIFIED, batch
    assert (root / "lib64" / "libcudnn.so.8.9.7").is_file()
