"""The Verify step the GUI runs: verification, then (only when it failed) the doctor's preflight and log
signatures, so the page can say what went wrong without a second run; plus a presenter the page paints."""

from __future__ import annotations

import json
import queue
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.events import Finished, LogLine, Started, Step
from wizard.basics.i18n import tr
from wizard.core.doctor.explain import Finding, diagnose
from wizard.core.doctor.run import preflight_finding
from wizard.core.plan import Framework, StepId, framework_name
from wizard.core.preflight.tensorflow import PreflightRunError, run_preflight
from wizard.core.verify.explain import explain_check, interop_document, summary
from wizard.core.verify.runner import DEFAULT_TIMEOUT, VerifyRun, run_verification, save_log

# Which wizard step can fix a failed check (WizardPage.plan_step): the page offers to go back there.
FIX_STEPS = {"gpu_visible": StepId.SET_ENV_VARS, "matmul": StepId.SET_ENV_VARS, "conv2d": StepId.INSTALL_CUDNN,
             "train_gpu": StepId.SET_ENV_VARS}


@dataclass(frozen=True)
class CheckRow:
    """One line of the page: status, plain words, the fix, and the wizard step that applies it (if any)."""

    status: str
    message: str
    fix: str | None
    fix_step: str | None


@dataclass(frozen=True)
class VerifyView:
    """Everything the Verify page shows for one run."""

    summary: str
    passed: bool
    rows: tuple[CheckRow, ...]
    cpu_seconds: float | None
    gpu_seconds: float | None
    speedup: float | None
    findings: tuple[Finding, ...] = ()
    raw_json: str = ""
    log_file: Path | None = None
    run: VerifyRun | None = field(default=None, compare=False, repr=False)


def build_view(run: VerifyRun, findings: tuple[Finding, ...] = (), log_file: Path | None = None) -> VerifyView:
    """The presenter: rows in plain words, timing for the chart, the raw JSON for the details box."""
    report = run.report
    rows = []
    for check in report.checks:
        explained = explain_check(check, report)
        step = FIX_STEPS.get(check.id) if check.status == "fail" else None
        rows.append(CheckRow(check.status, explained.message, explained.fix, step))
    timing = report.timing
    return VerifyView(summary(report), report.passed, tuple(rows), timing.cpu_seconds, timing.gpu_seconds,
                      timing.speedup, findings, json.dumps(interop_document(report), indent=1, ensure_ascii=False),
                      log_file, run)


def _run_with_progress(python: Path, timeout: float, framework: Framework = "tensorflow") -> Step[VerifyRun]:
    """Run the verification in a thread and yield a LogLine as each check ends (the first run can be slow)."""
    events: queue.Queue[tuple[str, str] | None] = queue.Queue()
    outcome: list[VerifyRun | BaseException] = []

    def work() -> None:
        try:
            outcome.append(run_verification(python, timeout=timeout, framework=framework,
                                            on_progress=lambda check, status: events.put((check, status))))
        except BaseException as error:  # re-raised on the step's own thread below
            outcome.append(error)
        finally:
            events.put(None)

    threading.Thread(target=work, daemon=True).start()
    while (item := events.get()) is not None:
        yield LogLine("info", f"{item[0]}: {item[1]}", key="verify")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def verify_step(python: Path, timeout: float = DEFAULT_TIMEOUT,
                framework: Framework = "tensorflow") -> Step[VerifyView]:
    """Verify ``framework`` in ``python``; on failure also explain why (known log signatures, and for TensorFlow
    the preflight of its libraries)."""
    yield Started("verify", tr("Verify", "Running {framework} on the GPU and the CPU").format(
        framework=framework_name(framework)))
    run = yield from _run_with_progress(python, timeout, framework)
    log_file = save_log(run)
    findings: list[Finding] = []
    if not run.report.passed:
        yield Started("doctor", tr("Verify", "Looking for the cause"))
        tensorflow = framework == "tensorflow"
        findings = diagnose(run.log, run.report.tf_version if tensorflow else None)
        try:
            extra = preflight_finding(run_preflight(python)) if tensorflow else None
        except PreflightRunError:
            extra = None
        findings = sorted([*findings, *([extra] if extra else [])], key=lambda f: f.rank)
        yield Finished("doctor")
    yield Finished("verify", ok=run.report.passed)
    return build_view(run, tuple(f for f in findings if f.severity != "info"), log_file)


def view_of_document(document: dict[str, Any]) -> VerifyView:
    """The page's view of a verification made elsewhere (inside WSL: the document the run there brought back)."""
    from wizard.core.verify.parse import parse_document

    return build_view(VerifyRun(parse_document(document), document, "", 0, 0.0))
