"""Read what a child program writes in bounded memory: every program the wizard reads goes through here.

``wsl.exe``, ``nvidia-smi``, ``nvcc``, ``ldconfig``, pip and uv answer in a few KiB, but a broken or hostile one
can write without end (``subprocess.run(capture_output=True)`` kept a 600 MB answer from ``wsl.exe`` whole and
cost 2.6 GB of memory). So :func:`run_bounded` reads stdout and stderr in pieces as they come, keeps at most
``limit`` bytes of each (:data:`MAX_ANSWER_BYTES`), and past it stops the child and raises
:class:`OutputTooLargeError` at once, saying which program and how much; :func:`bounded_lines` hands a long run's
output on line by line and cuts a line longer than :data:`MAX_LINE_BYTES` into pieces, so nothing ever holds more
than one piece. Reads are raw ``os.read`` calls: what a process wrote is seen even while a grandchild keeps the
pipe open, and readers such a grandchild keeps blocked are given up on after :data:`READ_GRACE_S`.
"""

from __future__ import annotations

import contextlib
import locale
import os
import queue
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import IO, Any, TypeVar

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr

MAX_ANSWER_BYTES = 4 * 2**20  # what one stream of an answer may hold
MAX_LINE_BYTES = 64 * 2**10  # one line of a long run's output; a longer one is handed on in pieces this long
LINE_QUEUE_DEPTH = 256  # lines read ahead of their consumer: at most this many pieces wait in memory
PIECE = 64 * 2**10
T = TypeVar("T")
READ_GRACE_S = 5.0  # after the child ended: what is left in its pipes is read within this, then given up on


class OutputTooLargeError(WizardError, subprocess.SubprocessError):
    """A program wrote more than the wizard reads; it was stopped. A :class:`subprocess.SubprocessError` too, so
    a caller that treats a failed program as "no answer" (the probe) does the same here."""

    reference = "program-output-too-large"


@dataclass(frozen=True)
class ChildAnswer:
    """A finished program's exit code and its output, each stream at most the limit it was read with."""

    returncode: int
    stdout: bytes
    stderr: bytes = b""

    def out_text(self) -> str:
        """stdout as text, as ``subprocess`` text mode reads it (the locale's encoding, universal newlines)."""
        return _text(self.stdout)

    def err_text(self) -> str:
        """stderr as text, like :meth:`out_text`."""
        return _text(self.stderr)


class Capped:
    """Bytes up to ``limit``; past it only counted (``overflowed``), so a flood costs no memory."""

    def __init__(self, limit: int = MAX_ANSWER_BYTES) -> None:
        self._data = bytearray()
        self._limit = limit
        self.total = 0

    def add(self, data: bytes) -> None:
        room = self._limit - len(self._data)
        if room > 0:
            self._data += data[:room]
        self.total += len(data)

    @property
    def overflowed(self) -> bool:
        return self.total > self._limit

    def data(self) -> bytes:
        return bytes(self._data)

    def text(self) -> str:
        return self.data().decode("utf-8", errors="replace")


def drain(stream: IO[bytes], sink: Capped, *, overflow: threading.Event | None = None) -> None:
    """Read ``stream`` to its end into ``sink``, each piece as soon as it is there; with ``overflow``: stop at
    the first piece past the sink's limit and set it."""
    while piece := os.read(stream.fileno(), PIECE):
        sink.add(piece)
        if overflow is not None and sink.overflowed:
            overflow.set()
            return


def run_bounded(argv: Sequence[str], *, timeout: float, stdin: bytes | None = None,
                env: Mapping[str, str] | None = None, limit: int = MAX_ANSWER_BYTES, **popen: Any) -> ChildAnswer:
    """Run ``argv`` (a list, never a shell) to its end and read its answer in bounded memory.

    ``stdin``: bytes to feed it (None: no input at all). Raises ``OSError`` when it cannot start,
    ``subprocess.TimeoutExpired`` after ``timeout`` seconds and :class:`OutputTooLargeError` as soon as stdout or
    stderr passes ``limit`` bytes; in both cases the child was stopped first.
    """
    child = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             env=None if env is None else dict(env), **popen)
    out, err, overflow = Capped(limit), Capped(limit), threading.Event()
    assert child.stdout is not None and child.stderr is not None
    threads = [threading.Thread(target=drain, args=(child.stdout, out), kwargs={"overflow": overflow}, daemon=True),
               threading.Thread(target=drain, args=(child.stderr, err), kwargs={"overflow": overflow}, daemon=True)]
    if stdin is not None:
        threads.append(threading.Thread(target=_feed, args=(child.stdin, stdin), daemon=True))
    for thread in threads:
        thread.start()
    try:
        code = _wait(child, overflow, timeout, argv)
    finally:
        _stop(child)
        until = time.monotonic() + READ_GRACE_S
        for thread in threads:
            thread.join(timeout=max(0.0, until - time.monotonic()))
        if not any(thread.is_alive() for thread in threads):  # a reader still blocked keeps its pipe
            for stream in (child.stdout, child.stderr):
                stream.close()
    if overflow.is_set() or out.overflowed or err.overflowed:
        raise too_large(argv, limit)
    return ChildAnswer(code, out.data(), err.data())


def too_large(argv: Sequence[str], limit: int) -> OutputTooLargeError:
    """The error for a program that wrote more than ``limit`` bytes on one stream."""
    program = os.path.basename(str(argv[0])) if argv else "?"
    return OutputTooLargeError(
        tr("Process", "{program} wrote more than {size} MiB; the wizard stopped it and did not read the rest.").format(
            program=program, size=f"{limit / 2**20:g}"),
        hint=tr("Process", "Run the program yourself to see what it prints; a program that answers this much is "
                "broken or is not the program the wizard expects."),
        context={"program": " ".join(str(part) for part in argv)},
    )


def bounded_lines(stream: IO[bytes], max_line: int = MAX_LINE_BYTES) -> Iterator[bytes]:
    """The lines of ``stream`` as they come (each with its ``\\n``, the last one maybe without), a line longer
    than ``max_line`` handed on in pieces of ``max_line`` bytes: at most one piece is ever held."""
    pending = b""
    while piece := os.read(stream.fileno(), PIECE):
        pending += piece
        while True:
            end = pending.find(b"\n", 0, max_line)
            if end >= 0:
                yield pending[:end + 1]
                pending = pending[end + 1:]
            elif len(pending) >= max_line:
                yield pending[:max_line]
                pending = pending[max_line:]
            else:
                break
    if pending:
        yield pending


def read_lines_into(stream: IO[bytes] | None, into: queue.Queue[T | None], stopped: threading.Event,
                    convert: Callable[[bytes], T]) -> None:
    """Put each of ``stream``'s :func:`bounded_lines`, converted, into ``into``, then None (its end). A full queue
    is waited on, so a flood waits for its reader instead of filling memory; once ``stopped`` is set (the reader
    went away) nothing more is put and the stream is left."""
    try:
        if stream is not None:
            for raw in bounded_lines(stream):
                if not _put(into, convert(raw), stopped):
                    return
    finally:
        _put(into, None, stopped)


def _put(into: queue.Queue[T | None], item: T | None, stopped: threading.Event) -> bool:
    while not stopped.is_set():
        try:
            into.put(item, timeout=0.1)
            return True
        except queue.Full:
            continue
    return False


def _wait(child: subprocess.Popen[bytes], overflow: threading.Event, timeout: float, argv: Sequence[str]) -> int:
    """The child's exit code; raises at the deadline, returns early (its code unread) on an overflow."""
    deadline = time.monotonic() + timeout
    while True:
        code = child.poll()
        if code is not None:
            return code
        if overflow.is_set():
            return -1
        left = deadline - time.monotonic()
        if left <= 0:
            raise subprocess.TimeoutExpired(list(argv), timeout)
        overflow.wait(min(left, 0.05))


def _stop(child: subprocess.Popen[bytes]) -> None:
    """Kill the child if it still runs, and reap it (bounded)."""
    if child.poll() is None:
        with contextlib.suppress(OSError):
            child.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(READ_GRACE_S)


def _feed(stream: IO[bytes] | None, data: bytes) -> None:
    """Write ``data`` to the child's stdin and close it (a child that stops reading early is no error)."""
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):  # BrokenPipeError is an OSError
        stream.write(data)
    with contextlib.suppress(OSError, ValueError):
        stream.close()


def _text(data: bytes) -> str:
    decoded = data.decode(locale.getpreferredencoding(False), errors="replace")
    return decoded.replace("\r\n", "\n").replace("\r", "\n")
