"""The headless front-end: ``tfgpu-wizard <command>`` over the same core steps as the GUI.

Each command lives in ``wizard/cli/commands/<name>.py``, exposes ``register(subparsers)`` and is named in
``COMMAND_MODULES``; modules import their heavy dependencies inside the handler so that ``probe`` starts fast.
Exit codes: 0 done, 1 failed, 2 bad input, 3 the wish cannot be met, 130 stopped by Ctrl-C (cancelled; for
``download`` paused, the partial file kept for a resume).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from wizard import __version__
from wizard.basics import argparse_i18n
from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.i18n import SUPPORTED_LANGUAGES, set_language, system_language, tr
from wizard.platform.console import is_console

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
EXIT_UNMET = 3
EXIT_CANCELLED = 130

Handler = Callable[[argparse.Namespace], int]

# Listed, not discovered: a frozen PyInstaller bundle keeps modules in an archive that pkgutil cannot list.
# tests/cli/test_dispatch.py checks this list against the files in wizard/cli/commands/.
COMMAND_MODULES = (
    "probe", "plan", "download", "install_cuda", "install_cudnn", "path", "journal", "undo", "elevated_apply",
    "env", "kernel", "conda",
    "verify", "doctor",
    "report", "apply",
)


def build_parser() -> argparse.ArgumentParser:
    """The full parser, one subparser per module in ``wizard.cli.commands``."""
    parser = argparse_i18n.ArgumentParser(
        prog="tfgpu-wizard",
        description=tr("Cli", "Set up TensorFlow on an NVIDIA GPU, and prove it works."),
    )
    parser.add_argument("--version", action="version", version=f"tfgpu-wizard {__version__}",
                        help=argparse_i18n.version_help())
    parser.add_argument("--lang", choices=SUPPORTED_LANGUAGES, help=tr("Cli", "language of messages"))
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"wizard.cli.commands.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tfgpu-wizard`` console script."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    _escape_what_the_output_cannot_encode()
    set_language(argparse_i18n.language_in_argv(args_list) or system_language())
    parser = build_parser()
    from wizard.cli.terminal import escaping_output

    with escaping_output():  # argparse's own messages echo what was typed: escaped too
        args = parser.parse_args(args_list)
        handler: Handler | None = getattr(args, "handler", None)
        if handler is None:
            parser.print_help()
            return EXIT_BAD_INPUT
        return _run(handler, args)


def _run(handler: Handler, args: argparse.Namespace) -> int:
    """The handler's exit code; a reported error's code, or 130 for Ctrl-C. First the temporary folders a
    killed run left behind are swept (wizard.core.ops.scratch)."""
    from wizard.core.ops.scratch import sweep_scratch

    sweep_scratch()
    try:
        return handler(args)
    except WizardError as error:
        print(error.render(), file=sys.stderr)
        return error.exit_code
    except (Cancelled, KeyboardInterrupt):  # a command for which Ctrl-C means more catches it itself (download)
        print(tr("Cli", "Cancelled."), file=sys.stderr)
        return EXIT_CANCELLED


def _escape_what_the_output_cannot_encode() -> None:
    """Output that is not a console (a pipe, a file) is written as UTF-8: on Windows it was the ANSI code page
    (cp1252 on an English system), which has no Chinese, so every Chinese word came out as ``\\u4e2d`` escapes.
    A console gets what Python writes to it (UTF-16 through the console API on Windows); where its encoding
    still cannot show a character, an escape is printed instead of failing with UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)  # absent on a replaced stream (tests, pythonw)
        if reconfigure is None:
            continue
        if is_console(stream):
            reconfigure(errors="backslashreplace")
        else:
            reconfigure(encoding="utf-8", errors="backslashreplace")
