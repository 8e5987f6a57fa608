"""``tfgpu-wizard probe [--json]``: what this machine has, judged ok/info/warn/fail, or the facts as JSON.

No GPU is a result, not a failure, so both forms exit 0. The probe is imported inside the handler to keep
the start of every other command fast.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from wizard.basics.i18n import tr
from wizard.cli.tables import display_width, pad


def register(subparsers: Any) -> None:
    """Add the ``probe`` command."""
    parser = subparsers.add_parser("probe", help=tr("Cli", "check this computer: driver, GPUs, CUDA, Python"))
    parser.add_argument("--json", action="store_true", help=tr("Cli", "print the machine facts as JSON"))
    parser.set_defaults(handler=run_probe)


def run_probe(args: argparse.Namespace) -> int:
    """Probe, then print a report or the JSON document; always 0 (the findings say what is wrong)."""
    from wizard.core.probe import probe_machine

    facts = probe_machine()
    if args.json:
        sys.stdout.write(facts.to_json() + "\n")
    else:
        from wizard.core.probe.findings import judge_facts

        sys.stdout.write(render_findings(judge_facts(facts)))
    return 0


def render_findings(findings: list[Any]) -> str:
    """Sections with aligned rows: ``[ mark ]  title  text``, each details line below its text."""
    from wizard.core.probe.findings import section_title

    marks = {"ok": tr("Probe", "ok"), "info": tr("Probe", "info"), "warn": tr("Probe", "warn"),
             "fail": tr("Probe", "fail")}
    mark_width = max(display_width(m) for m in marks.values())
    title_width = min(max((display_width(f.title) for f in findings), default=0), 40)
    indent = " " * (len("  [") + mark_width + len("]  ") + title_width + 2)
    lines: list[str] = []
    section = None
    for finding in findings:
        if finding.section != section:
            section = finding.section
            lines.extend(["", section_title(section)] if lines else [section_title(section)])
        mark = pad(marks[finding.level], mark_width)
        lines.append(f"  [{mark}]  {pad(finding.title, title_width)}  {finding.text}")
        lines.extend(indent + line for line in finding.details.splitlines() if line.strip())
        if finding.advice:
            lines.append(indent + finding.advice)
    return "\n".join(lines) + "\n"
