"""Run only the operations that need admin in an elevated copy of this same program, fed a pinned plan.

Why this shape (conda's ``run_plan_elevated``, with its TOCTOU caveat fixed): the parent writes the
operations to a plan file in a fresh private folder and pins its SHA-256 on the child's command line; the
elevated child reads the file once, refuses it unless the hash matches, accepts only kinds that may run
elevated, applies them, and writes its results next to the plan. The parent then journals those results,
so one journal (the user's) holds everything. User-scope changes never come here and never ask.
Launching is per OS: ShellExecuteExW "runas" on Windows (:mod:`elevation_windows`), pkexec or sudo on
Linux (:mod:`elevation_posix`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import shutil
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from wizard.core.errors import WizardError
from wizard.core.i18n import tr
from wizard.core.install.secure_inputs import secure_params_in_private_folder
from wizard.core.ops.atomic import write_bytes_atomically
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome, build_operation, reverse_record
from wizard.core.ops.journal import JournalEntry
from wizard.core.ops.kinds import load_all_kinds
from wizard.core.ops.runner import BatchResult, Elevator
from wizard.core.ops.undo import ReverseElevator

PLAN_SCHEMA = 1
RESULT_NAME = "result.json"
# The kinds an elevated child may run; env kinds only for the system scope (checked in _check_allowed).
ELEVATED_KINDS = frozenset({
    "env-add-to-path", "env-remove-from-path", "env-set-variable",
    "cudnn-copy-into-cuda", "cuda-install-toolkit",
})
Launcher = Callable[[Sequence[str]], int]

if sys.platform == "win32":
    from wizard.platform.elevation_windows import launch_elevated
else:
    from wizard.platform.elevation_posix import launch_elevated


class ElevationError(WizardError):
    """The elevated helper refused its plan or could not start."""

    reference = "elevation-failed"


def plan_bytes(operations: Sequence[Operation], ctx: OpContext) -> bytes:
    """The plan document: each operation's kind and params, plus where backups go."""
    document = {
        "schema": PLAN_SCHEMA,
        "mode": "apply",
        "step": ctx.step,
        "backup_dir": str(ctx.backup_dir) if ctx.backup_dir else None,
        "operations": [{"kind": op.kind, "params": op.to_params()} for op in operations],
    }
    return json.dumps(document, sort_keys=True, ensure_ascii=False).encode("utf-8")


def elevated_command(plan: Path, sha256: str) -> list[str]:
    """This same program, asked to apply ``plan``: the frozen exe itself, or ``python -m wizard``."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "wizard"]
    return [*program, "elevated-apply", "--plan", str(plan), "--sha256", sha256]


def make_elevator(launch: Launcher = launch_elevated) -> Elevator:
    """An elevator for :func:`wizard.core.ops.runner.apply_operations_step`."""

    def elevate(operations: Sequence[Operation], ctx: OpContext) -> BatchResult:
        return read_result(_run_child(plan_bytes(operations, ctx), launch))

    return elevate


def make_reverse_elevator(launch: Launcher = launch_elevated) -> ReverseElevator:
    """A reverse elevator for :func:`wizard.core.ops.undo.undo_step`: one journal entry, undone as admin."""

    def reverse(entry: JournalEntry, ctx: OpContext) -> str:
        document = {
            "schema": PLAN_SCHEMA, "mode": "undo", "kind": entry.kind, "record": entry.record,
            "step": ctx.step, "dry_run": ctx.dry_run,
            "backup_dir": str(ctx.backup_dir) if ctx.backup_dir else None,
        }
        result = read_result(_run_child(json.dumps(document, sort_keys=True).encode("utf-8"), launch))
        if result.error:
            raise ElevationError(result.error, hint=result.hint, reference="elevation-undo-failed")
        return result.results[0].detail if result.results else ""

    return reverse


def _run_child(data: bytes, launch: Launcher) -> bytes:
    """Write the plan into a fresh private folder, run the elevated child on it, return its result bytes."""
    folder = Path(tempfile.mkdtemp(prefix="tfgpu-wizard-elevate-"))  # mode 0700: only this user
    try:
        plan = folder / "plan.json"
        write_bytes_atomically(plan, data)
        launch(elevated_command(plan, hashlib.sha256(data).hexdigest()))
        try:
            return (folder / RESULT_NAME).read_bytes()
        except OSError as error:
            raise _no_result(folder / RESULT_NAME) from error
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _no_result(path: Path) -> ElevationError:
    return ElevationError(
        tr("Elevation", "The administrator helper ended without reporting what it did."),
        hint=tr("Elevation", "Nothing was recorded; check the log, then try again."),
        context={"result": path},
    )


def read_result(data: bytes) -> BatchResult:
    """What the child reported (``result.json``)."""
    try:
        document = json.loads(data)
    except ValueError as error:
        raise _no_result(Path(RESULT_NAME)) from error
    results = tuple(
        ApplyResult(Outcome(item["outcome"]), dict(item["record"]), str(item.get("detail", "")))
        for item in document["results"]
    )
    return BatchResult(results, str(document.get("error", "")), str(document.get("hint", "")))


def load_verified_plan(plan: Path, sha256: str) -> Mapping[str, Any]:
    """The child's first act: read the plan once and check the pinned hash before trusting a byte."""
    data = plan.read_bytes()
    if not hmac.compare_digest(hashlib.sha256(data).hexdigest(), sha256.lower()):
        raise ElevationError(
            tr("Elevation", "The plan file changed after the wizard wrote it; nothing was done."),
            hint=tr("Elevation", "Something modified it on the way. Run the wizard again."),
            context={"plan": plan},
            reference="elevation-plan-tampered",
        )
    document: Mapping[str, Any] = json.loads(data)
    load_all_kinds()
    return document


def _operations_of(document: Mapping[str, Any]) -> tuple[list[Operation], OpContext]:
    operations = []
    for item in document["operations"]:
        _check_allowed(item["kind"], item["params"])
        # Inputs copied into an admin-only folder, hashed there, and only the copies used (secure_inputs).
        params = secure_params_in_private_folder(item["kind"], item["params"])
        operations.append(build_operation(item["kind"], params))
    backup_dir = Path(document["backup_dir"]) if document.get("backup_dir") else None
    return operations, OpContext(step=str(document["step"]), backup_dir=backup_dir, elevated=True)


def run_elevated_plan(plan: Path, sha256: str) -> int:
    """Apply (or undo) a verified plan in this (elevated) process and write ``result.json`` next to it."""
    document = load_verified_plan(plan, sha256)
    if document.get("mode") == "undo":
        return _run_undo(plan, document)
    operations, ctx = _operations_of(document)
    results: list[dict[str, Any]] = []
    failed: dict[str, str] = {}
    for operation in operations:
        try:
            result = operation.apply(ctx)
        except (WizardError, OSError) as failure:
            failed = _failure_fields(failure)
            break
        results.append({"outcome": result.outcome.value, "record": result.record, "detail": result.detail})
        if result.outcome is Outcome.NEEDS_ELEVATION:
            break
    return _write_result(plan, {"results": results, "error": "", "hint": "", **failed})


def _run_undo(plan: Path, document: Mapping[str, Any]) -> int:
    kind, record = str(document["kind"]), document["record"]
    _check_allowed(kind, {"scope": record.get("scope", "system")})
    backup_dir = Path(document["backup_dir"]) if document.get("backup_dir") else None
    ctx = OpContext(dry_run=bool(document["dry_run"]), step="undo", backup_dir=backup_dir, elevated=True)
    try:
        message = reverse_record(kind, record, ctx)
    except (WizardError, OSError) as failure:
        return _write_result(plan, {"results": [], **_failure_fields(failure)})
    return _write_result(plan, {"results": [{"outcome": "modified", "record": {}, "detail": message}]})


def _failure_fields(failure: WizardError | OSError) -> dict[str, str]:
    """What the parent shows of a failure in the child: its message and hint."""
    if isinstance(failure, WizardError):
        return {"error": failure.message, "hint": failure.hint}
    return {"error": str(failure), "hint": ""}


def _write_result(plan: Path, result: Mapping[str, Any]) -> int:
    """``result.json`` next to the plan, for the parent; the child's exit code (1 after a failure)."""
    write_bytes_atomically(plan.parent / RESULT_NAME, json.dumps(result).encode("utf-8"))
    return 1 if result.get("error") else 0


def _check_allowed(kind: str, params: Mapping[str, Any]) -> None:
    system_env = not kind.startswith("env-") or params.get("scope") == "system"
    if kind not in ELEVATED_KINDS or not system_env:
        raise ElevationError(
            tr("Elevation", "The administrator helper does not run '{kind}' operations.").format(
                kind=kind
            ),
            hint=tr("Elevation", "Only system-wide changes run as administrator. Run the wizard again."),
            reference="elevation-kind-refused",
        )
