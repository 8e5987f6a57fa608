"""``python -m wizard``: the GUI by default; a subcommand (``probe``, ``plan``...) runs the CLI."""

from __future__ import annotations

import sys

HELP_FLAGS = {"-h", "--help"}
CLI_ONLY_FLAGS = {*HELP_FLAGS, "--version"}
OPTIONS_WITH_VALUE = {"--lang", "--continue-wsl"}  # the GUI's --continue-wsl FILE: wizard.gui.app
GUI_PROGRAM = "tfgpu-wizard-gui"


def wants_cli(args: list[str], gui_program: bool = False) -> bool:
    """True when ``args`` name a subcommand (after global options such as ``--lang zh_CN``) or ask for help.

    ``tfgpu-wizard-gui --help`` is the GUI's own help (its options); a subcommand there still reaches the CLI.
    """
    skip_next = False
    for arg in args:
        if skip_next:
            skip_next = False
            continue
        if arg in OPTIONS_WITH_VALUE:
            skip_next = True
        elif arg in HELP_FLAGS and gui_program:
            continue
        elif arg in CLI_ONLY_FLAGS or not arg.startswith("-"):
            return True
    return False


def started_as_gui_program(argv0: str) -> bool:
    """True for ``tfgpu-wizard-gui`` (the script or the frozen ``tfgpu-wizard-gui.exe``)."""
    name = argv0.replace("\\", "/").rsplit("/", 1)[-1]  # a Windows path read anywhere
    return name.lower().removesuffix(".exe") == GUI_PROGRAM


def main() -> int:
    """Dispatch to the CLI when a subcommand is given, otherwise start the GUI."""
    args = sys.argv[1:]
    if wants_cli(args, started_as_gui_program(sys.argv[0] if sys.argv else "")):
        from wizard.cli import main as cli_main

        return cli_main(args)
    from wizard.gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
