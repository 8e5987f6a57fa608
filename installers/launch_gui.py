"""Frozen entry point of the windowed GUI executable: the GUI, or a CLI subcommand (the elevated child)."""

import sys

from wizard.__main__ import main

sys.exit(main())
