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
from wizard.core.pyenv.index import index_config
from wizard.core.pyenv.kernel_ops import AddKernel, RemoveKernel
from wizard.core.pyenv.kernelspec import kernel_dir, spec_is_ours
from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.core.pyenv.pyenv_ops import CreateEnv, RemoveEnv, index_params, made_env
from wizard.core.wsl_handoff import refuse_outside_wsl
from wizard.platform.host import HOST_OS


class CondaNotFoundError(WizardError):
    """The route needs conda and there is none (the planner's blocker ``conda-not-found``)."""

    reference = "conda-not-found"


def uses_pip_cuda(plan: Plan) -> bool:
    """True when CUDA and cuDNN come from pip wheels (``tensorflow[and-cuda]``)."""
    return plan.tensorflow is not None and "[and-cuda]" in plan.tensorflow.requirement


def create_env_from_plan(
    plan: Plan,
    *,
    name: str = DEFAULT_ENV_NAME,
    index_url: str | None = None,
    installer: str | None = None,
    settings: NetworkSettings | None = None,
    mirror: PypiMirror | None = None,
    host_family: str = HOST_OS,
) -> CreateEnv:
    """The ``env-create`` operation for ``plan``; a plan with blockers or without TensorFlow is refused, and so
    is a WSL2 plan on the Windows side (its environment is made inside WSL: wizard.core.wsl_handoff)."""
    refuse_outside_wsl(plan, host_family)
    if not plan.ok or plan.tensorflow is None or plan.python is None:
        raise BadInputError(
            tr("PyEnv", "This plan cannot be carried out, so no environment was made."),
            hint=tr("PyEnv", "Look at the plan's blockers and alternatives, and plan again."),
            reference="plan-not-ok",
        )
    config = index_config(settings, mirror, index_url)
    conda: dict[str, Any] = {}
    if plan.route == "windows-isolated":
        tool = find_conda()
        if tool is None:
            raise CondaNotFoundError(
                tr("PyEnv", "This setup keeps CUDA and cuDNN inside a conda environment, and conda was not found."),
                hint=tr("PyEnv", "Let the wizard install Miniforge for you (no administrator rights needed), or "
                        "install Miniforge yourself and try again."),
            )
        conda = {"conda": tool.executable, "conda_root": tool.root,
                 "conda_specs": tuple(conda_specs(plan.python, plan.cuda, plan.cudnn))}
    return CreateEnv(name=name, python=plan.python, requirement=plan.tensorflow.requirement,
                     tensorflow=plan.tensorflow.version, route=plan.route, installer=installer,
                     index=index_params(config), **conda)


SYSTEM_CUDA_ROOT = "/usr/local/cuda-{version}"  # where NVIDIA's Linux packages and runfile put a toolkit


def activate_libraries_for(
    operation: CreateEnv, plan: Plan, cuda_root: str | None = None
) -> SetActivateLibraries | None:
    """The ``env-activate-libraries`` operation for a Linux venv of a GPU plan (None for any other env).

    CUDA from pip: the wheels' ``nvidia/*/lib`` folders, found once they are installed. The system toolkit:
    its ``lib64`` (``cuda_root``, where the wizard installed it, or NVIDIA's default folder for that version).
    """
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
                     installer=params.get("installer"), index=dict(params.get("index") or {}))


def kernel_for(operation: CreateEnv, plan: Plan) -> AddKernel:
    """The ``kernel-add`` operation for the env ``operation`` makes."""
    return AddKernel(env=operation.name, gpu=plan.route != "cpu", pip_cuda=uses_pip_cuda(plan),
                     installer=operation.installer, index=dict(operation.index))


def remove_env_operations(name: str) -> list[Operation]:
    """``env remove``: the env's Jupyter kernel first (when this wizard made it), then the env, in one run.

    One run, so ``undo --last`` undoes both together, in reverse: the env is made again, then its kernel is
    written back (pointing at that env's interpreter). A kernel of the same name someone else made stays.
    """
    env = RemoveEnv(name=name)
    env.intent()  # refuses an env this wizard did not make, before anything changes
    kernel: list[Operation] = [RemoveKernel(env=name)] if spec_is_ours(kernel_dir(name)) else []
    return [*kernel, env]
