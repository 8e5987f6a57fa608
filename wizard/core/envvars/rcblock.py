"""The managed block in shell rc files: fixed markers, replaced on re-run, removed byte for byte on undo.

Only the lines between the markers are ours. Installing appends the block (adding one newline first when
the file does not end with one, so the user's last line stays intact) or replaces an existing block in
place; removing deletes exactly the block and that one added newline, so install + remove gives back the
identical bytes. Text is handled as ``str`` decoded with ``surrogateescape`` by the caller, so
undecodable bytes survive the round trip.

The block is always written with LF line endings, whatever the file's other lines use: shells read only
LF as the end of a line, so in a CRLF block ``fi\r`` is not ``fi`` and bash reports "syntax error:
unexpected end of file" for the whole file (files edited in a Windows editor, common under WSL).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BEGIN_MARKER = "# >>> tfgpu-wizard >>>"
END_MARKER = "# <<< tfgpu-wizard <<<"


@dataclass(frozen=True)
class BlockSpan:
    """Where the block sits: ``start``/``end`` are character offsets, ``end`` after its last newline."""

    start: int
    end: int


def find_block(text: str) -> BlockSpan | None:
    """The first managed block, when both markers are there (begin at a line start, end after it)."""
    start = _line_start_index(text, BEGIN_MARKER, 0)
    if start is None:
        return None
    end_line = _line_start_index(text, END_MARKER, start)
    if end_line is None:
        return None
    newline = text.find("\n", end_line)
    return BlockSpan(start, len(text) if newline < 0 else newline + 1)


def render_block(body: Sequence[str]) -> str:
    """The block text with markers, each line ended by LF (the only line end a shell reads)."""
    return "".join(line + "\n" for line in (BEGIN_MARKER, *body, END_MARKER))


def separator_for(text: str) -> str:
    """What installing adds before an appended block: a newline when the file lacks a final one.

    Callers record it (the journal does) and pass it back to :func:`remove_block`, because after the
    install "had no final newline" and "had one" look the same.
    """
    if find_block(text) is not None or not text or text.endswith("\n"):
        return ""
    return "\n"


def install_block(text: str, body: Sequence[str]) -> str:
    """``text`` with our block: replaced in place when present, else appended."""
    span = find_block(text)
    if span is not None:  # an older CRLF block is rewritten with LF; an LF one stays byte-identical
        return text[: span.start] + render_block(body) + text[span.end :]
    return text + separator_for(text) + render_block(body)


def remove_block(text: str, *, added_separator: str) -> str:
    """``text`` without our block, and without the ``added_separator`` install put before it."""
    span = find_block(text)
    if span is None:
        return text
    before, after = text[: span.start], text[span.end :]
    if added_separator and not after and before.endswith(added_separator):
        before = before[: -len(added_separator)]
    return before + after


def _line_start_index(text: str, marker: str, start: int) -> int | None:
    index = text.find(marker, start)
    while index >= 0:
        if index == 0 or text[index - 1] == "\n":
            return index
        index = text.find(marker, index + 1)
    return None
