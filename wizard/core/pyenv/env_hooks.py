"""The wizard's CUDA settings inside an env, kept when ``env remove`` runs and put back when its undo remakes it.

``env create`` journals the env and its activate blocks as separate operations, and ``env remove`` deletes the
folder with all of them; undo of the remove makes the env again from its marker, which brings back the venv's
fresh activate scripts but not the blocks. So the remove's record keeps each block exactly as it was (the text
between the markers, see :mod:`wizard.core.pyenv.activate_hook`) and the bytes of the conda activate.d /
deactivate.d scripts the wizard wrote, and the reverse writes them into the remade env.
"""

from __future__ import annotations

import base64
from pathlib import Path

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.envvars.conda_scripts import SCRIPT_NAME
from wizard.core.pyenv.activate_hook import SCRIPTS, hook_text, with_hook
from wizard.core.pyenv.activate_variables import span, with_block
from wizard.core.pyenv.activate_variables_ops import SetActivateVariables

_CONDA_DIRS = ("etc/conda/activate.d", "etc/conda/deactivate.d")
_CONDA_GLOB = SCRIPT_NAME.removesuffix(".sh") + ".*"

JsonHooks = dict[str, dict[str, str]]


def saved_hooks(prefix: Path) -> JsonHooks:
    """``{"blocks": {script: block text}, "variables": {script: block text}, "files": {relative path: base64
    bytes}}`` of the env at ``prefix`` (``variables``: the framework's variables' blocks, in every shell's script)."""
    blocks: dict[str, str] = {}
    for name in SCRIPTS:
        script = prefix / "bin" / name
        block = hook_text(script.read_bytes().decode("utf-8", "surrogateescape")) if script.is_file() else None
        if block is not None:
            blocks[f"bin/{name}"] = block
    files = {str(path.relative_to(prefix).as_posix()): base64.b64encode(path.read_bytes()).decode("ascii")
             for folder in _CONDA_DIRS for path in sorted((prefix / folder).glob(_CONDA_GLOB)) if path.is_file()}
    variables: dict[str, str] = {}
    for script in SetActivateVariables(prefix=str(prefix)).scripts():
        text = script.read_bytes().decode("utf-8", "surrogateescape")
        if (found := span(text, script.name)) is not None:
            variables[script.relative_to(prefix).as_posix()] = text[found[0]:found[1]]
    return {"blocks": blocks, "variables": variables, "files": files}


def restore_hooks(prefix: Path, saved: JsonHooks, *, dry_run: bool = False) -> list[str]:
    """Write the saved blocks into the remade env's scripts and the saved conda scripts back; what was done.

    In a dry run the env was not remade: it says what would be put back.
    """
    done: list[str] = []
    for relative, block in sorted(saved.get("blocks", {}).items()):
        script = prefix / relative
        if not dry_run and not script.is_file():
            done.append(tr("ActivateShells", "{path} is missing in the remade environment, so its CUDA settings "
                           "were not put back.").format(path=script))
            continue
        if not dry_run:
            text = script.read_bytes().decode("utf-8", "surrogateescape")
            write_bytes_atomically(script, with_hook(text, block).encode("utf-8", "surrogateescape"))
        done.append(tr("ActivateShells", "Put the CUDA settings back into {path}.").format(path=script))
    for relative, block in sorted(saved.get("variables", {}).items()):
        script = prefix / relative
        if not dry_run and script.is_file():
            text = script.read_bytes().decode("utf-8", "surrogateescape")
            write_bytes_atomically(script, with_block(text, block, script.name).encode("utf-8", "surrogateescape"))
        if dry_run or script.is_file():
            done.append(tr("ActivateShells", "Put the environment's variables back into {path}.").format(path=script))
    for relative, data in sorted(saved.get("files", {}).items()):
        path = prefix / relative
        if not dry_run:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_bytes_atomically(path, base64.b64decode(data))
        done.append(tr("ActivateShells", "Put the CUDA settings back into {path}.").format(path=path))
    return done
