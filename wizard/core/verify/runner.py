"""Run the proof script inside the target interpreter: a subprocess with a timeout, JSON on stdout, log kept.

The script is a plain file in ``resources/verify/`` run by path, because the target environment does not
have the wizard installed. Its stdout carries exactly one JSON document; its stderr is TensorFlow's log,
kept for the doctor (the signatures it explains are in that log). A run that times out, crashes or prints
something else still gives a report: one failed check saying so, with the log.

The interpreter is not trusted to behave: the timeout is a wall-clock limit for everything it started (the
child runs in a process group of its own, ended as a whole), its output is read in bounded memory
(:mod:`wizard.core.verify.capture`), its answer through the one bounded JSON reader, and the variables of
the user's shell that would change what it imports (``PYTHONPATH`` ...) are not passed to it.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError
from wizard.core.ops.scratch import scratch_folder, temp_variables
from wizard.core.plan import Framework
from wizard.core.verify.bounded import Progress, last_json_line, run_bounded
from wizard.core.verify.capture import MAX_STDOUT_BYTES
from wizard.core.verify.parse import SCHEMA, VerifyOutputError, VerifyReport, parse_document
from wizard.platform.bounded_output import Capped
from wizard.resources import resource_path

DEFAULT_TIMEOUT = 600.0
LOG_TAIL = 4000
# Variables of the user's shell that make an interpreter import from elsewhere or act unlike itself: a
# PYTHONPATH set for another project (holding another ``tensorflow``), a PYTHONHOME of another Python, a
# PYTHONWARNINGS=error that breaks TensorFlow's import, a PYTHONSTARTUP or PYTHONINSPECT that runs more code.
# The verification proves what the environment itself imports, so they are not passed to it (an env's own
# wrapper script may still set them: that is the env's choice).
FOREIGN_VARIABLES = ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "PYTHONINSPECT", "PYTHONWARNINGS",
                     "PYTHONOPTIMIZE", "PYTHONVERBOSE", "PYTHONDEBUG", "PYTHONPLATLIBDIR", "PYTHONEXECUTABLE",
                     "PYTHONCASEOK", "PYTHONBREAKPOINT", "PYTHONDEVMODE")


# Each framework's proof in ``resources/verify/``: one sequence (proof_common.py), one document shape.
SCRIPTS: dict[Framework, str] = {"tensorflow": "tf_verify.py", "pytorch": "torch_verify.py",
                                 "keras": "keras_verify.py", "jax": "jax_verify.py"}


def script_path(framework: Framework = "tensorflow") -> Path:
    """The in-env proof script of ``framework`` shipped in ``resources/verify/``."""
    return resource_path("verify", SCRIPTS[framework])


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
    """A real limit: above 0 and finite (``inf`` would wait forever on a hang; ``nan`` compares as nothing)."""
    if not 0 < timeout < math.inf:
        raise BadInputError(tr("Verify", "The timeout must be a number of seconds above 0."))
    return timeout


def dropped_variables() -> list[str]:
    """The :data:`FOREIGN_VARIABLES` the user's environment sets, which the interpreter will not see."""
    return [name for name in FOREIGN_VARIABLES if name in os.environ]


def child_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The user's environment less :data:`FOREIGN_VARIABLES`, plus full TensorFlow logging (the doctor reads
    it) and UTF-8 output; ``extra`` (the caller's own settings) on top."""
    env = {name: value for name, value in os.environ.items() if name not in FOREIGN_VARIABLES}
    env["TF_CPP_MIN_LOG_LEVEL"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUNBUFFERED"] = "1"
    # CUDA numbers GPUs fastest first, NVML (nvidia-smi) by PCI slot: the proof names each GPU as the user's
    # tools do (a setting of the user's own wins).
    env.setdefault("CUDA_DEVICE_ORDER", "PCI_BUS_ID")
    env.update(extra or {})
    return env


def run_verification(
    python: Path,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    args: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
    on_progress: Progress | None = None,
    framework: Framework = "tensorflow",
) -> VerifyRun:
    """Run ``framework``'s proof in ``python``; never raises for what happens inside the child.

    ``on_progress(check_id, status)`` is called (from a reader thread) as each check ends. A relative
    ``python`` is taken from the current folder (the child itself starts in a folder of its own).
    """
    python = check_python(Path(os.path.abspath(python)))  # abspath, not resolve: a venv's python is a link
    check_timeout(timeout)
    command = [str(python), str(script_path(framework)), *args]
    started = time.monotonic()
    with scratch_folder("verify-") as cwd:  # no ./tensorflow (./torch, ./jax) can shadow the real one
        # Keras writes ~/.keras/keras.json on its first import: a private KERAS_HOME, removed with the
        # folder, so a verification leaves nothing in the user's HOME (``undo --all`` restores it exactly).
        private = {"KERAS_HOME": str(cwd / "keras"), **temp_variables(cwd), **(env or {})}
        output = run_bounded(command, python=python, timeout=timeout, env=child_env(private), cwd=str(cwd),
                             on_progress=on_progress)
    log, code = _dropped_note() + output.log, output.code
    if code is None:
        document = failure_document("timeout", tr("Verify", "The verification did not finish within {seconds} s.")
                                    .format(seconds=int(timeout)), framework)
        return _finish(document, log, None, started, timed_out=True)
    return _finish(read_answer(output.answer, log, code, framework), log, code, started)


def _dropped_note() -> str:
    """The log's first line when variables of the user's shell were left out, so support sees why."""
    dropped = dropped_variables()
    if not dropped:
        return ""
    return tr("Verify", "tfgpu-wizard: not passed to the interpreter, because they would change what it imports: "
                        "{names}").format(names=", ".join(dropped)) + "\n"


def _finish(
    document: dict[str, Any], log: str, code: int | None, started: float, *, timed_out: bool = False,
) -> VerifyRun:
    try:
        report = parse_document(document)
    except VerifyOutputError as error:
        document = failure_document("script", error.message)
        report = parse_document(document)
    return VerifyRun(report, document, log, code, time.monotonic() - started, timed_out)


def read_answer(answer: Capped, log: str, code: int, framework: Framework = "tensorflow") -> dict[str, Any]:
    """The document on stdout, unless stdout ran past its cap (a flood is no answer)."""
    if answer.overflowed:
        return failure_document("script", tr(
            "Verify", "The verification printed more than {size} MiB as its answer (a real one is a few KiB), "
                      "so it was not read.").format(size=MAX_STDOUT_BYTES // 2**20), framework)
    return read_document(answer.text(), log, code, framework)


def read_document(stdout: str, log: str, code: int, framework: Framework = "tensorflow") -> dict[str, Any]:
    """The last line of stdout that is a JSON object (read within the bounds of :mod:`wizard.basics.jsondoc`),
    or a failure document saying why the answer cannot be read or how the child ended."""
    try:
        value = last_json_line(stdout, dict)
    except DocumentError as error:
        return failure_document("script", tr("Verify", "The verification's answer cannot be read: {problem}.")
                                .format(problem=error.problem), framework)
    if value is not None:
        return value  # type: ignore[no-any-return]
    tail = log[-LOG_TAIL:].strip().splitlines()[-1:] or [""]
    return failure_document("script", tr("Verify", "The verification stopped without a result (exit code {code}). "
                                         "Last log line: {line}").format(code=code, line=tail[0]), framework)


def failure_document(check_id: str, message: str, framework: Framework = "tensorflow") -> dict[str, Any]:
    """A schema-1 document holding one failed check: what a broken run reports."""
    return {
        "schema": SCHEMA,
        "framework": framework,
        "tensorflow" if framework == "tensorflow" else "library": {
            "version": None, "built_with_cuda": None, "cuda": None, "cudnn": None},
        "gpus": [],
        "cpu_only": None,
        "checks": [{"id": check_id, "ok": False, "status": "fail", "message": message, "fix": None}],
        "timing": {"cpu_seconds": None, "gpu_seconds": None, "speedup": None},
        "complete": False,
    }


def save_log(run: VerifyRun, folder: Path | None = None) -> Path:
    """Keep TensorFlow's log of this run (``<data dir>/logs/verify-last.log``) for the doctor and for support,
    with its secrets hidden (a run's environment may print tokens, and the file is what users attach)."""
    from wizard.basics.atomic import write_text_atomically
    from wizard.basics.secrets_mask import mask_secrets
    from wizard.core.ops.journal import data_dir

    target = (folder or data_dir() / "logs") / "verify-last.log"
    target.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomically(target, mask_secrets(run.log))
    return target
