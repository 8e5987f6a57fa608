"""Start a child in its own process group, make it end with the wizard, and stop it with all it started.

An installer starts helpers (pip builds in a subprocess, uv's workers, conda's solver), so ending only the
child would leave them writing into an env we are about to remove. POSIX: a new session, then SIGTERM to the
group and SIGKILL after a grace period. Windows: a new process group, then ``taskkill /T /F`` on the tree.
A group of its own also keeps a Ctrl-C in the terminal from reaching the child: the wizard decides.

No child outlives the wizard (issue 16, item 1). Linux: the child asks the kernel for SIGKILL when its parent
dies (``PR_SET_PDEATHSIG``, set in a pre-exec hook). That signal follows the *thread* that started the child
and reaches only the direct child, so each child's group is also recorded (:func:`identify`: the group id and
the leader's start time, which tells a reused id) and ``undo`` ends whatever of the group survived
(:func:`end_group`) before it removes anything. Windows: every child goes into one Job Object of the wizard
with ``JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE``, which the system closes, ending the children, when the wizard ends.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

GRACE_S = 3.0
END_WAIT_S = 10.0
_POLL_S = 0.05
_PR_SET_PDEATHSIG = 1


def group_popen_kwargs() -> dict[str, Any]:
    """Keyword arguments for :class:`subprocess.Popen` that put the child in a group of its own (on Linux
    also: killed when the wizard dies); call :func:`adopt` on the process right after it started."""
    if sys.platform == "win32":
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    hook = _pdeathsig_hook()
    return {"start_new_session": True, **({"preexec_fn": hook} if hook is not None else {})}


def adopt(process: subprocess.Popen[bytes]) -> None:
    """Tie a just-started child to the wizard's life (Windows: its Job Object; elsewhere the pre-exec hook
    of :func:`group_popen_kwargs` did it already)."""
    if sys.platform == "win32":
        _windows_adopt(process)


def identify(process: subprocess.Popen[bytes]) -> dict[str, Any]:
    """What ``undo`` needs to find the child's group again after the wizard died: the group id and the
    leader's start time (a later process that reuses the id has another). JSON, for the journal."""
    return {"pgid": process.pid, "start": _start_time(process.pid)}


def run_tied(argv: list[str], *, timeout: float | None = None, **popen: Any) -> int:
    """Run ``argv`` to its end as a child tied to the wizard (:func:`group_popen_kwargs`, :func:`adopt`);
    its exit code. Whatever stops the wait (a timeout, Ctrl-C) stops the child's whole tree first."""
    process = subprocess.Popen(argv, **popen, **group_popen_kwargs())
    try:
        adopt(process)
        return process.wait(timeout)
    except BaseException:
        stop_tree(process)
        raise


def stop_tree(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` and its descendants, then reap it; no error when it already ended.

    The whole group is ended, not just the child: a grandchild that ignores SIGTERM (or outlives a child that
    obeyed it) would otherwise go on writing into an env about to be removed. Bounded: :func:`end_group`
    waits at most :data:`END_WAIT_S`; a child still there after that is reaped without waiting for ever.
    """
    identity = identify(process)
    if process.poll() is None or group_alive(identity):
        end_group(identity)
    if process.poll() is None:  # the group's end failed (a taskkill without /T, as wine's): the child itself
        with contextlib.suppress(OSError):
            process.kill()
    try:
        process.wait(END_WAIT_S)
    except subprocess.TimeoutExpired:  # unkillable (a process stuck in the kernel): leave it to the OS
        return


def group_alive(identity: dict[str, Any]) -> list[int]:
    """The processes still running of the group :func:`identify` recorded (empty: all gone)."""
    pgid, start = int(identity["pgid"]), str(identity.get("start") or "")
    if sys.platform == "win32":
        return [pgid] if start and _start_time(pgid) == start else []
    return _posix_members(pgid, start)


def end_group(identity: dict[str, Any], wait_s: float | None = None) -> list[int]:
    """End what survives of a recorded group (SIGTERM, then SIGKILL after a grace; Windows: the tree) and
    wait, bounded, until it is gone; returns the processes still there after ``wait_s`` (default
    :data:`END_WAIT_S`; empty: all ended)."""
    alive = group_alive(identity)
    deadline = time.monotonic() + (END_WAIT_S if wait_s is None else wait_s)
    for force in (False, True):
        if not alive:
            return []
        _terminate(int(identity["pgid"]), alive, force=force)
        alive = _wait_gone(identity, deadline if force else min(deadline, time.monotonic() + GRACE_S))
    return alive


def _terminate(pgid: int, alive: list[int], *, force: bool) -> None:
    if sys.platform == "win32":
        for pid in alive:  # its exit code says little (128: already gone); what is left is looked at after
            with contextlib.suppress(OSError, subprocess.TimeoutExpired):
                subprocess.run(["taskkill", "/T", "/F", "/PID", str(pid)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=False, timeout=GRACE_S * 5)
    else:
        _signal_group(pgid, signal.SIGKILL if force else signal.SIGTERM)


def _wait_gone(identity: dict[str, Any], until: float) -> list[int]:
    alive = group_alive(identity)
    while alive and time.monotonic() < until:
        time.sleep(_POLL_S)
        alive = group_alive(identity)
    return alive


def _posix_members(pgid: int, start: str) -> list[int]:
    """Live (not zombie) members of group ``pgid``; none when ``pgid`` now leads a group that is not ours."""
    proc = Path("/proc")
    if not (proc / "self" / "stat").exists():  # no /proc (macOS): ask the kernel whether the group exists
        return [pgid] if _group_exists(pgid) else []
    leader = _stat_fields(pgid)
    if leader is not None and int(leader[2]) == pgid and start and leader[19] != start:
        return []  # the id was reused: a group can only be made anew once all of ours had gone
    members = []
    for entry in proc.iterdir():
        if entry.name.isdigit():
            fields = _stat_fields(int(entry.name))
            if fields is not None and int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
                members.append(int(entry.name))
    return members


def _stat_fields(pid: int) -> list[str] | None:
    """``/proc/PID/stat`` after the command name: state, ppid, pgrp, ... (field 22, starttime, is [19])."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    return text[text.rfind(")") + 2:].split()


def _start_time(pid: int) -> str:
    """When ``pid`` started, in the OS's own units ("" where it cannot be read)."""
    if sys.platform == "win32":
        return _windows_start_time(pid)
    fields = _stat_fields(pid)
    return fields[19] if fields is not None and len(fields) > 19 else ""


if sys.platform != "win32":

    def _signal_group(pid: int, sig: int) -> None:
        try:
            os.killpg(pid, sig)
        except (ProcessLookupError, PermissionError):
            return

    def _group_exists(pgid: int) -> bool:
        try:
            os.killpg(pgid, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return True

    def _pdeathsig_hook() -> Any:
        """A pre-exec hook asking for SIGKILL when the wizard dies (Linux only; None elsewhere)."""
        if not sys.platform.startswith("linux"):
            return None
        import ctypes

        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            return None
        parent = os.getpid()

        def die_with_parent() -> None:
            prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
            if os.getppid() != parent:  # the wizard died before the request took hold
                os._exit(1)

        return die_with_parent

    def _windows_adopt(process: subprocess.Popen[bytes]) -> None:
        return

    def _windows_start_time(pid: int) -> str:
        return ""

else:
    import ctypes
    from ctypes import wintypes

    _JOB: list[int] = []
    _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
    _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
    _PROCESS_QUERY_LIMITED_INFORMATION = 0x1000

    class _BasicLimits(ctypes.Structure):
        _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64), ("PerJobUserTimeLimit", ctypes.c_int64),
                    ("LimitFlags", wintypes.DWORD), ("MinimumWorkingSetSize", ctypes.c_size_t),
                    ("MaximumWorkingSetSize", ctypes.c_size_t), ("ActiveProcessLimit", wintypes.DWORD),
                    ("Affinity", ctypes.c_size_t), ("PriorityClass", wintypes.DWORD),
                    ("SchedulingClass", wintypes.DWORD)]

    class _IoCounters(ctypes.Structure):
        _fields_ = [(name, ctypes.c_uint64) for name in (
            "ReadOperationCount", "WriteOperationCount", "OtherOperationCount", "ReadTransferCount",
            "WriteTransferCount", "OtherTransferCount")]

    class _ExtendedLimits(ctypes.Structure):
        _fields_ = [("BasicLimitInformation", _BasicLimits), ("IoInfo", _IoCounters),
                    ("ProcessMemoryLimit", ctypes.c_size_t), ("JobMemoryLimit", ctypes.c_size_t),
                    ("PeakProcessMemoryUsed", ctypes.c_size_t), ("PeakJobMemoryUsed", ctypes.c_size_t)]

    def _signal_group(pid: int, sig: int) -> None:
        return

    def _pdeathsig_hook() -> Any:
        return None

    def _group_exists(pgid: int) -> bool:
        return False

    def _wizard_job() -> int:
        """The wizard's Job Object (made once): every child in it ends when the wizard's handle closes."""
        if not _JOB:
            kernel32 = ctypes.windll.kernel32
            job = kernel32.CreateJobObjectW(None, None)
            limits = _ExtendedLimits()
            limits.BasicLimitInformation.LimitFlags = _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            kernel32.SetInformationJobObject(job, _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, ctypes.byref(limits),
                                             ctypes.sizeof(limits))
            _JOB.append(int(job or 0))
        return _JOB[0]

    def _windows_adopt(process: subprocess.Popen[bytes]) -> None:
        job = _wizard_job()
        handle = getattr(process, "_handle", None)
        if job and handle is not None:
            ctypes.windll.kernel32.AssignProcessToJobObject(job, int(handle))

    def _windows_start_time(pid: int) -> str:
        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(_PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
        if not handle:
            return ""
        try:
            times = [wintypes.FILETIME() for _ in range(4)]
            if not kernel32.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
                return ""
            exit_code = wintypes.DWORD()
            if kernel32.GetExitCodeProcess(handle, ctypes.byref(exit_code)) and exit_code.value != 259:
                return ""  # ended (259 is STILL_ACTIVE)
            return str(times[0].dwHighDateTime << 32 | times[0].dwLowDateTime)
        finally:
            with contextlib.suppress(OSError):
                kernel32.CloseHandle(handle)
