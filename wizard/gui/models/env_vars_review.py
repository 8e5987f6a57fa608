"""What the Environment variables page shows before and after applying, without Qt.

The operations come from core (:mod:`wizard.core.envvars.env_ops`); this module turns them into what the page
paints: PATH as programs see it now and after the change (new entries marked ``+``), the warning when an
older CUDA still comes first, and the result line of a run. Texts keep the page's context, ``EnvVarsPage``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr, tr_n
from wizard.core.envvars.cuda import cuda_version_of, older_cuda_first
from wizard.core.envvars.env_ops import AddToPath, path_after
from wizard.core.envvars.pathlist import split_path
from wizard.core.plan import StepId
from wizard.platform.host import HOST_OS

if TYPE_CHECKING:
    from collections.abc import Callable, Generator

    from wizard.basics.events import Event
    from wizard.core.envvars.model import Scope
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.run_report import OpReport, RunReport
    from wizard.gui.session import Session

    StepFactory = Callable[[], Generator[Event, None, Any]]


def plan_operations(session: Session, scope: Scope) -> list[Any]:
    """The plan's ``set-env-vars`` step (wizard.core.steps.toolkit), in the folder the Install CUDA page used.

    This OS, as on the install pages: the changes are made here, through this OS's backend, to the folder
    the Install CUDA page put the toolkit in (else NVIDIA's default; not the OS of a facts file from another
    machine).
    """
    from wizard.core.steps.toolkit import path_operations

    if session.plan is None:
        return []
    return path_operations(session.plan, session.cuda_root, scope, host_os=HOST_OS)


@dataclass(frozen=True)
class PathReview:
    """PATH entries now and after the change (each after-entry is prefixed "+ " when new, else two
    spaces), and the banner's message and hint when an older CUDA comes first afterwards ("" when not)."""

    before: list[str]
    after: list[str]
    warning: tuple[str, str] = ("", "")


def review_path(operations: list[Any], scope: Scope) -> PathReview:
    """PATH as programs see it (on Windows the system PATH comes before the user's: both, in order)."""
    path_ops = [op for op in operations if isinstance(op, AddToPath) and op.variable == "PATH"]
    if not path_ops:
        return PathReview([], [])
    backend = path_ops[0].resolved_backend()
    stored = backend.current_path(scope, "PATH")
    before = backend.effective_path(scope, stored)
    after = backend.effective_path(scope, path_after(operations, stored, backend.flavor))
    old = set(split_path(before, backend.flavor))
    marked = [("  " if entry in old else "+ ") + entry for entry in split_path(after, backend.flavor)]
    wanted = next((v for v in (cuda_version_of(op.entry) for op in path_ops) if v), None)
    warnings = older_cuda_first(after, wanted, backend.flavor) if wanted else []
    warning = _older_cuda_note(warnings[0]) if warnings else ("", "")
    return PathReview(split_path(before, backend.flavor), marked, warning)


def _older_cuda_note(first: Any) -> tuple[str, str]:
    return (
        tr("EnvVarsPage", "An older CUDA ({old}) comes first on PATH: {entry}").format(
            old=".".join(map(str, first.version)), entry=first.entry),
        tr("EnvVarsPage", "Programs may load its libraries instead of CUDA {new}. Remove it from "
                          "PATH, or uninstall that CUDA, if TensorFlow reports the wrong version.").format(
            new=".".join(map(str, first.wanted))),
    )


def previews_change_something(operations: list[Any]) -> bool:
    """Whether applying ``operations`` would change anything (a PATH we must not touch: no)."""
    try:
        return any(operation.preview().changes for operation in operations)
    except WizardError:
        return False


def applied_count(report: RunReport) -> int:
    """How many changes a successful run made (each has a journal entry)."""
    return sum(1 for item in report.items if item.entry_id)


def applied_text(report: RunReport) -> str:
    """The result line after a successful run."""
    return tr_n("EnvVarsPage", "Done: %n change(s) applied. Programs started from now on see them; open a new "
                               "terminal.", applied_count(report))


def apply_step(operations: list[Any], journal: Journal) -> StepFactory:
    """The step that applies ``operations`` under ``journal`` as the plan's ``set-env-vars`` step (elevating only
    system-scope changes), each change's fate reported (:meth:`~wizard.core.steps.run.StepRun.journal_each`)."""
    from wizard.core.steps.run import StepRun

    run = StepRun(StepId.SET_ENV_VARS, list(operations))
    return lambda: run.journal_each(journal)


def undo_last_step(journal: Journal) -> StepFactory:
    """The step that undoes the last run (this page's changes) from ``journal``."""
    from wizard.core.ops.elevation import make_reverse_elevator
    from wizard.core.ops.kinds import load_all_kinds
    from wizard.core.ops.undo import undo_step

    load_all_kinds()  # the last run may be another front-end's
    return lambda: undo_step(journal, "last", elevator=make_reverse_elevator())


def first_failure(report: RunReport) -> OpReport:
    """The operation a failed run stopped at."""
    return next(item for item in report.items if item.outcome is None or item.error)
