"""``--framework`` and ``--version`` of ``plan``, ``apply`` and ``env create``: what to plan for, or what a plan
must set up."""

from __future__ import annotations

import argparse
from typing import Any, get_args

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.plan import Framework

FRAMEWORKS: tuple[str, ...] = get_args(Framework)


def add_framework_option(parser: argparse.ArgumentParser, *, for_plan: bool) -> None:
    """``--framework tensorflow|pytorch|keras|jax`` (a bad value is argparse's usage error: exit 2)."""
    words = (tr("FrameworkCli", "the framework to set up (default: tensorflow)") if for_plan else
             tr("FrameworkCli", "refuse the plan unless it sets up this framework"))
    parser.add_argument("--framework", choices=FRAMEWORKS, default=None, help=words)


def check_plan_framework(plan: Any, wanted: str | None) -> None:
    """Refuse (exit 2) a plan that sets up another framework than ``--framework`` names; nothing is changed."""
    if wanted is None or plan.framework == wanted:
        return
    raise BadInputError(
        tr("FrameworkCli", "The plan sets up {planned}, not {wanted}, so nothing was changed.").format(
            planned=plan.framework, wanted=wanted),
        hint=tr("FrameworkCli", "Make a plan for it first: tfgpu-wizard plan --framework {wanted} --json > "
                                "plan.json").format(wanted=wanted),
        reference="plan-of-another-framework",
    )


def add_version_option(parser: argparse.ArgumentParser, *, for_plan: bool) -> None:
    """``--version V``: the chosen framework's release (``2.13.0``, ``2.13`` or ``newest``; ``--tf`` is
    TensorFlow's other name), or the release a plan must set up."""
    words = (tr("FrameworkCli", "the framework's version: 2.13.0, 2.13 or newest (default: the newest that fits)")
             if for_plan else tr("FrameworkCli", "refuse the plan unless it sets up this version (2.13.0 or 2.13)"))
    parser.add_argument("--version", metavar="V", default=None, help=words)


def planned_version(plan: Any) -> str:
    """The release of the framework ``plan`` sets up (Keras 3's own on any backend; "" when it has none)."""
    if plan.framework_build is not None:
        return str(plan.framework_build.version)
    return str(plan.tensorflow.version) if plan.tensorflow is not None else ""


def check_plan_version(plan: Any, wanted: str | None) -> None:
    """Refuse (exit 2) a plan whose framework release is not ``--version`` (that release, or one of that series);
    nothing is changed."""
    from wizard.core.planner.versions import NEWEST, is_valid_tf_wish, same_series

    if wanted is None or wanted == NEWEST:
        return
    if not is_valid_tf_wish(wanted):
        raise BadInputError(
            tr("Planner", "'{value}' is not a version: use 2.13.0, 2.13 or newest.").format(value=wanted),
            hint=tr("Planner", "For example: --version 2.13 or --version newest."))
    planned = planned_version(plan)
    if planned and same_series(planned, wanted):
        return
    raise BadInputError(
        tr("FrameworkCli", "The plan sets up {framework} {planned}, not {wanted}, so nothing was changed.").format(
            framework=plan.framework, planned=planned or "-", wanted=wanted),
        hint=tr("FrameworkCli", "Make a plan for it first: tfgpu-wizard plan --framework {framework} --version "
                                "{wanted} --json > plan.json").format(framework=plan.framework, wanted=wanted),
        reference="plan-of-another-version",
    )
