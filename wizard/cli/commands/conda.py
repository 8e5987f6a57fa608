"""``tfgpu-wizard conda find|install``: the conda the isolated route needs, found, or Miniforge for this user.

``install`` downloads the installer with the SHA-256 published beside it (or takes ``--installer FILE
--sha256 HEX``), runs it silently for this user only (no admin, no PATH change), and journals it:
``undo --last`` removes the folder it created and nothing else.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``conda`` command."""
    parser = subparsers.add_parser("conda", help=tr("CondaCli", "find conda, or install Miniforge for this user"))
    actions = parser.add_subparsers(dest="conda_action", metavar="ACTION", required=True)
    find = actions.add_parser("find", help=tr("CondaCli", "say which conda the wizard would use"))
    find.set_defaults(handler=run_find)
    install = actions.add_parser("install", help=tr("CondaCli", "install Miniforge for this user (undoable)"))
    install.add_argument("--installer", type=Path, metavar="FILE", help=tr("CondaCli", "an installer you have"))
    install.add_argument("--sha256", metavar="HEX", help=tr("CondaCli", "its published SHA-256"))
    install.add_argument("--prefix", type=Path, metavar="DIR", help=tr("CondaCli", "where (default: ~/miniforge3)"))
    install.add_argument("--base", metavar="URL", help=tr("CondaCli", "where the installers are published"))
    install.add_argument("--dry-run", action="store_true", help=tr("EnvCli", "show what would happen, change nothing"))
    install.set_defaults(handler=run_install)


def run_find(args: argparse.Namespace) -> int:
    """Print the conda (or mamba) executable, its version and root; exit 1 when there is none."""
    from wizard.core.pyenv.conda import find_conda

    tool = find_conda()
    if tool is None:
        sys.stderr.write(tr("CondaCli", "No conda found. Install Miniforge with: tfgpu-wizard conda install") + "\n")
        return 1
    sys.stdout.write(f"{tool.executable}\t{tool.version or '?'}\t{tool.root}\n")
    return 0


def run_install(args: argparse.Namespace) -> int:
    """Fetch (unless given) and install, journaled."""
    from wizard.cli.drive import drive, preview_confirm_apply
    from wizard.core.download.network import make_session
    from wizard.core.download.settings_file import load_network_settings
    from wizard.core.pyenv.miniforge import fetch_miniforge_step
    from wizard.core.steps.miniforge import CONDA_INSTALL, miniforge_operations

    if (args.installer is None) != (args.sha256 is None):
        raise BadInputError(tr("CondaCli", "Give --installer and --sha256 together."),
                            hint=tr("CondaCli", "Or give neither, and the wizard downloads the installer."))
    installer, digest = args.installer, args.sha256
    if installer is None:
        installer, digest = drive(fetch_miniforge_step(make_session(load_network_settings()), args.base))
    operations = miniforge_operations(installer=str(Path(installer).resolve()), sha256=digest,
                                      prefix=str(args.prefix.resolve()) if args.prefix else "")
    args.yes = True
    return preview_confirm_apply(operations, args, step=CONDA_INSTALL)
