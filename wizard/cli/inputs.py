"""Checks of command-line file arguments, made before a command plans anything (bad input: exit 2)."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.validate import printable


def existing_file(path: Path, option: str) -> Path:
    """``path`` when it is a readable regular file; a clear error naming ``option`` otherwise."""
    shown = printable(str(path))
    if not path.exists():
        raise BadInputError(
            tr("CliInput", "{option} {path}: there is no such file.").format(option=option, path=shown),
            hint=tr("CliInput", "Check the name and the folder, or download the file first."),
            reference="input-file-missing",
        )
    if not path.is_file():
        raise BadInputError(
            tr("CliInput", "{option} {path}: this is not a file.").format(option=option, path=shown),
            hint=tr("CliInput", "Give the file itself, not the folder that holds it."),
            reference="input-file-missing",
        )
    return path
