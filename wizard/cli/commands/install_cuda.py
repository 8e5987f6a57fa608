"""``tfgpu-wizard install-cuda --installer FILE [--plan PLAN.json] [--into DIR] [--dry-run]``: NVIDIA's installer.

The version comes from the catalog row of the installer's name, else the name itself
(``cuda_11.8.0_520.61.05_linux.run``), unless ``--version`` says otherwise; the checksum from
``--sha256``/``--md5`` or from the catalog row of that file. No checksum, no run. Toolkit only: the display
driver is never installed. With ``--plan`` the plan is checked as ``apply`` checks it (this machine's, or
the same plan made again here: wizard.core.apply.host_check), and the installer must be the CUDA the plan
needs (``--accept-alternative``: or one of the plan's working alternatives).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.cli.plan_options import add_plan_options, bundled_catalog, mismatch_hint, plan_of, report_alternative


def register(subparsers: Any) -> None:
    """Add the ``install-cuda`` command."""
    parser = subparsers.add_parser(
        "install-cuda", help=tr("CudaCli", "install the CUDA toolkit silently (no driver)"))
    parser.add_argument("--installer", required=True, metavar="FILE",
                        help=tr("CudaCli", "NVIDIA's cuda_..._linux.run or cuda_..._windows.exe"))
    add_plan_options(parser)
    parser.add_argument("--into", type=Path, metavar="DIR",
                        help=tr("CudaCli", "toolkit folder (Linux only; default /usr/local/cuda-X.Y)"))
    parser.add_argument("--version", dest="cuda_version", metavar="X.Y",
                        help=tr("CudaCli", "CUDA version (default: from the file name)"))
    parser.add_argument("--sha256", metavar="HEX", help=tr("CudaCli", "expected sha256 of the installer"))
    parser.add_argument("--md5", metavar="HEX",
                        help=tr("CudaCli", "expected md5 (NVIDIA's Installer Checksums)"))
    parser.add_argument("--override-compiler-check", action="store_true",
                        help=tr("CudaCli", "pass --override to the Linux runfile (unsupported gcc)"))
    parser.add_argument("--dry-run", action="store_true",
                        help=tr("CudaCli", "show what would run, run nothing"))
    parser.set_defaults(handler=run_install_cuda)


def run_install_cuda(args: argparse.Namespace) -> int:
    """Preview, then install (or skip) and journal."""
    from wizard.basics.validate import check_version
    from wizard.cli.drive import drive
    from wizard.cli.prompts import print_diff
    from wizard.core.install.cuda_installer import default_cuda_root
    from wizard.core.install.inputs import check_cuda_installer
    from wizard.core.ops.elevation import make_elevator, make_reverse_elevator
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import run_journaled_step
    from wizard.core.plan import StepId
    from wizard.core.steps.toolkit import cuda_operations
    from wizard.platform.host import HOST_OS

    plan = plan_of(args)
    try:
        found, alternative = check_cuda_installer(
            args.installer, HOST_OS, plan, bundled_catalog(), stated_version=args.cuda_version,
            accept_alternative=args.accept_alternative)
    except BadInputError as error:
        mismatch_hint(error)
        raise
    report_alternative(alternative)
    version = args.cuda_version or found.version
    if version is None:
        raise BadInputError(
            tr("CudaCli", "The CUDA version cannot be read from the name {name}.").format(
                name=found.path.name),
            hint=tr("CudaCli", "Add --version X.Y."),
        )
    check_version(version, "CUDA", min_parts=2)
    default = default_cuda_root(HOST_OS, version)
    if HOST_OS == "windows" and args.into is not None and args.into != default:
        raise BadInputError(
            tr("CudaCli", "On Windows NVIDIA's silent installer always uses {path}.").format(path=default),
            hint=tr("CudaCli", "Leave out --into."),
        )
    sha256, md5 = args.sha256, args.md5
    if not sha256 and not md5:
        sha256, md5 = found.sha256, found.md5
    operations = cuda_operations(installer=str(found.path.resolve()), version=version, into=args.into or default,
                                 sha256=sha256, md5=md5, override_compiler_check=args.override_compiler_check)
    preview = operations[0].preview()
    print_diff(preview.title, preview.diff())
    run = drive(run_journaled_step(operations, Journal(), step=StepId.INSTALL_CUDA, dry_run=args.dry_run,
                                   elevator=make_elevator(), reverse_elevator=make_reverse_elevator()))
    if args.dry_run:
        print(tr("CudaCli", "Dry run: nothing was run or changed."))
    elif not run.entries:
        print(tr("CudaCli", "CUDA {version} is already installed; nothing to do.").format(version=version))
    else:
        print(tr("CudaCli", "CUDA {version} is installed.").format(version=version))
    return 0
