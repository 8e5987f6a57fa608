"""The plan's Python-side steps as commands: right shell per route, exact requirement, conda cuDNN names."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from wizard.basics.facts import load_facts
from wizard.core.manual_steps import manual_steps, uses_windows_shell
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts"


def plan_for(profile: str) -> tuple[Plan, bool]:
    facts = load_facts(FACTS / profile)
    return make_plan(facts, Wishes()), facts.os.family == "windows"


def test_the_isolated_windows_route_uses_conda_with_cuda_and_cudnn_from_conda_forge() -> None:
    plan, windows = plan_for("gui_rtx2060_windows_457.json")
    assert plan.route == "windows-isolated"
    steps = manual_steps(plan, windows)
    commands = [command for step in steps for command in step.commands]
    assert commands[0] == f"conda create -n tf python={plan.python} -y"
    assert "conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0 -y" in commands
    assert plan.tensorflow is not None
    assert f'python -m pip install "{plan.tensorflow.requirement}"' in commands


def test_the_native_windows_route_uses_a_venv_from_the_py_launcher() -> None:
    plan, windows = plan_for("windows-rtx2060-driver-457.json")
    steps = manual_steps(plan, windows)
    assert uses_windows_shell(plan, windows)
    assert steps[0].commands == (f"py -{plan.python} -m venv %USERPROFILE%\\tf-env",)
    assert "tensorflow==2.10.1" in steps[1].commands[-1]


@pytest.mark.parametrize("profile", ["wsl2-rtx4090-driver-546.json", "linux-rtx3090-driver-535.json"])
def test_wsl2_and_linux_get_posix_commands_with_pip_provided_cuda(profile: str) -> None:
    plan, windows = plan_for(profile)
    assert not uses_windows_shell(plan, windows)
    steps = manual_steps(plan, windows)
    install = next(step for step in steps if step.title == "Install TensorFlow")
    words = shlex.split(install.commands[-1])
    assert words[:4] == ["python3", "-m", "pip", "install"]
    assert plan.tensorflow is not None
    assert words[4] == plan.tensorflow.requirement and words[4].startswith("tensorflow[and-cuda]==")
    assert "list_physical_devices('GPU')" in steps[-1].commands[-1]


def test_a_cpu_plan_checks_that_tensorflow_runs_instead_of_looking_for_a_gpu() -> None:
    plan, windows = plan_for("linux-no-gpu.json")
    assert plan.route == "cpu"
    last = manual_steps(plan, windows)[-1]
    assert last.title == "Check that TensorFlow runs" and "reduce_sum" in last.commands[-1]


def test_a_blocked_plan_has_no_commands() -> None:
    plan, windows = plan_for("linux-no-avx-gtx1060.json")
    assert not plan.ok
    assert manual_steps(plan, windows) == ()
