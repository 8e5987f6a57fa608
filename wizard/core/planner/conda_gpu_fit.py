"""R5 for cards no official TensorFlow has code for: the conda GPU build that has (conda_gpu.json, S41).

No official TensorFlow package (2.21, the 2.22 candidates, the nightlies) carries sm_100/sm_120 code, and
JIT-compiling their compute_90 PTX onto Blackwell is known to fail (the pip rows' ``jit_fails``). conda-forge's
tensorflow 2.19.1 CUDA 12.8 builds are compiled for sm_100 and sm_120 (S41). So for a machine whose every
card is such a card, the catalog row with native code for all of them is the GPU answer; any other machine
keeps the official packages.
"""

from __future__ import annotations

from wizard.core.catalog.model import CondaGpuBuild
from wizard.core.catalog.query import major_minor
from wizard.core.planner.context import Context
from wizard.core.planner.versions import NEWEST, cc_pair


def conda_gpu_row(ctx: Context) -> CondaGpuBuild | None:
    """The conda GPU build for this machine's cards and wishes, or None (the official packages serve it)."""
    if not ctx.has_gpu or not all(_official_jit_fails(ctx, gpu.compute_capability) for gpu in ctx.facts.gpus):
        return None
    for row in ctx.index.catalog.conda_gpu:
        if row.arch != ctx.arch or not _wished(ctx, row):
            continue
        if all(has_native_code(gpu.compute_capability, row) for gpu in ctx.facts.gpus):
            return row
    return None


def has_native_code(cc: str, row: CondaGpuBuild) -> bool:
    """True when ``row`` holds machine code a card of compute capability ``cc`` runs (same major, minor <=)."""
    card = cc_pair(cc)
    return any(cc_pair(s)[0] == card[0] and cc_pair(s)[1] <= card[1] for s in row.sass)


def _official_jit_fails(ctx: Context, cc: str) -> bool:
    """True when the official packages reach this card only through PTX JIT known to fail (Blackwell)."""
    family = str(cc_pair(cc)[0])
    return any(family in row.jit_fails for row in ctx.index.catalog.tensorflow)


def _wished(ctx: Context, row: CondaGpuBuild) -> bool:
    wishes = ctx.wishes
    release_ok = wishes.tensorflow in (NEWEST, row.version, major_minor(row.version))
    return release_ok and (wishes.python is None or wishes.python in row.python)
