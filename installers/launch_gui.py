"""Frozen entry point of the windowed GUI executable: the GUI, or a CLI subcommand (the elevated child)."""

import os
import sys

# A windowed program on Windows has no console: PyInstaller leaves sys.stdout/stderr as None, and a subcommand
# writing to them would fail. Their output goes nowhere instead (the elevated child reports through files).
for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115  (open for the whole run)

from wizard.__main__ import main  # noqa: E402  (after the streams exist: importing may already log)

sys.exit(main())
