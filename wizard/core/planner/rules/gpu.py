"""R5 (GPU compute capability): a GPU runs a build natively (SASS), through PTX JIT, or not at all.

SASS runs on the same major compute capability with an equal or higher minor; PTX is JIT-compiled
forward to any newer GPU (S25 ``.bazelrc`` comment, S23 Blackwell guide). A ``compute_XY`` entry embeds
both, so the catalog's ``ptx`` list also counts as SASS. Where the catalog marks JIT onto a GPU family
as known to fail (``jit_fails``: Blackwell, compat-facts M15), a plan relying on it is never the
recommendation: it is blocked, or (while looking for one) an experimental alternative.
"""

from __future__ import annotations

from typing import Literal, cast

from wizard.basics.facts import GpuFacts
from wizard.basics.i18n import tr
from wizard.core.catalog.model import OsName, TfBuild
from wizard.core.plan import Fix
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import cc_pair, major

Fit = Literal["native", "ptx", "below-minimum", "no-kernels"]
EXPERIMENTAL = "experimental"  # warning code of a plan that relies on a path known to fail
JIT_FAILS = "gpu-jit-known-to-fail"


def judge_gpu(cc: str, build: TfBuild, cuda_min_cc: str | None = None) -> Fit:
    """How a GPU of compute capability ``cc`` runs ``build`` (R5 steps 1-4)."""
    card = cc_pair(cc)
    if card < cc_pair(build.min_cc) or (cuda_min_cc and card < cc_pair(cuda_min_cc)):
        return "below-minimum"
    sass = {cc_pair(x) for x in (*build.sass, *build.ptx)}
    if not sass:
        # TF 1.12/1.13 record no list; the docs promise CC >= min_cc (S4), but not GPUs built years later
        return "ptx" if jit_fails(cc, build) else "native"
    if any(s[0] == card[0] and s[1] <= card[1] for s in sass):
        return "native"
    if any(cc_pair(p) <= card for p in build.ptx):
        return "ptx"
    return "no-kernels"


def jit_fails(cc: str, build: TfBuild) -> bool:
    """True when the catalog marks JIT of this build's PTX onto this GPU family as known to fail."""
    return str(cc_pair(cc)[0]) in build.jit_fails


def check_gpus(ctx: Context, version: str, build: TfBuild, verdict: Verdict) -> bool:
    """Check every GPU; returns True when a usable GPU depends on PTX JIT."""
    if not ctx.facts.gpus:
        verdict.block(
            "no-nvidia-gpu",
            tr("Planner", "No NVIDIA graphics card was found on this computer, so TensorFlow cannot use a GPU."),
            tr("Planner", "Plan for another computer by loading its facts file."),
            (Fix("choose-route", {"route": "cpu"}),),
        )
        return False
    cuda_major = ctx.index.majors.get(major(build.cuda))
    fits = [
        (gpu, judge_gpu(gpu.compute_capability, build, cuda_major.min_cc if cuda_major else None))
        for gpu in ctx.facts.gpus
    ]
    usable = [(gpu, fit) for gpu, fit in fits if fit in ("native", "ptx")]
    safe = [(gpu, fit) for gpu, fit in usable if not (fit == "ptx" and jit_fails(gpu.compute_capability, build))]
    if not usable:
        floors = [build.min_cc, *([cuda_major.min_cc] if cuda_major else [])]
        _block_gpu(ctx, version, max(floors, key=cc_pair), *fits[0], verdict=verdict)
        return False
    if not safe and not ctx.experimental:
        _block_jit_fails(ctx, version, usable[0][0], verdict)
        return False
    chosen = safe or usable
    _warn_ignored(version, [(g, f) for g, f in fits if (g, f) not in chosen], verdict)
    source = ctx.index.cite_pick(build.sources, "S7")
    for gpu, fit in chosen:
        _explain_gpu(version, build, gpu, fit, source=source, verdict=verdict)
    return any(fit == "ptx" for _, fit in chosen)


def _warn_ignored(version: str, ignored: list[tuple[GpuFacts, Fit]], verdict: Verdict) -> None:
    for gpu, _ in ignored:
        verdict.warn(
            "gpu-ignored",
            tr(
                "Planner",
                "TensorFlow {version} cannot run on {gpu} (compute capability {cc}), so it will not use that "
                "card; the plan uses the other graphics card.",
            ).format(gpu=gpu.name, cc=gpu.compute_capability, version=version),
        )


def _explain_gpu(
    version: str, build: TfBuild, gpu: GpuFacts, fit: Fit, *, source: str, verdict: Verdict
) -> None:
    cc = gpu.compute_capability
    choice = tr("Planner", "{gpu} (compute capability {cc})").format(gpu=gpu.name, cc=cc)
    if fit == "native":
        why = tr("Planner", "TensorFlow {version} contains ready-made code for {gpu} (compute capability {cc}).")
        verdict.reason("gpu", choice, "R5", source, why.format(version=version, gpu=gpu.name, cc=cc))
        return
    why = tr(
        "Planner",
        "TensorFlow {version} has no ready-made code for {gpu}, so its code is compiled for this card "
        "when first used (from PTX {ptx}).",
    ).format(version=version, gpu=gpu.name, ptx=", ".join(build.ptx) or "?")
    verdict.reason("gpu", choice, "R5", source, why)
    if jit_fails(cc, build):
        verdict.warn(EXPERIMENTAL, tr(
            "Planner",
            "Experimental: no TensorFlow release has ready-made code for {gpu} (compute capability {cc}), and "
            "compiling its code for this card when first used is known to fail (errors such as "
            "CUDA_ERROR_INVALID_PTX). Try it only if you accept that it may not work; NVIDIA's TensorFlow "
            "container or a TensorFlow built from source with CUDA 12.8 or newer are the ways that work.",
        ).format(gpu=gpu.name, cc=cc))
        return
    verdict.warn(
        "ptx-jit",
        tr(
            "Planner",
            "TensorFlow {version} has no ready-made code for {gpu} (compute capability {cc}): its code is "
            "compiled for the card when first used, so the first start can take many minutes.",
        ).format(version=version, gpu=gpu.name, cc=cc),
    )


def _block_jit_fails(ctx: Context, version: str, gpu: GpuFacts, verdict: Verdict) -> None:
    verdict.block(
        JIT_FAILS,
        tr(
            "Planner",
            "No TensorFlow release has ready-made code for {gpu} (compute capability {cc}), and compiling "
            "TensorFlow {version}'s code for it when first used is known to fail. The processor-only setup "
            "works; a GPU setup is listed only as an experimental alternative. NVIDIA's TensorFlow container "
            "or a TensorFlow built from source with CUDA 12.8 or newer are the ways to use this card.",
        ).format(gpu=gpu.name, cc=gpu.compute_capability, version=version),
        fixes=(Fix("choose-route", {"route": "cpu"}),),
    )


def _block_gpu(
    ctx: Context, version: str, minimum: str, gpu: GpuFacts, fit: Fit, *, verdict: Verdict
) -> None:
    cc = gpu.compute_capability
    proposals = (*_versions_that_fit(ctx, gpu), Fix("choose-route", {"route": "cpu"}))
    if fit == "below-minimum":
        message = tr(
            "Planner",
            "{gpu} has compute capability {cc}, but TensorFlow {version} needs {minimum} or higher.",
        ).format(gpu=gpu.name, cc=cc, version=version, minimum=minimum)
    else:
        message = tr(
            "Planner",
            "TensorFlow {version} has no code that can run on {gpu} (compute capability {cc}): it would fail "
            "with 'no kernel image is available'.",
        ).format(version=version, gpu=gpu.name, cc=cc)
    code = "gpu-below-minimum-cc" if fit == "below-minimum" else "gpu-no-kernels"
    verdict.block(code, message, tr("Planner", "Use a newer graphics card."), proposals)


def _versions_that_fit(ctx: Context, gpu: GpuFacts) -> tuple[Fix, ...]:
    """The newest release per OS that runs ``gpu`` natively (a fix to propose; re-planning checks it)."""
    return native_release_fixes(ctx, (gpu,), ("windows", "linux"))


def native_release_fixes(
    ctx: Context, gpus: tuple[GpuFacts, ...], os_names: tuple[OsName, ...]
) -> tuple[Fix, ...]:
    """"Choose TensorFlow V": per OS, the newest release with ready-made code (SASS) for every GPU given."""
    key = ("native-release-fixes", tuple(g.compute_capability for g in gpus), os_names)
    if key not in ctx.index.derived:
        ctx.index.derived[key] = _native_release_fixes(ctx, gpus, os_names)
    return cast(tuple[Fix, ...], ctx.index.derived[key])


def _native_release_fixes(
    ctx: Context, gpus: tuple[GpuFacts, ...], os_names: tuple[OsName, ...]
) -> tuple[Fix, ...]:
    found: list[Fix] = []
    for os_name in os_names:
        for version in ctx.index.versions_for(os_name):
            build = ctx.index.build(os_name, version)
            row = ctx.index.majors.get(major(build.cuda)) if build else None
            floor = row.min_cc if row else None
            if build and all(judge_gpu(g.compute_capability, build, floor) == "native" for g in gpus):
                found.append(Fix("choose-tensorflow", {"tensorflow": version}))
                break
    return tuple(found)
