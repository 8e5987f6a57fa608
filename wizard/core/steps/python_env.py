"""``create-env``: the planned env, its activate-script block (Linux GPU venvs) and, when asked, its kernel.

One list for the GUI's Python environment page, ``env create`` and ``apply``; the env operation comes first
(python.org's installer, where the planned Python is missing on Windows, is put before it when the step
runs: :class:`wizard.core.steps.run.StepRun` with ``python_first``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.platform.host import HOST_OS

if TYPE_CHECKING:
    from wizard.core.download.network import NetworkSettings
    from wizard.core.download.pypi_mirrors import PypiMirror
    from wizard.core.plan import Plan


def env_operations(
    plan: Plan,
    *,
    name: str = DEFAULT_ENV_NAME,
    installer: str | None = None,
    index_url: str | None = None,
    settings: NetworkSettings | None = None,
    mirror: PypiMirror | None = None,
    kernel: bool = False,
    cuda_root: str | Path | None = None,
    cancelled: Callable[[], bool] | None = None,
    host_family: str = HOST_OS,
    conda_tool: str = "rattler",
    driver_cuda: str | None = None,
) -> list[Any]:
    """The env (``index_url`` before ``mirror``), its framework's variables (``KERAS_BACKEND``), what puts its CUDA
    libraries on the library path when it is activated (a Linux GPU venv's block, with the toolkit in ``cuda_root``
    or NVIDIA's default folder; a conda env's activate.d scripts), and a Jupyter kernel with ``kernel``. A conda
    env is made by py-rattler, or by the conda installed here with ``conda_tool="conda"``
    (:func:`~wizard.core.pyenv.plan_ops.create_env_from_plan`)."""
    from wizard.core.pyenv.plan_ops import activate_libraries_for, create_env_from_plan, env_defaults_for, kernel_for

    create = create_env_from_plan(plan, name=name, index_url=index_url, installer=installer, settings=settings,
                                  mirror=None if index_url else mirror, host_family=host_family,
                                  conda_tool=conda_tool, driver_cuda=driver_cuda)
    if cancelled is not None:
        create = replace(create, cancelled=cancelled)
    hook = activate_libraries_for(create, plan, str(cuda_root) if cuda_root else None)
    defaults = env_defaults_for(create, plan)  # KERAS_BACKEND for every shell, IDE and kernel (issue 33)
    return [create, *([hook] if hook else []), *([defaults] if defaults else []),
            *([kernel_for(create, plan)] if kernel else [])]

