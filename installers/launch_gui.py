"""Frozen entry point of the windowed GUI executable."""

import sys

from wizard.gui.app import main

sys.exit(main(sys.argv[1:]))
