"""Operating system facts: family, release, build, architecture, glibc, distro, WSL."""

from __future__ import annotations

from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe import ProbeContext


def probe_os(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Ask the platform reader; it knows where each OS keeps these facts."""
    draft.os = ctx.platform.read_os(ctx)
