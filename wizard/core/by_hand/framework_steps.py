"""The PyTorch, Keras 3 and JAX side of the by-hand commands: install the plan's pins, set its variables, check it.

Why two installs for the torch family: the env step (:mod:`wizard.core.pyenv.torch_family`) takes torch,
torchvision and torchaudio from the build's own index and nothing else from there; by hand, the family's exact pins
come from that index alone (``--index-url``, ``--no-deps``), then every pin again from the user's own index, where
pip finds the family installed and brings the rest (their dependencies, Keras, JAX). The variables (Keras's
backend) go into the env's activate script, or conda's own per-env variables, as the wizard sets them. The checks
use each framework's own API and say what success prints.
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.by_hand.model import ManualStep
from wizard.core.plan import FrameworkBuild, Plan, framework_name, release_name

TORCH_GPU = "import torch; print(torch.cuda.is_available(), torch.cuda.get_device_name(0))"
TORCH_CPU = "import torch; print(torch.rand(1000, 1000).sum())"
JAX_GPU = "import jax; print(jax.devices())"
JAX_CPU = "import jax.numpy as jnp; print(jnp.ones((1000, 1000)).sum())"
KERAS_TORCH = "import keras, torch; print(keras.backend.backend(), torch.cuda.is_available())"
KERAS_CPU = "import keras; print(keras.backend.backend(), keras.ops.sum(keras.random.normal((1000, 1000))))"


def framework_title(plan: Plan) -> str:
    """The framework and release, as a person reads it (``PyTorch 2.13.0``, ``Keras 3.15.1``)."""
    return release_name(plan.framework, plan.framework_build.version if plan.framework_build else None)


def install_step(build: FrameworkBuild, title: str, activate: str, python: str, pip_pin: str) -> ManualStep:
    """Install the plan's pins: the torch family from its build's index only, then everything from the user's."""
    commands = [activate, f'{python} -m pip install "{pip_pin}"']
    if build.build_requirements and build.build_index:
        pins = " ".join(f'"{pin}"' for pin in build.build_requirements)
        commands.append(f"{python} -m pip install --index-url {build.build_index} --no-deps {pins}")
    commands.append(f"{python} -m pip install " + " ".join(f'"{pin}"' for pin in build.all_requirements))
    note = tr("ManualSteps", "The first install takes the PyTorch packages from PyTorch's own index for this "
                             "build ({build}) and nothing else from there; the second takes everything else from "
                             "your usual package index.").format(build=build.build) if build.build_index else ""
    return ManualStep(tr("ManualSteps", "Install {framework}").format(framework=title), tuple(commands), note)


def variables_step(build: FrameworkBuild, *, windows: bool, conda: bool, env_folder: str, activate: str
                   ) -> ManualStep | None:
    """Make activating the env set the framework's variables (``KERAS_BACKEND``); None when it needs none."""
    if not build.env:
        return None
    items = sorted(build.env.items())
    if conda:
        commands = [activate, "conda env config vars set " + " ".join(f"{k}={v}" for k, v in items)]
    elif windows:
        commands = [f'echo set "{k}={v}">> {env_folder}\\Scripts\\activate.bat' for k, v in items]
    else:
        commands = [f"echo 'export {k}={v}' >> {env_folder}/bin/activate" for k, v in items]
    return ManualStep(
        tr("ManualSteps", "Make activating the environment set {variables}").format(
            variables=", ".join(f"{k}={v}" for k, v in items)), tuple(commands),
        tr("ManualSteps", "Keras reads its backend from this variable when it is imported; activate the "
                          "environment again afterwards."))


def check(plan: Plan) -> tuple[str, str, str]:
    """The check's title, its Python one-liner and what success prints, for the plan's framework."""
    gpu = plan.route != "cpu"
    torch_backend = plan.framework_build is not None and plan.framework_build.backend == "torch"
    if plan.framework == "jax":
        snippet, success = (JAX_GPU, tr("ManualSteps", "Success prints a list with a CUDA device, such as "
                                                       "[CudaDevice(id=0)]. [CpuDevice(id=0)] alone means JAX "
                                                       "does not see the GPU.")) if gpu else (
            JAX_CPU, tr("ManualSteps", "Success prints 1000000.0 and no error."))
    elif plan.framework == "keras" and gpu and torch_backend:
        snippet, success = KERAS_TORCH, tr("ManualSteps", "Success prints torch True. False means PyTorch "
                                                          "does not see the GPU.")
    elif plan.framework == "keras":
        snippet, success = KERAS_CPU, tr("ManualSteps", "Success prints the backend's name and one number, "
                                                        "and no error.")
    elif gpu:
        snippet, success = TORCH_GPU, tr("ManualSteps", "Success prints True and your GPU's name. False means "
                                                        "PyTorch does not see the GPU.")
    else:
        snippet, success = TORCH_CPU, tr("ManualSteps", "Success prints one number, such as tensor(500012.3), "
                                                        "and no error.")
    name = framework_name(plan.framework)
    title = (tr("ManualSteps", "Check that {framework} sees the GPU") if gpu
             else tr("ManualSteps", "Check that {framework} runs")).format(framework=name)
    return title, snippet, success
