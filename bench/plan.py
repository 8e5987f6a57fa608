"""Planning time per machine profile, against the 50 ms budget of one ``make_plan`` (planner/index.py).

A blocked plan costs the most: every candidate release is evaluated, the alternatives are searched, and
each fix is re-checked by re-planning (issue 7). Prints each profile's median over ``runs`` and its
ratio to the budget. Goal: every ratio <= 1.0.
Run: ``python -m bench.plan [runs]`` (or ``python -m bench``; as a script, bench/copy.py would shadow the
standard library's ``copy``).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan

BUDGET_S = 0.050
FACTS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "facts"
CASES = (
    ("windows-rtx2060-driver-457.json", Wishes()),
    ("windows-rtx2060-driver-457.json", Wishes(tensorflow="2.16")),
    ("linux-rtx5090-blackwell.json", Wishes()),
    ("gui_kepler_windows.json", Wishes()),
    ("linux-no-avx-gtx1060.json", Wishes()),
    ("wsl1-with-gpu-facts.json", Wishes()),
)


def main() -> int:
    """Time every case; exit 1 when one is over budget."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    catalog = load_catalog()
    worst = 0.0
    for profile, wishes in CASES:
        facts = load_facts(FACTS / profile)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            make_plan(facts, wishes, catalog)
            times.append(time.perf_counter() - start)
        ratio = statistics.median(times) / BUDGET_S
        worst = max(worst, ratio)
        print(f"{profile:40} tf={wishes.tensorflow:7} {statistics.median(times) * 1000:6.1f} ms  ratio {ratio:.2f}")
    print(f"worst ratio {worst:.2f} (goal <= 1.0)")
    return 0 if worst <= 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
