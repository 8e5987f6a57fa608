"""``tfgpu-wizard kernel add|remove --env NAME``: the env as a Jupyter kernel that finds its GPU libraries."""

from __future__ import annotations

import argparse
from typing import Any

from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``kernel`` command."""
    parser = subparsers.add_parser("kernel", help=tr("EnvCli", "register an environment as a Jupyter kernel"))
    parser.add_argument("action", choices=["add", "remove"], help=tr("EnvCli", "add or remove"))
    parser.add_argument("--env", required=True, metavar="NAME", help=tr("EnvCli", "the environment's name"))
    parser.add_argument("--cpu", action="store_true", help=tr("EnvCli", "name it a CPU kernel (default: as planned)"))
    parser.add_argument("--dry-run", action="store_true", help=tr("EnvCli", "show what would happen, change nothing"))
    parser.set_defaults(handler=run_kernel)


def run_kernel(args: argparse.Namespace) -> int:
    """Preview, apply, report (journaled: ``undo --last`` reverses it)."""
    from wizard.cli.drive import preview_confirm_apply
    from wizard.core.pyenv.envs import env_prefix, read_marker
    from wizard.core.pyenv.kernel_ops import AddKernel, RemoveKernel
    from wizard.core.pyenv.plan_ops import kernel_for_env

    operation: AddKernel | RemoveKernel
    if args.action == "add":
        params = (read_marker(env_prefix(args.env)) or {}).get("params", {})
        operation = kernel_for_env({**params, "name": args.env}, cpu=args.cpu)
    else:
        operation = RemoveKernel(env=args.env)
    args.yes = True
    return preview_confirm_apply([operation], args, step=f"kernel-{args.action}")
