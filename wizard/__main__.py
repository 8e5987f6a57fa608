"""``python -m wizard``: the GUI by default; a subcommand (``probe``, ``plan``...) runs the CLI."""

from __future__ import annotations

import sys

CLI_ONLY_FLAGS = {"-h", "--help", "--version"}
OPTIONS_WITH_VALUE = {"--lang"}


def wants_cli(args: list[str]) -> bool:
    """True when ``args`` name a subcommand (after global options such as ``--lang zh_CN``) or ask for help."""
    skip_next = False
    for arg in args:
        if skip_next:
            skip_next = False
            continue
        if arg in OPTIONS_WITH_VALUE:
            skip_next = True
        elif arg in CLI_ONLY_FLAGS or not arg.startswith("-"):
            return True
    return False


def main() -> int:
    """Dispatch to the CLI when a subcommand is given, otherwise start the GUI."""
    args = sys.argv[1:]
    if wants_cli(args):
        from wizard.cli import main as cli_main

        return cli_main(args)
    from wizard.gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
