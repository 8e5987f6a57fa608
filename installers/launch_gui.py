"""Frozen entry point of the windowed GUI executable.

It goes through the same dispatcher as ``python -m wizard``: the elevated helper of a frozen bundle is
``sys.executable elevated-apply ...``, and from the GUI ``sys.executable`` is this executable, so a
subcommand here must reach the CLI (otherwise every administrator step started from the GUI fails).
"""

import sys

from wizard.__main__ import main

sys.exit(main())
