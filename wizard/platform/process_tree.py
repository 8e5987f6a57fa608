"""Start a child in its own process group and stop it with everything it started (cancel = the whole tree).

An installer starts helpers (pip builds in a subprocess, uv's workers, conda's solver), so ending only the
child would leave them writing into an env we are about to remove. POSIX: a new session, then SIGTERM to the
group and SIGKILL after a grace period. Windows: a new process group, then ``taskkill /T /F`` on the tree.
A group of its own also keeps a Ctrl-C in the terminal from reaching the child: the wizard decides.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from typing import Any

GRACE_S = 3.0


def group_popen_kwargs() -> dict[str, Any]:
    """Keyword arguments for :class:`subprocess.Popen` that put the child in a group of its own."""
    if sys.platform == "win32":
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    return {"start_new_session": True}


def stop_tree(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` and its descendants, then reap it; no error when it already ended."""
    if process.poll() is not None:
        return
    if sys.platform == "win32":
        subprocess.run(["taskkill", "/T", "/F", "/PID", str(process.pid)], capture_output=True, check=False)
    else:
        _signal_group(process.pid, signal.SIGTERM)
        try:
            process.wait(GRACE_S)
            return
        except subprocess.TimeoutExpired:
            _signal_group(process.pid, signal.SIGKILL)
    process.wait()


if sys.platform != "win32":

    def _signal_group(pid: int, sig: int) -> None:
        try:
            os.killpg(pid, sig)
        except ProcessLookupError:
            return

else:

    def _signal_group(pid: int, sig: int) -> None:
        return
