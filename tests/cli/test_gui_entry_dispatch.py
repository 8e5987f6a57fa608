"""The GUI executable's entry point also answers subcommands: the elevated helper of a frozen bundle is
``sys.executable elevated-apply ...``, and when the GUI asks for administrator rights ``sys.executable`` is
``tfgpu-wizard-gui``. Real child processes; only the "elevation" itself is left out (no sudo prompt here):
the launcher runs the helper as this user, on a cuDNN copy into a temporary folder it may write.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from tests.cli.support import REPO, cli_env
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops import elevation
from wizard.core.ops.base import OpContext, Outcome
from wizard.platform.child_launch import ChildLaunch

LAUNCH_GUI = REPO / "installers" / "launch_gui.py"


def _gui_entry_shim(tmp_path: Path) -> Path:
    """An executable standing in for the frozen ``tfgpu-wizard-gui``: it runs the GUI launcher script."""
    shim = tmp_path / "tfgpu-wizard-gui"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{LAUNCH_GUI}" "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    return shim


def _run_as_this_user(launch: ChildLaunch) -> int:
    """The launch as the elevated child gets it (argv, fixed folder, its environment), run as this user."""
    return subprocess.run(list(launch.argv), cwd=launch.cwd, check=False, env={**cli_env(), **launch.env},
                          timeout=120).returncode


def test_the_gui_launcher_runs_a_subcommand_instead_of_refusing_its_arguments() -> None:
    done = subprocess.run([sys.executable, str(LAUNCH_GUI), "probe", "--json"], capture_output=True,
                          text=True, encoding="utf-8", env=cli_env(), timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["os"]["family"] == ("windows" if sys.platform == "win32" else "linux")


def test_the_gui_launcher_reports_a_tampered_elevated_plan_as_the_cli_does(tmp_path: Path) -> None:
    plan = tmp_path / "plan.json"
    plan.write_text("{}", encoding="utf-8")
    done = subprocess.run([sys.executable, str(LAUNCH_GUI), "elevated-apply", "--plan", str(plan),
                           "--sha256", "0" * 64], capture_output=True, text=True, env=cli_env(), timeout=120,
                          check=False)
    assert done.returncode != 0 and "elevation-plan-tampered" in done.stderr
    assert "unrecognized arguments" not in done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="the shim is a POSIX shell script")
def test_an_administrator_step_from_the_frozen_gui_runs_in_the_gui_executable_and_reports_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    archive = cudnn_tarball(tmp_path / "cudnn-test-8.9.7.tar.xz")
    root = cuda_root(tmp_path / "cuda-12.2")
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as in the PyInstaller bundle ...
    monkeypatch.setattr(sys, "executable", str(_gui_entry_shim(tmp_path)))  # ... started as the GUI exe
    command = elevation.elevated_command(tmp_path / "p.json", "ab" * 32)
    assert command[0].endswith("tfgpu-wizard-gui") and "elevated-apply" in command[1:4]  # after --lang L

    op = CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="linux")
    batch = elevation.make_elevator(_run_as_this_user)([op], OpContext(step="install-cudnn",
                                                                       backup_dir=tmp_path / "backup"))
    assert batch.error == "" and batch.results[0].outcome is Outcome.MODIFIED, batch
    assert (root / "lib64" / "libcudnn.so.8.9.7").is_file()
    assert snapshot(root) != {}


def test_the_installed_gui_script_is_the_dispatcher() -> None:
    """The ``tfgpu-wizard-gui`` console entry of pip installs (and so of the Start-menu shortcut)."""
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["gui-scripts"]
    module_name, _, function = scripts["tfgpu-wizard-gui"].partition(":")
    entry = getattr(importlib.import_module(module_name), function)
    argv = sys.argv
    try:
        sys.argv = ["tfgpu-wizard-gui", "--version"]
        with pytest.raises(SystemExit) as stop:
            entry()
    finally:
        sys.argv = argv
    assert stop.value.code == 0


@pytest.mark.parametrize(("args", "cli"), [
    (["--continue-wsl", "C:\\Users\\me\\AppData\\Local\\tfgpu-wizard\\wsl-resume.json"], False),
    (["--lang", "zh_CN", "--continue-wsl", "/data/wsl-resume.json"], False),
    (["--continue-wsl", "/data/wsl-resume.json", "probe"], True),
], ids=["the-runonce-argv", "with-a-language", "a-subcommand-after-it"])
def test_the_continue_wsl_value_is_not_taken_for_a_subcommand(args: list[str], cli: bool) -> None:
    """The RunOnce entry of a GUI-started WSL setup: ``tfgpu-wizard-gui --continue-wsl FILE`` opens the window."""
    from wizard.__main__ import wants_cli

    assert wants_cli(args) is cli and wants_cli(args, gui_program=True) is cli
