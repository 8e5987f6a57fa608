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
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr, tr_n
from wizard.cli.plan_options import add_plan_options, bundled_catalog, mismatch_hint, plan_of, report_alternative

if TYPE_CHECKING:
    from wizard.basics.events import Step
    from wizard.core.steps.run import StepRun


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


def run_install_cudnn(args: argparse.Namespace) -> int:
    """Prepare and preview; in dry-run stop after the preflight; else copy and journal."""
    from wizard.cli.drive import drive
    from wizard.cli.prompts import print_diff
    from wizard.core.install.inputs import check_cudnn_archive, check_cudnn_header
    from wizard.core.ops.journal import Journal
    from wizard.core.plan import StepId
    from wizard.core.steps.run import StepRun
    from wizard.core.steps.toolkit import cudnn_operations

    if args.zlibwapi is not None:
        from wizard.cli.inputs import existing_file

        existing_file(args.zlibwapi, "--zlibwapi")
    catalog = bundled_catalog()
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
    operations = cudnn_operations(
        archive=str(found.path.resolve()), into=args.into.resolve(), sha256=sha256,
        zlibwapi=str(args.zlibwapi) if args.zlibwapi else None, zlibwapi_sha256=args.zlibwapi_sha256,
        user_folder=args.user_folder, catalog=catalog)
    _warn_interrupted(Journal())

    def review(step_run: StepRun) -> Step[None]:
        """The archive's header against the plan (what preparing unpacked), then the copy's file list."""
        try:
            chosen = check_cudnn_header(found, step_run.prepared[0].layout.version, alternative or plan, catalog,
                                        accept_alternative=args.accept_alternative) or alternative
        except BadInputError as error:
            mismatch_hint(error)
            raise
        report_alternative(chosen)
        _, preview = step_run.previews()[0]
        print_diff(preview.title, preview.diff())
        yield from ()

    run = drive(StepRun(StepId.INSTALL_CUDNN, operations).run(Journal(), review, dry_run=args.dry_run))
    if args.dry_run:
        print(tr("CudnnCli", "Dry run: the checks passed and nothing was changed."))
    else:
        print(tr_n("CudnnCli", "cuDNN is installed; %n change(s) journaled (undo: tfgpu-wizard undo).",
                   len(run.entries)))
    return 0


def _warn_interrupted(journal: Any) -> None:
    """Changes a crash interrupted are completed by ``undo``, never silently here (not even in dry-run)."""
    interrupted = journal.interrupted()
    if interrupted:
        print(tr_n("CudnnCli", "warning: %n earlier change(s) interrupted before finishing (see "
                   "'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes them.", len(interrupted)),
              file=sys.stderr)


