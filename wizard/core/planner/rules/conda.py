"""R3 on the windows-isolated route: pin only builds conda-forge really has for Windows (S19, S27).

``conda install cudatoolkit=X cudnn=Y`` fails when the channel has no such build (TF 2.4's compiled-with
cuDNN 8.0.2 was never published there). So the pins come from the channel's rows: the CUDA line the
build needs, and the lowest cuDNN with the same major at or above the compiled-with version. A channel
without the CUDA line (9.0 for TF 1.12) blocks the route, with the fixes (system-wide CUDA, or a newer
TensorFlow).
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.i18n import tr
from wizard.core.catalog.model import TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Fix
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import at_least, major, parse

CHANNEL_OS = "windows"


@dataclass(frozen=True)
class CondaPins:
    """The cuDNN build chosen and the exact ``conda install`` specs."""

    cudnn: str
    packages: tuple[str, ...]


def choose_conda_pins(ctx: Context, version: str, build: TfBuild, verdict: Verdict) -> CondaPins | None:
    """The channel's CUDA line and lowest fitting cuDNN, with the reason; None (blocked) when it has none."""
    toolkits = ctx.index.conda.get((CHANNEL_OS, "cudatoolkit"))
    cudnns = ctx.index.conda.get((CHANNEL_OS, "cudnn"))
    line = major_minor(build.cuda)
    if toolkits is None or line not in {major_minor(v) for v in toolkits.versions}:
        _block(ctx, "conda-has-no-cuda", tr(
            "Planner", "conda-forge has no CUDA {cuda} for Windows, which TensorFlow {version} needs, so CUDA "
                       "cannot go inside the Python environment.").format(cuda=build.cuda, version=version),
            verdict)
        return None
    fitting = [v for v in (cudnns.versions if cudnns else ())
               if major(v) == major(build.cudnn_min) and at_least(v, build.cudnn_min)]
    if not fitting:
        _block(ctx, "conda-has-no-cudnn", tr(
            "Planner", "conda-forge has no cuDNN for Windows that TensorFlow {version} accepts (it needs "
                       "{cudnn} or a newer {major}.x).").format(version=version, cudnn=build.cudnn_min,
                                                                major=major(build.cudnn_min)), verdict)
        return None
    chosen = min(fitting, key=parse)
    why = tr(
        "Planner",
        "conda-forge has CUDA {cuda} for Windows, and cuDNN {cudnn} is its oldest build with the same major "
        "version as the cuDNN TensorFlow was built with ({compiled}) and at least as new.",
    ).format(cuda=line, cudnn=chosen, compiled=build.cudnn_min)
    sources = ctx.index.cite(*toolkits.sources, *(cudnns.sources if cudnns else ()))
    verdict.reason("cudnn", tr("Planner", "cuDNN {cudnn}").format(cudnn=chosen), "R3", sources, why)
    return CondaPins(chosen, (f"cudatoolkit={line}", f"cudnn={chosen}"))


def _block(ctx: Context, code: str, message: str, verdict: Verdict) -> None:
    verdict.block(code, message, fixes=(Fix("choose-route", {"route": "windows-native"}),))
