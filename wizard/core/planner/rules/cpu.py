"""R7 (CPU): TensorFlow wheels need AVX; 2.4.0 needed AVX2 by mistake (fixed in 2.4.1, S5)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CpuBuild, TfBuild
from wizard.core.plan import Fix
from wizard.core.planner.context import Context, Verdict


def check_cpu(ctx: Context, version: str, build: TfBuild | CpuBuild | None, verdict: Verdict) -> None:
    """Block a build whose instruction set this CPU lacks (``Illegal instruction`` otherwise)."""
    cpu = ctx.facts.cpu
    if ctx.arch != "x86_64":
        return  # AVX is an x86 feature; the catalog's flags describe the x86_64 wheels
    needs_avx = build.avx if build is not None else True
    needs_avx2 = build.avx2 if build is not None else False
    if needs_avx and not cpu.avx:
        verdict.block(
            "cpu-lacks-avx",
            tr("Planner", "TensorFlow {version} uses AVX instructions, which this processor does not have.").format(
                version=version
            ),
            tr("Planner", "Use a computer whose processor supports AVX, or build TensorFlow from source."),
        )
    elif needs_avx2 and not cpu.avx2:
        verdict.block(
            "cpu-lacks-avx2",
            tr(
                "Planner", "TensorFlow {version} was built to need AVX2 by mistake, which this processor does "
                           "not have."
            ).format(version=version),
            fixes=(Fix("choose-tensorflow", {"tensorflow": "2.4.1"}),),
        )
