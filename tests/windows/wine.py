"""Whether this Windows is wine (the Windows tier): for the few tests that meet a gap of wine 8, not of Windows."""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

import pytest


@functools.cache
def under_wine() -> bool:
    """True inside wine: its ntdll exports ``wine_get_version`` (Microsoft's never does)."""
    if sys.platform != "win32":
        return False
    import ctypes

    return hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")


def skip_without_real_symlinks(folder: Path) -> None:
    """Skip where os.symlink makes no link: wine 8 reports success and creates nothing (the Windows tier)."""
    probe = folder / "symlink-probe"
    os.symlink("target", probe)
    if not probe.is_symlink():
        pytest.skip("os.symlink made no link here (wine 8's CreateSymbolicLinkW): a POSIX symlink chain")
    probe.unlink()
