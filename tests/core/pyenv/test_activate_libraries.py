"""``env-activate-libraries`` on a real venv, checked by sourcing its real ``bin/activate`` in bash and zsh."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import VENV_TOOLS, make_real_venv
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.activate_ops import SetActivateLibraries
from wizard.platform.pyenv_layout import site_packages

pytestmark = pytest.mark.posix_only("LD_LIBRARY_PATH in bin/activate sourced by bash and zsh: the Linux route")

SHELLS = [shell for shell in ("bash", "zsh") if shutil.which(shell)]


@pytest.fixture(params=VENV_TOOLS)
def venv(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """A real venv (the standard library's, or uv's: their activate scripts differ), with the folders the pip
    CUDA wheels would put in it."""
    prefix = make_real_venv(tmp_path / "env with space", request.param)
    [packages] = site_packages(prefix)
    for name in ("cudnn", "cublas"):
        (packages / "nvidia" / name / "lib").mkdir(parents=True)
    return prefix


def _in_shell(shell: str, prefix: Path, script: str, ld: str | None = "/opt/mine") -> list[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(prefix.parent)}
    if ld is not None:
        env["LD_LIBRARY_PATH"] = ld
    done = subprocess.run([shell, "-c", script], env=env, capture_output=True, text=True, check=False,
                          cwd=prefix.parent)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def _libs(prefix: Path) -> list[str]:
    [packages] = site_packages(prefix)
    return [str(packages / "nvidia" / name / "lib") for name in ("cublas", "cudnn")]


@pytest.mark.parametrize("shell", SHELLS)
def test_activate_puts_the_wheels_libraries_first_and_deactivate_restores(shell: str, venv: Path) -> None:
    journal = Journal()
    assert apply_operations([SetActivateLibraries(prefix=str(venv), pip_cuda=True)], journal, step="t").ok
    show = 'echo "${LD_LIBRARY_PATH-unset}"'
    lines = _in_shell(shell, venv, f'. "{venv}/bin/activate"; {show}; . "{venv}/bin/activate"; {show}; '
                                   f"deactivate; {show}; type deactivate >/dev/null 2>&1 || echo gone")
    wanted = ":".join([*_libs(venv), "/opt/mine"])
    assert lines == [wanted, wanted, "/opt/mine", "gone"]
    unset = _in_shell(shell, venv, f'. "{venv}/bin/activate"; {show}; deactivate; {show}', ld=None)
    assert unset == [":".join(_libs(venv)), "unset"]


def test_undo_restores_the_script_byte_for_byte(venv: Path) -> None:
    script = venv / "bin" / "activate"
    before = script.read_bytes()
    journal = Journal()
    assert apply_operations([SetActivateLibraries(prefix=str(venv), pip_cuda=True)], journal, step="t").ok
    assert script.read_bytes() != before
    again = apply_operations([SetActivateLibraries(prefix=str(venv), pip_cuda=True)], journal, step="t")
    assert again.ok and script.read_bytes().count(b"tfgpu-wizard <<<") == 1
    assert undo(journal, "all").ok
    assert script.read_bytes() == before


def test_undo_after_the_user_edited_the_script_takes_out_only_the_block(venv: Path) -> None:
    script = venv / "bin" / "activate"
    before = script.read_bytes()
    journal = Journal()
    apply_operations([SetActivateLibraries(prefix=str(venv), folders=("/usr/local/cuda-12.3/lib64",))], journal,
                     step="t")
    assert b"/usr/local/cuda-12.3/lib64" in script.read_bytes()
    with script.open("ab") as stream:
        stream.write(b"export MINE=1\n")
    assert undo(journal, "last").ok
    assert script.read_bytes() == before + b"export MINE=1\n"


def test_no_folders_is_no_change(tmp_path: Path, venv: Path) -> None:
    [packages] = site_packages(venv)
    shutil.rmtree(packages / "nvidia")
    before = (venv / "bin" / "activate").read_bytes()
    report = apply_operations([SetActivateLibraries(prefix=str(venv), pip_cuda=True)], Journal(), step="t")
    assert report.ok and (venv / "bin" / "activate").read_bytes() == before


def test_the_plan_decides_which_folders_and_only_linux_gpu_venvs_get_a_block() -> None:
    from wizard.core.plan import Plan, Route, TfChoice
    from wizard.core.pyenv.plan_ops import activate_libraries_for, create_env_from_plan

    def plan(route: Route, requirement: str, cuda: str | None) -> Plan:
        return Plan(route=route, tensorflow=TfChoice("2.16.1", "tensorflow", requirement), python="3.11",
                    cuda=cuda, cudnn=None)

    pip = plan("linux", "tensorflow[and-cuda]==2.16.1", "12.3")
    hook = activate_libraries_for(create_env_from_plan(pip), pip)
    assert hook is not None and hook.pip_cuda and hook.folders == ()
    system = plan("linux", "tensorflow==2.16.1", "12.3")
    hook = activate_libraries_for(create_env_from_plan(system), system, "/opt/cuda/")
    assert hook is not None and hook.folders == ("/opt/cuda/lib64",) and not hook.pip_cuda
    cpu = plan("cpu", "tensorflow-cpu==2.16.1", None)
    assert activate_libraries_for(create_env_from_plan(cpu), cpu) is None


def test_an_apply_that_never_completed_is_undone_from_its_noted_intent(venv: Path) -> None:
    """The record noted before apply (the file's bytes) is all undo gets after a kill; it restores them exactly,
    and a kill before the first byte leaves nothing to undo."""
    from wizard.core.ops.base import INTERRUPTED_KEY, PARAMS_KEY, OpContext, reverse_record

    script = venv / "bin" / "activate"
    before = script.read_bytes()
    operation = SetActivateLibraries(prefix=str(venv), pip_cuda=True)
    noted = {**operation.intent(), INTERRUPTED_KEY: True, PARAMS_KEY: operation.to_params()}
    assert "no change" in reverse_record(operation.kind, noted, OpContext()) and script.read_bytes() == before
    operation.apply(OpContext())  # the change made, then the process "killed" before its completion was journaled
    assert script.read_bytes() != before
    reverse_record(operation.kind, noted, OpContext())
    assert script.read_bytes() == before
