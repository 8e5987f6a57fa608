"""The ordered steps and the downloads of a plan, per route (later issues carry them out)."""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.i18n import tr
from wizard.core.catalog.model import Archive, CudaRelease, CudnnRelease, OsName
from wizard.core.catalog.query import cuda_installer, cudnn_archive
from wizard.core.plan import Download, PlanStep, Route, StepId


@dataclass(frozen=True)
class StepInputs:
    """What the step list depends on."""

    route: Route
    python: str | None
    requirement: str
    cuda: str | None
    system_cuda: bool
    driver_upgrade: bool
    conda_gpu: bool = False  # TensorFlow from a conda GPU build (conda_gpu.json): no pip step, proved before kept
    framework: str = "tensorflow"  # issue 33: what the plan sets up (a keras plan on TensorFlow adds keras's step)
    own_wheels: bool = False  # a PyTorch, JAX or Keras-on-PyTorch plan: wheels that carry CUDA, no CUDA steps
    framework_name: str = "TensorFlow"  # the framework as the verify step names it


def make_steps(inputs: StepInputs) -> tuple[PlanStep, ...]:
    """check-driver, download, install-cuda, install-cudnn, set-env-vars, create-env, install-tensorflow..."""
    steps: list[PlanStep] = []
    gpu = inputs.route != "cpu"
    if gpu:
        steps.append(PlanStep(StepId.CHECK_DRIVER, tr("Planner", "Check the NVIDIA driver")))
    if inputs.driver_upgrade:
        steps.append(PlanStep(StepId.UPGRADE_DRIVER, tr("Planner", "Install or update the NVIDIA driver"), True))
    if inputs.route == "wsl2":
        steps.append(PlanStep(StepId.CHECK_WSL, tr("Planner", "Check WSL2 and its Linux distribution")))
    if inputs.system_cuda:
        steps += [
            PlanStep(StepId.DOWNLOAD, tr("Planner", "Download the CUDA installer and cuDNN")),
            PlanStep(StepId.INSTALL_CUDA, tr("Planner", "Install CUDA {cuda}").format(cuda=inputs.cuda), True),
            PlanStep(StepId.INSTALL_CUDNN, tr("Planner", "Copy cuDNN into the CUDA folder"), True),
            PlanStep(StepId.SET_ENV_VARS, tr("Planner", "Put CUDA and cuDNN on the search path")),
        ]
    if inputs.conda_gpu:
        return (*steps, *_conda_gpu_steps(inputs))
    if inputs.own_wheels:
        return (*steps, *_framework_steps(inputs))
    steps.append(
        PlanStep(
            StepId.CREATE_ENV, tr("Planner", "Create a Python {python} environment").format(python=inputs.python)
        )
    )
    if inputs.route == "windows-isolated":
        steps.append(
            PlanStep(
                StepId.INSTALL_CUDA_RUNTIME,
                tr("Planner", "Install the CUDA runtime and cuDNN into the environment (conda)"),
            )
        )
    keras = inputs.framework == "keras"  # Keras 3 on the TensorFlow backend: keras pinned beside TensorFlow
    extra = [PlanStep(StepId.INSTALL_FRAMEWORK, tr("Planner", "Install Keras 3"))] if keras else []
    steps += [
        PlanStep(
            StepId.INSTALL_TENSORFLOW,
            tr("Planner", "Install {requirement}").format(requirement=inputs.requirement),
        ),
        *extra,
        PlanStep(
            StepId.VERIFY,
            tr("Planner", "Check that TensorFlow sees the GPU")
            if gpu
            else tr("Planner", "Check that TensorFlow runs"),
        ),
        PlanStep(StepId.REPORT, tr("Planner", "Write the report")),
    ]
    return tuple(steps)


def _framework_steps(inputs: StepInputs) -> tuple[PlanStep, ...]:
    """A PyTorch, JAX or Keras-on-PyTorch env: its wheels carry CUDA, so the env, its pins, the check, the report."""
    name = inputs.framework_name
    return (
        PlanStep(StepId.CREATE_ENV, tr("Planner", "Create a Python {python} environment").format(python=inputs.python)),
        PlanStep(StepId.INSTALL_FRAMEWORK, tr("Planner", "Install {requirement}").format(
            requirement=inputs.requirement)),
        PlanStep(StepId.VERIFY, tr("Planner", "Check that {framework} sees the GPU").format(framework=name)
                 if inputs.route != "cpu" else tr("Planner", "Check that {framework} runs").format(framework=name)),
        PlanStep(StepId.REPORT, tr("Planner", "Write the report")),
    )


def _conda_gpu_steps(inputs: StepInputs) -> tuple[PlanStep, ...]:
    """The env with TensorFlow from conda-forge, the proof on the GPU, and the keep-or-undo decision."""
    return (
        PlanStep(StepId.CREATE_ENV, tr("Planner", "Create a Python {python} environment with TensorFlow from "
                                           "conda-forge").format(python=inputs.python)),
        PlanStep(StepId.VERIFY, tr("Planner", "Check that TensorFlow sees the GPU")),
        PlanStep(StepId.PROVE_GPU, tr("Planner", "Keep the environment only if TensorFlow really computed on the GPU")),
        PlanStep(StepId.REPORT, tr("Planner", "Write the report")),
    )


def make_downloads(
    release: CudaRelease | None, cudnn: CudnnRelease | None, os_name: OsName, cuda: str
) -> tuple[Download, ...]:
    """The CUDA installer and the cuDNN archive for a system-CUDA route, straight from the catalog."""
    found: list[Download] = []
    installer = cuda_installer(release, os_name) if release else None
    if installer is not None:
        found.append(_download("cuda-installer", installer))
    archive = cudnn_archive(cudnn, os_name, cuda) if cudnn is not None else None
    if archive is not None:
        found.append(_download("cudnn-archive", archive))
    return tuple(found)


def _download(kind: str, archive: Archive) -> Download:
    return Download(
        kind=kind,
        file=archive.file,
        url=archive.url,
        sha256=archive.sha256,
        md5=archive.md5,
        size=archive.size,
        checksums_url=archive.checksums_url,
    )
