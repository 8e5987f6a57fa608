"""Frozen entry point of the windowed GUI executable.

It goes through the same dispatcher as ``python -m wizard``: the elevated helper of a frozen bundle is
``sys.executable elevated-apply ...``, and from the GUI ``sys.executable`` is this executable, so a
subcommand here must reach the CLI (otherwise every administrator step started from the GUI fails).
"""

import os
import sys

# A windowed program on Windows has no console: PyInstaller leaves sys.stdout/stderr as None, and a subcommand
# writing to them would fail. Their output goes nowhere instead (the elevated child reports through files).
for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115  (open for the whole run)

from wizard.__main__ import main  # noqa: E402  (after the streams exist: importing may already log)

sys.exit(main())
