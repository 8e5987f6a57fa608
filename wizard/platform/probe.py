"""The probe's OS seam: this OS's reader, chosen once at import, and the context of this machine.

The readers (:mod:`wizard.platform.posix_probe`, :mod:`wizard.platform.windows_probe`) and the context they
read through (:mod:`wizard.platform.probe_context`) sit below this module, so neither imports the other.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from wizard.platform.probe_context import PlatformProbe, ProbeContext


def default_probe_context(**overrides: Any) -> ProbeContext:
    """The context for this machine; ``overrides`` replace single fields (tests, facts for another root)."""
    values: dict[str, Any] = {"env": dict(os.environ), "platform": CURRENT_PLATFORM, "home": Path.home()}
    values.update(overrides)
    return ProbeContext(**values)


def _choose_platform() -> PlatformProbe:
    if sys.platform == "win32":
        from wizard.platform.windows_probe import WindowsProbe

        return WindowsProbe()
    from wizard.platform.posix_probe import PosixProbe

    return PosixProbe()


CURRENT_PLATFORM: PlatformProbe = _choose_platform()
