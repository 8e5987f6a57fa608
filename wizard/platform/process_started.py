"""When this process started, as the OS recorded it (Linux /proc, Windows' creation time, macOS's kernel)."""

from __future__ import annotations

import sys
import time

import psutil


def process_start_time() -> float:
    """Epoch seconds at which the OS created this process: the self-test's start-up time counts from here, so
    the interpreter's own start and every import before the wizard's are inside it (a clock taken at import was
    about 8x too good on Windows)."""
    if sys.platform.startswith("linux"):
        return _linux_start_time()
    return float(psutil.Process().create_time())


if sys.platform.startswith("linux"):
    import os

    def _linux_start_time() -> float:
        """From the process's start in clock ticks since boot and the clock since boot now (both to 10 ms).

        Not psutil's ``create_time`` here: it adds the boot time of /proc/stat, which Linux gives in whole
        seconds, so a start could read up to a second early (a self-test that lived 2.3 s printed 2.44 s)."""
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        started_ticks = int(fields[19])  # field 22 of proc(5), counted after the command's ')'
        since_start = time.clock_gettime(time.CLOCK_BOOTTIME) - started_ticks / os.sysconf("SC_CLK_TCK")
        return time.time() - since_start

else:

    def _linux_start_time() -> float:
        raise OSError("not Linux")
