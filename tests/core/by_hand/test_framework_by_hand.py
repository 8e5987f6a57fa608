"""The by-hand commands of PyTorch, Keras 3 and JAX plans (issue 33), on Linux and Windows machines: the env named
after its framework, the torch family from its build's index only, the rest from the user's index, Keras's backend
set on activation, a check in the framework's own API. Plans are the planner's own, for machines given as facts
(no GPU exists here: the cards and drivers are stand-ins)."""

from __future__ import annotations

from tests.core.planner.test_framework_plans import GTX_1080_TI, RTX_3080, linux, plan_for, windows
from wizard.core.by_hand.commands import manual_steps, steps_left
from wizard.core.by_hand.handover import handover_commands
from wizard.core.by_hand.model import ManualStep

ENV_PYTHON = "/home/u/.local/share/tfgpu-wizard/envs/torch/bin/python"


def _text(steps: tuple[ManualStep, ...]) -> str:
    return "\n".join(command for step in steps for command in step.commands)


def test_a_pytorch_plan_on_linux_gets_its_env_the_build_index_install_and_a_torch_check() -> None:
    """Before: manual_steps returned nothing for a plan without TensorFlow, so the pages showed no commands."""
    facts = linux(GTX_1080_TI)
    plan = plan_for(facts, "pytorch")
    build = plan.framework_build
    assert plan.ok and build is not None
    steps = manual_steps(plan, False, facts)
    text = _text(steps)
    assert f"python{plan.python} -m venv ~/torch-env" in text
    pin = build.build_requirements[0]
    assert f'python3 -m pip install --index-url {build.build_index} --no-deps "{pin}"' in text
    assert f'python3 -m pip install "{pin}"' in text.split("--no-deps")[1], "the rest from the user's index"
    assert "import torch; print(torch.cuda.is_available()" in text
    assert steps[-1].title == "Check that PyTorch sees the GPU" and "True" in steps[-1].note
    assert "tensorflow" not in text.lower() and "KERAS_BACKEND" not in text


def test_keras_on_native_windows_installs_torch_and_sets_keras_backend_in_cmd() -> None:
    facts = windows(RTX_3080)
    plan = plan_for(facts, "keras")
    build = plan.framework_build
    assert plan.ok and build is not None and build.backend == "torch"
    steps = manual_steps(plan, True, facts)
    text = _text(steps)
    assert f"py -{plan.python} -m venv %USERPROFILE%\\keras-env" in text
    assert "%USERPROFILE%\\keras-env\\Scripts\\activate.bat" in text
    assert f"--index-url {build.build_index} --no-deps" in text
    assert f'"keras=={build.version}"' in text
    assert 'echo set "KERAS_BACKEND=torch">> %USERPROFILE%\\keras-env\\Scripts\\activate.bat' in text
    assert "import keras, torch" in text
    assert steps[-1].title == "Check that Keras 3 sees the GPU"


def test_jax_on_linux_is_one_install_from_the_users_index() -> None:
    facts = linux(RTX_3080)
    plan = plan_for(facts, "jax")
    build = plan.framework_build
    assert plan.ok and build is not None and not build.build_index
    text = _text(manual_steps(plan, False, facts))
    assert "~/jax-env" in text and "--index-url" not in text
    assert f'python3 -m pip install "{build.requirements[0]}"' in text and "import jax; print(jax.devices())" in text


def test_a_cpu_plan_checks_that_the_framework_runs() -> None:
    facts = linux()
    plan = plan_for(facts, "pytorch")
    steps = manual_steps(plan, False, facts)
    assert steps[-1].title == "Check that PyTorch runs" and "torch.rand(1000, 1000).sum()" in _text(steps)


def test_after_the_env_was_made_the_check_runs_with_its_python() -> None:
    facts = linux(GTX_1080_TI)
    plan = plan_for(facts, "pytorch")
    steps = steps_left(plan, False, facts, ENV_PYTHON)
    assert steps[0].commands[0].startswith(f'"{ENV_PYTHON}" -c "import torch')
    assert steps[-1].commands == (ENV_PYTHON,)
    assert [step.title for step in steps_left(plan, False, facts, ENV_PYTHON, verified=True)] == [
        "Use the environment in your editor"]


def test_keras_on_tensorflow_on_linux_installs_keras_beside_tensorflow() -> None:
    facts = linux(RTX_3080)
    plan = plan_for(facts, "keras")
    build = plan.framework_build
    assert plan.ok and plan.tensorflow is not None and build is not None
    text = _text(manual_steps(plan, False, facts))
    assert f'"{plan.tensorflow.requirement}" "keras=={build.version}"' in text
    assert "echo 'export KERAS_BACKEND=tensorflow' >> ~/keras-env/bin/activate" in text


def test_the_hand_over_readme_lists_the_framework_commands() -> None:
    plan = plan_for(windows(RTX_3080), "pytorch")
    commands = handover_commands(plan)
    assert any("--index-url https://download.pytorch.org/whl/" in command for command in commands), commands
