"""The plan's Python-side steps as commands a person can run today.

The wizard carries out the machine-side steps (driver check, downloads, CUDA, cuDNN, PATH); creating the
environment, installing TensorFlow and the proof come in a later release. Until then the last page and
``tfgpu-wizard plan`` show exactly what to run, built from the plan, so nobody ends at "Finish" unsure what
is left. Commands follow TensorFlow's own install guide (S3): conda on the isolated Windows route with
``cudatoolkit``/``cudnn`` from conda-forge, a venv elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.i18n import tr
from wizard.core.plan import Plan

ENV_NAME = "tf"
VERIFY_SNIPPET = "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
CPU_SNIPPET = "import tensorflow as tf; print(tf.reduce_sum(tf.random.normal([1000, 1000])))"
PYTHON_SIDE_STEPS = ("create-env", "install-cuda-runtime", "install-tensorflow", "verify")


@dataclass(frozen=True)
class ManualStep:
    """One step left to the user: what it does and the commands, for Windows (cmd) or a POSIX shell."""

    title: str
    commands: tuple[str, ...]


def manual_steps(plan: Plan, windows_host: bool) -> tuple[ManualStep, ...]:
    """The Python-side steps of ``plan`` (create the env, install TensorFlow, check it), in order.

    Commands are for cmd.exe on the native Windows routes (and a CPU plan on Windows), for a POSIX shell
    elsewhere: the WSL2 route runs them inside the Linux distribution.
    """
    if plan.tensorflow is None or plan.python is None or not plan.ok:
        return ()
    windows_shell = uses_windows_shell(plan, windows_host)
    step_ids = {step.id for step in plan.steps}
    if not step_ids & set(PYTHON_SIDE_STEPS):
        return ()
    conda = plan.route == "windows-isolated"
    python = "python" if windows_shell else "python3"
    run = f"conda activate {ENV_NAME}" if conda else _activate(windows_shell)
    steps = [ManualStep(
        tr("ManualSteps", "Create a Python {python} environment").format(python=plan.python),
        (f"conda create -n {ENV_NAME} python={plan.python} -y",) if conda
        else (_venv_command(plan.python, windows_shell),),
    )]
    if conda and plan.cuda and plan.cudnn:
        steps.append(ManualStep(
            tr("ManualSteps", "Put the CUDA runtime and cuDNN inside it (no administrator rights needed)"),
            (run, f"conda install -c conda-forge cudatoolkit={plan.cuda} cudnn={_conda_cudnn(plan.cudnn)} -y"),
        ))
    steps.append(ManualStep(
        tr("ManualSteps", "Install TensorFlow"),
        (run, f'{python} -m pip install --upgrade pip', f'{python} -m pip install "{plan.tensorflow.requirement}"'),
    ))
    if plan.route == "cpu":
        check = ManualStep(tr("ManualSteps", "Check that TensorFlow runs"), (run, f'{python} -c "{CPU_SNIPPET}"'))
    else:
        check = ManualStep(
            tr("ManualSteps", "Check that TensorFlow sees the GPU (an empty list [] means it does not)"),
            (run, f'{python} -c "{VERIFY_SNIPPET}"'),
        )
    steps.append(check)
    return tuple(steps)


def uses_windows_shell(plan: Plan, windows_host: bool) -> bool:
    """cmd.exe on the native Windows routes and for a CPU plan on Windows; WSL2 runs a Linux shell."""
    return plan.route in ("windows-native", "windows-isolated") or (plan.route == "cpu" and windows_host)


def _venv_command(python: str, windows_shell: bool) -> str:
    if windows_shell:
        return f"py -{python} -m venv %USERPROFILE%\\{ENV_NAME}-env"
    return f"python{python} -m venv ~/{ENV_NAME}-env"


def _activate(windows_shell: bool) -> str:
    if windows_shell:
        return f"%USERPROFILE%\\{ENV_NAME}-env\\Scripts\\activate.bat"
    return f". ~/{ENV_NAME}-env/bin/activate"


def _conda_cudnn(version: str) -> str:
    """conda-forge names cuDNN by three parts (``8.1.0``); the catalog may say ``8.1``."""
    parts = version.split(".")
    return ".".join([*parts, "0", "0"][:3])
