"""The journal's file format: an append-only log of JSON lines, and the one-document format it replaced.

Why a log (issue 8, items 1, 2 and 11): an intent must be on disk before an operation touches anything,
then completed, then perhaps undone, and each of these is one short line appended and fsynced, instead of
a rewrite of the whole journal (which made ``undo`` of 1,000 entries take minutes). A process killed while
appending leaves at most one line without its newline: readers skip it, and the next writer cuts it off
before appending, so the line that follows starts clean. The operation whose line was torn had not yet
started (intents are written first) or is still pending with its intent (a torn completion).

Layout: a header line ``{"format": "tfgpu-wizard-journal", "schema": 2}``, then one event per line:
``entry`` (a whole entry, e.g. an intent: state "pending"), ``intent`` (undo data noted by the operation
while it runs), ``applied`` (the completed record), ``undone`` and ``dropped`` (an intent that changed
nothing). The schema 1 document (``{"schema": 1, "entries": [...]}``) is still read, and is rewritten as
a log, atomically, by the first write.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.ops.crashpoints import crash_point

FORMAT = "tfgpu-wizard-journal"
LOG_SCHEMA = 2
MAX_DEPTH = 32  # far deeper than any record the wizard writes; far below the reader's recursion limit

Event = dict[str, Any]


class UnreadableError(ValueError):
    """The file is neither a journal log nor a schema 1 journal document."""


class UnrecordableError(ValueError):
    """A value cannot be written to the journal so that it reads back the same."""


def header_line() -> bytes:
    """The first line of every log."""
    return encode_line({"format": FORMAT, "schema": LOG_SCHEMA})


def encode_line(event: Event) -> bytes:
    """One event as a UTF-8 JSON line; refuses what would not read back equal (see :func:`check_value`)."""
    check_value(event)
    try:
        text = json.dumps(event, ensure_ascii=False, allow_nan=False, sort_keys=True)
        return text.encode("utf-8") + b"\n"
    except (TypeError, ValueError) as error:  # UnicodeEncodeError: a lone surrogate (a non-UTF-8 name)
        raise UnrecordableError(str(error)) from error


def check_value(value: Any) -> None:
    """Refuse values nested deeper than :data:`MAX_DEPTH`, strings that are not valid Unicode, non-JSON types.

    A lone surrogate is how Python carries a file name that is not UTF-8 (``/opt/\\xff\\xfe/bin``): it has no
    UTF-8 form, so a journal holding it could not be written, and a change made for it could not be undone.
    """
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise UnrecordableError(tr("Ops", "nested deeper than {depth} levels").format(depth=MAX_DEPTH))
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, dict):
            for key, child in item.items():
                if not isinstance(key, str):
                    raise UnrecordableError(tr("Ops", "key {key} is not text").format(key=repr(key)))
                _check_text(key)
                stack.append((child, depth + 1))
        elif isinstance(item, (list, tuple)):
            stack.extend((child, depth + 1) for child in item)
        elif item is not None and not isinstance(item, (bool, int, float)):
            raise UnrecordableError(tr("Ops", "{kind} is not JSON").format(kind=type(item).__name__))


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise UnrecordableError(tr("Ops", "{text} is not valid Unicode (a name that is not UTF-8?)").format(
            text=repr(text))) from error


def parse(raw: bytes) -> tuple[list[Event], bool, int]:
    """The events of a journal file, whether it is a schema 1 document (its events are ``entry`` ones), and
    how many bytes of it the events span (where :func:`parse_tail` continues).

    A last line without its newline is skipped: a writer was killed while appending it.
    """
    if not raw.strip():
        return [], False, 0
    first, _, _ = raw.partition(b"\n")
    header = _json_or_none(first)
    if isinstance(header, dict) and header.get("format") == FORMAT:
        if not isinstance(header.get("schema"), int) or header["schema"] > LOG_SCHEMA:
            raise UnreadableError(f"schema {header.get('schema')} is newer than {LOG_SCHEMA}")
        start = len(first) + 1
        events, consumed = parse_tail(raw[start:], first_line=2)
        return events, False, start + consumed
    document = _json_or_none(raw)
    if not isinstance(document, dict) or not isinstance(document.get("entries"), list):
        raise UnreadableError("not a journal")
    if not isinstance(document.get("schema"), int) or document["schema"] > 1:
        raise UnreadableError(f"schema {document.get('schema')} is newer than {LOG_SCHEMA}")
    return [{"e": "entry", "entry": entry} for entry in document["entries"]], True, len(raw)


def parse_tail(data: bytes, first_line: int = 0) -> tuple[list[Event], int]:
    """The complete event lines of ``data`` (what follows the header, or a known offset), and their length."""
    end = data.rfind(b"\n") + 1
    events = []
    for number, line in enumerate(data[:end].split(b"\n")[:-1], start=first_line):
        event = _json_or_none(line)
        if not isinstance(event, dict) or not isinstance(event.get("e"), str):
            raise UnreadableError(f"line {number or '?'} is not a journal event")
        events.append(event)
    return events, end


def is_log(path: Path) -> bool:
    """True when the file starts with the log header (or is empty or absent); False for a schema 1 document."""
    try:
        with path.open("rb") as reader:
            first = reader.readline(4096)
    except FileNotFoundError:
        return True
    if not first.strip():
        return True
    header = _json_or_none(first)
    return isinstance(header, dict) and header.get("format") == FORMAT


def _json_or_none(data: bytes) -> Any:
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return None


def append(path: Path, lines: list[bytes], *, legacy_entries: list[Event] | None, sync: bool) -> None:
    """Append ``lines`` (call with the journal lock held); ``legacy_entries`` migrates a schema 1 file first.

    A torn last line (its writer was killed) is cut off first, so the new lines start on a line of their own.
    """
    if legacy_entries is not None:
        write_bytes_atomically(path, header_line() + b"".join(encode_line(e) for e in legacy_entries))
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags, 0o600)
    try:
        size = os.fstat(descriptor).st_size
        if size == 0:
            lines = [header_line(), *lines]
        else:
            _cut_torn_line(path, descriptor, size)
        data = b"".join(lines)
        half = len(data) // 2
        os.write(descriptor, data[:half])
        crash_point("journal-append")  # a kill here leaves a torn line: the test of "inside the journal save"
        _write_all(descriptor, data[half:])
        if sync:
            os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


def _cut_torn_line(path: Path, descriptor: int, size: int) -> None:
    with path.open("rb") as reader:
        reader.seek(max(0, size - 1))
        if reader.read(1) == b"\n":
            return
        tail = min(size, 1 << 20)
        reader.seek(size - tail)
        chunk = reader.read(tail)
    cut = chunk.rfind(b"\n")
    os.ftruncate(descriptor, size - tail + cut + 1 if cut >= 0 else 0)
