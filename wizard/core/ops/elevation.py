"""Run only the operations that need admin in an elevated copy of this same program, fed a pinned plan.

Why this shape (conda's ``run_plan_elevated``, with its TOCTOU caveat fixed): the parent writes the
operations to a plan file in a fresh private folder and pins its SHA-256 on the child's command line; the
elevated child reads the file once, refuses it unless the hash matches, accepts only kinds that may run
elevated, applies them, and writes its results next to the plan. The parent then journals those results,
so one journal (the user's) holds everything. User-scope changes never come here and never ask.
Launching is per OS: ShellExecuteExW "runas" on Windows (:mod:`elevation_windows`), pkexec or sudo on
Linux (:mod:`elevation_posix`).

The child runs only the wizard's own code: :func:`elevated_launch` (the one place that builds the launch)
starts the interpreter isolated (``-I``: no current folder, no user site, no ``PYTHON*`` variables) on the
absolute folder of the running ``wizard`` package, in a fixed working folder and a sanitised environment;
the frozen bundle starts its own executable. The child re-checks every path of the plan and of the
journal records it gets against what it may change (:mod:`elevation_checks`).

Staging: the parent names the child's admin-only staging folder in the journal before the child makes it,
and hands the child the folders of dead runs to remove as part of the same run (one prompt); see
:mod:`elevated_staging`.
"""

from __future__ import annotations

import hmac
import json
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import wizard
from wizard.basics.atomic import sha256_bytes, write_bytes_atomically
from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.i18n import current_language, tr
from wizard.basics.jsondoc import DocumentError, parse_document
from wizard.core.ops.base import ApplyResult, OpContext, Operation, Outcome, build_operation, reverse_record
from wizard.core.ops.elevated_staging import (
    StagingTakenError,
    forget,
    helper_staging,
    launching,
    new_staging_folder,
    remove_dead,
)
from wizard.core.ops.elevation_checks import (
    ChildLostError,
    ElevationError,
    check_operation,
    check_record,
    check_staging,
    checked_folder,
)
from wizard.core.ops.journal import Journal, JournalEntry
from wizard.core.ops.runner import BatchResult, Elevator
from wizard.core.ops.scratch import scratch_folder
from wizard.core.ops.undo import ReverseElevator
from wizard.platform.child_launch import ChildLaunch
from wizard.platform.elevation import helper_start, launch_elevated, restrict_new_files

PLAN_SCHEMA = 1
RESULT_NAME = "result.json"
STAGING_REFUSED = "staging_refused"
__all__ = ["ChildLaunch", "ElevationError", "elevated_command", "elevated_launch"]
# The child's first act: put the running wizard's own folder first, then run the CLI (argv[1] is that folder).
_BOOT = "import sys; sys.path.insert(0, sys.argv.pop(1)); from wizard.cli import main; raise SystemExit(main())"
_LOCALE = re.compile(r"[A-Za-z0-9_.@-]{1,64}")


Launcher = Callable[[ChildLaunch], int]

def plan_document(operations: Sequence[Operation], ctx: OpContext) -> dict[str, Any]:
    """The plan: each operation's kind and params, plus where backups go (staging is added at launch)."""
    return {
        "schema": PLAN_SCHEMA,
        "mode": "apply",
        "step": ctx.step,
        "backup_dir": str(ctx.backup_dir) if ctx.backup_dir else None,
        "operations": [{"kind": op.kind, "params": op.to_params()} for op in operations],
    }


def plan_bytes(
    operations: Sequence[Operation], ctx: OpContext, staging: Path | None = None, cleanup: Sequence[Path] = ()
) -> bytes:
    """The plan file's bytes, with the child's staging folder (a fresh name unless given) and the dead runs'
    staging folders it is to remove."""
    return _encode(plan_document(operations, ctx), staging or new_staging_folder(), cleanup)


def _encode(document: Mapping[str, Any], staging: Path, cleanup: Sequence[Path]) -> bytes:
    full = {**document, "staging": str(staging), "cleanup": [str(folder) for folder in cleanup]}
    return json.dumps(full, sort_keys=True, ensure_ascii=False).encode("utf-8")


def elevated_command(plan: Path, sha256: str) -> list[str]:
    """This same program, asked to apply ``plan``: the frozen exe itself, or this interpreter isolated
    (``-I``) on the absolute folder the running ``wizard`` package was imported from."""
    executable = os.path.abspath(sys.executable)
    if getattr(sys, "frozen", False):
        program = [executable]
    else:
        package_parent = str(Path(wizard.__file__).resolve().parent.parent)
        program = [executable, "-I", "-c", _BOOT, package_parent]
    return [*program, "--lang", current_language(), "elevated-apply", "--plan", str(plan), "--sha256", sha256]


def elevated_launch(plan: Path, sha256: str) -> ChildLaunch:
    """The one place that builds the child's launch: argv, a fixed working folder, a sanitised environment
    (a fixed PATH, the locale; nothing else of the user's: no PYTHON*, LD_*, TMPDIR or TFGPU_WIZARD_*)."""
    cwd, env = helper_start(os.environ)
    for name in ("LANG", "LC_ALL"):
        value = os.environ.get(name, "")
        if _LOCALE.fullmatch(value):
            env[name] = value
    return ChildLaunch(tuple(elevated_command(plan, sha256)), cwd, env)


def make_elevator(launch: Launcher = launch_elevated, journal: Journal | None = None) -> Elevator:
    """An elevator for :func:`wizard.core.ops.runner.apply_operations_step`; ``journal`` (default: the
    user's) is where the child's staging folder is named before it starts."""

    def elevate(operations: Sequence[Operation], ctx: OpContext) -> BatchResult:
        return read_result(_run_child(plan_document(operations, ctx), launch, journal or Journal(), ctx))

    return elevate


def make_reverse_elevator(launch: Launcher = launch_elevated, journal: Journal | None = None) -> ReverseElevator:
    """A reverse elevator for :func:`wizard.core.ops.undo.undo_step`: one journal entry, undone as admin."""

    def reverse(entry: JournalEntry, ctx: OpContext) -> str:
        document = {
            "schema": PLAN_SCHEMA, "mode": "undo", "kind": entry.kind, "record": entry.record,
            "step": ctx.step, "dry_run": ctx.dry_run,
            "backup_dir": str(ctx.backup_dir) if ctx.backup_dir else None,
        }
        result = read_result(_run_child(document, launch, journal or Journal(), ctx))
        if result.error:
            raise ElevationError(result.error, hint=result.hint, reference="elevation-undo-failed")
        return result.results[0].detail if result.results else ""

    return reverse


def _run_child(document: Mapping[str, Any], launch: Launcher, journal: Journal, ctx: OpContext) -> bytes:
    """Journal the child's staging folder, write the plan into a fresh private folder, run the elevated child
    on it, return its result bytes."""
    run_id = ctx.backup_dir.name if ctx.backup_dir else ""
    with scratch_folder("elevate-") as folder, launching(journal, run_id) as (staging, leftovers):  # 0700
        data = _encode(document, staging, leftovers)
        plan = folder / "plan.json"
        write_bytes_atomically(plan, data)
        launch(elevated_launch(plan, sha256_bytes(data)))
        try:
            result = (folder / RESULT_NAME).read_bytes()
        except OSError as error:
            raise _no_result(folder / RESULT_NAME) from error
        if _staging_refused(result):  # someone else's folder at that name: never ours to remove
            forget(journal, [staging])
        return result


def _staging_refused(result: bytes) -> bool:
    try:
        document = json.loads(result)
    except ValueError:
        return False
    return isinstance(document, dict) and document.get(STAGING_REFUSED) is True


def _no_result(path: Path) -> ChildLostError:
    return ChildLostError(
        tr("Elevation", "The administrator helper ended without reporting what it did."),
        hint=tr("Elevation", "What it may have changed was rolled back, or waits in the list of changes to "
                "undo; check the log, then try again."),
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
    """The child's first act: read the plan once and check the pinned hash before trusting a byte.

    A plan that cannot be read, or whose pinned bytes do not hold what a plan holds, is refused as bad input
    (exit 2) before anything runs: the child is also a command a person can type.
    """
    try:
        data = plan.read_bytes()
    except OSError as error:
        raise _bad_plan(plan, error.strerror or str(error)) from None
    if not hmac.compare_digest(sha256_bytes(data), sha256.lower()):
        raise ElevationError(
            tr("Elevation", "The plan file changed after the wizard wrote it; nothing was done."),
            hint=tr("Elevation", "Something modified it on the way. Run the wizard again."),
            context={"plan": plan},
            reference="elevation-plan-tampered",
        )
    try:
        document = parse_document(data)
    except DocumentError as error:
        raise _bad_plan(plan, error.problem) from None
    _check_shape(plan, document)
    return cast("Mapping[str, Any]", document)


def _bad_plan(plan: Path, problem: str) -> BadInputError:
    return BadInputError(
        tr("Elevation", "The plan file {path} cannot be used: {problem}.").format(path=plan, problem=problem),
        hint=tr("Elevation", "Only the wizard starts this command, with a plan it has just written; run the "
                "wizard's own command again instead."),
        reference="elevation-bad-plan",
    )


def _check_shape(plan: Path, document: object) -> None:
    """What :func:`run_elevated_plan` reads must be there, with the right types (no KeyError later)."""
    if not isinstance(document, dict):
        raise _bad_plan(plan, tr("Elevation", "it is not a JSON object"))
    if document.get("mode") == "undo":
        wanted: dict[str, type | tuple[type, ...]] = {"kind": str, "record": dict, "dry_run": bool}
    else:
        wanted = {"operations": list, "step": str}
    wanted.update(staging=str, cleanup=list)
    for key, kind in wanted.items():
        if not isinstance(document.get(key), kind):
            raise _bad_plan(plan, tr("Elevation", "it has no valid \"{key}\"").format(key=key))
    for item in document.get("operations", ()):
        if not (isinstance(item, dict) and isinstance(item.get("kind"), str) and isinstance(item.get("params"), dict)):
            raise _bad_plan(plan, tr("Elevation", "an operation has no valid \"kind\" and \"params\""))


def _operations_of(document: Mapping[str, Any]) -> tuple[list[Operation], OpContext]:
    operations = []
    for item in document["operations"]:
        check_operation(item["kind"], item["params"])
        operations.append(build_operation(item["kind"], item["params"]))
    return operations, OpContext(step=str(document["step"]), backup_dir=_backup_dir_of(document), elevated=True)


def run_elevated_plan(plan: Path, sha256: str) -> int:
    """Apply (or undo) a verified plan in this (elevated) process and write ``result.json`` next to it.

    Everything it stages is inside its own staging folder, which it makes at the name the plan gives (the
    parent journaled it first) and removes at the end; first it removes the dead runs' folders the plan
    lists. Every one of those paths is re-checked here.
    """
    document = load_verified_plan(plan, sha256)
    restrict_new_files()  # POSIX: nothing it makes in admin-only folders is group- or world-writable
    staging = check_staging(document["staging"])
    cleanup = [check_staging(folder) for folder in document["cleanup"]]
    undoing = document.get("mode") == "undo"
    if undoing:
        check_record(str(document["kind"]), document["record"])
        operations: list[Operation] = []
        ctx = _undo_context(document)
    else:
        operations, ctx = _operations_of(document)  # every path checked before anything is made
    try:
        with helper_staging(staging):
            remove_dead(cleanup)
            return _run_undo(plan, document, ctx) if undoing else _run_apply(plan, operations, ctx)
    except StagingTakenError:
        return _write_result(plan, {
            "results": [], STAGING_REFUSED: True,
            "error": tr("ElevatedStaging", "The administrator helper's own folder {path} exists already; "
                        "nothing was done.").format(path=staging),
            "hint": tr("ElevatedStaging", "Something else made it. Run the wizard again: it picks a new name."),
        })


def _run_apply(plan: Path, operations: Sequence[Operation], ctx: OpContext) -> int:
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


def _undo_context(document: Mapping[str, Any]) -> OpContext:
    return OpContext(dry_run=bool(document["dry_run"]), step="undo", backup_dir=_backup_dir_of(document),
                     elevated=True)


def _backup_dir_of(document: Mapping[str, Any]) -> Path | None:
    """The plan's folder for backups, checked like every path of it (None: the plan names none)."""
    return checked_folder(document["backup_dir"]) if document.get("backup_dir") else None


def _run_undo(plan: Path, document: Mapping[str, Any], ctx: OpContext) -> int:
    try:
        message = reverse_record(str(document["kind"]), document["record"], ctx)
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
