"""Run an installer as a step: every output line streamed as an event, cancel at any moment.

Output is read by a thread into a queue so that the step can look at the cancel flag between lines, even
while the child is silent (resolving, downloading a 500 MB wheel). Cancel (the GUI's button, or Ctrl-C in the
terminal) stops the child's whole process tree and raises :class:`~wizard.basics.errors.Cancelled`; the caller
then cleans up what it created. Passwords that a tool might echo inside a URL are masked before any line
leaves this module.
"""

from __future__ import annotations

import queue
import subprocess
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from wizard.basics.errors import Cancelled
from wizard.basics.events import Event, LogLine, Step
from wizard.basics.secrets_mask import mask_secrets
from wizard.platform.process_tree import group_popen_kwargs, stop_tree

TAIL_LINES = 200
_POLL_S = 0.1

CancelCheck = Callable[[], bool]
LineHook = Callable[[str], Sequence[Event]]


@dataclass(frozen=True)
class ProcessResult:
    """How the child ended and its last lines (what the error explanations read)."""

    argv: tuple[str, ...]
    returncode: int
    tail: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """True on exit status 0."""
        return self.returncode == 0

    @property
    def output(self) -> str:
        """The kept lines as one text."""
        return "\n".join(self.tail)


def never_cancelled() -> bool:
    """The default cancel check."""
    return False


def run_streamed(
    argv: Sequence[str],
    env: Mapping[str, str],
    *,
    key: str,
    cancelled: CancelCheck = never_cancelled,
    on_line: LineHook | None = None,
    cwd: Path | None = None,
    echo: bool = True,
    tail_lines: int = TAIL_LINES,
    hide: Callable[[str], bool] | None = None,
) -> Step[ProcessResult]:
    """Run ``argv`` (a list, never a shell); yield a LogLine per output line (``echo``, but not the lines ``hide``
    accepts: pip's raw progress) and ``on_line``'s events.

    The last ``tail_lines`` lines are kept for the result (all of a JSON answer, for conda).
    """
    process = subprocess.Popen(
        list(argv), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        env=dict(env), cwd=cwd, **group_popen_kwargs(),
    )
    lines: queue.Queue[str | None] = queue.Queue()
    reader = threading.Thread(target=_read_lines, args=(process.stdout, lines), daemon=True)
    reader.start()
    tail: list[str] = []
    try:
        while True:
            if cancelled():
                raise Cancelled
            try:
                line = lines.get(timeout=_POLL_S)
            except queue.Empty:
                continue
            if line is None:
                break
            tail.append(line)
            if len(tail) > tail_lines:
                del tail[0]
            if echo and not (hide is not None and hide(line)):
                yield LogLine("info", line, key)
            if on_line is not None:
                yield from on_line(line)
    except BaseException:  # cancel, Ctrl-C, or the consumer closed the generator: never leave it running
        stop_tree(process)
        raise
    finally:
        reader.join(timeout=5)
    return ProcessResult(tuple(argv), process.wait(), tuple(tail))


def _read_lines(stream: IO[bytes] | None, into: queue.Queue[str | None]) -> None:
    if stream is not None:
        with stream:
            for raw in stream:
                text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
                into.put(mask_secrets(text.rsplit("\r", 1)[-1]))
    into.put(None)
