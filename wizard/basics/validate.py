"""Input rules for folders, variable names and versions, checked before anything is planned or changed.

One place decides what the wizard accepts from people, scripts and documents, so that the CLI, the GUI
and the elevated helper refuse the same things with the same words (exit 2 on the command line):

* A folder is one line of real text: no control characters (newline, CR, VT, FF, NEL, ...), no line or
  paragraph separator (U+2028/U+2029), no bytes that are not UTF-8 (they come in as surrogates). Any of
  these would end a line inside ``env.sh`` or an rc file, or could not be journaled.
* A folder added to a PATH-like variable is absolute: a relative one (``""`` is the current folder)
  would make every program look in whatever folder it happens to start in.
* Only PATH-like variables and CUDA's own variables are changed; names a shell executes or that change
  how programs load (``PROMPT_COMMAND``, ``BASH_ENV``, ``LD_PRELOAD``, ``IFS``) are not an environment
  setting a TensorFlow setup needs, and one typo there breaks every shell or program.
* A version is a few small numbers (``11.2``, ``8.1.0.77``), never a 4,000-digit string.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import PureWindowsPath

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr

# PATH-like variables the wizard edits (NVIDIA's post-installation steps: PATH, and LD_LIBRARY_PATH on Linux).
PATH_LIKE_VARIABLES = ("PATH", "LD_LIBRARY_PATH")
# CUDA's own variables: CUDA_PATH, CUDA_PATH_V11_2, CUDA_HOME, CUDA_ROOT, CUDNN_PATH...
_CUDA_VARIABLE = re.compile(r"^(?:CUDA|CUDNN)(?:_[A-Z0-9]+)*$")
_VERSION = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,6}){0,4}")
MAX_VERSION_CHARS = 34  # five parts of six digits and their dots
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Shown escaped on a terminal: controls, separators, and the bidirectional overrides that reorder text.
_ESCAPED_CATEGORIES = _REFUSED_CATEGORIES | {"Co", "Cn"}
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class FolderError(BadInputError):
    """A folder the wizard will not write into PATH, a script or the journal."""

    reference = "folder-refused"


class VariableNameError(BadInputError):
    """A variable the wizard does not change."""

    reference = "variable-refused"


def printable(text: str, keep: str = "") -> str:
    """``text`` with every control, separator and bidi override shown as an escape (``\\n``, ``\\x1b``,
    ``\\u2028``), except the characters in ``keep``; for terminals and messages."""
    plain = text
    for char in keep:
        plain = plain.replace(char, "")
    if plain.isprintable():  # the common case, in C: no control, separator, format or unassigned character
        return text
    return "".join(
        char if char in keep or not _needs_escape(char) else _escape(char) for char in text
    )


def _needs_escape(char: str) -> bool:
    return unicodedata.category(char) in _ESCAPED_CATEGORIES or char in _BIDI_CONTROLS


def _escape(char: str) -> str:
    """``\\n``, ``\\x1b``; ``\\u2028`` from U+0080 on (also a valid escape inside JSON text, where these
    characters can stand unescaped: a byte that was not UTF-8 shows as its surrogate, ``\\udcff``)."""
    named = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
    if char in named:
        return named[char]
    code = ord(char)
    if code < 0x20:
        return f"\\x{code:02x}"  # raw only outside JSON strings (JSON escapes these itself)
    if code > 0xFFFF:  # as JSON spells it: a UTF-16 surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def bad_character(text: str) -> str | None:
    """The first character that cannot stand in one line of a shell file or the journal, else None."""
    for char in text:
        if unicodedata.category(char) in _REFUSED_CATEGORIES:
            return char
    return None


def check_folder_text(folder: str) -> str:
    """Refuse an empty folder, or one with a character that ends a line or is not UTF-8."""
    if not folder.strip():
        raise FolderError(
            tr("Validate", "The folder is empty."),
            hint=tr("Validate", "Give the full path of a folder, for example /usr/local/cuda-11.2/bin."),
        )
    char = bad_character(folder)
    if char is not None:
        raise FolderError(
            tr("Validate", "The folder '{folder}' contains the character {char}, which cannot be written "
                           "into a shell file.").format(folder=printable(folder), char=_escape(char)),
            hint=tr("Validate", "Rename the folder, or choose another one without control characters "
                                "or bytes that are not UTF-8."),
        )
    return folder


def is_absolute(folder: str, flavor_name: str) -> bool:
    """POSIX: starts at ``/``. Windows: a drive or UNC root, or a ``%VARIABLE%`` that Windows expands."""
    if flavor_name == "windows":
        return folder.startswith("%") or PureWindowsPath(folder).is_absolute()
    return folder.startswith("/")


def check_folder_to_add(folder: str, flavor_name: str) -> str:
    """A folder that may be added to a PATH-like variable: one line of text, and absolute."""
    check_folder_text(folder)
    if not is_absolute(folder, flavor_name):
        example = "C:\\tools\\bin" if flavor_name == "windows" else "/opt/tools/bin"
        raise FolderError(
            tr("Validate", "'{folder}' is not a full path; programs would search it relative to wherever "
                           "they start.").format(folder=printable(folder)),
            hint=tr("Validate", "Give the full path, for example {example}.").format(example=example),
        )
    return folder


def check_variable(name: str, *, case_insensitive: bool = False) -> str:
    """Allow only PATH-like variables and CUDA's (an allowlist: anything else is refused)."""
    wanted = name.upper() if case_insensitive else name
    if wanted in PATH_LIKE_VARIABLES or _CUDA_VARIABLE.match(wanted):
        return name
    raise VariableNameError(
        tr("Validate", "The wizard does not change the variable '{name}'.").format(name=printable(name)),
        hint=tr("Validate", "It changes only {allowed} and CUDA's own variables (CUDA_PATH, CUDA_HOME...).").format(
            allowed=", ".join(PATH_LIKE_VARIABLES)
        ),
    )


def is_version(text: str) -> bool:
    """True for a short dotted version: up to five parts of up to six digits (``11.2``, ``8.1.0.77``)."""
    return len(text) <= MAX_VERSION_CHARS and _VERSION.fullmatch(text) is not None


def check_version(text: str, what: str, *, min_parts: int = 1) -> str:
    """Refuse anything but a short dotted version number of at least ``min_parts`` numbers; ``what`` names
    it in the message (CUDA...)."""
    if not is_version(text) or text.count(".") + 1 < min_parts:
        raise BadInputError(
            tr("Validate", "'{value}' is not a {what} version number like 11.2.").format(
                value=printable(text[:40]), what=what
            ),
            hint=tr("Validate", "Give the version as numbers with dots, for example 11.8 or 11.8.0."),
            reference="version-refused",
        )
    return text
