"""``env remove`` then ``undo --last`` brings the env back complete: its activate scripts' CUDA block included.

Real CLI processes, a real venv from a real index on 127.0.0.1, the activate scripts sourced by real shells.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id  # made here, for this machine
from wizard.core.pyenv.envs import env_prefix

LIB64 = "/usr/local/cuda-12.3/lib64"
POSIX_ACTIVATE = ("the Linux route's LD_LIBRARY_PATH block in a venv's bin/activate (bash, fish, csh): a Windows venv "
                  "has Scripts\\activate.bat and finds CUDA's DLLs through PATH, so it gets no such block")


def _linux_plan(tmp_path: Path) -> Path:
    """A Linux GPU plan on the system toolkit: ``env create`` adds the block for its ``lib64``."""
    plan = Plan(route="linux", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                cuda="12.3", cudnn="8.9", host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # a GPU plan: no GPU here
    return path


def _seen(shell: str, script: Path) -> str:
    """LD_LIBRARY_PATH as a shell sees it after sourcing ``script`` (csh needs its ``prompt``, see
    tests/core/pyenv/test_activate_shells.py)."""
    source = {"bash": f'. "{script}"; echo "$LD_LIBRARY_PATH"',
              "fish": f"source '{script}'; echo \"$LD_LIBRARY_PATH\"",
              "tcsh": f"set prompt='> '; source '{script}'; echo \"$LD_LIBRARY_PATH\""}[shell]
    command = [shell, "-f", "-c"] if shell == "tcsh" else [shell, "-c"]
    done = subprocess.run([*command, source], capture_output=True, text=True, check=True,
                          env={"PATH": "/usr/bin:/bin", "HOME": "/"})
    return done.stdout.strip()


@pytest.mark.posix_only(POSIX_ACTIVATE)
def test_undo_of_env_remove_brings_the_activate_blocks_back_byte_for_byte(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """Before: undo made the env again from its marker, but the block (another operation of ``env create``)
    was gone, so the env's activate no longer found CUDA."""
    made = run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    scripts = [env_prefix("tf") / "bin" / name for name in ("activate", "activate.fish", "activate.csh")]
    before = {path: path.read_bytes() for path in scripts}
    assert all(b"tfgpu-wizard <<<" in data for data in before.values())
    removed = run_cli("env", "remove", "tf")
    assert removed.returncode == 0, removed.stderr
    assert not env_prefix("tf").exists()
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert {path: path.read_bytes() for path in scripts} == before
    for shell, script in zip(("bash", "fish", "tcsh"), scripts, strict=True):
        if shutil.which(shell):
            assert _seen(shell, script) == LIB64, shell
    assert "packages you installed into it yourself" in removed.stdout, "the preview says what undo cannot bring back"


@pytest.mark.posix_only(POSIX_ACTIVATE)
def test_undo_of_env_create_after_remove_and_undo_still_removes_the_env(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """The journal's older entry (``env create``) still undoes cleanly over the env its reverse made."""
    assert run_cli("env", "create", "--plan", str(_linux_plan(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    assert run_cli("env", "remove", "tf").returncode == 0
    assert run_cli("undo", "--last").returncode == 0
    assert run_cli("undo", "--last").returncode == 0, "the env-create entry"
    assert not env_prefix("tf").exists()
