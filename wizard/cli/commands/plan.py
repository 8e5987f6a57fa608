"""``tfgpu-wizard plan``: choose TensorFlow, Python, CUDA and cuDNN for a machine (or a facts file), and why.

``--list-versions`` prints the TensorFlow releases offered instead (``wizard.cli.version_list``).
Exit codes: 0 a plan that works; 3 the wish cannot be met (the plan, its blockers and the alternatives
are still printed, as JSON with ``--json``); 2 bad input (unreadable facts file, malformed option,
unknown TensorFlow version), reported by the dispatcher from the :class:`BadInputError`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.i18n import tr
from wizard.cli.framework_option import add_framework_option
from wizard.cli.tables import display_width, pad
from wizard.core.by_hand.commands import manual_steps
from wizard.core.by_hand.model import ManualStep
from wizard.core.plan import ROUTES, Blocker, Plan
from wizard.core.planner.advice import render_fixes, route_name

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.report.model import SourceRef

EXIT_OK = 0
EXIT_UNMET = 3


def register(subparsers: Any) -> None:
    """Add the ``plan`` command."""
    parser = subparsers.add_parser(
        "plan", help=tr("PlanCli", "choose TensorFlow, Python, CUDA and cuDNN versions that work together")
    )
    parser.add_argument(
        "--facts",
        type=Path,
        metavar="FILE",
        help=tr("PlanCli", "plan for the machine described in this file"),
    )
    parser.add_argument(
        "--tf", metavar="V", help=tr("PlanCli", "TensorFlow version: 2.4.0, 2.4 or newest")
    )
    add_framework_option(parser, for_plan=True)
    parser.add_argument("--route", choices=ROUTES, help=tr("PlanCli", "how to install (default: automatic)"))
    parser.add_argument("--python", metavar="X.Y", help=tr("PlanCli", "Python version (default: automatic)"))
    parser.add_argument(
        "--allow-driver-upgrade", action="store_true", default=None, help=tr("PlanCli", "allow a newer NVIDIA driver")
    )
    parser.add_argument("--json", action="store_true", help=tr("PlanCli", "print the plan as JSON"))
    parser.add_argument(
        "--list-versions",
        action="store_true",
        help=tr("PlanCli", "list the TensorFlow versions offered for this machine and route, with their Pythons"),
    )
    parser.set_defaults(handler=run_plan)


def run_plan(args: argparse.Namespace) -> int:
    """Read or probe the facts, plan, print; 0 when the plan works, 3 when it is blocked."""
    from wizard.basics.facts import load_facts
    from wizard.core.planner import make_plan

    if args.facts is not None:
        facts = load_facts(args.facts)
    else:
        from wizard.core.probe import probe_machine

        facts = probe_machine()
    from wizard.core.planner.wish_sources import resolve_wishes

    wishes = resolve_wishes(
        tensorflow=args.tf, route=args.route, python=args.python, allow_driver_upgrade=args.allow_driver_upgrade,
        framework=args.framework,
    )
    if args.list_versions:
        from wizard.cli.version_list import list_versions

        return list_versions(facts, wishes, args.json)
    plan = make_plan(facts, wishes)
    windows_host = facts.os.family == "windows"
    sys.stdout.write(plan.to_json() + "\n" if args.json else render_plan(plan, windows_host=windows_host, facts=facts))
    return EXIT_OK if plan.ok else EXIT_UNMET


def _table(rows: list[tuple[str, str]]) -> list[str]:
    width = max(display_width(label) for label, _ in rows)
    return [f"  {pad(label, width)}  {value}" for label, value in rows]


def _reason_lines(plan: Plan) -> list[str]:
    """Each reason's sentence, then the documents it rests on by title and address (no rule or source ids:
    they mean nothing to a reader)."""
    from wizard.core.report.build import catalog_sources, reason_row

    sources = catalog_sources()
    lines = []
    for reason in plan.reasons:
        row = reason_row(reason, sources)
        text = tr("PlanCli", "- {choice}: {why}").format(choice=row.choice, why=row.why)
        cited = [_source_line(s) for s in row.sources if s.title or s.url]
        lines.append("\n    ".join([text, tr("PlanCli", "Sources:"), *cited]) if cited else text)
    return lines


def _source_line(source: SourceRef) -> str:
    """One source on one line: its title, what it is in plain words, and its address where it has one.

    A dash, not a colon, parts the English title from the summary: a Chinese colon beside English would be
    wrong in both languages."""
    words = f"{source.title} — {source.summary}" if source.summary else source.title
    return f"  {words} {source.url}".rstrip()


def render_plan(plan: Plan, *, windows_host: bool = False, facts: MachineFacts | None = None) -> str:
    """The plan as aligned text: versions, reasons, warnings, blockers, alternatives, steps, commands left."""
    head = tr("PlanCli", "Plan") if plan.ok else tr("PlanCli", "No plan for this wish")
    lines = [tr("PlanCli", "{head}: {summary}").format(head=head, summary=plan.summary), *_table(_version_rows(plan))]
    reasons = _reason_lines(plan)
    lines += _section(tr("PlanCli", "Why"), reasons)
    lines += _section(tr("PlanCli", "Warnings"), [f"! {w.message}" for w in plan.warnings])
    lines += _section(tr("PlanCli", "Blockers"), [_blocker_lines(b) for b in plan.blockers])
    lines += _section(
        tr("PlanCli", "Alternatives"), [f"{i}. {a.summary}" for i, a in enumerate(plan.alternatives, 1)]
    )
    lines += _section(
        tr("PlanCli", "Steps"), [_step_line(i, s.title, s.needs_admin) for i, s in enumerate(plan.steps, 1)]
    )
    manual = [_manual_lines(step) for step in manual_steps(plan, windows_host, facts)]
    if plan.route == "wsl2" and windows_host:  # wizard.core.wsl.handoff: the Python side is made inside WSL
        then = tr("PlanCli", "Then, inside WSL2: install tfgpu-wizard there and run 'tfgpu-wizard plan --json > "
                             "plan.json' and 'tfgpu-wizard apply --plan plan.json' there. Or by hand")
    else:
        then = tr("PlanCli", "Then: tfgpu-wizard apply --plan PLAN.json carries out every step (PLAN.json from "
                             "plan --json). Or by hand")
    lines += _section(then, manual)
    return "\n".join(lines) + "\n"


def _manual_lines(step: ManualStep) -> str:
    """A step left to the user: its title, what to do first, the commands, then what success looks like."""
    return "\n    ".join(part for part in (step.title, step.intro, *step.commands, step.note) if part)


def _blocker_lines(blocker: Blocker) -> str:
    """The blocker, then its fixes in CLI words (with the options to pass), else its advice."""
    fix = render_fixes(blocker.fixes, "cli") or blocker.fix
    return f"x {blocker.message}  [{blocker.code}]\n    {tr('PlanCli', 'fix:')} {fix}"


def _version_rows(plan: Plan) -> list[tuple[str, str]]:
    none = tr("PlanCli", "none")
    tf = plan.tensorflow
    driver = tr("PlanCli", "{version} or newer").format(version=plan.driver_min) if plan.driver_min else none
    build = plan.framework_build
    framework = [(tr("PlanCli", "Framework"), _framework_cell(plan))] if build is not None else []
    return [
        (tr("PlanCli", "Route"), f"{plan_route_name(plan)}  [{plan.route}]"),
        *framework,
        (tr("PlanCli", "TensorFlow"), _tensorflow_cell(plan) if tf else none),
        (tr("PlanCli", "Python"), plan.python or none),
        (tr("PlanCli", "CUDA"), plan.cuda or none),
        (tr("PlanCli", "cuDNN"), plan.cudnn or none),
        (tr("PlanCli", "Driver"), driver),
    ]


def plan_route_name(plan: Plan) -> str:
    """The route in words; a plan whose wheels carry CUDA says so (its Windows route installs no CUDA)."""
    from wizard.core.planner.framework_plan import framework_route_name

    own_wheels = plan.tensorflow is None and plan.framework != "tensorflow"
    return framework_route_name(plan.route) if own_wheels else route_name(plan.route)


def _framework_cell(plan: Plan) -> str:
    """A PyTorch, JAX or Keras plan's release, build and pins; the torch family's with the index it comes from."""
    from wizard.core.plan import FRAMEWORK_NAMES

    build = plan.framework_build
    assert build is not None
    parts = [f"{FRAMEWORK_NAMES[build.framework]} {build.version}" + (f" ({build.build})" if build.build else "")]
    if build.requirements:
        pins = '" "'.join(build.requirements)
        parts.append(tr("PlanCli", "pip install \"{requirements}\"").format(requirements=pins))
    if build.build_requirements:
        parts.append(tr("PlanCli", "{requirements} only from {index}").format(
            requirements=" ".join(build.build_requirements), index=build.build_index))
    return "  ".join(parts)


def _tensorflow_cell(plan: Plan) -> str:
    """The release and how it arrives: the pip requirement, or (empty requirement) the conda packages."""
    tf = plan.tensorflow
    assert tf is not None
    if tf.requirement or not plan.conda_packages:
        return f'{tf.version}  (pip install "{tf.requirement}")'
    return tr("PlanCli", "{version}  (conda packages: {packages})").format(
        version=tf.version, packages=" ".join(plan.conda_packages))


def _section(title: str, items: list[str]) -> list[str]:
    return ["", tr("PlanCli", "{title}:").format(title=title), *(f"  {item}" for item in items)] if items else []


def _step_line(number: int, title: str, needs_admin: bool) -> str:
    line = f"{number}. {title}"
    return tr("PlanCli", "{step}  (needs administrator rights)").format(step=line) if needs_admin else line
