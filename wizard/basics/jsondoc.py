"""Read a JSON document from outside (a facts file, a plan) within limits no valid document comes near.

``json.loads`` on hostile input fails in ways a caller does not expect: ``UnicodeDecodeError`` for bytes
that are not UTF-8, ``RecursionError`` for ``[[[[...`` nested 100,000 deep, ``ValueError`` for an integer
of 5,000 digits, ``inf`` for ``1e999``. Every such document is refused here with one
:class:`DocumentError` saying what is wrong, before any field is looked at.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr
from wizard.basics.regular_file import open_regular

MAX_DOCUMENT_BYTES = 16 * 2**20  # a facts file is a few KiB, a plan a few tens of KiB
MAX_DEPTH = 24  # facts and plans nest 5 deep
MAX_NUMBER_CHARS = 24  # 2**64 has 20 digits; a version is a string

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class DocumentError(ValueError):
    """The document cannot be read; ``problem`` says why in plain words."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def read_document(path: Path, *, max_bytes: int = MAX_DOCUMENT_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in ``path``; :class:`DocumentError` for anything but a sane document (OSError passes,
    :class:`~wizard.basics.regular_file.NotRegularFileError` among them: a FIFO is refused, never waited on)."""
    with open_regular(path) as stream:
        data = stream.read(max_bytes + 1)
    return parse_document(data, max_bytes=max_bytes, max_depth=max_depth)


def parse_document(data: bytes, *, max_bytes: int = MAX_DOCUMENT_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Decode (UTF-8, an optional BOM), check size and depth, parse with bounded numbers, refuse NUL."""
    if len(data) > max_bytes:
        raise DocumentError(tr("JsonDoc", "it is larger than {size} MiB").format(size=max_bytes // 2**20))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DocumentError(
            tr("JsonDoc", "it is not UTF-8 text (byte {offset})").format(offset=error.start)
        ) from None
    if "\x00" in text:
        raise DocumentError(tr("JsonDoc", "it contains a NUL character"))
    depth = nesting_depth(text)
    if depth > max_depth:
        raise DocumentError(
            tr("JsonDoc", "it is nested {depth} levels deep; a valid document has at most {limit}").format(
                depth=depth, limit=max_depth
            )
        )
    try:
        value = json.loads(text, parse_int=_integer, parse_float=_decimal, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise DocumentError(
            tr("JsonDoc", "it is not JSON (line {line}, column {column})").format(
                line=error.lineno, column=error.colno
            )
        ) from None
    _refuse_escaped_nul(value)
    return value


def nesting_depth(text: str) -> int:
    """The deepest ``[``/``{`` nesting outside strings (counted without recursion, so any depth is safe)."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _integer(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise DocumentError(_long_number(text))
    return int(text)


def _decimal(text: str) -> float:
    value = float(text) if len(text) <= MAX_NUMBER_CHARS else float("inf")
    if value in (float("inf"), float("-inf")):
        raise DocumentError(_long_number(text))
    return value


def _constant(text: str) -> float:
    raise DocumentError(tr("JsonDoc", "it holds {value}, which is not a JSON number").format(value=text))


def _long_number(text: str) -> str:
    return tr("JsonDoc", "it holds a number of {length} characters, longer than any valid value").format(
        length=len(text)
    )


def _refuse_escaped_nul(value: Any) -> None:
    """``\\u0000`` written as an escape: no name, path or version of ours holds one (iterative walk)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str) and "\x00" in item:
            raise DocumentError(tr("JsonDoc", "it contains a NUL character"))
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
