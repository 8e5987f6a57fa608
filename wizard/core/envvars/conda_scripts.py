"""Env-scoped variables for a conda environment: activate.d / deactivate.d scripts (POSIX shells).

conda runs every ``*.sh`` in ``$CONDA_PREFIX/etc/conda/activate.d`` after activating and every one in
``deactivate.d`` before deactivating (conda docs, "Saving environment variables"). Ours saves a variable
it sets and puts it back, so activate + deactivate leaves the shell as it was, and nothing outside the
environment changes: TensorFlow's recommended way to point at env-local CUDA libraries.
A folder prepended to a list (PATH, LD_LIBRARY_PATH) is not restored from a saved copy: conda changes
PATH itself around the scripts (its own folders come and go), and a saved PATH would put the env's
folders back after ``conda deactivate``. Deactivate removes only the entry activate added.
The state (what we set) is kept as one JSON comment line, so re-runs and undo never parse shell.
The cmd.exe and PowerShell flavours of the same state are in :mod:`wizard.core.envvars.conda_win_scripts`.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, replace

from wizard.core.envvars.shscript import check_name

SCRIPT_NAME = "tfgpu-wizard_vars.sh"
_STATE_PREFIX = "# tfgpu-wizard-state: "
_HEADER = "# Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."


@dataclass(frozen=True)
class CondaVars:
    """Variables set on activation (``exports``) and folders prepended to PATH-like ones (``prepends``)."""

    exports: tuple[tuple[str, str], ...] = ()
    prepends: tuple[tuple[str, str], ...] = ()

    @property
    def empty(self) -> bool:
        """True when there is nothing to set (the scripts are then removed)."""
        return not self.exports and not self.prepends


def with_conda_export(state: CondaVars, name: str, value: str) -> CondaVars:
    """Set ``name`` on activation (replacing our earlier value)."""
    check_name(name)
    return replace(state, exports=(*[e for e in state.exports if e[0] != name], (name, value)))


def with_conda_prepend(state: CondaVars, variable: str, folder: str) -> CondaVars:
    """Prepend ``folder`` to ``variable`` on activation (once)."""
    check_name(variable)
    if (variable, folder) in state.prepends:
        return state
    return replace(state, prepends=(*state.prepends, (variable, folder)))


def saved_name(name: str) -> str:
    """The variable that keeps ``name``'s value from before activation (every script flavour uses it)."""
    return f"_TFGPU_WIZARD_SAVED_{name}"


def saved_names(state: CondaVars) -> list[str]:
    """The variables whose value is saved and restored: the ones we set (a list we only prepend to is not)."""
    return list(dict.fromkeys(name for name, _ in state.exports))


def list_prepends(state: CondaVars) -> list[tuple[int, str, str]]:
    """(index, variable, folder) of each prepend whose entry deactivate removes (not one set outright)."""
    exported = set(saved_names(state))
    return [(i, name, folder) for i, (name, folder) in enumerate(state.prepends) if name not in exported]


def render_activate(state: CondaVars) -> str:
    """Save each variable we set (set or unset), then set/prepend."""
    lines = [_HEADER, _STATE_PREFIX + json.dumps({"exports": state.exports, "prepends": state.prepends})]
    for name in saved_names(state):
        saved = saved_name(name)
        lines.append(f'unset {saved}; if [ -n "${{{name}+x}}" ]; then export {saved}="${name}"; fi')
    lines += [f"export {name}={shlex.quote(value)}" for name, value in state.exports]
    lines += [
        f'export {name}={shlex.quote(folder)}"${{{name}:+:${name}}}"' for name, folder in state.prepends
    ]
    return "\n".join(lines) + "\n"


_ENTRY, _LIST = "_tfgpu_wizard_entry", "_tfgpu_wizard_list"


def _sh_remove_entry(name: str, folder: str) -> list[str]:
    """Remove the first ``folder`` entry from ``name`` (the one activate prepended); unset an emptied list.

    Quoted inside ``${...%%...}`` the entry is matched literally, never as a glob (POSIX 2.6.2).
    """
    return [
        f"{_ENTRY}={shlex.quote(folder)}",
        f'case ":${{{name}-}}:" in *":${_ENTRY}:"*)',
        f'    {_LIST}=":${name}:"; {_LIST}="${{{_LIST}%%":${_ENTRY}:"*}}:${{{_LIST}#*":${_ENTRY}:"}}"',
        f'    {_LIST}="${{{_LIST}#:}}"; {_LIST}="${{{_LIST}%:}}"',
        f'    if [ -n "${_LIST}" ]; then export {name}="${_LIST}"; else unset {name}; fi ;;',
        "esac",
        f"unset {_ENTRY} {_LIST}",
    ]


def render_deactivate(state: CondaVars) -> str:
    """Remove each folder activate prepended, then put each variable we set back (unset if it was unset)."""
    lines = [_HEADER]
    for _, name, folder in reversed(list_prepends(state)):
        lines += _sh_remove_entry(name, folder)
    for name in saved_names(state):
        saved = saved_name(name)
        lines.append(
            f'if [ -n "${{{saved}+x}}" ]; then export {name}="${saved}"; unset {saved}; else unset {name}; fi'
        )
    return "\n".join(lines) + "\n"


def parse_state(activate_text: str) -> CondaVars:
    """Our state from an activate script we wrote (empty for anything else)."""
    for line in activate_text.splitlines():
        if line.startswith(_STATE_PREFIX):
            data = json.loads(line[len(_STATE_PREFIX) :])
            return CondaVars(
                tuple((str(n), str(v)) for n, v in data.get("exports", [])),
                tuple((str(n), str(v)) for n, v in data.get("prepends", [])),
            )
    return CondaVars()
