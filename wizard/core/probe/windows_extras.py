"""Windows-only facts: the Visual C++ runtime, the long-paths setting, and elevation."""

from __future__ import annotations

from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext


def probe_windows_extras(ctx: ProbeContext, draft: FactsDraft) -> None:
    """None off Windows; the judging (missing runtime, long paths off) is done by the findings."""
    draft.windows = ctx.platform.read_windows_extras(ctx)
