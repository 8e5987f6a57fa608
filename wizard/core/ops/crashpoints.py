"""A test hook: kill this process at the k-th measured point of an operation, to prove crash recovery.

Set ``TFGPU_WIZARD_TEST_CRASH_AT=k`` and the k-th call of :func:`crash_point` in this process kills it
with SIGKILL (no cleanup, no ``finally``: what a power cut or ``kill -9`` does). With
``TFGPU_WIZARD_TEST_CRASH_LOG=FILE`` each point reached is appended to FILE, so a test can first count the
points of a run and then kill it at every one (reliability-tests.md T-TXN-09). With
``TFGPU_WIZARD_TEST_CRASH_SIGNAL=INT`` the point raises KeyboardInterrupt instead (a Ctrl-C there: the
``finally`` blocks do run); with ``STOP`` (POSIX) the process stops itself there with SIGSTOP, holding what it
holds, until the test sends SIGCONT (a run caught between two steps, for what another wizard meanwhile does).
``TFGPU_WIZARD_TEST_CRASH_AT`` may also be a point's name: then every pass of that point triggers. Unset, it
costs two dictionary lookups.
"""

from __future__ import annotations

import os
import signal

CRASH_AT_ENV = "TFGPU_WIZARD_TEST_CRASH_AT"
CRASH_LOG_ENV = "TFGPU_WIZARD_TEST_CRASH_LOG"
CRASH_SIGNAL_ENV = "TFGPU_WIZARD_TEST_CRASH_SIGNAL"
_counter = {"pid": 0, "count": 0}


def crash_point(name: str) -> None:
    """A place where a crash must leave a state that ``undo`` completes (see the module docstring)."""
    at, log = os.environ.get(CRASH_AT_ENV), os.environ.get(CRASH_LOG_ENV)
    if at is None and log is None:
        return
    if _counter["pid"] != os.getpid():  # a forked child counts from zero
        _counter.update(pid=os.getpid(), count=0)
    _counter["count"] += 1
    if log:
        with open(log, "a", encoding="utf-8") as stream:
            stream.write(f"{_counter['count']} {name}\n")
    if at is not None and (at == name or (at.isdigit() and _counter["count"] == int(at))):
        how = os.environ.get(CRASH_SIGNAL_ENV)
        if how == "INT":
            raise KeyboardInterrupt
        if how == "STOP" and hasattr(signal, "SIGSTOP"):
            os.kill(os.getpid(), signal.SIGSTOP)
            return
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))
        os._exit(137)  # Windows: SIGTERM is TerminateProcess already; this line is for the type checker
