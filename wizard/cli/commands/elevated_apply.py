"""``tfgpu-wizard elevated-apply --plan FILE --sha256 HEX``: the hidden entry of the elevated helper.

Only the wizard itself starts this, elevated, with a plan it just wrote; see wizard/core/ops/elevation.py.
The plan names the helper's own staging folder (journaled by the parent before the helper makes it) and the
dead runs' staging folders to remove first; the helper re-checks every path (:mod:`elevation_checks`).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def register(subparsers: Any) -> None:
    """Add the hidden ``elevated-apply`` command (no help line: people never type it)."""
    parser = subparsers.add_parser("elevated-apply")
    parser.add_argument("--plan", required=True, type=Path)
    parser.add_argument("--sha256", required=True)
    parser.set_defaults(handler=run_elevated_apply)


def run_elevated_apply(args: argparse.Namespace) -> int:
    """Verify the pinned plan, apply it, write the results next to it (every kind known: they register)."""
    from wizard.core.ops.elevation import run_elevated_plan
    from wizard.core.ops.kinds import load_all_kinds

    load_all_kinds()
    return run_elevated_plan(args.plan, args.sha256)
