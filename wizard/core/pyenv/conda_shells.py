"""conda activate.d/deactivate.d scripts for fish (``.fish``) and csh/tcsh (``.csh``), the same state as ``.sh``.

conda's fish and csh activators source every ``*.fish`` / ``*.csh`` in ``$CONDA_PREFIX/etc/conda/activate.d``
after activating and in ``deactivate.d`` before deactivating, as its POSIX one does with ``*.sh`` (conda-forge
packages such as ``cuda-nvcc`` ship all of them). Same rules as :mod:`wizard.core.envvars.conda_scripts`: a
variable we set is saved (or noted as unset) and put back; a folder we prepend is taken off again, only the
first copy of it, and a list left empty is unset.

fish: lists are edited with ``string split``/``contains -i``/``string join``. csh has no string functions, so
deactivate hands the list to ``awk`` by name (``ENVIRON``; a folder given to awk as text would have its
backslashes read as escapes) and awk answers ``1`` plus the new list when it found the folder, ``0`` when not.
"""

from __future__ import annotations

from wizard.core.envvars.conda_scripts import CondaVars, list_prepends, saved_name, saved_names
from wizard.core.pyenv.activate_shells import csh_prepend, csh_quote, fish_prepend, fish_quote

HEADER = "# Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."
_LIST, _INDEX, _JOINED = "_tfgpu_wizard_list", "_tfgpu_wizard_i", "_tfgpu_wizard_joined"
_ENTRY, _REST = "_TFGPU_WIZARD_ENTRY", "_tfgpu_wizard_rest"
# Removes the first entry ENVIRON[ARGV[2]] from the list ENVIRON[ARGV[1]]; no double quote in it, because
# csh ends a "`...`" at the next double quote.
_AWK = ("BEGIN { n = split(ENVIRON[ARGV[1]], part, ARGV[3]); found = 0; out = ARGV[5]; sep = ARGV[5]; "
        "for (i = 1; i <= n; i++) { if (found == 0 && part[i] == ENVIRON[ARGV[2]]) { found = 1 } "
        "else { out = out sep part[i]; sep = ARGV[3] } }; printf ARGV[4], found, out }")


def render_activate_fish(state: CondaVars) -> str:
    """The fish activate script: save each variable we set, then set and prepend."""
    lines = [HEADER]
    for name in saved_names(state):
        saved = saved_name(name)
        lines.append(f'set -e {saved}; if set -q {name}; set -gx {saved} "${name}"; end')
    lines += [f"set -gx {name} {fish_quote(value)}" for name, value in state.exports]
    lines += [fish_prepend(name, fish_quote(folder)) for name, folder in state.prepends]
    return "\n".join(lines) + "\n"


def render_deactivate_fish(state: CondaVars) -> str:
    """The fish deactivate script: remove the entries activate added, restore what it set."""
    lines = [HEADER]
    for _, name, folder in reversed(list_prepends(state)):
        lines += [
            f'set -g {_LIST} (string split -- : "${name}")',
            f"set -g {_INDEX} (contains -i -- {fish_quote(folder)} ${_LIST})",
            f'if test -n "${_INDEX}"',
            f"    set -e {_LIST}[${_INDEX}]",
            f"    set -g {_JOINED} (string join -- : ${_LIST})",
            f'    if test -n "${_JOINED}"; set -gx {name} "${_JOINED}"; else; set -e {name}; end',
            "end",
            f"set -e {_LIST} {_INDEX} {_JOINED}",
        ]
    for name in saved_names(state):
        saved = saved_name(name)
        lines.append(f'if set -q {saved}; set -gx {name} "${saved}"; set -e {saved}; else; set -e {name}; end')
    return "\n".join(lines) + "\n"


def render_activate_csh(state: CondaVars) -> str:
    """The csh activate script: save each variable we set, then set and prepend."""
    lines = [HEADER]
    for name in saved_names(state):
        saved = saved_name(name)
        lines += [f"unsetenv {saved}", f"if ( $?{name} ) then", f'    setenv {saved} "${name}:q"', "endif"]
    lines += [f"setenv {name} {csh_quote(value)}" for name, value in state.exports]
    for name, folder in state.prepends:
        lines += csh_prepend(name, csh_quote(folder), _REST)
    return "\n".join(lines) + "\n"


def render_deactivate_csh(state: CondaVars) -> str:
    """The csh deactivate script: remove the entries activate added (awk edits the list), restore what it set."""
    lines = [HEADER]
    for _, name, folder in reversed(list_prepends(state)):
        lines += [
            f"setenv {_ENTRY} {csh_quote(folder)}",
            f"set {_LIST}=\"`awk '{_AWK}' {name} {_ENTRY} : '%s%s' ''`\"",
            f'if ( "${_LIST}:q" =~ 1* ) then',
            f'    set {_LIST}="${_LIST}:s/1//"',
            f'    if ( "${_LIST}:q" != "" ) then',
            f'        setenv {name} "${_LIST}:q"',
            "    else",
            f"        unsetenv {name}",
            "    endif",
            "endif",
            f"unset {_LIST}",
            f"unsetenv {_ENTRY}",
        ]
    for name in saved_names(state):
        saved = saved_name(name)
        lines += [f"if ( $?{saved} ) then", f'    setenv {name} "${saved}:q"', f"    unsetenv {saved}", "else",
                  f"    unsetenv {name}", "endif"]
    return "\n".join(lines) + "\n"
