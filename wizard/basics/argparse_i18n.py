"""argparse's own words ("usage:", "error:", "invalid choice", ...) in the user's language.

argparse looks every message up through the module-level ``gettext`` names ``_`` and ``ngettext``; binding
them to :func:`wizard.basics.i18n.tr` (context ``Argparse``) translates usage lines, section titles, the
``-h`` help and every parse error in one place. :class:`ArgumentParser` installs the hook and writes the
colon after a Chinese section title full-width (argparse appends an ASCII one itself).
"""

from __future__ import annotations

import argparse
import re
from functools import cache
from typing import Any

from wizard.basics.i18n import tr

CONTEXT = "Argparse"


def _gettext(message: str) -> str:
    return tr(CONTEXT, message)


def _ngettext(singular: str, plural: str, count: int) -> str:
    return tr(CONTEXT, singular if count == 1 else plural)


def install() -> None:
    """Route argparse's messages through :func:`tr`; idempotent, the language is read at each message."""
    setattr(argparse, "_", _gettext)  # noqa: B010 - argparse's gettext hook is a private module name
    setattr(argparse, "ngettext", _ngettext)  # noqa: B010


def language_in_argv(argv: list[str]) -> str | None:
    """The ``--lang`` value of a command line, read before parsing so that the help and errors come in it."""
    for index, item in enumerate(argv):
        if item.startswith("--lang="):
            return item.split("=", 1)[1]
        if item == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None


def version_help() -> str:
    """The ``--version`` help: argparse 3.11 writes it without its gettext hook."""
    return tr(CONTEXT, "show program's version number and exit")


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser speaking the current language; its subparsers are of this class too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        install()  # before argparse.ArgumentParser.__init__ translates "show this help message and exit"
        super().__init__(*args, **kwargs)

    def format_help(self) -> str:
        """The help, section titles ending in a full-width colon after Chinese."""
        return _colon_after_cjk().sub("\\1：", super().format_help())


@cache
def _colon_after_cjk() -> re.Pattern[str]:
    """A help line that ends in a Chinese (or full-width) character followed by argparse's own ':'.

    Compiled on first use: its character ranges take milliseconds to compile, which every GUI start would
    pay before its first paint for a pattern only ``--help`` uses.
    """
    return re.compile(r"(?m)^(.*[\u3000-\u9fff\uff00-\uffef]):$")
