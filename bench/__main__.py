"""``python -m bench``: run every ``bench/*.py`` module that has a ``main()``, in name order."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    """Run each benchmark; the exit code is the worst of theirs."""
    worst = 0
    folder = Path(__file__).resolve().parent
    for info in sorted(pkgutil.iter_modules([str(folder)]), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"bench.{info.name}")
        entry = getattr(module, "main", None)
        if not callable(entry):
            continue
        print(f"== bench.{info.name}", flush=True)
        saved_argv = sys.argv
        sys.argv = [f"bench/{info.name}.py"]  # each benchmark runs with its own defaults
        try:
            worst = max(worst, int(entry() or 0))
        finally:
            sys.argv = saved_argv
    return worst


if __name__ == "__main__":
    sys.exit(main())
