"""``--framework`` of ``plan``, ``apply`` and ``env create``: what to plan for, or what a plan must set up."""

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
