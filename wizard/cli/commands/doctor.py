"""``tfgpu-wizard doctor [--python PATH | --name N] [--log FILE] [--json]``: name what is wrong, cause and fix.

With ``--python`` (default: the wizard's environment, ``--name``, when it exists) it runs the library
preflight and the verification in that interpreter; with ``--log`` it explains a saved log (TensorFlow's,
CUDA's or pip's). Exit 0 when nothing is wrong, 1 when something is, 2 for bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, get_args

from wizard.basics.i18n import tr
from wizard.cli.env_default import add_env_arguments, python_to_check


def register(subparsers: Any) -> None:
    """Add the ``doctor`` command."""
    parser = subparsers.add_parser("doctor", help=tr("DoctorCli", "find out why TensorFlow does not use the GPU"))
    add_env_arguments(parser, tr("DoctorCli", "the python of the environment to check "
                                              "(default: the wizard's environment)"))
    parser.add_argument("--log", type=Path, help=tr("DoctorCli", "a saved log to explain"))
    parser.add_argument("--json", action="store_true", help=tr("DoctorCli", "print the findings as JSON"))
    parser.add_argument("--facts", type=Path, metavar="FILE",
                        help=tr("DoctorCli", "judge the GPUs in this facts file instead of this machine's"))
    parser.add_argument("--timeout", type=float, default=600.0,
                        help=tr("DoctorCli", "seconds to wait for the verification (default 600)"))
    from wizard.core.plan import Framework

    parser.add_argument("--framework", choices=get_args(Framework), default="tensorflow",
                        help=tr("DoctorCli", "which framework the environment has (default: TensorFlow)"))
    parser.set_defaults(handler=run_doctor_command)


def run_doctor_command(args: argparse.Namespace) -> int:
    """Run the doctor; print the findings (or JSON); 0 nothing wrong, 1 something is."""
    from wizard.core.doctor.run import run_doctor
    from wizard.core.pyenv.envs import made_env_python

    only_log = args.python is None and args.log is not None  # a log alone: the env is checked too when it exists
    python = made_env_python(args.name) if only_log else python_to_check(args.python, args.name)
    gpus = None
    if args.facts is not None:
        from wizard.basics.facts import load_facts

        gpus = load_facts(args.facts).gpus
    report = run_doctor(python, args.log, timeout=args.timeout, gpus=gpus, framework=args.framework)
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), indent=1, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render(report.to_dict()))
    return 0 if report.ok else 1


def render(document: dict[str, Any]) -> str:
    """Findings first (cause, fix, source), then one line each for the preflight and the verification."""
    marks = {"error": tr("DoctorCli", "problem"), "warning": tr("DoctorCli", "warning"),
             "info": tr("DoctorCli", "note")}
    lines: list[str] = []
    for finding in document["findings"]:
        lines.append(f"[{marks.get(finding['severity'], finding['severity'])}] {finding['cause']}")
        lines.append("    " + tr("DoctorCli", "fix: {fix}").format(fix=finding["fix"]))
        if finding["source"].startswith("https://"):
            lines.append("    " + tr("DoctorCli", "seen in: {source}").format(source=finding["source"]))
    if not document["findings"]:
        lines.append(tr("DoctorCli", "No known problem found."))
    preflight = document["preflight"]
    if preflight is not None:
        state = tr("DoctorCli", "all libraries found") if preflight["ok"] else tr("DoctorCli", "libraries missing")
        lines.append(tr("DoctorCli", "Library check: {state}").format(state=state))
    if document["verification"] is not None:
        lines.append(tr("DoctorCli", "Verification: {summary}").format(summary=document["verification"]["summary"]))
    lines += gpu_code_lines(document.get("gpu_code"))
    return "\n".join(lines) + "\n"


def gpu_code_lines(section: dict[str, Any] | None) -> list[str]:
    """The code TensorFlow's libraries hold, and one line per GPU saying what that means for it."""
    if section is None:
        return []
    from wizard.core.preflight.gpu_fit import code_lines, fit_from_dict

    head, *verdicts = code_lines([*section["sass"], *section["ptx"]], map(fit_from_dict, section["gpus"]))
    return [head, *("  " + line for line in verdicts)]
