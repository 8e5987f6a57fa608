"""``tfgpu-wizard check [--json] [--facts FILE] [--verify]``: what changed since the wizard set this computer up,
what that breaks, and the fix for each (docs/cli.md).

Exit 0: all fine; 1: something is broken; 3: something to look at; 2: no setup recorded (or bad input). The JSON
is what a fleet dashboard reads. ``--facts`` checks against a facts file instead of probing (support, tests);
``--verify`` then proves the setup's framework on every GPU (a failed proof is broken).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``check`` command."""
    parser = subparsers.add_parser("check", help=tr("CheckCli", "check that the setup still works"))
    parser.add_argument("--json", action="store_true", help=tr("CheckCli", "print the result as JSON"))
    parser.add_argument("--facts", type=Path, metavar="FILE",
                        help=tr("CheckCli", "compare with this facts file instead of probing this computer"))
    parser.add_argument("--verify", action="store_true",
                        help=tr("CheckCli", "then run a short verification on every GPU"))
    parser.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    """Probe (or read the facts), compare with the recorded setup, print what changed."""
    from wizard.basics.facts import load_facts
    from wizard.core.check.here import check_this_computer
    from wizard.core.check.record import read_setup

    record = read_setup()
    if args.facts is not None:
        now = load_facts(args.facts)
    else:
        from wizard.core.probe import probe_machine

        now = probe_machine()
    result = check_this_computer(now, record, verify=args.verify)
    if args.json:
        sys.stdout.write(json.dumps(result.to_dict(), indent=1, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render(result))
    return result.exit_code


def render(result: Any) -> str:
    """A heading, then each change with what it breaks and its fix."""
    from wizard.core.plan import framework_name

    lines = [tr("CheckCli", "Setup of {when}: {framework} {version} ({route}), catalog version {catalog}.").format(
        when=result.made_at, framework=framework_name(result.framework),
        version=result.framework_version or "-", route=result.route, catalog=result.catalog_version or "?")]
    marks = {"broken": tr("CheckCli", "broken"), "look": tr("CheckCli", "look"), "info": tr("CheckCli", "info")}
    for change in result.changes:
        lines.append(f"  [{marks[change.level]}] {change.what}")
        lines.extend(f"      {text}" for text in (change.breaks, change.fix) if text)
        if change.command:
            lines.append("      " + tr("CheckCli", "Command: {command}").format(command=change.command))
    verdict = {0: tr("CheckCli", "All fine: nothing the setup needs has changed."),
               1: tr("CheckCli", "Something the setup needs is broken; the fix is given above."),
               3: tr("CheckCli", "Nothing is broken, but something is worth a look.")}[result.exit_code]
    lines.append(verdict)
    return "\n".join(lines) + "\n"

