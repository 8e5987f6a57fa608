"""``install-cuda --installer`` and ``install-cudnn --archive`` with ``--plan``: a plan of another machine,
an empty or missing file, and a file that is not the plan's version are refused with exit 2 and what to do,
before anything runs or changes. Real CLI processes; the plans come from the real planner, for a facts
file stamped with this host's fingerprint (standing for a probe of this machine, which has no GPU). The inputs
are those of this OS: the FAKE INSTALLER of tests/core/install/test_cuda_installer.py (a runfile on Linux, a real
.exe on Windows) for NVIDIA's CUDA installer, and a small real cuDNN archive (the Linux tarball of
tests/e2e/test_linux_install_undo.py, the Windows zip of tests/core/cudnn_windows_zip.py); on Windows the facts are
a Windows machine's, whose plans need the same CUDA 10.1 and cuDNN 7.6 (TensorFlow 2.3).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import replace
from pathlib import Path

from tests.cli.support import run_cli
from tests.core.cudnn_windows_zip import cudnn_windows_zip, windows_cuda_folder
from tests.core.install.test_cuda_installer import write_fake
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from tests.fakes.made_here import planner_makes
from wizard.basics.facts import load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id

FACTS_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "facts"
WINDOWS = sys.platform == "win32"
if WINDOWS:  # a Kepler K40 on Windows: TensorFlow 2.3 needs CUDA 10.1 and cuDNN 7.6, 2.10 CUDA 11.2 and cuDNN 8.1
    FACTS, OLD_TF, NEW_TF, NEW_CUDNN = FACTS_DIR / "windows-k40-kepler-newest.json", "2.3", "2.10", "8.1.0"
    PLANNED_INSTALLER = "cuda_10.1.243_426.00_win10.exe"
else:  # driver 418: the newest TensorFlow it runs needs CUDA 10.1 and cuDNN 7.6; 2.16 CUDA 12.3 and cuDNN 8.9
    FACTS, OLD_TF, NEW_TF, NEW_CUDNN = FACTS_DIR / "linux-gtx750ti-maxwell-driver-418.json", "newest", "2.16", "8.9.7"
    PLANNED_INSTALLER = "cuda_10.1.243_418.87.00_linux.run"


def _cudnn_archive(folder: Path, version: str = NEW_CUDNN) -> Path:
    """NVIDIA's cuDNN archive of this OS, of ``version`` by its header, under a name that says nothing."""
    if WINDOWS:
        return cudnn_windows_zip(folder / "my-cudnn.zip", version)
    assert version == "8.9.7", "the Linux stand-in archive is cuDNN 8.9.7"
    return cudnn_tarball(folder / "my-cudnn.tar.xz")


def _cuda_folder(root: Path) -> Path:
    """A CUDA folder as NVIDIA's installer of this OS leaves it."""
    return windows_cuda_folder(root) if WINDOWS else cuda_root(root)


def _into(tmp_path: Path) -> tuple[str, ...]:
    """Where the toolkit goes: a folder of the test's choosing on Linux; none on Windows, where the silent
    installer always uses its default folder (its ``%ProgramW6432%`` is pointed into ``tmp_path``: _env)."""
    return () if WINDOWS else ("--into", str(tmp_path / "cuda"))


def _env(tmp_path: Path) -> dict[str, str]:
    return {"ProgramW6432": str(tmp_path / "Program Files")}


def _plan_file(tmp_path: Path, *, here: bool = True, tensorflow: str = OLD_TF) -> Path:
    facts = load_facts(FACTS)
    if here:
        facts = replace(facts, host_id=current_host_id())
    path = tmp_path / f"plan-{tensorflow}-{here}.json"
    plan = make_plan(facts, Wishes(tensorflow=tensorflow))
    if here:
        planner_makes(plan)  # the K40 of the facts file: there is no GPU here
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


def _refused(result: object, text: str) -> None:
    assert getattr(result, "returncode") == 2, result  # noqa: B009
    stderr = getattr(result, "stderr")  # noqa: B009
    assert text in stderr and "Traceback" not in stderr and "hint:" in stderr


def test_an_empty_installer_is_refused_instead_of_reviewing_sh_dot(tmp_path: Path) -> None:
    result = run_cli("install-cuda", "--installer", "", "--dry-run", "--plan", str(_plan_file(tmp_path)))
    _refused(result, "Choose NVIDIA's CUDA installer first.")
    assert "--silent" not in result.stdout


def test_a_missing_archive_is_named_as_missing_not_as_not_chosen(tmp_path: Path) -> None:
    result = run_cli("install-cudnn", "--archive", str(tmp_path / "cudnn.tgz"), "--into", str(tmp_path))
    _refused(result, "does not exist")
    assert "first" not in result.stderr


def test_a_plan_made_for_another_machine_changes_nothing_here(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    result = run_cli("install-cuda", "--installer", str(installer), "--into", str(tmp_path / "cuda"),
                     "--plan", str(_plan_file(tmp_path, here=False)))
    _refused(result, "made on another machine")
    assert "reference: plan-for-another-machine" in result.stderr
    assert not (tmp_path / "argv.txt").exists() and not (tmp_path / "cuda").exists()


def test_a_cuda_11_8_installer_is_refused_for_a_cuda_10_1_plan(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    result = run_cli("install-cuda", "--installer", str(installer), *_into(tmp_path),
                     "--plan", str(_plan_file(tmp_path)), env=_env(tmp_path))
    _refused(result, "installs CUDA 11.8, but the plan needs CUDA 10.1")
    assert PLANNED_INSTALLER in result.stderr
    assert not (tmp_path / "argv.txt").exists()


def test_an_installer_of_a_working_alternative_runs_once_the_user_accepts_it(tmp_path: Path) -> None:
    plan = _plan_file(tmp_path)
    alternative = next(a for a in make_plan(replace(load_facts(FACTS), host_id=current_host_id()),
                                            Wishes(tensorflow=OLD_TF)).alternatives
                       if a.ok and a.cuda and a.cuda != "10.1")
    installer = tmp_path / (f"cuda_{alternative.cuda}.0_460.89_win10.exe" if WINDOWS
                            else f"cuda_{alternative.cuda}.0_545.23.08_linux.run")
    installer.write_bytes(write_fake(tmp_path).read_bytes())
    sha = hashlib.sha256(installer.read_bytes()).hexdigest()
    common = ("install-cuda", "--installer", str(installer), *_into(tmp_path), "--sha256", sha,
              "--dry-run", "--plan", str(plan))
    refused = run_cli(*common, env=_env(tmp_path))
    _refused(refused, f"installs CUDA {alternative.cuda}, but the plan needs CUDA 10.1")
    assert "--accept-alternative" in refused.stderr
    accepted = run_cli(*common, "--accept-alternative", env=_env(tmp_path))
    assert accepted.returncode == 0, accepted.stderr
    assert f"CUDA {alternative.cuda}" in accepted.stdout and "Dry run" in accepted.stdout


def test_a_cudnn_8_9_archive_is_refused_for_a_cudnn_7_6_plan_by_the_header_inside(tmp_path: Path) -> None:
    archive = _cudnn_archive(tmp_path, "8.9.7")  # a name that says nothing: the header decides
    root = _cuda_folder(tmp_path / "cuda-10.1")
    before = snapshot(root)
    result = run_cli("install-cudnn", "--archive", str(archive), "--into", str(root), "--plan",
                     str(_plan_file(tmp_path)))
    _refused(result, "is cuDNN 8.9, but the plan needs cuDNN 7.6 for CUDA 10.1")
    assert snapshot(root) == before


def test_a_cudnn_archive_named_for_cuda_12_is_refused_before_it_is_unpacked(tmp_path: Path) -> None:
    archive = cudnn_tarball(tmp_path / "cudnn-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz")
    result = run_cli("install-cudnn", "--archive", str(archive), "--into", str(tmp_path), "--plan",
                     str(_plan_file(tmp_path)))
    _refused(result, "(CUDA 12), but the plan needs cuDNN 7.6 for CUDA 10.1")
    assert "Unpacking" not in result.stderr


def test_the_archive_the_plan_needs_passes_its_checks(tmp_path: Path) -> None:
    plan = _plan_file(tmp_path, tensorflow=NEW_TF)
    assert json.loads(plan.read_text())["cudnn"].startswith(NEW_CUDNN[:3])
    archive = _cudnn_archive(tmp_path)
    root = _cuda_folder(tmp_path / "cuda-new")
    result = run_cli("install-cudnn", "--archive", str(archive), "--into", str(root), "--plan", str(plan),
                     "--dry-run")
    assert result.returncode == 0, result.stderr
    assert "nothing was changed" in result.stdout
