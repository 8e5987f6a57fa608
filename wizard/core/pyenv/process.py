"""Run an installer as a step: every output line streamed as an event, cancel at any moment.

Output is read by a thread into a queue so that the step can look at the cancel flag between lines, even
while the child is silent (resolving, downloading a 500 MB wheel). Cancel (the GUI's button, or Ctrl-C in the
terminal) stops the child's whole process tree and raises :class:`~wizard.basics.errors.Cancelled`; the caller
then cleans up what it created. Passwords that a tool might echo inside a URL are masked before any line
leaves this module.

No child outlives the wizard (issue 16, item 1): every child is tied to the wizard's life
(:mod:`wizard.platform.process_tree`), and an operation that runs installers has each child's group
journaled as soon as it started (:func:`children_journaled`), so ``undo`` can end what survived a kill
(:func:`end_survivors`) before it removes the env.
"""

from __future__ import annotations

import contextlib
import contextvars
import queue
import subprocess
import threading
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Event, LogLine, Step
from wizard.basics.i18n import tr
from wizard.basics.secrets_mask import mask_secrets
from wizard.core.ops.scratch import scratch_folder, temp_variables
from wizard.platform.bounded_output import LINE_QUEUE_DEPTH, read_lines_into
from wizard.platform.process_tree import adopt, end_group, group_popen_kwargs, identify, stop_tree

TAIL_LINES = 200
MAX_TAIL_CHARS = 16 * 2**20  # the kept end of a run's output (conda's JSON answer) holds at most this much
_POLL_S = 0.1

CancelCheck = Callable[[], bool]
LineHook = Callable[[str], Sequence[Event]]
ChildNoted = Callable[[dict[str, Any]], None]
CHILDREN_KEY = "children"  # where an undo record lists the groups of the children its apply started
_NOTED: contextvars.ContextVar[ChildNoted | None] = contextvars.ContextVar("children_noted", default=None)


class SurvivorError(WizardError):
    """A child that an interrupted change started is still running and could not be ended."""

    reference = "process-survivor"


@contextlib.contextmanager
def children_journaled(note: ChildNoted, record: Mapping[str, Any]) -> Iterator[None]:
    """Inside the block, every child :func:`run_streamed` starts has its group (from
    :func:`~wizard.platform.process_tree.identify`) added to ``record`` under :data:`CHILDREN_KEY` and the
    whole handed to ``note`` (an operation's ``ctx.note_intent``) before its output is read; a child whose
    group cannot be journaled is stopped at once."""
    children: list[dict[str, Any]] = []

    def noted(identity: dict[str, Any]) -> None:
        children.append(identity)
        note({**record, CHILDREN_KEY: list(children)})

    token = _NOTED.set(noted)
    try:
        yield
    finally:
        with contextlib.suppress(ValueError):  # a generator finished in another context: that one is gone
            _NOTED.reset(token)


def end_survivors(record: Mapping[str, Any]) -> None:
    """End every process still running of the groups ``record`` lists, waiting until they are gone;
    raises :class:`SurvivorError` (nothing may be removed then) for one that could not be ended."""
    for identity in record.get(CHILDREN_KEY) or ():
        left = end_group(dict(identity))
        if left:
            raise SurvivorError(
                tr("PyEnv", "A program the wizard started for this change is still running (process {pid}) and "
                   "could not be stopped, so nothing was removed.").format(pid=left[0]),
                hint=tr("PyEnv", "End that program (or restart the computer), then run undo again."),
                context={"processes": left},
            )


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

    The last ``tail_lines`` lines are kept for the result (all of a JSON answer, for conda). The child's
    temporary files (pip's build and unpack folders) go to a scratch folder of the wizard's, removed after it
    and swept at the next start when a kill cut the run short (:mod:`wizard.core.ops.scratch`).
    """
    with scratch_folder("child-") as temp:
        process = subprocess.Popen(
            list(argv), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env={**env, **temp_variables(temp)}, cwd=cwd, **group_popen_kwargs(),
        )
        return ProcessResult(tuple(argv), *(yield from _streamed(process, key, cancelled, on_line, echo=echo,
                                                                tail_lines=tail_lines, hide=hide)))


def _streamed(process: subprocess.Popen[bytes], key: str, cancelled: CancelCheck, on_line: LineHook | None, *,
              echo: bool, tail_lines: int, hide: Callable[[str], bool] | None) -> Step[tuple[int, tuple[str, ...]]]:
    """The lines of a started child as events, to its end or a cancel (which stops its whole tree); its exit code
    and its last lines."""
    _watched(process)
    lines: queue.Queue[str | None] = queue.Queue(maxsize=LINE_QUEUE_DEPTH)  # a flood waits for us, in no memory
    stopped = threading.Event()
    reader = threading.Thread(target=read_lines_into, args=(process.stdout, lines, stopped, _shown), daemon=True)
    reader.start()
    tail: deque[str] = deque()
    tail_size = 0
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
            tail_size += len(line)
            while len(tail) > tail_lines or tail_size > MAX_TAIL_CHARS:
                tail_size -= len(tail.popleft())
            if echo and not (hide is not None and hide(line)):
                yield LogLine("info", line, key)
            if on_line is not None:
                yield from on_line(line)
    except BaseException:  # cancel, Ctrl-C, or the consumer closed the generator: never leave it running
        stop_tree(process)
        raise
    finally:
        stopped.set()
        reader.join(timeout=5)
        if not reader.is_alive() and process.stdout is not None:
            process.stdout.close()
    return process.wait(), tuple(tail)


def _watched(process: subprocess.Popen[bytes]) -> None:
    """Tie the child to the wizard's life and journal its group (see :func:`children_journaled`)."""
    try:
        adopt(process)
        noted = _NOTED.get()
        if noted is not None:
            noted(identify(process))
    except BaseException:
        stop_tree(process)
        raise


def _shown(raw: bytes) -> str:
    """One output line as shown: decoded, its line end and all but the last of its ``\r`` updates gone, masked."""
    text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
    return mask_secrets(text.rsplit("\r", 1)[-1])
