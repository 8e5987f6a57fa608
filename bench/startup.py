"""GUI start-up: process start to first page painted, ``python -m wizard --self-test`` vs a bare QWizard.

Both are measured the same way, in fresh processes: the parent notes the wall clock just before
spawning, the child prints the wall clock when its window has been painted for the first time (after
the paint event, from the event loop), and the difference is the start-up time. The baseline is a bare
PySide6 ``QWizard`` with three empty pages. Goal: median ratio <= 1.3.
Run: ``python bench/startup.py [runs]`` (or ``python -m bench``).
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

GOAL_RATIO = 1.3
REPO = Path(__file__).resolve().parent.parent
_EPOCH = re.compile(r"paint_epoch=([0-9.]+)")
# Detects the first paint the same way SetupWizard does: a paintEvent override, then the event loop.
_BARE_WIZARD = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWizard, QWizardPage

class Wizard(QWizard):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, lambda: (print(f"paint_epoch={time.time():.6f}", flush=True), app.quit()))

app = QApplication([])
wizard = Wizard()
for _ in range(3):
    wizard.addPage(QWizardPage())
wizard.show()
app.exec()
"""


def time_to_first_paint(command: list[str]) -> float:
    """Seconds from spawning ``command`` to the paint time it prints."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    started = time.time()
    result = subprocess.run(
        command, check=False, cwd=REPO, env=env, capture_output=True, text=True, timeout=120
    )
    match = _EPOCH.search(result.stdout)
    if result.returncode != 0 or match is None:
        raise RuntimeError(f"{command} failed ({result.returncode}): {result.stdout}{result.stderr}")
    return float(match.group(1)) - started


def measure(runs: int) -> tuple[list[float], list[float]]:
    """Alternate wizard and baseline runs so that a busy moment hurts both alike."""
    wizard_times: list[float] = []
    bare_times: list[float] = []
    time_to_first_paint([sys.executable, "-c", _BARE_WIZARD])  # warm the file cache once
    for _ in range(runs):
        wizard_times.append(time_to_first_paint([sys.executable, "-m", "wizard", "--self-test"]))
        bare_times.append(time_to_first_paint([sys.executable, "-c", _BARE_WIZARD]))
    return wizard_times, bare_times


def main() -> int:
    """Print both medians and their ratio; exit 1 when the ratio misses the goal."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    wizard_times, bare_times = measure(runs)
    wizard_median = statistics.median(wizard_times)
    bare_median = statistics.median(bare_times)
    ratio = wizard_median / bare_median
    print(f"startup: wizard --self-test median {wizard_median * 1000:.0f} ms, "
          f"bare QWizard median {bare_median * 1000:.0f} ms ({runs} runs each)")
    verdict = "meets" if ratio <= GOAL_RATIO else "MISSES"
    print(f"startup: ratio {ratio:.2f} ({verdict} the goal <= {GOAL_RATIO})")
    return 0 if ratio <= GOAL_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
