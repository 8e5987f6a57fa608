"""PATH-like values as exact strings: split, join, add and remove without touching anything else.

Why so careful: a PATH edit that rewrites what it does not own breaks other software. ``setx`` truncates at
1024 characters; expanding ``%SystemRoot%`` freezes a value that Windows would otherwise track; normalising
slashes or case changes entries that a user typed on purpose. So these functions never expand, never
normalise what they keep, and ``split`` then ``join`` gives back the identical string (empty entries too).
Comparison (is it already there?) is lenient: case-insensitive on Windows, trailing separators ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr

# SetEnvironmentVariable docs: "The maximum size of a user-defined environment variable is 32,767
# characters." A longer value would be cut by the shell or refused by the loader, so we refuse it first.
MAX_VALUE_CHARS = 32_767

Position = Literal["front", "back"]


class EnvValueError(BadInputError):
    """A value we will not write: too long, an embedded NUL, not a string."""

    reference = "env-value-refused"


def unquotable(value: str, program: str, hint: str, *, reference: str) -> BadInputError:
    """The error for a value that no quoting of ``program``'s activation scripts can hold (a double quote in cmd,
    a line break in csh...), one wording for every shell. ``reference`` by keyword: docs/errors.md is checked
    against the references the source names that way (tests/test_readme_error_references.py)."""
    return BadInputError(
        tr("EnvVars", "The value {value} cannot be written safely into a {program} activation script.").format(
            value=repr(value), program=program),
        hint=hint,
        context={"value": ascii(value)},
        reference=reference,
    )


@dataclass(frozen=True)
class PathFlavor:
    """How one OS spells PATH: the separator and whether names compare case-insensitively."""

    name: Literal["windows", "posix"]
    separator: str
    case_insensitive: bool
    dir_separators: str


WINDOWS = PathFlavor("windows", separator=";", case_insensitive=True, dir_separators="\\/")
POSIX = PathFlavor("posix", separator=":", case_insensitive=False, dir_separators="/")


def split_path(value: str, flavor: PathFlavor) -> list[str]:
    """Every entry, in order, empty ones included; ``join_path(split_path(v))`` is ``v``."""
    return value.split(flavor.separator) if value else []


def join_path(entries: list[str], flavor: PathFlavor) -> str:
    """The inverse of :func:`split_path`."""
    return flavor.separator.join(entries)


def comparison_key(entry: str, flavor: PathFlavor) -> str:
    """What two entries share when they mean the same folder (``C:\\CUDA\\bin\\`` = ``c:\\cuda\\bin``)."""
    stripped = entry.strip().rstrip(flavor.dir_separators) or entry.strip()
    if flavor.case_insensitive:
        stripped = stripped.replace("/", "\\").casefold()
    return stripped


def contains_entry(value: str, entry: str, flavor: PathFlavor) -> bool:
    """True when ``entry`` (or an equivalent spelling) is already in ``value``."""
    key = comparison_key(entry, flavor)
    return any(comparison_key(item, flavor) == key for item in split_path(value, flavor))


def add_entry(value: str, entry: str, flavor: PathFlavor, position: Position = "front") -> str:
    """``value`` with ``entry`` added once (unchanged when already present); refuses bad results."""
    check_entry(entry, flavor)
    if contains_entry(value, entry, flavor):
        return value
    entries = split_path(value, flavor)
    entries = [entry, *entries] if position == "front" else [*entries, entry]
    result = join_path(entries, flavor)
    check_value(result)
    return result


def remove_exact(value: str, entry: str, flavor: PathFlavor, position: Position = "front") -> str:
    """Undo of :func:`add_entry`: drop the one entry spelled exactly ``entry`` nearest ``position``."""
    entries = split_path(value, flavor)
    if entry not in entries:
        return value
    index = entries.index(entry) if position == "front" else len(entries) - 1 - entries[::-1].index(entry)
    del entries[index]
    return join_path(entries, flavor)


def remove_matching(value: str, entry: str, flavor: PathFlavor) -> tuple[str, list[tuple[int, str]]]:
    """Drop every entry equivalent to ``entry``; also returns (index, text) of each removed one."""
    key = comparison_key(entry, flavor)
    kept: list[str] = []
    removed: list[tuple[int, str]] = []
    for index, item in enumerate(split_path(value, flavor)):
        if comparison_key(item, flavor) == key:
            removed.append((index, item))
        else:
            kept.append(item)
    return join_path(kept, flavor), removed


def reinsert(value: str, removed: list[tuple[int, str]], flavor: PathFlavor) -> str:
    """Undo of :func:`remove_matching`: put each removed entry back at its old index (clamped)."""
    entries = split_path(value, flavor)
    for index, item in sorted(removed):
        entries.insert(min(index, len(entries)), item)
    return join_path(entries, flavor)


def check_entry(entry: str, flavor: PathFlavor) -> None:
    """Refuse an entry that would split into two or carry a NUL."""
    check_value(entry)
    if not entry.strip() or flavor.separator in entry:
        raise EnvValueError(
            tr("EnvVars", "'{entry}' is not a single folder for PATH.").format(entry=entry),
            hint=tr("EnvVars", "Give one folder, without the '{sep}' separator.").format(
                sep=flavor.separator
            ),
        )


def check_value(value: object) -> str:
    """The value itself if it is a string we may write; a clear error otherwise."""
    if not isinstance(value, str):
        raise EnvValueError(
            tr("EnvVars", "The variable holds a {kind}, not text, so the wizard will not change it.").format(
                kind=type(value).__name__
            ),
            hint=tr("EnvVars", "Fix the variable by hand in the system settings, then try again."),
        )
    if "\x00" in value:
        raise EnvValueError(
            tr("EnvVars", "The value contains a NUL character, so the wizard will not write it."),
            hint=tr("EnvVars", "Fix the variable by hand in the system settings, then try again."),
        )
    if len(value) > MAX_VALUE_CHARS:
        raise EnvValueError(
            tr("EnvVars", "The new value would be {length} characters long; the limit is {limit}.").format(
                length=len(value), limit=MAX_VALUE_CHARS
            ),
            hint=tr("EnvVars", "Remove folders you no longer need from PATH, then try again."),
        )
    return value


def render_entries(value: str, flavor: PathFlavor) -> str:
    """One entry per line, for before/after previews (empty entries shown as an empty line)."""
    return "\n".join(split_path(value, flavor))
