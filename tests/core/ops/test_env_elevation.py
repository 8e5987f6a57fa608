"""Elevation: a hash-pinned plan, run by a real child process of this same program.

Nothing here is elevated for real (no prompt can be answered in a test); the launcher runs the exact
command line the elevated copy would get, as an ordinary child process, so the protocol (plan file, pinned
sha256, kind allowlist, result file, journal in the parent) is exercised end to end.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wizard.core.envvars.env_ops import AddToPath
from wizard.core.ops.base import OpContext
from wizard.core.ops.elevated_staging import new_staging_folder
from wizard.core.ops.elevation import (
    ChildLaunch,
    ElevationError,
    elevated_command,
    load_verified_plan,
    make_elevator,
    make_reverse_elevator,
    plan_bytes,
    run_elevated_plan,
)
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo

CUDA_BIN = "/usr/local/cuda-11.2/bin"
SYSTEM_PATH_IS_THE_REGISTRY = (
    "the system-wide PATH change lands in a profile.d that TFGPU_WIZARD_PROFILE_D points into tmp_path; on Windows "
    "it is HKLM's Environment, which the elevated child (another process: no sandbox registry reaches it) would "
    "change for real. The elevated protocol on Windows: the cuDNN copy in tests/core/install/test_install_ops.py")


@pytest.fixture
def profile_d(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A system profile.d that does not exist yet, so the parent sees it as needing admin."""
    folder = tmp_path / "etc" / "profile.d"
    monkeypatch.setenv("TFGPU_WIZARD_PROFILE_D", str(folder))
    return folder


class ChildLauncher:
    """Runs the would-be elevated command as a plain child process and remembers each command line.

    The child gets the launch's fixed folder but the test's environment (not the sanitised one): the
    tests point the system profile.d, HOME and the data folder into tmp_path through it."""

    def __init__(self) -> None:
        self.commands: list[list[str]] = []

    def __call__(self, launch: ChildLaunch) -> int:
        self.commands.append(list(launch.argv))
        return subprocess.run(list(launch.argv), cwd=launch.cwd, env=dict(os.environ), check=False,
                              timeout=120).returncode


def _write_plan(tmp_path: Path, data: bytes) -> Path:
    plan = tmp_path / "plan.json"
    plan.write_bytes(data)
    return plan


@pytest.mark.posix_only(SYSTEM_PATH_IS_THE_REGISTRY)
def test_a_system_change_runs_in_the_child_and_is_journaled_by_the_parent(profile_d: Path) -> None:
    launcher = ChildLauncher()
    journal = Journal()
    operations = [AddToPath(entry=CUDA_BIN, scope="system")]
    report = apply_operations(operations, journal, step="s", elevator=make_elevator(launcher))
    assert report.ok, report
    assert CUDA_BIN in (profile_d / "tfgpu-wizard.sh").read_text()
    assert len(launcher.commands) == 1 and launcher.commands[0][-5:-3] == ["elevated-apply", "--plan"]
    assert [(e.kind, e.elevated) for e in journal.entries()] == [("env-add-to-path", True)]


@pytest.mark.posix_only(SYSTEM_PATH_IS_THE_REGISTRY)
def test_undoing_a_system_change_goes_through_the_elevated_child_when_refused_here(
    profile_d: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    journal = Journal()
    operations = [AddToPath(entry=CUDA_BIN, scope="system")]
    apply_operations(operations, journal, step="s", elevator=make_elevator(ChildLauncher()))
    launcher = ChildLauncher()
    real_unlink = Path.unlink

    def refused_here(self: Path, missing_ok: bool = False) -> None:
        if self.parent == profile_d and os.getpid() == parent_pid:
            raise PermissionError(13, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    parent_pid = os.getpid()
    monkeypatch.setattr(Path, "unlink", refused_here)
    report = undo(journal, "last", elevator=make_reverse_elevator(launcher))
    assert report.ok, report.failures
    assert len(launcher.commands) == 1 and not (profile_d / "tfgpu-wizard.sh").exists()


def test_a_plan_changed_after_hashing_is_refused_and_nothing_is_done(tmp_path: Path, profile_d: Path) -> None:
    data = plan_bytes([AddToPath(entry=CUDA_BIN, scope="system")], OpContext(step="s"))
    plan = _write_plan(tmp_path, data)
    pinned = hashlib.sha256(data).hexdigest()
    plan.write_bytes(data.replace(CUDA_BIN.encode(), b"/tmp/evil/bin"))
    with pytest.raises(ElevationError, match="changed after the wizard wrote it"):
        run_elevated_plan(plan, pinned)
    assert not profile_d.exists() and not (tmp_path / "result.json").exists()


def test_the_child_refuses_user_scope_changes_it_would_make_as_admin(tmp_path: Path) -> None:
    data = plan_bytes([AddToPath(entry=CUDA_BIN, scope="user")], OpContext(step="s"))
    plan = _write_plan(tmp_path, data)
    with pytest.raises(ElevationError, match="does not run"):
        run_elevated_plan(plan, hashlib.sha256(data).hexdigest())
    assert not (tmp_path / "result.json").exists()


def test_the_child_refuses_kinds_outside_its_allowlist(tmp_path: Path) -> None:
    data = json.dumps({"schema": 1, "mode": "apply", "step": "s", "backup_dir": None,
                       "operations": [{"kind": "run-anything", "params": {}}],
                       "staging": str(new_staging_folder()), "cleanup": []}).encode()
    plan = _write_plan(tmp_path, data)
    document = load_verified_plan(plan, hashlib.sha256(data).hexdigest())
    assert document["operations"][0]["kind"] == "run-anything"  # the hash is fine...
    with pytest.raises(ElevationError, match="does not run"):
        run_elevated_plan(plan, hashlib.sha256(data).hexdigest())  # ...the kind is not


def test_the_hidden_cli_entry_verifies_the_pin_in_a_real_child_process(tmp_path: Path) -> None:
    data = plan_bytes([AddToPath(entry=CUDA_BIN, scope="system")], OpContext(step="s"))
    plan = _write_plan(tmp_path, data)
    done = subprocess.run(elevated_command(plan, "0" * 64), capture_output=True, text=True, check=False)
    assert done.returncode != 0 and "elevation-plan-tampered" in done.stderr


def test_the_elevated_command_is_this_same_program() -> None:
    import wizard

    command = elevated_command(Path("/p/plan.json"), "ab" * 32)
    assert command[0] == os.path.abspath(sys.executable) and command[1] == "-I"
    assert command[4] == str(Path(wizard.__file__).resolve().parent.parent)
    assert command[-5:-3] == ["elevated-apply", "--plan"]
