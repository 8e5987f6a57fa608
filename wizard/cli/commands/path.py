"""``tfgpu-wizard path add|remove DIR [--scope user|system] [--dry-run]``: previewed, undoable PATH edits.

The change is shown first (PATH before/after and the files or registry value it touches), then applied
and journaled; ``tfgpu-wizard undo --last`` reverses it exactly. System scope asks for admin once.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``path`` command."""
    parser = subparsers.add_parser("path", help=tr("PathCli", "add a folder to PATH or remove it, undoably"))
    parser.add_argument("action", choices=["add", "remove"], help=tr("PathCli", "add or remove"))
    parser.add_argument("folder", metavar="DIR", help=tr("PathCli", "the folder, e.g. the CUDA bin folder"))
    parser.add_argument(
        "--scope", choices=["user", "system"], default="user",
        help=tr("PathCli", "user (default, no admin) or system (all users, asks for admin)"),
    )
    parser.add_argument(
        "--variable", default="PATH", help=tr("PathCli", "a PATH-like variable (default: PATH)")
    )
    parser.add_argument("--dry-run", action="store_true", help=tr("PathCli", "show the change, make none"))
    parser.set_defaults(handler=run_path)


def run_path(args: argparse.Namespace) -> int:
    """Preview, warn, apply (unless dry-run), report."""
    from wizard.basics.events import run_to_completion
    from wizard.cli.prompts import print_preview, print_run_report
    from wizard.core.ops.journal import Journal
    from wizard.core.plan import StepId
    from wizard.core.steps.run import StepRun
    from wizard.core.steps.toolkit import path_edit_operations

    run = StepRun(StepId.SET_ENV_VARS, path_edit_operations(args.action, args.folder, scope=args.scope,
                                                            variable=args.variable))
    for described, preview in run.previews():
        print_preview(preview, described)
    for operation in run.operations:
        print_cuda_warnings(operation)
    report = run_to_completion(run.journal_each(Journal(), dry_run=args.dry_run))[1]
    print_run_report(report)
    return 0 if report.ok else 1


def print_cuda_warnings(operation: Any) -> None:
    """Warn when another, older CUDA still comes first on PATH (its DLLs would be loaded instead)."""
    from wizard.core.envvars.cuda import cuda_version_of, older_cuda_first
    from wizard.core.envvars.env_ops import path_after

    wanted = cuda_version_of(operation.entry)
    if wanted is None or operation.variable != "PATH":
        return
    backend = operation.resolved_backend()
    stored = backend.current_path(operation.scope, "PATH")
    after = backend.effective_path(operation.scope, path_after([operation], stored, backend.flavor))
    for warning in older_cuda_first(after, wanted, backend.flavor):
        sys.stdout.write(
            tr("PathCli", "warning: {entry} (CUDA {old}) comes before CUDA {new} on PATH.").format(
                entry=warning.entry, old=".".join(map(str, warning.version)), new=".".join(map(str, wanted))
            ) + "\n"
        )
