"""Python interpreters: the one running the wizard first, then the others the platform can list."""

from __future__ import annotations

import platform as std_platform
import struct

from wizard.basics.facts import PythonFacts, normalise_arch
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext


def running_python(ctx: ProbeContext) -> PythonFacts:
    """This interpreter; a 32-bit Python is reported as ``x86`` (TensorFlow needs a 64-bit one)."""
    bits = struct.calcsize("P") * 8
    arch = "x86" if bits == 32 else normalise_arch(std_platform.machine())
    return PythonFacts(version=ctx.python_version, executable=ctx.python_executable, arch=arch,
                       source="running")


def probe_pythons(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Running Python first; the py launcher (Windows) or ``python3.X`` on PATH add the rest, once each.

    The frozen wizard is no Python: counted as one, a machine without Python was told "Python 3.11 is already
    on this computer" and its plan left out installing one.
    """
    draft.pythons = [running_python(ctx)] if ctx.running_is_python else []
    seen = {ctx.path_key(p.executable, resolve=True) for p in draft.pythons}
    for other in ctx.platform.find_pythons(ctx):
        key = ctx.path_key(other.executable, resolve=True)
        if key not in seen:
            seen.add(key)
            draft.pythons.append(other)
