"""The elevation seam: this OS's way to start the administrator helper, with the same names on every OS.

``launch_elevated`` (UAC's "runas" on Windows, sudo or pkexec elsewhere), ``helper_start`` (the helper's
fixed working folder and environment base) and ``restrict_new_files`` (the helper's umask where there is
one), chosen here once so that ``wizard.core.ops.elevation`` never asks which OS runs.
"""

from __future__ import annotations

import sys

if sys.platform == "win32":
    from wizard.platform.elevation_windows import helper_start, launch_elevated, restrict_new_files
else:
    from wizard.platform.elevation_posix import helper_start, launch_elevated, restrict_new_files

__all__ = ["helper_start", "launch_elevated", "restrict_new_files"]
