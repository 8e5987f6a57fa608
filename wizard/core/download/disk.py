"""Disk-side guards of a download: enough free space before starting, and a final rename that survives
a brief lock (an antivirus scanning the new file on Windows)."""

from __future__ import annotations

import shutil
from pathlib import Path

from wizard.basics.atomic import replace_retrying

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


def replace_with_retries(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly: on Windows an antivirus scan can hold the new file for a moment
    (pip's ``utils/filesystem.py`` retries its replace for the same reason). One rule for every rename:
    :func:`wizard.basics.atomic.replace_retrying`."""
    replace_retrying(source, target)
