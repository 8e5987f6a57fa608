"""Whether this Windows can run TensorFlow's GPU build through WSL2, and if not, why (R6 with S3, S28).

Why first: since TensorFlow 2.11 a GPU on Windows is reached only through WSL2 (S2, S3), so "the newest that
works" on Windows is WSL2 wherever it can run: Windows 11 or Windows 10 build 19044+ (S3), a GPU CUDA on WSL
drives and a Windows driver of the R495 series or newer (S28). CUDA on WSL reaches a GPU through the WDDM driver
model only: a data-centre card (compute capability 10.x) or any GPU the driver runs in TCC (or MCDM) mode is not
available inside WSL (S28), so such a machine keeps the native plan, which says why. Virtualization is not read
here: it is a firmware switch the user can turn on, and the WSL2 setup checks it and says how.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.facts import GpuFacts
from wizard.basics.i18n import tr
from wizard.core.catalog.gpu_generations import WSL_DRIVER_BRANCH, driver_branch, generation_of, is_data_centre
from wizard.core.planner.context import Context

# The distribution the WSL2 route sets up (wizard.core.wsl.facts.PINNED_DISTRO, "Ubuntu-24.04"), as the Start menu
# names it, and its own python3 (S44): a WSL2 plan made on Windows takes that Python where TensorFlow has wheels.
WSL_DISTRO_LABEL = "Ubuntu 24.04"
WSL_DISTRO_PYTHON = "3.12"
WSL2_MIN_WINDOWS_BUILD = 19044  # S3: "Windows 10 version 21H2 (build 19044) or higher" for CUDA in WSL2
WDDM = "WDDM"  # the driver model CUDA on WSL needs; "TCC" and "MCDM" are compute-only (S28)


@dataclass(frozen=True)
class WslUnfit:
    """Why WSL2 cannot run TensorFlow's GPU build here: a stable code and the plain sentence."""

    code: str
    message: str


def compute_only(gpu: GpuFacts) -> bool:
    """True for a GPU the Windows driver runs in a compute-only model (TCC, MCDM): WSL cannot reach it (S28)."""
    return bool(gpu.driver_model) and gpu.driver_model.upper() != WDDM


def gpu_outside_wsl(gpu: GpuFacts) -> WslUnfit | None:
    """Why CUDA on WSL cannot drive ``gpu`` (data-centre card, TCC/MCDM mode), None when it can."""
    if compute_only(gpu):
        return WslUnfit("gpu-tcc-not-in-wsl", tr(
            "Planner", "{gpu} runs in the {model} driver mode, which is for computing only; CUDA in WSL2 reaches "
                       "only graphics cards in the WDDM mode (NVIDIA's guide to CUDA on WSL), so TensorFlow cannot "
                       "use it there.").format(gpu=gpu.name, model=gpu.driver_model.upper()))
    if is_data_centre(gpu.compute_capability):
        return WslUnfit("gpu-data-centre-not-in-wsl", tr(
            "Planner", "{gpu} is a data-centre graphics card, and NVIDIA's guide to CUDA on WSL says data-centre "
                       "cards are not supported in WSL, so TensorFlow cannot use it there.").format(gpu=gpu.name))
    return None


def wsl2_unfit(ctx: Context) -> WslUnfit | None:
    """Why this Windows cannot run TensorFlow's GPU build in WSL2 (first reason found), None when it can."""
    build = ctx.facts.os.build
    if build.isdigit() and int(build) < WSL2_MIN_WINDOWS_BUILD:
        return WslUnfit("windows-too-old-for-wsl2", tr(
            "Planner", "Windows build {found} is too old for CUDA in WSL2 (it needs Windows 11, or Windows 10 build "
                       "{build} or newer).").format(found=build, build=WSL2_MIN_WINDOWS_BUILD))
    reachable = [gpu for gpu in ctx.facts.gpus if gpu_outside_wsl(gpu) is None]
    if ctx.facts.gpus and not reachable:
        return gpu_outside_wsl(ctx.facts.gpus[0])
    for gpu in reachable:
        generation = generation_of(gpu.compute_capability)
        if generation is not None and (generation.wsl == "none" or (
                generation.last_branch is not None and generation.last_branch < WSL_DRIVER_BRANCH)):
            return WslUnfit("gpu-not-supported-in-wsl", tr(
                "Planner", "CUDA in WSL2 does not work on {gpu} (compute capability {cc}): NVIDIA's drivers for it "
                           "end before the {branch} series that CUDA in WSL2 needs.").format(
                gpu=gpu.name, cc=gpu.compute_capability, branch=WSL_DRIVER_BRANCH))
    driver = ctx.facts.driver
    branch = driver_branch(driver.version) if driver is not None and driver.version not in ("", "0") else None
    if branch is not None and branch < WSL_DRIVER_BRANCH and not ctx.wishes.allow_driver_upgrade:
        return WslUnfit("driver-too-old-for-wsl2", tr(
            "Planner", "NVIDIA driver {have} is too old for CUDA in WSL2, which needs a Windows driver of the {branch} "
                       "series or newer.").format(have=driver.version if driver else "?", branch=WSL_DRIVER_BRANCH))
    return None
