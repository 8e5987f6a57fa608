"""``--plan`` and ``--accept-alternative`` of the commands that install one file (``install-cuda``,
``install-cudnn``): the plan checked as every plan that changes this machine is, and the way out of a mismatch."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr


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


def bundled_catalog() -> Any:
    """The bundled catalog, or None when it cannot be read (the archive is then checked by its version)."""
    from wizard.core.catalog.load import catalog_or_none

    return catalog_or_none()
