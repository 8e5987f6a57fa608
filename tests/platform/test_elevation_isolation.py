"""The elevated helper runs only the wizard's own code, and changes only what it may (issue 8, item 5).

Nothing is elevated for real here. The command line the elevated copy would get is run as an ordinary
child process from a folder holding a planted ``wizard/`` package (a canary: importing it writes a
file), as ``sudo`` keeping the current folder would. Edited journal records are handed to the child's own
entry (``run_elevated_plan``), exactly as the reverse elevator writes them, and must change nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_linux_install_undo import cuda_root
from wizard.core.envvars.env_ops import AddToPath
from wizard.core.install.copy_hash import digest_of
from wizard.core.ops.base import OpContext
from wizard.core.ops.elevated_staging import new_staging_folder
from wizard.core.ops.elevation import (
    ChildLaunch,
    ElevationError,
    elevated_command,
    elevated_launch,
    plan_bytes,
    run_elevated_plan,
)
from wizard.core.ops.kinds import load_all_kinds

load_all_kinds()  # what the child's entry (``elevated-apply``) does before it reads its plan

CANARY_PACKAGE = """
from pathlib import Path
Path({canary!r}).write_text("planted code ran")
"""


@pytest.fixture
def planted(tmp_path: Path) -> tuple[Path, Path]:
    """A user's folder with a ``wizard`` package that must never be imported by the helper."""
    folder = tmp_path / "downloads"
    (folder / "wizard" / "cli").mkdir(parents=True)
    canary = tmp_path / "CANARY"
    for init in ("wizard/__init__.py", "wizard/__main__.py", "wizard/cli/__init__.py"):
        (folder / init).write_text(CANARY_PACKAGE.format(canary=str(canary)))
    return folder, canary


def _plan(tmp_path: Path) -> Path:
    data = plan_bytes([AddToPath(entry="/usr/local/cuda/bin", scope="system")], OpContext(step="s"))
    plan = tmp_path / "plan" / "plan.json"
    plan.parent.mkdir()
    plan.write_bytes(data)
    return plan


def test_a_wizard_package_planted_in_the_current_folder_is_never_imported(
    tmp_path: Path, planted: tuple[Path, Path]
) -> None:
    folder, canary = planted
    argv = elevated_command(_plan(tmp_path), "0" * 64)
    env = {**os.environ, "PYTHONPATH": str(folder)}  # also what a kept environment could point at
    done = subprocess.run(argv, cwd=folder, env=env, capture_output=True, text=True, check=False, timeout=120)
    assert not canary.exists(), "code from the user's folder ran in the elevated helper"
    assert done.returncode != 0 and "elevation-plan-tampered" in done.stderr  # the wizard's own code ran


def test_the_launch_is_isolated_with_a_fixed_folder_and_a_sanitised_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("PYTHONPATH", "PYTHONSTARTUP", "LD_PRELOAD", "LD_LIBRARY_PATH", "BASH_ENV", "TMPDIR",
                 "TFGPU_WIZARD_PROFILE_D", "TFGPU_WIZARD_DATA_DIR", "PYTHONHOME"):
        monkeypatch.setenv(name, str(tmp_path / "evil"))
    launch = elevated_launch(Path("/p/plan.json"), "ab" * 32)
    assert isinstance(launch, ChildLaunch)
    assert os.path.isabs(launch.argv[0])
    assert "-I" in launch.argv  # no current folder, no user site, no PYTHON* variables
    assert not any(str(tmp_path / "evil") in value for value in launch.env.values())
    assert set(launch.env) <= {"PATH", "LANG", "LC_ALL", "SYSTEMROOT", "WINDIR", "TZ"}
    assert launch.cwd == (os.path.abspath(os.sep) if sys.platform != "win32" else launch.cwd)
    assert list(launch.argv[-4:]) == ["--plan", str(Path("/p/plan.json")), "--sha256", "ab" * 32]


def test_the_frozen_bundle_launches_its_own_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    argv = elevated_command(Path("/p/plan.json"), "ab" * 32)
    assert argv[0] == os.path.abspath(sys.executable) and "elevated-apply" in argv and "-m" not in argv


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="as root the launcher runs the "
                    "command directly (no sudo prompt), which is what makes it testable here")
def test_the_posix_launcher_starts_the_child_in_the_fixed_folder_with_only_the_given_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wizard.platform.elevation_posix import launch_elevated

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    out = tmp_path / "seen.json"
    script = f"import json, os; json.dump([os.getcwd(), dict(os.environ)], open({str(out)!r}, 'w'))"
    code = launch_elevated(ChildLaunch((sys.executable, "-I", "-c", script), "/", {"PATH": "/usr/bin:/bin"}))
    cwd, env = json.loads(out.read_text())
    assert code == 0 and cwd == "/" and "PYTHONPATH" not in env


# -- records and plans are re-validated in the child ------------------------------------------------------


def _run_undo_document(tmp_path: Path, kind: str, record: dict[str, Any]) -> dict[str, Any]:
    document = {"schema": 1, "mode": "undo", "kind": kind, "record": record, "step": "undo", "dry_run": False,
                "backup_dir": str(tmp_path / "data" / "backups" / "undo")}
    data = json.dumps(document, sort_keys=True).encode()
    plan = tmp_path / "elevate" / "plan.json"
    plan.parent.mkdir(exist_ok=True)
    plan.write_bytes(data)
    try:
        run_elevated_plan(plan, hashlib.sha256(data).hexdigest())
    except Exception as error:  # refusing before writing a result is a refusal too
        return {"error": str(error)}
    result: dict[str, Any] = json.loads((plan.parent / "result.json").read_text())
    return result


def _victim_and_evil_backup(tmp_path: Path) -> tuple[Path, Path]:
    victim = tmp_path / "etc" / "sudoers"
    victim.parent.mkdir()
    victim.write_bytes(b"root ALL=(ALL) ALL\n")
    evil = tmp_path / "home" / "evil-backup"
    evil.write_bytes(b"ALL ALL=(ALL) NOPASSWD: ALL\n")
    return victim, evil


def test_an_edited_cudnn_record_cannot_make_the_elevated_undo_overwrite_an_arbitrary_file(
    tmp_path: Path,
) -> None:
    victim, evil = _victim_and_evil_backup(tmp_path)
    record = {"root": str(victim.parent), "created_dirs": [], "files": [
        {"target": str(victim), "sha256": digest_of(victim), "backup": str(evil),
         "backup_sha256": digest_of(evil)}]}
    result = _run_undo_document(tmp_path, "cudnn-copy-into-cuda", record)
    assert victim.read_bytes() == b"root ALL=(ALL) ALL\n"
    assert result["error"]


def test_an_edited_cudnn_record_cannot_reach_outside_the_cuda_root_it_names(tmp_path: Path) -> None:
    root = cuda_root(tmp_path / "cuda-12.2")
    victim, evil = _victim_and_evil_backup(tmp_path)
    escape = root / "lib64" / ".." / ".." / "etc" / "sudoers"
    record = {"root": str(root), "created_dirs": [], "files": [
        {"target": str(escape), "sha256": digest_of(victim), "backup": str(evil),
         "backup_sha256": digest_of(evil)}]}
    result = _run_undo_document(tmp_path, "cudnn-copy-into-cuda", record)
    assert victim.read_bytes() == b"root ALL=(ALL) ALL\n" and result["error"]


def test_an_edited_cudnn_record_cannot_replace_a_cuda_file_that_is_not_cudnn(tmp_path: Path) -> None:
    root = cuda_root(tmp_path / "cuda-12.2")
    nvcc = root / "bin" / "nvcc"
    before = nvcc.read_bytes()
    _, evil = _victim_and_evil_backup(tmp_path)
    record = {"root": str(root), "created_dirs": [], "files": [
        {"target": str(nvcc), "sha256": digest_of(nvcc), "backup": str(evil), "backup_sha256": digest_of(evil)}]}
    result = _run_undo_document(tmp_path, "cudnn-copy-into-cuda", record)
    assert nvcc.read_bytes() == before and result["error"]


def test_an_edited_env_record_cannot_make_the_elevated_undo_delete_an_arbitrary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_PROFILE_D", str(tmp_path / "profile.d"))
    victim, _ = _victim_and_evil_backup(tmp_path)
    record = {"backend": "posix-shell", "scope": "system",
              "change": {"action": "add", "variable": "PATH", "entry": "/x", "position": "front"},
              "files": [{"path": str(victim), "backup": None, "after_sha256": digest_of(victim),
                         "separator": "", "created_dirs": []}]}
    result = _run_undo_document(tmp_path, "env-add-to-path", record)
    assert victim.exists() and victim.read_bytes() == b"root ALL=(ALL) ALL\n"
    assert result["error"]


def test_a_plan_cannot_ask_the_child_for_a_relative_or_escaping_cuda_folder(tmp_path: Path) -> None:
    document = {"schema": 1, "mode": "apply", "step": "s", "backup_dir": str(tmp_path / "b"), "operations": [
        {"kind": "cudnn-copy-into-cuda", "params": {"archive": "cudnn.tar.xz", "into": "../../etc",
                                                     "os": "linux", "sha256": None, "zlibwapi": None,
                                                     "zlibwapi_sha256": None, "user_folder": False}}],
        "staging": str(new_staging_folder()), "cleanup": []}
    data = json.dumps(document).encode()
    plan = tmp_path / "plan.json"
    plan.write_bytes(data)
    with pytest.raises(ElevationError, match="may not change") as caught:
        run_elevated_plan(plan, hashlib.sha256(data).hexdigest())
    assert caught.value.reference == "elevation-path-refused"
