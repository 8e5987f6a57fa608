"""Byte ranges: how a file is split between connections, how an idle one takes half of another's rest."""

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
    def left(self) -> int:
        """Bytes of this segment still to fetch (0 when the size is unknown: nothing to share)."""
        return 0 if self.end is None else max(0, self.end - self.pos)

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


def steal_half(segments: list[Segment], minimum: int) -> Segment | None:
    """Split the unfinished segment with the most bytes left and return its second half, or None.

    aria2's rule for an idle connection: rather than wait while one connection fetches the last big
    piece alone, take half of what it has left. The victim's ``end`` shrinks to the split point, so its
    worker stops there; the new segment is inserted right after it, keeping ``segments`` in file order.
    Only splits when each half gets at least ``minimum`` bytes: the caller passes at least one read
    chunk, so the write the victim may have in flight (at most a chunk from ``pos``) ends before the
    split. The caller holds the lock that guards ``pos`` and ``end``.
    """
    victim = max((s for s in segments if not s.whole), key=lambda s: s.left, default=None)
    if victim is None or victim.end is None or victim.left < 2 * max(minimum, 1):
        return None
    middle = victim.pos + victim.left // 2
    taken = Segment(middle, middle, victim.end)
    victim.end = middle
    index = next(i for i, segment in enumerate(segments) if segment is victim)
    segments.insert(index + 1, taken)
    return taken


def connections_for(size: int | None, accepts_ranges: bool, wanted: int, threshold: int) -> int:
    """How many connections to open: the wanted number for any file of ``threshold`` bytes or more (a
    few MiB) on a server that serves ranges; one for a tiny or unsized file or a server without ranges."""
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
