"""``tfgpu-wizard verify [--python PATH | --name N] [--json] [--timeout S]``: prove TensorFlow works, with GPU work.

Exit 0 when every check passes (a CPU-only TensorFlow counts: that is a choice, not a failure), 1 when a
check failed, 2 for bad input (no such interpreter, a timeout of 0).
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
    """Add the ``verify`` command."""
    from wizard.core.plan import Framework

    parser = subparsers.add_parser("verify", help=tr("VerifyCli", "prove that TensorFlow works on the GPU"))
    add_env_arguments(parser, tr("VerifyCli", "the python of the environment that has TensorFlow "
                                              "(default: the wizard's environment)"))
    parser.add_argument("--json", action="store_true", help=tr("VerifyCli", "print the result as JSON"))
    parser.add_argument("--timeout", type=float, default=600.0,
                        help=tr("VerifyCli", "seconds to wait for the checks (default 600)"))
    parser.add_argument("--steps", type=int, default=20, help=tr("VerifyCli", "training steps to time (default 20)"))
    parser.add_argument("--framework", choices=get_args(Framework), default="tensorflow",
                        help=tr("VerifyCli", "which framework to prove (default: TensorFlow)"))
    parser.set_defaults(handler=run_verify)


def run_verify(args: argparse.Namespace) -> int:
    """Run the checks in the target interpreter; print a report (or JSON); 0 passed, 1 failed."""
    from wizard.basics.errors import BadInputError
    from wizard.core.verify.explain import interop_document
    from wizard.core.verify.runner import run_verification, save_log

    if args.steps < 1:
        raise BadInputError(tr("VerifyCli", "--steps must be 1 or more."))
    python = python_to_check(args.python, args.name)
    run = run_verification(python, timeout=args.timeout, args=["--steps", str(args.steps)],
                           framework=args.framework)
    log_path = save_log(run)
    document = interop_document(run.report)
    if args.json:
        document["log_file"] = str(log_path)
        sys.stdout.write(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_report(document, log_path))
    return 0 if run.report.passed else 1


def render_report(document: dict[str, Any], log_path: Path) -> str:
    """``[pass] message`` rows, a fix under each failure, GPUs, timing and where the log is."""
    marks = {"pass": tr("VerifyCli", "pass"), "fail": tr("VerifyCli", "FAIL"), "skip": tr("VerifyCli", "skip")}
    lines = [document["summary"], ""]
    for gpu in document["gpus"]:
        lines.append(tr("VerifyCli", "GPU {index}: {name}, compute capability {cc}, {memory} MiB usable").format(
            index=gpu["index"], name=gpu["name"], cc=gpu["compute_capability"] or "?",
            memory=gpu["memory_mib"] or "?"))
    for check in document["checks"]:
        lines.append(f"  [{marks.get(check['status'], check['status'])}] {check['message']}")
        if check["status"] == "fail" and check["detail"]:
            lines.append("      " + check["detail"].splitlines()[0][:300])
        if check["fix"]:
            lines.append("      " + tr("VerifyCli", "fix: {fix}").format(fix=check["fix"]))
    timing = document["timing"]
    if timing["cpu_seconds"] is not None:
        gpu = "-" if timing["gpu_seconds"] is None else f"{timing['gpu_seconds']:.3f} s"
        lines.append("")
        lines.append(tr("VerifyCli", "Training time: CPU {cpu}, GPU {gpu}").format(
            cpu=f"{timing['cpu_seconds']:.3f} s", gpu=gpu))
    lines.append(tr("VerifyCli", "The verification's log: {path}").format(path=log_path))
    return "\n".join(lines) + "\n"
