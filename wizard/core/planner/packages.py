"""R2 (package name): which pip requirement installs the GPU build of a TensorFlow release.

``tensorflow-gpu`` up to 2.0 (plain ``tensorflow`` was CPU-only; 1.15.2+ CPU-only again, S7);
plain ``tensorflow`` from 2.1 (never the ``tensorflow-gpu`` stubs from 2.12, S5);
``tensorflow[and-cuda]`` on Linux/WSL2 from 2.14, but never ``==2.15.0`` whose TensorRT pins cannot
resolve: S5 says to use ``==2.15.0.post1``. Native Windows never gets ``[and-cuda]`` (CPU-only wheels).
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.plan import TfChoice
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.requirements import gpu_package, planned_gpu

__all__ = ["choose_tensorflow", "gpu_package"]


def choose_tensorflow(
    ctx: Context, version: str, *, pip_cuda: bool, sources: tuple[str, ...], verdict: Verdict
) -> TfChoice:
    """The exact pip requirement of the GPU build of this release on a GPU route, with the reason."""
    cite = ctx.index.cite_pick(sources, "S5", "S7")
    planned = planned_gpu(version, pip_cuda=pip_cuda)
    if pip_cuda:
        pinned = planned.version
        choice = TfChoice(pinned, planned.package, planned.requirement)
        why = tr("Planner", "From TensorFlow 2.14 on Linux, tensorflow[and-cuda] brings CUDA and cuDNN as pip "
                            "packages, so nothing else needs to be downloaded or installed.")
        if pinned != version:
            why = tr("Planner", "tensorflow[and-cuda]==2.15.0 cannot be installed (its dependencies do not "
                                "resolve); 2.15.0.post1 is the fixed release of the same version.")
    else:
        choice = TfChoice(version, planned.package, planned.requirement)
        why = tr("Planner", "The GPU build of TensorFlow {version} is the package {package}.").format(
            version=version, package=planned.package)
    verdict.reason(
        "tensorflow",
        tr("Planner", "TensorFlow {version} ({requirement})").format(
            version=choice.version, requirement=choice.requirement
        ),
        "R2",
        cite,
        why,
    )
    return choice
