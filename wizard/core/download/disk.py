"""Disk-side guards of a download: enough free space before starting, and a final rename that survives
a brief lock (an antivirus scanning the new file on Windows)."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from .errors import no_space

SPACE_MARGIN = 16 * 1024 * 1024


def check_free_space(dest: Path, size: int | None, written: int) -> None:
    """Refuse to start when the rest of the file cannot fit (reliability-tests.md T-DL-11)."""
    if size is None:
        return
    needed = max(size - written, 0) + SPACE_MARGIN
    free = shutil.disk_usage(dest.parent).free
    if free < needed:
        raise no_space(str(dest.parent), needed, free)


def replace_with_retries(source: Path, target: Path, attempts: int = 5) -> None:
    """``os.replace``, retried briefly: on Windows an antivirus scan can hold the new file for a moment
    (pip's ``utils/filesystem.py`` retries its replace for the same reason)."""
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.2 * (attempt + 1))
