"""R5 (GPU compute capability): a GPU runs a build natively (SASS), through PTX JIT, or not at all.

SASS runs on the same major compute capability with an equal or higher minor; PTX is JIT-compiled
forward to any newer GPU (S25 ``.bazelrc`` comment, S23 Blackwell guide). A ``compute_XY`` entry embeds
both, so the catalog's ``ptx`` list also counts as SASS.
"""

from __future__ import annotations

from typing import Literal

from wizard.basics.facts import GpuFacts
from wizard.basics.i18n import tr
from wizard.core.catalog.model import TfBuild
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import cc_pair, major

Fit = Literal["native", "ptx", "below-minimum", "no-kernels"]
BLACKWELL_MAJOR = 10  # S23; TF 2.16-2.21 PTX JIT fails in practice on CC 10.x/12.x (compat-facts M15)


def judge_gpu(cc: str, build: TfBuild, cuda_min_cc: str | None = None) -> Fit:
    """How a GPU of compute capability ``cc`` runs ``build`` (R5 steps 1-4)."""
    card = cc_pair(cc)
    if card < cc_pair(build.min_cc) or (cuda_min_cc and card < cc_pair(cuda_min_cc)):
        return "below-minimum"
    sass = {cc_pair(x) for x in (*build.sass, *build.ptx)}
    if not sass:
        return "native"  # TF 1.12/1.13 record no list; the docs promise CC >= min_cc (S4)
    if any(s[0] == card[0] and s[1] <= card[1] for s in sass):
        return "native"
    if any(cc_pair(p) <= card for p in build.ptx):
        return "ptx"
    return "no-kernels"


def check_gpus(ctx: Context, version: str, build: TfBuild, verdict: Verdict) -> bool:
    """Check every GPU; returns True when a usable GPU depends on PTX JIT."""
    if not ctx.facts.gpus:
        verdict.block(
            "no-nvidia-gpu",
            tr("Planner", "No NVIDIA GPU was found on this machine."),
            tr("Planner", "Use the CPU route, or plan for another machine with --facts FILE."),
        )
        return False
    cuda_major = ctx.index.majors.get(major(build.cuda))
    fits = [
        (gpu, judge_gpu(gpu.compute_capability, build, cuda_major.min_cc if cuda_major else None))
        for gpu in ctx.facts.gpus
    ]
    usable = [(gpu, fit) for gpu, fit in fits if fit in ("native", "ptx")]
    source = ctx.index.cite_pick(build.sources, "S7")
    if not usable:
        floors = [build.min_cc, *([cuda_major.min_cc] if cuda_major else [])]
        _block_gpu(version, max(floors, key=cc_pair), *fits[0], verdict)
        return False
    for gpu, fit in fits:
        if fit not in ("native", "ptx"):
            verdict.warn(
                "gpu-ignored",
                tr(
                    "Planner",
                    "{gpu} (compute capability {cc}) cannot run TensorFlow "
                    "{version}; TensorFlow will not use it.",
                ).format(gpu=gpu.name, cc=gpu.compute_capability, version=version),
            )
    needs_ptx = any(fit == "ptx" for _, fit in usable)
    for gpu, fit in usable:
        _explain_gpu(version, build, gpu, fit, source=source, verdict=verdict)
    return needs_ptx


def _explain_gpu(
    version: str, build: TfBuild, gpu: GpuFacts, fit: Fit, *, source: str, verdict: Verdict
) -> None:
    cc = gpu.compute_capability
    if fit == "native":
        verdict.reason(
            "gpu",
            tr("Planner", "{gpu} (compute capability {cc})").format(gpu=gpu.name, cc=cc),
            tr("Planner", "R5: TensorFlow {version} has native code (SASS) for this GPU").format(
                version=version
            ),
            source,
        )
        return
    verdict.reason(
        "gpu",
        tr("Planner", "{gpu} (compute capability {cc})").format(gpu=gpu.name, cc=cc),
        tr("Planner", "R5: no native code; PTX {ptx} is JIT-compiled for this GPU").format(
            ptx=", ".join(build.ptx)
        ),
        source,
    )
    if cc_pair(cc)[0] >= BLACKWELL_MAJOR:
        verdict.warn(
            "ptx-jit-blackwell",
            tr(
                "Planner",
                "TensorFlow {version} has no native code for {gpu} (compute capability {cc}): its kernels "
                "must be JIT-compiled from PTX, which is known to fail on Blackwell GPUs. Expect errors "
                "such as CUDA_ERROR_INVALID_PTX. No official TensorFlow wheel has Blackwell code yet: NVIDIA's "
                "TensorFlow container (NGC) or a source build with CUDA 12.8 or newer are the working ways; "
                "this plan is offered for trying, and the CPU plan always works.",
            ).format(version=version, gpu=gpu.name, cc=cc),
        )
    else:
        verdict.warn(
            "ptx-jit",
            tr(
                "Planner",
                "TensorFlow {version} has no native code for {gpu} (compute capability {cc}): kernels are "
                "JIT-compiled from PTX on first use, so the first start can take many minutes.",
            ).format(version=version, gpu=gpu.name, cc=cc),
        )


def _block_gpu(version: str, minimum: str, gpu: GpuFacts, fit: Fit, verdict: Verdict) -> None:
    cc = gpu.compute_capability
    if fit == "below-minimum":
        verdict.block(
            "gpu-below-minimum-cc",
            tr(
                "Planner",
                "{gpu} has compute capability {cc}; TensorFlow {version} needs {minimum} or higher.",
            ).format(gpu=gpu.name, cc=cc, version=version, minimum=minimum),
            tr("Planner", "Choose an older TensorFlow that still supports this GPU, or use the CPU route."),
        )
    else:
        verdict.block(
            "gpu-no-kernels",
            tr(
                "Planner",
                "TensorFlow {version} has neither native code nor usable PTX for {gpu} (compute "
                "capability {cc}): kernels would fail with 'no kernel image is available'.",
            ).format(version=version, gpu=gpu.name, cc=cc),
            tr("Planner", "Choose another TensorFlow version, or use the CPU route."),
        )
