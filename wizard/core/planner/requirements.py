"""The pip requirement a plan installs for one release on one OS: shared by the planner and the catalog's check.

Why one place: the catalog records, per planned requirement, the Pythons for which it resolves from wheels
(``resolution.json``, S42), and ``tools/check_catalog_resolution.py`` resolves exactly what the planner would
install. Were the two written apart, the check could prove a requirement the planner never asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.core.catalog.model import CpuBuild, TfBuild
from wizard.core.planner.versions import at_least, parse

FIRST_PLAIN_GPU = "2.1"  # S5 2.1.0: "tensorflow pip package now includes GPU support by default"
FIRST_PIP_CUDA = "2.14"  # S5 2.14.0: "pip install tensorflow[and-cuda]" first offered
BROKEN_AND_CUDA = "2.15.0"  # S5: "tensorflow[and-cuda]==2.15.0 will not install this fixed version"
FIXED_AND_CUDA = "2.15.0.post1"
AND_CUDA = "tensorflow[and-cuda]"


@dataclass(frozen=True)
class Planned:
    """``package==version`` as pip gets it (``package`` may carry an extra: ``tensorflow[and-cuda]``)."""

    package: str
    version: str

    @property
    def requirement(self) -> str:
        """The exact pip requirement."""
        return f"{self.package}=={self.version}"


def gpu_package(version: str) -> str:
    """The GPU package name for a release (R2): ``tensorflow-gpu`` before 2.1, ``tensorflow`` after."""
    return "tensorflow-gpu" if parse(version) < parse(FIRST_PLAIN_GPU) else "tensorflow"


def pip_cuda_build(version: str, build: TfBuild) -> bool:
    """True when a Linux build of ``version`` brings CUDA and cuDNN from pip (``tensorflow[and-cuda]``, 2.14+)."""
    return build.os == "linux" and (build.and_cuda or at_least(version, FIRST_PIP_CUDA))


def planned_gpu(version: str, *, pip_cuda: bool) -> Planned:
    """The GPU build's requirement; ``[and-cuda]`` never ``==2.15.0``, whose TensorRT pins do not resolve (S5)."""
    if pip_cuda:
        return Planned(AND_CUDA, FIXED_AND_CUDA if version == BROKEN_AND_CUDA else version)
    return Planned(gpu_package(version), version)


def planned_for_build(version: str, build: TfBuild) -> Planned:
    """What a GPU route installs from ``build`` (Linux and WSL2: pip's CUDA from 2.14; Windows: the plain build)."""
    return planned_gpu(version, pip_cuda=pip_cuda_build(version, build))


def planned_cpu(version: str, row: CpuBuild) -> Planned:
    """What the CPU route installs from ``row`` (``tensorflow-cpu`` or ``tensorflow``)."""
    return Planned(row.package, version)


def platform_of(os_name: str, arch: str) -> str:
    """The platform key of the resolution records: ``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``."""
    return f"{os_name}-{arch}"
