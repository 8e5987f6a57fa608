"""What the commands that change the machine show and ask: each change's preview, the one question before
the first change, and the outcome of each change of a run."""

from __future__ import annotations

import sys
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.platform.console import is_console


def confirm() -> None:
    """Ask once before the first change; refused without a terminal (``--yes`` goes ahead)."""
    if not is_console(sys.stdin):
        raise BadInputError(tr("EnvCli", "Not asking without a terminal."),
                            hint=tr("EnvCli", "Add --yes to go ahead, or --dry-run to only look."))
    answer = input(tr("EnvCli", "Go ahead? [y/N] "))
    if answer.strip().lower() not in ("y", "yes", "是", "好"):
        raise BadInputError(tr("EnvCli", "Stopped: nothing was changed."), reference="not-confirmed")


def print_preview(preview: Any, description: str) -> None:
    """The Review-changes text: what, then a diff of before/after."""
    sys.stdout.write(f"{description}\n")
    diff = preview.diff()
    sys.stdout.write((diff or tr("PathCli", "(nothing to change)")) + "\n\n")


def print_diff(title: str, diff: str) -> None:
    """The Review-changes text: a title and a unified diff."""
    print(title)
    print(diff or tr("CudnnCli", "(no change)"))


def print_run_report(report: Any) -> None:
    """One line per operation of a run, then the rollback, then how to undo."""
    for item in report.items:
        outcome = _outcome_label(item.outcome.value if item.outcome else "failed")
        if report.dry_run and item.outcome is not None:
            outcome = tr("UndoCli", "dry run: {outcome}").format(outcome=outcome)
        sys.stdout.write(f"[{outcome}] {item.description}\n")
        if item.detail and item.detail != item.description:
            sys.stdout.write(f"    {item.detail}\n")
        if item.error:
            sys.stderr.write(tr("Errors", "error: {message}").format(message=item.error) + "\n")
            if item.hint:
                sys.stderr.write(tr("Errors", "hint: {hint}").format(hint=item.hint) + "\n")
    for undone in report.rolled_back:
        sys.stdout.write(tr("UndoCli", "rolled back: {what}").format(what=undone.description) + "\n")
    if report.ok and not report.dry_run and any(i.entry_id for i in report.items):
        sys.stdout.write(tr("UndoCli", "To undo: tfgpu-wizard undo --last") + "\n")


def _outcome_label(outcome: str) -> str:
    """The bracketed outcome of one change, in the user's language (English keeps the journal's words)."""
    labels = {
        "modified": tr("UndoCli", "modified"),
        "no-change": tr("UndoCli", "no-change"),
        "needs-elevation": tr("UndoCli", "needs-elevation"),
        "failed": tr("UndoCli", "failed"),
    }
    return labels[outcome]
