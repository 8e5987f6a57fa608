"""``undo --all`` of 1,000 journaled PATH changes: seconds, against the goal of 5 s (issue 8, item 11).

The changes are real ones (``AddToPath`` through the POSIX shell backend, in a throw-away HOME and data
folder), made in one run, then undone newest first by :func:`wizard.core.ops.undo.undo`, as the CLI does.
Before the append-only journal each entry rewrote and fsynced the whole journal: 160 s for 1,000.
Prints the undo time and its ratio to the goal (<= 1.0 meets it); setting up the entries is not timed.
Run: ``python -m bench.undo [entries]`` (or ``python -m bench``).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

GOAL_S = 5.0
GOAL_ENTRIES = 1000


def main() -> int:
    """Set up the entries, time their undo, print the ratio; exit 1 when the goal is missed."""
    entries = int(sys.argv[1]) if len(sys.argv) > 1 else GOAL_ENTRIES
    with tempfile.TemporaryDirectory(prefix="bench-undo-") as folder:
        os.environ["TFGPU_WIZARD_DATA_DIR"] = str(Path(folder) / "data")
        from wizard.core.envvars.env_ops import AddToPath
        from wizard.core.envvars.posix_env import PosixEnvBackend
        from wizard.core.ops.journal import Journal
        from wizard.core.ops.runner import apply_operations
        from wizard.core.ops.undo import undo

        home = Path(folder) / "home"
        home.mkdir()
        (home / ".bashrc").write_text("# bench\n")
        backend = PosixEnvBackend(home, home / ".config" / "tfgpu-wizard", environ={"PATH": "/usr/bin"})
        journal = Journal()
        operations = [AddToPath(entry=f"/opt/bench/{index}/bin", backend=backend) for index in range(entries)]
        started = time.perf_counter()
        report = apply_operations(operations, journal, step="bench")
        applied = time.perf_counter() - started
        if not report.ok:
            print(f"setup failed: {report.items[-1].error}")
            return 1
        started = time.perf_counter()
        undone = undo(journal, "all")
        elapsed = time.perf_counter() - started
    if not undone.ok or len(undone.items) != entries:
        print(f"undo failed: {undone.failures[:1]}")
        return 1
    scaled = elapsed * GOAL_ENTRIES / entries
    ratio = scaled / GOAL_S
    print(f"apply {entries} entries: {applied:.2f} s (not timed against a goal)")
    print(f"undo {entries} entries: {elapsed:.2f} s; per 1,000: {scaled:.2f} s; goal {GOAL_S:.0f} s; "
          f"ratio {ratio:.2f} ({'meets' if ratio <= 1 else 'misses'} the goal)")
    return 0 if ratio <= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
