"""The doctor's run: the library preflight and the verification in the target Python, plus any log the user
gives, explained as findings (each cause once, most fundamental first) with both documents attached.

A log the user gives is read within the verification's own bounds: its start and, TensorFlow's errors coming
last, its end (:data:`MAX_LOG_BYTES` in all); a longer one has its middle skipped, and a note among the
findings says so. Only a regular file is read (a FIFO, a device or a folder is bad input, refused at once).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.facts import GpuFacts
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.basics.regular_file import open_regular
from wizard.core.doctor.explain import Finding, diagnose
from wizard.core.doctor.gpu_code import GpuCode, gpu_code, machine_gpus
from wizard.core.plan import Framework
from wizard.core.preflight.tensorflow import SCRIPT_TIMEOUT, PreflightResult, PreflightRunError, run_preflight
from wizard.core.verify.capture import LOG_HEAD_BYTES, MAX_LOG_BYTES, join_head_tail, mebibytes
from wizard.core.verify.explain import interop_document
from wizard.core.verify.runner import DEFAULT_TIMEOUT, VerifyRun, check_timeout, run_verification

PREFLIGHT_RANK = 34  # after driver and GPU causes, before the log's own "library not found" lines


@dataclass
class DoctorReport:
    """Findings plus the preflight and verification documents (None where not run)."""

    findings: list[Finding] = field(default_factory=list)
    preflight: PreflightResult | None = None
    verification: VerifyRun | None = None
    gpu_code: GpuCode | None = None

    @property
    def ok(self) -> bool:
        """No error or warning found, and whatever ran passed."""
        if any(f.severity in {"error", "warning"} for f in self.findings):
            return False
        if self.verification is not None and not self.verification.report.passed:
            return False
        return self.preflight is None or self.preflight.ok

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": 1,
            "ok": self.ok,
            "findings": [f.to_dict() for f in self.findings],
            "preflight": self.preflight.to_dict() if self.preflight else None,
            "verification": interop_document(self.verification.report) if self.verification else None,
            "gpu_code": self.gpu_code.to_dict() if self.gpu_code else None,
        }


@dataclass(frozen=True)
class LogText:
    """A log as read: its text, and how many bytes of its middle were skipped (0: read whole)."""

    text: str
    skipped: int = 0


def read_log(path: Path) -> LogText:
    """A log file's start and end as text (any encoding: undecodable bytes are replaced); bad input when it
    is missing, unreadable or not a regular file."""
    try:
        with open_regular(path) as stream:
            size = os.fstat(stream.fileno()).st_size
            if size <= MAX_LOG_BYTES:
                return LogText(join_head_tail(stream.read(MAX_LOG_BYTES), b"", 0))
            head = stream.read(LOG_HEAD_BYTES)
            stream.seek(size - (MAX_LOG_BYTES - LOG_HEAD_BYTES))
            tail = stream.read(MAX_LOG_BYTES - LOG_HEAD_BYTES)
    except OSError as error:
        raise BadInputError(
            tr("Doctor", "The log {path} cannot be read: {problem}").format(path=path,
                                                                           problem=os_error_text(error)),
            hint=tr("Doctor", "Give the path of a saved log file.")) from error
    skipped = size - len(head) - len(tail)
    return LogText(join_head_tail(head, tail, skipped), skipped)


def skipped_finding(path: Path, log: LogText) -> Finding:
    """A note that the middle of ``path`` was not read (what was read is said, so nothing looks complete)."""
    return Finding(
        code="log-middle-skipped",
        cause=tr("Doctor", "The log {path} is long: its first {head} MiB and its last {tail} MiB were read, the "
                           "{skipped} MiB in between were skipped.").format(
            path=path, head=mebibytes(LOG_HEAD_BYTES), tail=mebibytes(MAX_LOG_BYTES - LOG_HEAD_BYTES),
            skipped=mebibytes(log.skipped)),
        fix=tr("Doctor", "TensorFlow writes its errors at the end, so they were read. To have the middle explained "
                         "too, save that part in a file of its own and have the doctor explain that file."),
        source="doctor",
        severity="info",
        rank=100,
    )


def preflight_finding(result: PreflightResult) -> Finding | None:
    """The preflight's broken links as one finding (one cause: libraries the loader will not find)."""
    problems = result.report.problems
    failed_loads = [item for item in result.confirm if not item.get("ok")]
    if not problems and not failed_loads:
        return None
    lines = [p.message() for p in problems] or [f"{item['name']}: {item['error']}" for item in failed_loads]
    return Finding(
        code="preflight-library-missing",
        cause=tr("Doctor", "Libraries TensorFlow needs cannot be loaded: {details}").format(details=" ".join(lines)),
        fix=tr("Doctor", "Install the library named above in the version TensorFlow needs, or add the folder that "
                         "holds it to the search path (PATH on Windows, LD_LIBRARY_PATH on Linux)."),
        source="preflight",
        rank=PREFLIGHT_RANK,
        lines=tuple(lines[:5]),
    )


def unexplained_finding(run: VerifyRun) -> Finding:
    failed = [c for c in run.report.checks if not c.ok]
    details = "; ".join(f"{c.id}: {c.message.splitlines()[0][:200]}" for c in failed) if failed else "-"
    return Finding(
        code="verification-failed",
        cause=tr("Doctor", "The verification failed, and its log matches no known signature: {details}").format(
            details=details),
        fix=tr("Doctor", "Send the verification log to your support team or attach it to a bug report."),
        source="verification",
        rank=99,
    )


def run_doctor(python: Path | None, log_file: Path | None, *, timeout: float = DEFAULT_TIMEOUT,
               gpus: Sequence[GpuFacts] | None = None, framework: Framework = "tensorflow") -> DoctorReport:
    """Preflight and verify ``python`` (when given), then explain its log and ``log_file``. The GPU-code
    section judges ``gpus`` (default: this machine's, from the driver). The preflight and the GPU-code section
    read TensorFlow's libraries: for another ``framework`` only its verification and the log signatures speak."""
    if python is None and log_file is None:
        raise BadInputError(tr("Doctor", "Give a Python to check, a log file to explain, or both."))
    check_timeout(timeout)
    report = DoctorReport()
    given = read_log(log_file) if log_file is not None else None
    logs = [given.text] if given is not None else []
    tf_version = None
    if python is not None:
        if framework == "tensorflow":
            try:
                report.preflight = run_preflight(python, timeout=min(timeout, SCRIPT_TIMEOUT))
            except PreflightRunError as error:
                report.findings.append(Finding("preflight-failed", error.message, error.hint, "preflight", rank=1))
        if report.preflight is not None and report.preflight.tensorflow_found:
            report.gpu_code = gpu_code(report.preflight.located, machine_gpus() if gpus is None else gpus)
        report.verification = run_verification(python, timeout=timeout, framework=framework)
        logs.append(report.verification.log)
        tf_version = report.verification.report.tf_version if framework == "tensorflow" else None
    found = diagnose("\n".join(logs), tf_version)
    extra = preflight_finding(report.preflight) if report.preflight else None
    report.findings = sorted([*report.findings, *found, *([extra] if extra else [])], key=lambda f: f.rank)
    if report.verification is not None and not report.verification.report.passed and \
            not any(f.severity == "error" for f in report.findings):
        report.findings.append(unexplained_finding(report.verification))
    if given is not None and given.skipped and log_file is not None:
        report.findings.append(skipped_finding(log_file, given))
    return report
