"""The venv activate block in fish (``activate.fish``) and csh/tcsh (``activate.csh``), and those shells' quoting.

venv and uv write an activate script per shell; a fish or tcsh user sources theirs, never ``bin/activate``, so
each gets the same block as bash's (:mod:`wizard.core.pyenv.activate_hook`), in its own syntax: save
LD_LIBRARY_PATH (or that it was unset), put the folders first, and wrap ``deactivate`` so that it puts the
saved value back. Sourcing the script again first undoes the block's earlier run, as bash's does.

fish: ``deactivate`` is a function, copied to ``_tfgpu_venv_deactivate`` (``functions -c``) and called from ours.
A variable named ``*PATH`` is a list in fish 3, split at ``:`` when set from a string and joined with ``:`` in
double quotes, so values are saved and set as strings (which also behaves in fish 2).
csh: ``deactivate`` is an alias, and an alias is one line, so ours is the restore line (``test ... &&``, as
venv's own alias is written) followed by the venv's alias text as ``alias deactivate`` prints it. csh's
``if`` evaluates every variable in its expression, so "set and not empty" is two nested ``if``.
The prepend lines (:func:`fish_prepend`, :func:`csh_prepend`) also serve conda's activate.d scripts
(:mod:`wizard.core.pyenv.conda_shells`).
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.envvars.pathlist import unquotable

VARIABLE = "LD_LIBRARY_PATH"
OLD = "_TFGPU_OLD_LD_LIBRARY_PATH"
ACTIVE = "_TFGPU_LD_ACTIVE"


def marked_span(text: str, begin: str, end: str, newlines: tuple[str, ...] = ("\n",)) -> tuple[int, int] | None:
    """Where the block between the lines ``begin`` and ``end`` starts and ends in ``text`` (its final line end
    included), trying each of ``newlines`` as the file's line end; None when it is not there whole."""
    for newline in newlines:
        start = text.find(begin + newline)
        if start < 0 or (start > 0 and text[start - 1] != "\n"):
            continue
        stop = text.find(newline + end + newline, start)
        if stop >= 0:
            return start, stop + len(newline) + len(end) + len(newline)
    return None


def fish_quote(value: str) -> str:
    """``value`` as one fish word: single quotes, where only ``\\`` and ``'`` need a backslash."""
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def csh_quote(value: str) -> str:
    """``value`` as one csh word: single quotes, ``'`` closed and escaped, ``!`` escaped (history is expanded
    even inside single quotes). A line break or other control character cannot be written: refused."""
    if any(ord(char) < 32 or ord(char) == 127 for char in value):
        raise unquotable(value, "csh", tr("ActivateShells", "Use a folder whose name has no line breaks or control "
                                                            "characters."), reference="env-csh-unquotable")
    return "'" + value.replace("'", "'\\''").replace("!", "\\!") + "'"


def fish_prepend(name: str, value: str) -> str:
    """The fish line that puts ``value`` (a quoted word) first on the list ``name``, or sets it when empty."""
    return f'if test -n "${name}"; set -gx {name} {value}:"${name}"; else; set -gx {name} {value}; end'


def csh_prepend(name: str, value: str, rest: str) -> list[str]:
    """The csh lines that put ``value`` (a quoted word) first on the list ``name``, or set it when empty;
    ``rest`` is the scratch variable for ``:`` plus the old list, unset at the end."""
    return [
        f'set {rest}=""',
        f"if ( $?{name} ) then",
        f'    if ( "${name}:q" != "" ) set {rest}=":${name}:q"',
        "endif",
        f'setenv {name} {value}"${rest}:q"',
        f"unset {rest}",
    ]


def _fish_restore() -> str:
    return (f'if set -q {OLD}; set -gx {VARIABLE} "${OLD}"; else; set -e {VARIABLE}; end; '
            f"set -e {OLD} {ACTIVE}")


def fish_lines(folders: list[str]) -> list[str]:
    """The block's body for ``activate.fish`` (no marker lines)."""
    value = fish_quote(":".join(folders))
    return [
        f"if set -q {ACTIVE}",
        f"    {_fish_restore()}",
        "end",
        f'if set -q {VARIABLE}; set -g {OLD} "${VARIABLE}"; else; set -e {OLD}; end',
        f"set -g {ACTIVE} 1",
        fish_prepend(VARIABLE, value),
        "functions -q _tfgpu_venv_deactivate; and functions -e _tfgpu_venv_deactivate",
        "functions -c deactivate _tfgpu_venv_deactivate",
        "function deactivate -d 'Exit the environment and put LD_LIBRARY_PATH back'",
        f"    if set -q {ACTIVE}",
        f"        {_fish_restore()}",
        "    end",
        "    _tfgpu_venv_deactivate $argv",
        '    if test "$argv[1]" != nondestructive',
        "        functions -e _tfgpu_venv_deactivate",
        "    end",
        "end",
    ]


def _csh_restore() -> str:
    """One line (it goes into an alias): the saved value back, or unset when there was none."""
    return (f'test $?{ACTIVE} != 0 && test $?{OLD} != 0 && setenv {VARIABLE} "${OLD}:q"; '
            f"test $?{ACTIVE} != 0 && test $?{OLD} = 0 && unsetenv {VARIABLE}; unset {OLD} {ACTIVE}")


def csh_lines(folders: list[str]) -> list[str]:
    """The block's body for ``activate.csh`` (no marker lines)."""
    value = csh_quote(":".join(folders))
    return [
        _csh_restore(),
        f"if ( $?{VARIABLE} ) then",
        f'    set {OLD}="${VARIABLE}:q"',
        "endif",
        f"set {ACTIVE}=1",
        *csh_prepend(VARIABLE, value, "_tfgpu_rest"),
        f"alias deactivate '{_csh_restore()}; '\"`alias deactivate`\"",
    ]
