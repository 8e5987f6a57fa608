"""Read a child's stdout and stderr in bounded memory: the answer up to a cap, the log's head and end.

A broken or hostile interpreter can print gigabytes, or one line without an end. The answer (stdout) is a
few KiB, so anything past :data:`MAX_STDOUT_BYTES` is counted and dropped, and the run refuses the answer.
The log (stderr) is kept for the doctor and for support: its first :data:`LOG_HEAD_BYTES` (what started)
and its last bytes up to :data:`MAX_LOG_BYTES` in all (TensorFlow's errors come last), with one line saying
how much of the middle was skipped. Both are read in pieces as they come, never a whole line at once; the
answer through the wizard's one bounded reader (:mod:`wizard.platform.bounded_output`'s ``Capped`` and ``drain``).
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable
from typing import BinaryIO

from wizard.basics.i18n import tr
from wizard.platform.bounded_output import MAX_ANSWER_BYTES

MAX_STDOUT_BYTES = MAX_ANSWER_BYTES
MAX_LOG_BYTES = 8 * 2**20
LOG_HEAD_BYTES = 2**20
PIECE = 64 * 2**10
SHORT_LINE = 1024


class HeadTail:
    """The first ``head`` bytes and the last ``limit - head`` bytes written, and how many lay between."""

    def __init__(self, limit: int = MAX_LOG_BYTES, head: int = LOG_HEAD_BYTES) -> None:
        self._head = bytearray()
        self._head_limit = head
        self._tail: deque[bytes] = deque()
        self._tail_size = 0
        self._tail_limit = limit - head
        self._lock = threading.Lock()  # a reader given up on at the deadline may still be adding
        self.skipped = 0

    def add(self, data: bytes) -> None:
        """Keep ``data`` at the head while there is room there, else at the end, dropping the oldest."""
        with self._lock:
            room = self._head_limit - len(self._head)
            if room > 0:
                self._head += data[:room]
                data = data[room:]
            if data:
                self._tail.append(data)
                self._tail_size += len(data)
                self._trim()

    def _trim(self) -> None:
        while self._tail_size > self._tail_limit:
            excess = self._tail_size - self._tail_limit
            first = self._tail.popleft()
            if len(first) > excess:
                self._tail.appendleft(first[excess:])
            cut = min(len(first), excess)
            self._tail_size -= cut
            self.skipped += cut

    def text(self) -> str:
        """The kept bytes as text, with the :func:`skipped_marker` line where bytes were skipped."""
        with self._lock:
            head, tail, skipped = bytes(self._head), b"".join(self._tail), self.skipped
        return join_head_tail(head, tail, skipped)


def skipped_marker(size: int) -> str:
    """The line that stands in a log for the ``size`` bytes of its middle that were not kept."""
    return tr("Verify", "tfgpu-wizard: {size} MiB of the log skipped here (its start and its end are kept)").format(
        size=mebibytes(size))


def mebibytes(size: int) -> str:
    return f"{size / 2**20:.1f}"


def join_head_tail(head: bytes, tail: bytes, skipped: int) -> str:
    """A log's kept start and end as text; where ``skipped`` bytes lay between, the :func:`skipped_marker`
    line, and the end from its first whole line."""
    if not skipped:
        return (head + tail).decode("utf-8", errors="replace")
    _, newline, rest = tail.partition(b"\n")
    tail = rest if newline else tail
    head_text = head.decode("utf-8", errors="replace")
    separator = "" if not head_text or head_text.endswith("\n") else "\n"
    return f"{head_text}{separator}{skipped_marker(skipped)}\n{tail.decode('utf-8', errors='replace')}"


def drain_lines(stream: BinaryIO, log: HeadTail, on_line: Callable[[bytes], None] | None = None) -> None:
    """Read ``stream`` to its end into ``log``, each piece as soon as it is there; ``on_line`` sees each
    whole line of at most :data:`SHORT_LINE` bytes (a progress line), never a piece of a longer one."""
    pending = b""  # the current line's start, kept only as far as tells a short line from a long one
    while piece := os.read(stream.fileno(), PIECE):
        log.add(piece)
        if on_line is None:
            continue
        *lines, pending = (pending + piece).split(b"\n")
        for line in lines:
            if len(line) <= SHORT_LINE:
                on_line(line + b"\n")
        pending = pending[:SHORT_LINE + 1]
