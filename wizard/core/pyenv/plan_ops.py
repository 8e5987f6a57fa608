"""From a plan to the operations of the Python side: which env, which Python, which requirement, which index."""

from __future__ import annotations

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.download.network import NetworkSettings
from wizard.core.download.pypi_mirrors import PypiMirror
from wizard.core.ops.kernel_ops import AddKernel
from wizard.core.ops.pyenv_ops import CreateEnv, index_params
from wizard.core.plan import Plan
from wizard.core.pyenv.index import index_config

DEFAULT_ENV_NAME = "tf"


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
) -> CreateEnv:
    """The ``env-create`` operation for ``plan``; a plan with blockers or without TensorFlow is refused."""
    if not plan.ok or plan.tensorflow is None or plan.python is None:
        raise BadInputError(
            tr("PyEnv", "This plan cannot be carried out, so no environment was made."),
            hint=tr("PyEnv", "Look at the plan's blockers and alternatives, and plan again."),
            reference="plan-not-ok",
        )
    if plan.route == "windows-isolated":
        raise BadInputError(
            tr("PyEnv", "This version makes the conda environment of this route only with conda itself."),
            hint=tr("PyEnv", "Follow the commands of the last page for now."),
            reference="conda-route-unsupported",
        )
    config = index_config(settings, mirror, index_url)
    return CreateEnv(name=name, python=plan.python, requirement=plan.tensorflow.requirement,
                     tensorflow=plan.tensorflow.version, installer=installer, index=index_params(config))


def kernel_for(operation: CreateEnv, plan: Plan) -> AddKernel:
    """The ``kernel-add`` operation for the env ``operation`` makes."""
    return AddKernel(env=operation.name, gpu=plan.route != "cpu", pip_cuda=uses_pip_cuda(plan),
                     installer=operation.installer, index=dict(operation.index))
