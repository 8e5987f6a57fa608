"""CPU features TensorFlow's wheels are built for (AVX from TF 1.6 on; AVX2 needed by 2.4.0's wheels)."""

from __future__ import annotations

from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext


def probe_cpu(ctx: ProbeContext, draft: FactsDraft) -> None:
    """AVX/AVX2 from the platform (CPUID flags via /proc/cpuinfo, or IsProcessorFeaturePresent)."""
    cpu = ctx.platform.read_cpu(ctx)
    if cpu is None:
        draft.note("cpu-unknown", "warning")
        return
    draft.cpu = cpu
