"""``python -m wizard``: the GUI by default; a subcommand (``probe``, ``plan``...) runs the CLI."""

from __future__ import annotations

import sys


def main() -> int:
    """Dispatch to the CLI when a subcommand is given, otherwise start the GUI."""
    args = sys.argv[1:]
    if args and not args[0].startswith("-") or any(a in ("-h", "--help", "--version") for a in args[:1]):
        from wizard.cli import main as cli_main

        return cli_main(args)
    from wizard.gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
