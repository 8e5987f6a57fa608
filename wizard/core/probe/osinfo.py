"""Operating system facts: family, release, build, architecture, glibc, distro, WSL and its version."""

from __future__ import annotations

from dataclasses import replace

from wizard.basics.facts import wsl_version_from_kernel
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext


def probe_os(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Ask the platform reader; inside WSL also record WSL 1 or 2 (only WSL 2 can use the GPU)."""
    found = ctx.platform.read_os(ctx)
    if found.wsl:
        found = replace(
            found,
            wsl_version=found.wsl_version or wsl_version_from_kernel(found.build),
            wsl_distro=found.wsl_distro or ctx.getenv("WSL_DISTRO_NAME") or None,
        )
    draft.os = found
