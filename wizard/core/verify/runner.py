"""Run the proof script inside the target interpreter: a subprocess with a timeout, JSON on stdout, log kept.

The script is a plain file in ``resources/verify/`` run by path, because the target environment does not
have the wizard installed. Its stdout carries exactly one JSON document; its stderr is TensorFlow's log,
kept whole for the doctor (the signatures it explains are in that log). A run that times out, crashes or
prints something else still gives a report: one failed check saying so, with the log.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.verify.parse import SCHEMA, VerifyOutputError, VerifyReport, parse_document
from wizard.resources import resource_path

DEFAULT_TIMEOUT = 600.0
LOG_TAIL = 4000
PROGRESS = "tfgpu-verify: "  # the script's progress lines on stderr: "tfgpu-verify: <check id> <status>"
Progress = Callable[[str, str], None]
NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console window flashing up from the GUI (Windows)


def script_path() -> Path:
    """The in-env proof script shipped in ``resources/verify/``."""
    return resource_path("verify", "tf_verify.py")


@dataclass(frozen=True)
class VerifyRun:
    """One run: the parsed report, the raw document, TensorFlow's log, and how the process ended."""

    report: VerifyReport
    document: dict[str, Any]
    log: str
    returncode: int | None
    seconds: float
    timed_out: bool = False


def check_python(python: Path) -> Path:
    """The interpreter must be an executable file; anything else is bad input (exit 2)."""
    if not python.is_file() or not os.access(python, os.X_OK):
        raise BadInputError(
            tr("Verify", "{path} is not a Python interpreter that can be run.").format(path=python),
            hint=tr("Verify", "Give the python (python.exe on Windows) of the environment that has TensorFlow."),
        )
    return python


def check_timeout(timeout: float) -> float:
    if not timeout > 0:
        raise BadInputError(tr("Verify", "The timeout must be a number of seconds above 0."))
    return timeout


def child_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The user's environment plus: full TensorFlow logging (the doctor reads it) and UTF-8 output."""
    env = dict(os.environ)
    env["TF_CPP_MIN_LOG_LEVEL"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUNBUFFERED"] = "1"
    env.update(extra or {})
    return env


def run_verification(
    python: Path,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    args: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
    on_progress: Progress | None = None,
) -> VerifyRun:
    """Run the proof in ``python``; never raises for what happens inside the child.

    ``on_progress(check_id, status)`` is called (from a reader thread) as each check ends.
    """
    check_python(python)
    check_timeout(timeout)
    command = [str(python), str(script_path()), *args]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="tfgpu-verify-") as cwd:  # no ./tensorflow can shadow the real one
        try:
            # Keras writes ~/.keras/keras.json on its first import: a private KERAS_HOME, removed with the
            # folder, so a verification leaves nothing in the user's HOME (``undo --all`` restores it exactly).
            private = {"KERAS_HOME": str(Path(cwd) / "keras"), **(env or {})}
            child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                                     env=child_env(private), stdin=subprocess.DEVNULL, creationflags=NO_WINDOW)
        except OSError as error:
            raise BadInputError(
                tr("Verify", "{path} could not be started: {problem}").format(path=python, problem=error),
                hint=tr("Verify", "Give the python (python.exe on Windows) of the environment that has TensorFlow."),
            ) from error
        stdout, log, code = _collect(child, timeout, on_progress)
    if code is None:
        document = failure_document("timeout", tr("Verify", "The verification did not finish within {seconds} s.")
                                    .format(seconds=int(timeout)))
        return _finish(document, log, None, started, timed_out=True)
    return _finish(read_document(stdout, log, code), log, code, started)


def _collect(child: subprocess.Popen[bytes], timeout: float,
             on_progress: Progress | None) -> tuple[str, str, int | None]:
    """Read stdout and stderr to their ends in threads (no pipe fills up); None as code on a timeout (killed)."""
    out: list[bytes] = []
    err: list[str] = []

    def read_err() -> None:
        assert child.stderr is not None
        for raw in child.stderr:
            line = raw.decode("utf-8", errors="replace")
            err.append(line)
            if on_progress is not None and line.startswith(PROGRESS):
                check_id, _, status = line[len(PROGRESS):].strip().partition(" ")
                on_progress(check_id, status)

    def read_out() -> None:
        assert child.stdout is not None
        out.append(child.stdout.read())

    readers = [threading.Thread(target=read_err, daemon=True), threading.Thread(target=read_out, daemon=True)]
    for reader in readers:
        reader.start()
    try:
        code: int | None = child.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        code = None
    for reader in readers:
        reader.join(timeout=10)
    return b"".join(out).decode("utf-8", errors="replace"), "".join(err), code


def _finish(
    document: dict[str, Any], log: str, code: int | None, started: float, *, timed_out: bool = False,
) -> VerifyRun:
    try:
        report = parse_document(document)
    except VerifyOutputError as error:
        document = failure_document("script", error.message)
        report = parse_document(document)
    return VerifyRun(report, document, log, code, time.monotonic() - started, timed_out)


def read_document(stdout: str, log: str, code: int) -> dict[str, Any]:
    """The last JSON line of stdout, or a failure document naming how the child ended."""
    for line in reversed(stdout.strip().splitlines()):
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    tail = log[-LOG_TAIL:].strip().splitlines()[-1:] or [""]
    return failure_document("script", tr("Verify", "The verification stopped without a result (exit code {code}). "
                                         "Last log line: {line}").format(code=code, line=tail[0]))


def failure_document(check_id: str, message: str) -> dict[str, Any]:
    """A schema-1 document holding one failed check: what a broken run reports."""
    return {
        "schema": SCHEMA,
        "tensorflow": {"version": None, "built_with_cuda": None, "cuda": None, "cudnn": None},
        "gpus": [],
        "cpu_only": None,
        "checks": [{"id": check_id, "ok": False, "status": "fail", "message": message, "fix": None}],
        "timing": {"cpu_seconds": None, "gpu_seconds": None, "speedup": None},
        "complete": False,
    }


def save_log(run: VerifyRun, folder: Path | None = None) -> Path:
    """Keep TensorFlow's log of this run (``<data dir>/logs/verify-last.log``) for the doctor and for support."""
    from wizard.basics.atomic import write_text_atomically
    from wizard.core.ops.journal import data_dir

    target = (folder or data_dir() / "logs") / "verify-last.log"
    target.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomically(target, run.log)
    return target
