"""``tfgpu-wizard install-cudnn --archive FILE --into CUDA_ROOT [--plan PLAN.json] [--dry-run]``: preview, copy.

The archive is checked (checksum when known, every member pre-scanned), unpacked into a private staging
folder, recognised and checked against the catalog; the preview lists every file added or replaced; then
the copy runs as a transaction and is journaled, so ``tfgpu-wizard undo`` puts the folder back.
``--user-folder`` is the no-admin route: cuDNN goes into a folder of the user's, added to the user's
library search path. With ``--plan`` the plan is checked as ``apply`` checks it, and the archive (its name, then the
version header inside it) the cuDNN the plan needs (``--accept-alternative``: or one of its alternatives').
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any, TypeVar

from wizard.basics.errors import BadInputError
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.basics.i18n import tr
from wizard.core.pyenv.progress import BYTES_KEY, bytes_text

R = TypeVar("R")


def register(subparsers: Any) -> None:
    """Add the ``install-cudnn`` command."""
    parser = subparsers.add_parser(
        "install-cudnn", help=tr("CudnnCli", "copy cuDNN into a CUDA folder (undoable)"))
    parser.add_argument("--archive", required=True, metavar="FILE",
                        help=tr("CudnnCli", "the cuDNN zip or tar.xz from NVIDIA"))
    parser.add_argument("--into", type=Path, required=True, metavar="CUDA_ROOT",
                        help=tr("CudnnCli", "the CUDA folder (or, with --user-folder, a folder of yours)"))
    add_plan_options(parser)
    parser.add_argument("--sha256", metavar="HEX", help=tr("CudnnCli", "expected sha256 of the archive"))
    parser.add_argument("--user-folder", action="store_true",
                        help=tr("CudnnCli", "no admin: use a folder of yours and add it to your path"))
    parser.add_argument("--zlibwapi", type=Path, metavar="FILE",
                        help=tr("CudnnCli", "zlibwapi.dll or the conda-forge libzlib-wapi package (Windows)"))
    parser.add_argument("--zlibwapi-sha256", metavar="HEX", help=tr("CudnnCli", "its sha256"))
    parser.add_argument("--dry-run", action="store_true",
                        help=tr("CudnnCli", "show what would change, change nothing"))
    parser.set_defaults(handler=run_install_cudnn)


def add_plan_options(parser: argparse.ArgumentParser) -> None:
    """``--plan`` and ``--accept-alternative``, shared by install-cuda and install-cudnn."""
    parser.add_argument("--plan", type=Path, metavar="PLAN.json",
                        help=tr("CudnnCli", "check the file against this plan (made for this machine)"))
    parser.add_argument("--accept-alternative", action="store_true",
                        help=tr("CudnnCli", "a file for another working plan of --plan is fine: follow that one"))


def plan_of(args: argparse.Namespace) -> Any:
    """The ``--plan`` document, checked as every plan that changes this machine is; None without ``--plan``."""
    if args.plan is None:
        return None
    from wizard.cli.inputs import read_plan_for_this_machine

    return read_plan_for_this_machine(args.plan)


def report_alternative(alternative: Any) -> None:
    """Say which of the plan's alternatives the file is used for (after ``--accept-alternative``)."""
    if alternative is not None:
        from wizard.core.install.inputs import describe_plan

        print(tr("CudnnCli", "The file fits another working plan; following it: {plan}.").format(
            plan=describe_plan(alternative)))


def mismatch_hint(error: Any) -> None:
    """Add the CLI's way out to a mismatch that one of the plan's alternatives would accept."""
    from wizard.core.install.inputs import InputMismatchError, describe_plan

    if isinstance(error, InputMismatchError) and error.alternative is not None:
        error.hint += "\n" + tr("CudnnCli", "Or add --accept-alternative to follow this working plan instead: "
                                            "{plan}.").format(plan=describe_plan(error.alternative))


def drive(step: Generator[Event, None, R]) -> R:
    """Render a step's events on the terminal and return its result."""
    shown: dict[str, int] = {}
    while True:
        try:
            event = next(step)
        except StopIteration as stop:
            result: R = stop.value
            return result
        if isinstance(event, Started):
            print(event.label, file=sys.stderr)
        elif isinstance(event, Advanced) and event.total and event.key == BYTES_KEY:
            if event.done * 10 // event.total > shown.get(event.key, -1):
                shown[event.key] = event.done * 10 // event.total
                print(f"  {bytes_text(event.done, event.total)}", file=sys.stderr)
        elif isinstance(event, Advanced) and event.total:
            percent = event.done * 100 // event.total
            if percent >= shown.get(event.key, -10) + 10:
                shown[event.key] = percent
                print(f"  {percent}%", file=sys.stderr)
        elif isinstance(event, LogLine):
            warning = event.level == "warning"
            print(tr("Errors", "warning: {message}").format(message=event.text) if warning else event.text,
                  file=sys.stderr)
        elif isinstance(event, Finished) and not event.ok and event.detail:
            print(event.detail, file=sys.stderr)


def print_preview(title: str, diff: str) -> None:
    """The Review-changes text: a title and a unified diff."""
    print(title)
    print(diff or tr("CudnnCli", "(no change)"))


def run_install_cudnn(args: argparse.Namespace) -> int:
    """Prepare and preview; in dry-run stop after the preflight; else copy and journal."""
    from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda, user_folder_operations
    from wizard.core.install.inputs import check_cudnn_archive, check_cudnn_header
    from wizard.core.ops.elevation import make_elevator, make_reverse_elevator
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import run_journaled_step
    from wizard.platform.host import HOST_OS

    if args.zlibwapi is not None:
        from wizard.cli.inputs import existing_file

        existing_file(args.zlibwapi, "--zlibwapi")
    catalog = _catalog()
    plan = plan_of(args)
    try:
        found, alternative = check_cudnn_archive(args.archive, plan, catalog,
                                                 accept_alternative=args.accept_alternative)
    except BadInputError as error:
        mismatch_hint(error)
        raise
    sha256 = args.sha256 or found.sha256
    if sha256:
        print(tr("CudnnCli", "The archive will be checked against sha256 {sha256}.").format(sha256=sha256))
    else:
        print(tr("CudnnCli", "No checksum is known for this archive: it is checked by its contents only."))
    op = CopyCudnnIntoCuda(
        archive=str(found.path.resolve()), into=str(args.into.resolve()), os=HOST_OS, sha256=sha256,
        zlibwapi=str(args.zlibwapi) if args.zlibwapi else None, zlibwapi_sha256=args.zlibwapi_sha256,
        user_folder=args.user_folder, catalog=catalog)
    _warn_interrupted(Journal())
    try:
        prepared = drive(op.prepare_step())
        try:
            alternative = check_cudnn_header(found, prepared.layout.version, alternative or plan, catalog,
                                             accept_alternative=args.accept_alternative) or alternative
        except BadInputError as error:
            mismatch_hint(error)
            raise
        report_alternative(alternative)
        preview = op.preview()
        print_preview(preview.title, preview.diff())
        operations: list[Any] = [op, *(user_folder_operations(op) if args.user_folder else [])]
        run = drive(run_journaled_step(operations, Journal(), step="install-cudnn", dry_run=args.dry_run,
                                       elevator=make_elevator(), reverse_elevator=make_reverse_elevator()))
    finally:
        op.discard()
    if args.dry_run:
        print(tr("CudnnCli", "Dry run: the checks passed and nothing was changed."))
    else:
        done = tr("CudnnCli", "cuDNN is installed; {count} changes were journaled (undo: tfgpu-wizard undo).")
        print(done.format(count=len(run.entries)))
    return 0


def _warn_interrupted(journal: Any) -> None:
    """Changes a crash interrupted are completed by ``undo``, never silently here (not even in dry-run)."""
    interrupted = journal.interrupted()
    if interrupted:
        print(tr("CudnnCli", "warning: {count} earlier changes were interrupted before they finished (see "
                 "'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes them.").format(
                     count=len(interrupted)), file=sys.stderr)


def _catalog() -> Any:
    """The bundled catalog, or None when it cannot be read (the archive is then checked by its version)."""
    from wizard.core.catalog.load import catalog_or_none

    return catalog_or_none()
