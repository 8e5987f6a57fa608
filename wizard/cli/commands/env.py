"""``tfgpu-wizard env create|list|remove``: the planned Python environment, made and removed undoably.

``env create --plan PLAN.json`` checks the plan as ``apply`` does (wizard.core.apply.host_check), shows
what it will do, asks (unless ``--yes``), then makes the env with the planned Python and installs exactly
the planned TensorFlow, streaming the installer's output; Ctrl-C stops it and removes the env it made.
``undo --last`` afterwards removes exactly what it created.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr
from wizard.cli.conda_options import add_conda_arguments
from wizard.cli.framework_option import add_framework_option
from wizard.core.plan import StepId
from wizard.core.pyenv.names import DEFAULT_ENV_NAME


def register(subparsers: Any) -> None:
    """Add the ``env`` command."""
    parser = subparsers.add_parser("env", help=tr("EnvCli", "make, list or remove the TensorFlow environment"))
    actions = parser.add_subparsers(dest="env_action", metavar="ACTION", required=True)
    create = actions.add_parser("create", help=tr("EnvCli", "make the planned environment and install TensorFlow"))
    create.add_argument("--plan", type=Path, required=True, metavar="PLAN.json",
                        help=tr("EnvCli", "the plan (tfgpu-wizard plan --json > plan.json)"))
    add_framework_option(create, for_plan=False)
    create.add_argument("--name", default=DEFAULT_ENV_NAME, help=tr("EnvCli", "environment name (default: tf)"))
    create.add_argument("--index", metavar="URL", help=tr("EnvCli", "package index (default: the chosen mirror)"))
    create.add_argument("--installer", choices=["uv", "pip"], help=tr("EnvCli", "installer (default: uv)"))
    create.add_argument("--kernel", action="store_true", help=tr("EnvCli", "also register a Jupyter kernel"))
    add_conda_arguments(create)
    create.add_argument("--yes", action="store_true", help=tr("EnvCli", "do not ask before changing anything"))
    create.add_argument("--dry-run", action="store_true", help=tr("EnvCli", "show what would happen, change nothing"))
    create.set_defaults(handler=run_create)
    listing = actions.add_parser("list", help=tr("EnvCli", "the environments this wizard made"))
    listing.add_argument("--json", action="store_true", help=tr("EnvCli", "print JSON"))
    listing.set_defaults(handler=run_list)
    remove = actions.add_parser("remove", help=tr("EnvCli", "remove an environment this wizard made"))
    remove.add_argument("name", metavar="NAME", help=tr("EnvCli", "the environment's name"))
    remove.add_argument("--dry-run", action="store_true", help=tr("EnvCli", "show what would happen, change nothing"))
    remove.set_defaults(handler=run_remove)
    vscode = actions.add_parser("vscode", help=tr("EnvCli", "point a VS Code folder at the environment"))
    vscode.add_argument("name", metavar="NAME", help=tr("EnvCli", "the environment's name"))
    vscode.add_argument("--folder", type=Path, required=True, metavar="DIR", help=tr("EnvCli", "the project folder"))
    vscode.add_argument("--dry-run", action="store_true", help=tr("EnvCli", "show what would happen, change nothing"))
    vscode.set_defaults(handler=run_vscode)


def run_create(args: argparse.Namespace) -> int:
    """Preview, confirm, apply with live output, report."""
    from wizard.cli.conda_options import with_conda_channel
    from wizard.cli.drive import preview_confirm_apply
    from wizard.cli.framework_option import check_plan_framework
    from wizard.cli.inputs import plan_and_facts_for_this_machine
    from wizard.core.download.pypi_mirrors import chosen_mirror
    from wizard.core.download.settings_file import load_network_settings
    from wizard.core.steps.python_env import env_operations

    plan, facts = plan_and_facts_for_this_machine(args.plan)
    check_plan_framework(plan, args.framework)
    settings = with_conda_channel(load_network_settings(), args.conda_channel)  # this run's, read once
    operations = env_operations(plan, name=args.name, index_url=args.index, installer=args.installer,
                                settings=settings, kernel=args.kernel,
                                mirror=None if args.index else chosen_mirror(settings), conda_tool=args.conda_tool,
                                driver_cuda=facts.driver.cuda if facts.driver else None)
    return preview_confirm_apply(operations, args, step=StepId.CREATE_ENV, python_first=settings)


def run_remove(args: argparse.Namespace) -> int:
    """Remove an env this wizard made and its Jupyter kernel (journaled: ``undo --last`` makes both again)."""
    from wizard.cli.drive import preview_confirm_apply
    from wizard.core.pyenv.plan_ops import remove_env_operations

    operations = remove_env_operations(args.name)
    args.yes = True
    return preview_confirm_apply(operations, args, step="env-remove")


def run_vscode(args: argparse.Namespace) -> int:
    """Write ``python.defaultInterpreterPath`` into the folder's ``.vscode/settings.json`` (journaled)."""
    from wizard.cli.drive import preview_confirm_apply
    from wizard.core.pyenv.envs import env_python
    from wizard.core.pyenv.pyenv_ops import RemoveEnv
    from wizard.core.pyenv.vscode_ops import SetVscodeInterpreter

    record = RemoveEnv(name=args.name).intent()  # refuses an env this wizard did not make
    operation = SetVscodeInterpreter(folder=str(args.folder.resolve()), interpreter=str(env_python(Path(
        record["prefix"]))))
    args.yes = True
    return preview_confirm_apply([operation], args, step="env-vscode")


def run_list(args: argparse.Namespace) -> int:
    """One line per env (name, Python, TensorFlow, path), or JSON."""
    from dataclasses import asdict

    from wizard.core.pyenv.envs import list_envs

    envs = list_envs()
    if args.json:
        sys.stdout.write(json.dumps([asdict(env) for env in envs], indent=2) + "\n")
        return 0
    if not envs:
        sys.stdout.write(tr("EnvCli", "No environments made by this wizard.") + "\n")
    for env in envs:
        sys.stdout.write(f"{env.name}\tPython {env.python}\tTensorFlow {env.tensorflow or '-'}\t{env.path}\n")
    return 0


