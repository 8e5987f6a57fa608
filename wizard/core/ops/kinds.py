"""Import every module that registers an operation kind, so undo, the journal and the elevated child know them.

The journal kernel (:mod:`wizard.core.ops`) knows no concrete operation: each operation's module registers
its kind at import (:func:`~wizard.core.ops.base.register_kind`), and the kernel looks kinds up there. This
module sits above the kernel and the domains: whatever reads a journal to undo or describe its entries, or
runs a plan file in the elevated child, calls :func:`load_all_kinds` first. Add a module here when it calls
``register_kind``; a journal written by one front-end must be undoable from another, and after a restart
nothing else would have imported it.
"""

from __future__ import annotations

import importlib

OPERATION_MODULES = (
    "wizard.core.envvars.env_ops",
    "wizard.core.pyenv.conda_env_ops",
    "wizard.core.install.cudnn_ops",
    "wizard.core.install.cuda_ops",
    "wizard.core.pyenv.pyenv_ops",
    "wizard.core.pyenv.kernel_ops",
    "wizard.core.pyenv.miniforge_ops",
    "wizard.core.pyenv.vscode_ops",
    "wizard.core.pyenv.activate_ops",
    "wizard.core.pyenv.env_defaults_ops",
    "wizard.core.pyenv.python_org_ops",
    "wizard.core.wsl.setup_ops",
    "wizard.core.wsl.inbox_ops",
    "wizard.core.wsl.user_ops",
    "wizard.core.wsl.inside_ops",
)


def load_all_kinds() -> None:
    """Import the operation modules (cheap after the first call)."""
    for name in OPERATION_MODULES:
        importlib.import_module(name)
