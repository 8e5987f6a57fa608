"""Where the elevated helper keeps its private copies: a folder that only administrators can change.

Why: the elevated child must not use bytes that the user's account could still change after they were
hashed (issue 8, item 4). The child makes a fresh folder here (``mkdtemp``: 0700, owned by root) and
copies, hashes and uses its copy. POSIX: ``/var/tmp`` (sticky, so nobody else can rename or remove our
folder; on disk rather than a RAM ``/tmp``, since a CUDA runfile is about 3 GB). Windows: the system's
own ``%SystemRoot%\\Temp``; the Windows admin-only ACL for this folder is extended by the Windows flows.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def admin_only_parent() -> Path:
    """The parent folder for the elevated child's private folders (never TMP, TEMP or TMPDIR, which the user sets)."""
    if sys.platform == "win32":
        return Path(os.environ.get("SYSTEMROOT") or r"C:\Windows") / "Temp"
    return Path("/var/tmp")
