"""``check --verify``: after the comparison, a short verification of the setup's framework on every GPU."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.i18n import tr
from wizard.core.check.model import Change
from wizard.core.check.record import SetupRecord

STEPS = 2  # a short proof: the work on each GPU, not a benchmark


def verification_changes(record: SetupRecord, timeout: float = 300.0) -> list[Change]:
    """The proof in the env's interpreter: failed, or passed without the GPU on a GPU setup, is broken; passed is
    news naming each GPU it computed on. Nothing for a setup without an env here (CUDA only, inside WSL)."""
    if not record.python or record.distro or not Path(record.python).is_file():
        return []
    from wizard.core.steps.proof import proved_on_gpu
    from wizard.core.verify.explain import explain_check, summary
    from wizard.core.verify.runner import run_verification

    run = run_verification(Path(record.python), timeout=timeout, args=["--steps", str(STEPS)],
                           framework=record.plan.framework)
    report = run.report
    doctor = tr("Check", "Let the doctor find the cause: it names the missing library or the known failure, "
                         "with its fix.")
    command = f'tfgpu-wizard doctor --python "{record.python}" --framework {record.plan.framework}'
    if not report.passed:
        failed = next((c for c in report.checks if not c.ok), None)
        breaks = explain_check(failed, report).message if failed is not None else ""
        return [Change("verification-failed", "broken", summary(report), breaks, doctor, command)]
    if record.plan.route != "cpu" and not proved_on_gpu(report):
        return [Change("verification-not-on-gpu", "broken",
                       tr("Check", "The verification passed, but not on the graphics card."),
                       tr("Check", "Training runs on the processor only."), doctor, command)]
    names = ", ".join(gpu.label for gpu in report.gpus)
    what = summary(report) if not names else tr("Check", "{summary} GPUs: {names}.").format(
        summary=summary(report), names=names)
    return [Change("verification-passed", "info", what)]
