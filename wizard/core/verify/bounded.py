"""Run a script in an interpreter that is not trusted to behave, and read its one-line JSON answer.

The verification and the doctor's preflight both run a stdlib script in the user's environment, whose
interpreter may hang, fork helpers that keep its pipes open, flood its output or answer with something that
is not a document. So: the child runs in a process group of its own and the timeout, a wall-clock limit, ends
that whole group (:mod:`wizard.platform.process_tree`); stdout and stderr are read in bounded memory
(:mod:`wizard.core.verify.capture`); readers a process outside the group keeps blocked are given up on after
:data:`READ_GRACE_S`; and the answer is read through the one bounded JSON reader (:mod:`wizard.basics.jsondoc`).
"""

from __future__ import annotations

import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError
from wizard.basics.jsondoc import parse_document as parse_json
from wizard.core.verify.capture import HeadTail, drain_lines
from wizard.platform.bounded_output import Capped, drain
from wizard.platform.process_tree import adopt, group_popen_kwargs, stop_tree

PROGRESS = "tfgpu-verify: "  # the script's progress lines on stderr: "tfgpu-verify: <check id> <status>"
Progress = Callable[[str, str], None]
NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console window flashing up from the GUI (Windows)
READ_GRACE_S = 5.0  # after the child ended: what is left in its pipes is read within this, then given up on


@dataclass(frozen=True)
class ChildOutput:
    """What a bounded run left: the capped stdout, the log's head and end, the exit code (None: timed out)."""

    answer: Capped
    log: str
    code: int | None


def run_bounded(command: list[str], *, python: Path, timeout: float, env: dict[str, str], cwd: str | None = None,
                on_progress: Progress | None = None) -> ChildOutput:
    """Run ``command`` (``python`` first) to its end or to ``timeout``; bad input only if it cannot start."""
    return _collect(_start(command, cwd, env, python), timeout, on_progress)


def _start(command: list[str], cwd: str | None, env: dict[str, str], python: Path) -> subprocess.Popen[bytes]:
    """The child in a process group of its own (so a timeout ends all it started); bad input if it cannot start."""
    group = group_popen_kwargs()
    flags = NO_WINDOW | int(group.pop("creationflags", 0))
    try:
        child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                 cwd=cwd, env=env, creationflags=flags, **group)
    except OSError as error:
        raise BadInputError(
            tr("Verify", "{path} could not be started: {problem}").format(path=python, problem=error),
            hint=tr("Verify", "Give the python (python.exe on Windows) of the environment that has TensorFlow."),
        ) from error
    adopt(child)  # Windows: into the wizard's job, so it ends with the wizard
    return child


def _collect(child: subprocess.Popen[bytes], timeout: float, on_progress: Progress | None) -> ChildOutput:
    """Read stdout and stderr in bounded memory while the child runs; None as code on a timeout, after the
    child's whole process tree was ended; readers still blocked after :data:`READ_GRACE_S` are given up on."""
    answer, log = Capped(), HeadTail()
    assert child.stdout is not None and child.stderr is not None
    readers = [threading.Thread(target=drain, args=(child.stdout, answer), daemon=True),
               threading.Thread(target=drain_lines, args=(child.stderr, log, _progress_reader(on_progress)),
                                daemon=True)]
    for reader in readers:
        reader.start()
    try:
        code: int | None = child.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        code = None
    finally:
        stop_tree(child)  # on a timeout its whole tree; after it ended, whatever it left running in its group
    until = time.monotonic() + READ_GRACE_S
    for reader in readers:
        reader.join(timeout=max(0.0, until - time.monotonic()))
    return ChildOutput(answer, log.text(), code)


def _progress_reader(on_progress: Progress | None) -> Callable[[bytes], None] | None:
    """A log line ``tfgpu-verify: <check id> <status>`` reported as ``on_progress(check_id, status)``."""
    if on_progress is None:
        return None
    report = on_progress

    def on_line(raw: bytes) -> None:
        line = raw.decode("utf-8", errors="replace")
        if line.startswith(PROGRESS):
            check_id, _, status = line[len(PROGRESS):].strip().partition(" ")
            report(check_id, status)

    return on_line


def last_json_line(stdout: str, kind: type) -> Any:
    """The value of the last line of ``stdout`` that is JSON of type ``kind``; None when no line looks like one;
    :class:`DocumentError` saying why when the last line that looks like one cannot be read (nested too deep,
    NaN, a number too long ...)."""
    problem: DocumentError | None = None
    for line in reversed(stdout.strip().splitlines()):
        try:
            value = parse_json(line.encode("utf-8"))
        except DocumentError as error:
            if problem is None and line.lstrip().startswith(("{", "[")):
                problem = error
            continue
        if isinstance(value, kind):
            return value
    if problem is not None:
        raise problem
    return None
