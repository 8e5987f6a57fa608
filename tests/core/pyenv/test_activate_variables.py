"""``env-activate-variables`` (KERAS_BACKEND for a Keras plan, issue 33) in real venvs' activate scripts, sourced
by the real bash, zsh, fish and tcsh (each skipped, saying so, where it is not installed); cmd's and PowerShell's
scripts are checked as text here (no cmd.exe or PowerShell on Linux)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import VENV_TOOLS, make_real_venv, remake_real_venv
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.activate_ops import SetActivateLibraries
from wizard.core.pyenv.activate_variables_ops import SetActivateVariables

pytestmark = pytest.mark.posix_only("the POSIX shells source bin/activate*")

SHELLS = {
    "bash": (["bash"], "activate", 'echo "${KERAS_BACKEND-unset}"'),
    "zsh": (["zsh", "-f"], "activate", 'echo "${KERAS_BACKEND-unset}"'),
    "fish": (["fish", "--no-config"], "activate.fish",
             "if set -q KERAS_BACKEND; echo $KERAS_BACKEND; else; echo unset; end"),
    "tcsh": (["tcsh", "-f"], "activate.csh",
             "if ( $?KERAS_BACKEND ) then\necho $KERAS_BACKEND:q\nelse\necho unset\nendif"),
}
VARIABLES = {"KERAS_BACKEND": "torch"}


@pytest.fixture(params=VENV_TOOLS)
def venv(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """A real venv: the standard library's, or uv's (their activate scripts differ)."""
    return make_real_venv(tmp_path / "env with space", request.param)


def _drive(shell: str, prefix: Path, before: str | None) -> list[str]:
    """Source the activate script twice, show the value, deactivate, show it again; ``before`` is the shell's
    value first (None: unset). A prompt is set: venv's activate.csh reads ``$prompt``."""
    command, script, show = SHELLS[shell]
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(prefix.parent)}
    if before is not None:
        env["KERAS_BACKEND"] = before
    source = f"source '{prefix}/bin/{script}'"
    lines = [source, show, source, show, "deactivate", show, ""]
    if shell == "tcsh":
        lines.insert(0, "set prompt='> '")
    drive = prefix.parent / "drive"
    drive.write_text("\n".join(lines), encoding="utf-8")
    done = subprocess.run([*command, str(drive)], env=env, capture_output=True, text=True, check=False,
                          cwd=prefix.parent)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("shell", list(SHELLS))
def test_activate_sets_the_variable_and_deactivate_puts_the_old_value_back(shell: str, venv: Path) -> None:
    """Before: only the .pth file set KERAS_BACKEND, so the shell showed the user's value (or none) after
    activate."""
    assert apply_operations([SetActivateVariables(prefix=str(venv), variables=VARIABLES)], Journal(), step="t").ok
    assert _drive(shell, venv, "jax") == ["torch", "torch", "jax"]
    assert _drive(shell, venv, None) == ["torch", "torch", "unset"]


@pytest.mark.parametrize("shell", list(SHELLS))
def test_beside_the_cuda_libraries_block_both_are_restored(shell: str, venv: Path) -> None:
    """The two blocks each wrap ``deactivate``; deactivating restores both, in every shell."""
    journal = Journal()
    assert apply_operations([SetActivateLibraries(prefix=str(venv), folders=("/opt/cuda/lib64",)),
                             SetActivateVariables(prefix=str(venv), variables=VARIABLES)], journal, step="t").ok
    assert _drive(shell, venv, "jax") == ["torch", "torch", "jax"]


def test_every_shell_s_script_gets_one_block_and_undo_restores_each_byte_for_byte(venv: Path) -> None:
    folder = venv / "bin"
    names = ["activate", "activate.fish", "activate.csh", "activate.bat", "deactivate.bat", "activate.ps1",
             "Activate.ps1"]
    scripts = [folder / name for name in names if (folder / name).exists()]
    assert len(scripts) >= 4
    before = {path: path.read_bytes() for path in folder.iterdir() if path.is_file()}
    journal = Journal()
    for _ in range(2):
        assert apply_operations([SetActivateVariables(prefix=str(venv), variables=VARIABLES)], journal, step="t").ok
    for path in scripts:
        data = path.read_bytes()
        assert data.startswith(before[path]) and data.count(b"tfgpu-wizard: variables <<<") == 1, path
        assert b"KERAS_BACKEND" in data, path
    assert undo(journal, "all").ok
    assert {path: path.read_bytes() for path in folder.iterdir() if path.is_file()} == before


def test_undo_keeps_what_the_user_wrote_after_the_block(venv: Path) -> None:
    journal = Journal()
    assert apply_operations([SetActivateVariables(prefix=str(venv), variables=VARIABLES)], journal, step="t").ok
    script = venv / "bin" / "activate"
    with_block = script.read_bytes()
    script.write_bytes(with_block + b"export MINE=1\n")
    assert undo(journal, "last").ok
    assert b"KERAS_BACKEND" not in script.read_bytes() and script.read_bytes().endswith(b"export MINE=1\n")


def test_windows_layout_cmd_and_powershell_get_their_own_syntax(tmp_path: Path) -> None:
    """A venv made on Windows keeps its scripts in ``Scripts``; cmd's files are CRLF and get ``@rem`` markers,
    ``deactivate.bat`` the restoring half, PowerShell's script a wrapped ``deactivate``."""
    scripts = tmp_path / "env" / "Scripts"
    scripts.mkdir(parents=True)
    (scripts / "activate.bat").write_bytes(b"@echo off\r\nset VIRTUAL_ENV=x\r\n")
    (scripts / "deactivate.bat").write_bytes(b"@echo off\r\nset VIRTUAL_ENV=\r\n")
    (scripts / "Activate.ps1").write_bytes(b"function global:deactivate([switch] $NonDestructive) {}\n")
    journal = Journal()
    assert apply_operations([SetActivateVariables(prefix=str(tmp_path / "env"), variables=VARIABLES)], journal,
                            step="t").ok
    bat = (scripts / "activate.bat").read_bytes().decode()
    assert bat.startswith("@echo off\r\nset VIRTUAL_ENV=x\r\n@rem >>> tfgpu-wizard")
    assert '@set "_TFGPU_OLD_KERAS_BACKEND=%KERAS_BACKEND%"\r\n' in bat and '@set "KERAS_BACKEND=torch"\r\n' in bat
    assert "\n" not in bat.replace("\r\n", "")
    off = (scripts / "deactivate.bat").read_bytes().decode()
    assert '@if defined _TFGPU_VARS_ACTIVE set "KERAS_BACKEND=%_TFGPU_OLD_KERAS_BACKEND%"' in off
    assert "torch" not in off
    ps1 = (scripts / "Activate.ps1").read_text()
    assert "$env:KERAS_BACKEND = 'torch'" in ps1 and "function global:deactivate([switch] $NonDestructive)" in ps1
    assert not (tmp_path / "env" / "bin").exists()
    assert undo(journal, "last").ok
    assert (scripts / "activate.bat").read_bytes() == b"@echo off\r\nset VIRTUAL_ENV=x\r\n"
    assert (scripts / "deactivate.bat").read_bytes() == b"@echo off\r\nset VIRTUAL_ENV=\r\n"


def test_a_value_cmd_cannot_hold_is_refused_before_any_script_changes(venv: Path) -> None:
    before = {path: path.read_bytes() for path in (venv / "bin").iterdir() if path.is_file()}
    report = apply_operations([SetActivateVariables(prefix=str(venv), variables={"KERAS_BACKEND": 'a"b'})],
                              Journal(), step="t")
    has_bat = (venv / "bin" / "activate.bat").exists()
    assert report.ok is not has_bat
    if has_bat:
        assert {path: path.read_bytes() for path in (venv / "bin").iterdir() if path.is_file()} == before


def test_the_blocks_an_env_remove_keeps_go_back_into_the_remade_env(venv: Path) -> None:
    """``env remove`` records each script's block and its undo writes it into the env made again by the same
    tool (here: the folder deleted and a venv made again, as the undo does)."""
    from wizard.core.pyenv.env_hooks import restore_hooks, saved_hooks

    assert apply_operations([SetActivateVariables(prefix=str(venv), variables=VARIABLES)], Journal(), step="t").ok
    ours = {path: path.read_bytes() for path in (venv / "bin").iterdir() if b"tfgpu-wizard" in path.read_bytes()}
    assert len(ours) >= 3
    saved = saved_hooks(venv)
    remake_real_venv(venv)
    restore_hooks(venv, saved)
    assert {path: path.read_bytes() for path in ours} == ours
