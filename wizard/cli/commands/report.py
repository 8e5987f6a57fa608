"""``tfgpu-wizard report [--format json|md|html|pdf] [--out F] [--no-redact]``: the setup report.

Machine facts (probed, or ``--facts``), the plan and why (``--plan``, else planned now), every journaled
change, verification (``--verification``) and doctor findings (``--doctor``), and what undo would do.
Redacted by default. Without ``--out`` a text format goes to standard output; PDF needs ``--out``.
PDF is drawn by Qt (:mod:`wizard.report_pdf`), imported only for PDF by :mod:`wizard.cli.report_writer`: the one
Qt import the CLI may make.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.i18n import tr

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.plan import Plan
    from wizard.core.report import Format

FORMAT_CHOICES = ("json", "md", "html", "pdf")


def register(subparsers: Any) -> None:
    """Add the ``report`` command."""
    parser = subparsers.add_parser("report", help=tr("ReportCli", "write a report of what was set up"))
    parser.add_argument("--format", choices=FORMAT_CHOICES,
                        help=tr("ReportCli", "json, md (for a GitHub issue), html or pdf (default: from --out, "
                                             "else md)"))
    parser.add_argument("--out", type=Path, metavar="FILE", help=tr("ReportCli", "write the report to this file"))
    parser.add_argument("--no-redact", action="store_true",
                        help=tr("ReportCli", "keep user, folder and computer names (secrets too)"))
    parser.add_argument("--verification", type=Path, metavar="FILE",
                        help=tr("ReportCli", "the verification result to include"))
    parser.add_argument("--doctor", type=Path, metavar="FILE", help=tr("ReportCli", "the doctor's findings to include"))
    parser.add_argument("--facts", type=Path, metavar="FILE",
                        help=tr("ReportCli", "describe the machine in this facts file instead of probing"))
    parser.add_argument("--plan", type=Path, metavar="FILE",
                        help=tr("ReportCli", "the plan to report (from 'plan --json'; default: plan now)"))
    parser.set_defaults(handler=run_report)


def run_report(args: argparse.Namespace) -> int:
    """Gather the inputs, then write or print the report."""
    from wizard.cli.report_writer import make_report_of, render_report, write_report
    from wizard.core.ops.journal import Journal
    from wizard.core.report.documents import load_document

    fmt = _format(args)
    facts = _facts(args.facts)
    plan = _plan(args.plan, facts)
    verification = load_document(args.verification, tr("ReportCli", "verification")) if args.verification else None
    doctor = load_document(args.doctor, tr("ReportCli", "doctor")) if args.doctor else None
    options: dict[str, Any] = {"facts": facts, "plan": plan, "journal": Journal(), "verification": verification,
               "doctor": doctor, "redact": not args.no_redact}
    if args.out is None:
        sys.stdout.flush()
        sys.stdout.buffer.write(render_report(make_report_of(options), fmt))
        return 0
    write_report(args.out, fmt, **options)
    sys.stderr.write(tr("ReportCli", "Report written to {path}").format(path=args.out) + "\n")
    return 0


def _format(args: argparse.Namespace) -> Format:
    from wizard.basics.errors import BadInputError
    from wizard.core.report import format_for

    fmt: Format | None = args.format
    if fmt is None and args.out is not None:
        fmt = format_for(args.out.suffix)
    fmt = fmt or "md"
    if fmt == "pdf" and args.out is None:
        raise BadInputError(
            tr("ReportCli", "A PDF report needs a file to go to."),
            hint=tr("ReportCli", "Add --out report.pdf, or choose --format md, html or json for the terminal."),
            reference="report-pdf-needs-out",
        )
    return fmt


def _facts(path: Path | None) -> MachineFacts:
    from wizard.basics.facts import load_facts

    if path is not None:
        return load_facts(path)
    from wizard.core.probe import probe_machine

    return probe_machine()


def _plan(path: Path | None, facts: MachineFacts) -> Plan:
    from wizard.core.plan import plan_from_dict
    from wizard.core.planner import make_plan
    from wizard.core.planner.wish_sources import resolve_wishes
    from wizard.core.report.documents import load_document

    if path is None:
        return make_plan(facts, resolve_wishes())
    from wizard.basics.errors import BadInputError
    from wizard.basics.serial import SchemaError

    try:
        return plan_from_dict(load_document(path, tr("ReportCli", "plan")))
    except SchemaError as error:
        raise BadInputError(
            tr("ReportCli", "The plan file {path} is not valid: {problem}").format(path=path, problem=error),
            hint=tr("ReportCli", "Create it with 'tfgpu-wizard plan --json > plan.json'."),
            reference="report-input-invalid",
        ) from error
