"""CUDA-specific environment facts: the variables NVIDIA's installer sets, and "an older CUDA comes first".

NVIDIA's Windows installer sets ``CUDA_PATH`` to the newest toolkit root and ``CUDA_PATH_V<major>_<minor>``
for each installed one (CUDA Installation Guide for Microsoft Windows, "Environment setup"), and puts
``%CUDA_PATH%\\bin``-style entries on PATH. Windows takes the first matching DLL on PATH, so when the
``bin`` of an older toolkit comes before ours, TensorFlow may load the wrong ``cudart64_*.dll``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wizard.core.envvars.pathlist import PathFlavor, split_path

# Only a toolkit's own folder names a CUDA version: ...\CUDA\v11.2 (Windows), cuda-11.2 (Linux), %CUDA_PATH_V11_2%.
# A bare "v1.0" is not one: every Windows PATH holds %SystemRoot%\System32\WindowsPowerShell\v1.0.
_VERSION_IN_ENTRY = re.compile(
    r"(?:(?:^|[\\/])cuda[\\/]v(\d+)\.(\d+)|(?:^|[\\/])cuda-(\d+)\.(\d+)|%CUDA_PATH_V(\d+)_(\d+)%)(?=$|[\\/])",
    re.IGNORECASE)


@dataclass(frozen=True)
class CudaOrderWarning:
    """An entry of another CUDA version comes before the first entry of the wanted one."""

    entry: str
    version: tuple[int, int]
    wanted: tuple[int, int]
    older: bool


def cuda_path_variables(root: str, version: tuple[int, int]) -> dict[str, str]:
    """``CUDA_PATH`` and ``CUDA_PATH_Vx_y`` for a toolkit at ``root``, as NVIDIA's installer names them."""
    major, minor = version
    return {"CUDA_PATH": root, f"CUDA_PATH_V{major}_{minor}": root}


def cuda_version_of(entry: str) -> tuple[int, int] | None:
    """The CUDA version a PATH entry belongs to, when it lies in a CUDA toolkit's folder (None otherwise)."""
    match = _VERSION_IN_ENTRY.search(entry.strip().strip('"'))
    if match is None:
        return None
    major, minor = (int(group) for group in match.groups() if group is not None)
    return major, minor


def cuda_order_warnings(value: str, wanted: tuple[int, int], flavor: PathFlavor) -> list[CudaOrderWarning]:
    """Entries of other CUDA versions found before the first entry of ``wanted`` (all of them if absent)."""
    warnings: list[CudaOrderWarning] = []
    for entry in split_path(value, flavor):
        version = cuda_version_of(entry)
        if version == wanted:
            break
        if version is not None:
            warnings.append(CudaOrderWarning(entry, version, wanted, version < wanted))
    return warnings


def older_cuda_first(value: str, wanted: tuple[int, int], flavor: PathFlavor) -> list[CudaOrderWarning]:
    """Only the warnings about an *older* CUDA ahead of ``wanted`` (the common trap after an upgrade)."""
    return [warning for warning in cuda_order_warnings(value, wanted, flavor) if warning.older]
