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


# pip's own children (``python -m pip``: a venv, ensurepip, a build) run several times slower under wine 8 than on
# Windows: in the Windows tier, pip's install paths ran past the CLI's and the suite's time limits (uv's pass).
PIP_TOO_SLOW = "pip's child processes run too slowly under it to finish inside the test's time limit (uv's run)"


def pip_under_wine_too_slow() -> object:
    """The ``"pip"`` case of an installer parametrization, skipped under wine (run on a Windows runner)."""
    return pytest.param("pip", marks=pytest.mark.wine_gap(PIP_TOO_SLOW))


# The elevated child trusts an admin-side backup only when Administrators own its folder (wizard.platform.
# private_folder.only_admins_change). Wine 8's security descriptors are not real: it reports Administrators as the
# owner of no folder, even one made with the admin-only DACL, so the child refuses every such backup there.
NO_REAL_OWNERS = "no folder is owned by Administrators there (no real security descriptors), so the elevated " \
                 "child trusts no admin-side backup"
