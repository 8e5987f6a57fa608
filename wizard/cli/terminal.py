"""What the CLI writes to a terminal shows control characters as escapes, wherever the text came from.

Facts files, plans, folder names and journal records are other people's text: an ``ESC`` sequence in a
GPU name could recolour or rewrite the terminal, a CR could hide what came before it on the line. The
dispatcher wraps stdout and stderr in :class:`EscapingStream` for every command, so no command has to
remember; the download progress display writes its own cursor codes with :meth:`EscapingStream.write_raw`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from wizard.basics.validate import printable

KEPT = "\n\t"  # the line structure our own output uses


class EscapingStream:
    """A text stream that writes ``printable(text)``; everything else is the wrapped stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.wrapped = stream

    def write(self, text: str) -> int:
        """Write ``text`` with its control characters escaped; returns ``len(text)`` as streams do."""
        self.wrapped.write(printable(text, keep=KEPT))
        return len(text)

    def write_raw(self, text: str) -> int:
        """Write our own terminal codes (cursor moves) unchanged."""
        return self.wrapped.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)


def write_raw(stream: Any, text: str) -> None:
    """``text`` unescaped on ``stream``, whether or not it is an :class:`EscapingStream`."""
    getattr(stream, "write_raw", stream.write)(text)


@contextmanager
def escaping_output() -> Iterator[None]:
    """stdout and stderr escape control characters while the block runs (restored afterwards)."""
    saved = sys.stdout, sys.stderr
    sys.stdout = EscapingStream(saved[0])  # type: ignore[assignment]
    sys.stderr = EscapingStream(saved[1])  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
