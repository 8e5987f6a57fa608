"""When this process started, as the OS recorded it (Linux /proc, Windows' creation time, macOS's kernel)."""

from __future__ import annotations

import psutil


def process_start_time() -> float:
    """Epoch seconds at which the OS created this process: the self-test's start-up time counts from here, so
    the interpreter's own start and every import before the wizard's are inside it (a clock taken at import was
    about 8x too good on Windows)."""
    return float(psutil.Process().create_time())
