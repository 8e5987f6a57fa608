"""The Jupyter kernelspec of an env: what ``kernel.json`` says so that a kernel finds its GPU libraries.

A kernel started from another Jupyter (a base install, VS Code, PyCharm) does not run conda's activate
scripts, so the spec's ``env`` carries what activation would have set: on Windows the env's ``Library\\bin``
(and its siblings) first on PATH, so TensorFlow loads the conda CUDA runtime and cuDNN DLLs; on Linux the
``nvidia/*/lib`` folders of the pip CUDA wheels on LD_LIBRARY_PATH. ``${PATH}`` is filled in by jupyter_client
(>= 7, ``KernelProvisionerBase`` substitutes the launching environment's variables).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from wizard.core.pyenv.rattler_env import library_dirs
from wizard.platform.pyenv_layout import (
    env_library_dirs,
    jupyter_data_dir,
    library_path_variable,
    pip_cuda_lib_dirs,
)

KERNEL_PREFIX = "tfgpu-"
_KERNEL_NAME = re.compile(r"[^a-z0-9._-]")


def kernel_name(env_name: str) -> str:
    """The kernelspec folder name: Jupyter lower-cases names and allows only ``[a-z0-9._-]``.

    A name that changes on the way (``TF``) gets a short hash of the env's own name, so envs that differ only in
    case (``TF`` and ``tf``) never share, and overwrite, one kernel; an all-lower-case name keeps its plain one."""
    plain = _KERNEL_NAME.sub("-", env_name.lower())
    if plain == env_name:
        return KERNEL_PREFIX + plain
    return f"{KERNEL_PREFIX}{plain}-{hashlib.sha256(env_name.encode('utf-8')).hexdigest()[:8]}"


def kernel_dir(env_name: str) -> Path:
    """Where the user's kernelspec of ``env_name`` lives."""
    return jupyter_data_dir() / "kernels" / kernel_name(env_name)


def display_name(env_name: str, tensorflow: str | None, gpu: bool) -> str:
    """``TensorFlow 2.10 GPU (tf)``: the release's major.minor, GPU or CPU, and the env's name."""
    if not tensorflow:
        return f"Python ({env_name})"
    minor = ".".join(tensorflow.split(".")[:2])
    return f"TensorFlow {minor} {'GPU' if gpu else 'CPU'} ({env_name})"


def library_env(prefix: Path, pip_cuda: bool, conda_platform: str = "") -> dict[str, str]:
    """The variables the kernel needs to find the env's CUDA/cuDNN libraries (empty when none do); a conda env
    py-rattler made for ``conda_platform`` has its ``lib`` (``Library\\bin``) there, whatever this OS is."""
    folders = [str(p) for p in env_library_dirs(prefix)]
    if conda_platform:
        folders += [str(p) for p in library_dirs(prefix, conda_platform) if str(p) not in folders]
    if pip_cuda:
        folders += [str(lib) for lib in pip_cuda_lib_dirs(prefix)]
    if not folders:
        return {}
    windows_env = conda_platform.startswith("win")
    variable = "PATH" if windows_env else library_path_variable()
    # PATH keeps the rest of the user's PATH after ours; LD_LIBRARY_PATH does not, because an unset variable
    # would stay in the value as the literal text "${LD_LIBRARY_PATH}" (string.Template.safe_substitute).
    tail = [f"${{{variable}}}"] if variable == "PATH" else []
    return {variable: (";" if windows_env else os.pathsep).join([*folders, *tail])}


def kernel_json(python: Path, display: str, env: dict[str, str], prefix: Path) -> bytes:
    """The ``kernel.json`` bytes; ``metadata.tfgpu_wizard`` names the env so we know the spec is ours."""
    spec = {
        "argv": [str(python), "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": display,
        "language": "python",
        "env": env,
        "metadata": {"debugger": True, "tfgpu_wizard": {"env": str(prefix)}},
    }
    return (json.dumps(spec, indent=1, sort_keys=True) + "\n").encode("utf-8")


def spec_is_ours(folder: Path) -> bool:
    """True when the kernelspec in ``folder`` was written by this wizard."""
    try:
        spec = json.loads((folder / "kernel.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(spec, dict) and "tfgpu_wizard" in (spec.get("metadata") or {})
