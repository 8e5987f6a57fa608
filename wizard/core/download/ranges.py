"""Byte ranges: how a file is split between connections, and what is left to fetch after a pause."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Segment:
    """Bytes ``[start, end)`` of the file, of which ``[start, pos)`` are written. ``end`` None: unknown size.

    Mutable on purpose: the worker owning it advances ``pos`` after each write returns, and the
    state file snapshots it, so ``pos`` never claims bytes that are not on disk.
    """

    start: int
    pos: int
    end: int | None
    whole: bool = False

    @property
    def done(self) -> bool:
        """True when every byte of the segment is written."""
        return self.end is not None and self.pos >= self.end

    @property
    def written(self) -> int:
        """Bytes of this segment already on disk."""
        return self.pos - self.start

    def range_header(self) -> str | None:
        """The ``Range`` value for the bytes still missing; None when the whole file is wanted."""
        if self.pos == 0 and self.whole:
            return None
        last = "" if self.end is None else str(self.end - 1)
        return f"bytes={self.pos}-{last}"


def split_ranges(size: int, parts: int) -> list[Segment]:
    """Split ``[0, size)`` into ``parts`` contiguous, non-overlapping segments of nearly equal length."""
    parts = max(1, min(parts, size)) if size > 0 else 1
    bounds = [size * index // parts for index in range(parts + 1)]
    segments = [Segment(bounds[i], bounds[i], bounds[i + 1]) for i in range(parts)]
    if parts == 1:
        segments[0].whole = True
    return segments


def connections_for(size: int | None, accepts_ranges: bool, wanted: int, threshold: int) -> int:
    """How many connections to open: several only for a large file on a server that serves ranges."""
    if size is None or not accepts_ranges or size < max(threshold, 1) or wanted <= 1:
        return 1
    return max(1, min(wanted, size))


def parse_content_range(value: str | None) -> tuple[int, int, int | None] | None:
    """``bytes a-b/total`` -> (a, b, total or None for ``*``); None when malformed."""
    if not value or not value.startswith("bytes "):
        return None
    try:
        span, _, total = value[len("bytes ") :].partition("/")
        first, _, last = span.partition("-")
        return int(first), int(last), None if total.strip() == "*" else int(total)
    except ValueError:
        return None
