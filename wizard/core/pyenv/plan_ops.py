"""From a plan to the operations of the Python side: which env, which Python, which requirement, which index."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.i18n import tr
from wizard.core.download.network import NetworkSettings
from wizard.core.download.pypi_mirrors import PypiMirror
from wizard.core.ops.base import Operation
from wizard.core.plan import Plan
from wizard.core.pyenv.activate_ops import SetActivateLibraries
from wizard.core.pyenv.conda import conda_specs, find_conda
from wizard.core.pyenv.conda_env_ops import CondaEnvVar
from wizard.core.pyenv.env_defaults_ops import SetEnvDefaults
from wizard.core.pyenv.index import index_config
from wizard.core.pyenv.kernel_ops import AddKernel, RemoveKernel
from wizard.core.pyenv.kernelspec import kernel_dir, spec_is_ours
from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.core.pyenv.pyenv_ops import CreateEnv, RemoveEnv, index_params, made_env
from wizard.core.pyenv.rattler_env import conda_platform, library_dirs
from wizard.core.wsl.handoff import refuse_outside_wsl
from wizard.platform.host import HOST_OS


class CondaNotFoundError(WizardError):
    """The user asked for the conda installed here and there is none."""

    reference = "conda-not-found"


def uses_pip_cuda(plan: Plan) -> bool:
    """True when CUDA and cuDNN come from pip wheels (``tensorflow[and-cuda]``)."""
    return plan.tensorflow is not None and "[and-cuda]" in plan.tensorflow.requirement


CONDA_TOOLS = ("rattler", "conda")  # the wizard's own solver (no conda needed), or a conda installed here


def create_env_from_plan(
    plan: Plan,
    *,
    name: str = DEFAULT_ENV_NAME,
    index_url: str | None = None,
    installer: str | None = None,
    settings: NetworkSettings | None = None,
    mirror: PypiMirror | None = None,
    host_family: str = HOST_OS,
    conda_tool: str = "rattler",
    driver_cuda: str | None = None,
) -> CreateEnv:
    """The ``env-create`` operation for ``plan``; a plan with blockers or without TensorFlow is refused, and so
    is a WSL2 plan on the Windows side (its environment is made inside WSL: wizard.core.wsl.handoff).

    A plan with conda packages (the isolated Windows route, the conda-forge GPU builds) gets a conda env: made
    by py-rattler by default, with no conda on the machine (``conda_tool="rattler"``, from the channel in
    ``settings`` or conda-forge, for the plan's OS, assuming the driver's CUDA ``driver_cuda``, else the plan's),
    or by the conda installed here when the user prefers it (``conda_tool="conda"``)."""
    refuse_outside_wsl(plan, host_family)
    build = plan.framework_build
    if not plan.ok or (plan.tensorflow is None and build is None) or plan.python is None:
        raise BadInputError(
            tr("PyEnv", "This plan cannot be carried out, so no environment was made."),
            hint=tr("PyEnv", "Look at the plan's blockers and alternatives, and plan again."),
            reference="plan-not-ok",
        )
    if conda_tool not in CONDA_TOOLS:
        raise BadInputError(tr("PyEnv", "Unknown conda tool '{name}'.").format(name=conda_tool),
                            hint=tr("PyEnv", "Choose rattler (the wizard itself) or conda (the one installed here)."))
    config = index_config(settings, mirror, index_url)
    specs = plan_conda_specs(plan)
    conda: dict[str, Any] = {}
    if specs and conda_tool == "conda":
        conda = _installed_conda(specs)
    elif specs:
        channel = settings.conda_channel if settings else None
        cuda = driver_cuda or plan.cuda
        conda = {"conda_specs": specs, "conda_platform": conda_platform(env_family(plan, host_family)),
                 "conda_channels": (channel,) if channel else (),
                 "virtual_packages": (f"__cuda={cuda}",) if cuda and plan.route != "cpu" else ()}
    return CreateEnv(name=name, python=plan.python, route=plan.route, installer=installer,
                     index=index_params(config), **_pins(plan), **conda)


def _pins(plan: Plan) -> dict[str, Any]:
    """The env's pins: TensorFlow's requirement (a Keras plan's ``keras`` beside it), or a PyTorch, JAX or
    Keras-on-PyTorch plan's, the torch family's with the build index they come from only."""
    build = plan.framework_build
    if plan.tensorflow is not None:
        more = build.requirements if build else ()
        return {"requirement": plan.tensorflow.requirement, "tensorflow": plan.tensorflow.version,
                "requirements": tuple(more)}
    assert build is not None  # checked by the caller
    first, *rest = build.all_requirements
    return {"requirement": first, "requirements": tuple(rest), "build_index": build.build_index,
            "build_requirements": tuple(build.build_requirements)}


def env_family(plan: Plan, host_family: str) -> str:
    """The OS the env is for: Linux inside WSL2, else the plan's machine (this one when the plan does not say)."""
    return "linux" if plan.route == "wsl2" else plan.os_family or host_family


def plan_conda_specs(plan: Plan) -> tuple[str, ...]:
    """The conda packages of ``plan``: the planner's exact pins, else the isolated route's recipe; () for a venv."""
    if plan.conda_packages:
        return tuple(plan.conda_packages)
    if plan.route == "windows-isolated" and plan.python:
        return tuple(conda_specs(plan.python, plan.cuda, plan.cudnn))
    return ()


def _installed_conda(specs: tuple[str, ...]) -> dict[str, Any]:
    """The fields of an env made by the conda installed here (asked for by the user); refused without one."""
    tool = find_conda()
    if tool is None:
        raise CondaNotFoundError(
            tr("PyEnv", "You asked for the conda installed on this computer, and conda was not found."),
            hint=tr("PyEnv", "Let the wizard make the environment itself (no conda needed), let it install "
                    "Miniforge for you, or install Miniforge yourself and try again."),
        )
    return {"conda": tool.executable, "conda_root": tool.root, "conda_specs": specs}


SYSTEM_CUDA_ROOT = "/usr/local/cuda-{version}"  # where NVIDIA's Linux packages and runfile put a toolkit


def activate_libraries_for(
    operation: CreateEnv, plan: Plan, cuda_root: str | None = None
) -> SetActivateLibraries | CondaEnvVar | None:
    """The operation that puts the env's CUDA libraries on the library path when it is activated (None: none).

    A conda env py-rattler makes: its ``lib`` (``Library\\bin`` on Windows), through its activate.d scripts.
    A Linux venv of a GPU plan: with CUDA from pip, the wheels' ``nvidia/*/lib`` folders, found once they are
    installed; with the system toolkit, its ``lib64`` (``cuda_root``, where the wizard installed it, or
    NVIDIA's default folder for that version).
    """
    if operation.conda_platform:
        (folder,) = library_dirs(operation.path, operation.conda_platform)
        variable = "PATH" if operation.conda_platform.startswith("win") else "LD_LIBRARY_PATH"
        return CondaEnvVar(prefix=str(operation.path), name=variable, value=str(folder), prepend=True)
    if plan.route not in ("linux", "wsl2") or operation.conda:
        return None
    if uses_pip_cuda(plan):
        return SetActivateLibraries(prefix=str(operation.path), pip_cuda=True)
    if not plan.cuda:
        return None
    root = cuda_root or SYSTEM_CUDA_ROOT.format(version=plan.cuda)
    return SetActivateLibraries(prefix=str(operation.path), folders=(root.rstrip("/") + "/lib64",))


def kernel_for_env(params: Mapping[str, Any], *, cpu: bool = False) -> AddKernel:
    """The ``kernel-add`` operation for an env from what made it (its marker's parameters); an env this wizard
    did not make is refused here, also for a dry run (whose kernel-add may preview an env still to be made)."""
    made_env(str(params["name"]))
    return AddKernel(env=str(params["name"]), gpu=not cpu and params.get("route", "") != "cpu",
                     pip_cuda="[and-cuda]" in str(params.get("requirement", "")),
                     installer=params.get("installer"), index=dict(params.get("index") or {}),
                     conda_platform=str(params.get("conda_platform") or ""))


def kernel_for(operation: CreateEnv, plan: Plan) -> AddKernel:
    """The ``kernel-add`` operation for the env ``operation`` makes."""
    return AddKernel(env=operation.name, gpu=plan.route != "cpu", pip_cuda=uses_pip_cuda(plan),
                     installer=operation.installer, index=dict(operation.index),
                     conda_platform=operation.conda_platform, variables=framework_variables(plan))


def framework_variables(plan: Plan) -> dict[str, str]:
    """The variables the plan's framework needs in its env (``KERAS_BACKEND``), empty for most plans."""
    return dict(plan.framework_build.env) if plan.framework_build else {}


def env_defaults_for(operation: CreateEnv, plan: Plan) -> SetEnvDefaults | None:
    """The operation that gives the env its framework's variables at every start (None when it needs none)."""
    variables = framework_variables(plan)
    if not variables:
        return None
    return SetEnvDefaults(prefix=str(operation.path), python=operation.python, variables=variables)


def remove_env_operations(name: str) -> list[Operation]:
    """``env remove``: the env's Jupyter kernel first (when this wizard made it), then the env, in one run.

    One run, so ``undo --last`` undoes both together, in reverse: the env is made again, then its kernel is
    written back (pointing at that env's interpreter). A kernel of the same name someone else made stays.
    """
    env = RemoveEnv(name=name)
    env.intent()  # refuses an env this wizard did not make, before anything changes
    kernel: list[Operation] = [RemoveKernel(env=name)] if spec_is_ours(kernel_dir(name)) else []
    return [*kernel, env]
