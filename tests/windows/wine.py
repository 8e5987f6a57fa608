"""Whether this Windows is wine (the Windows tier): for the few tests that meet a gap of wine 8, not of Windows."""

from __future__ import annotations

import functools
import sys


@functools.cache
def under_wine() -> bool:
    """True inside wine: its ntdll exports ``wine_get_version`` (Microsoft's never does)."""
    if sys.platform != "win32":
        return False
    import ctypes

    return hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")
