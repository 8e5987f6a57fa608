"""Frozen entry point of the console CLI executable (also the elevated helper)."""

import sys

from wizard.cli import main

sys.exit(main())
