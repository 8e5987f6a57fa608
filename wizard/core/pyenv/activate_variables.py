"""The block that sets a framework's variables (``KERAS_BACKEND=torch``) in each of a venv's activate scripts.

Why in the activate scripts as well as the env's ``.pth`` file (:mod:`.env_defaults_ops`): after ``activate`` the
shell itself holds the value, so ``echo $KERAS_BACKEND`` shows it and every program started from that shell (a
notebook server, a script in another interpreter) sees it, and ``deactivate`` puts back what the shell had before.
One block per script, in its shell's syntax, between marker lines of its own (not the CUDA libraries' block,
:mod:`.activate_hook`, so each can be undone alone): save each variable's value (or that it was unset), set it,
and wrap ``deactivate`` so that it restores them; sourcing the script again first restores the earlier values,
as the CUDA block does. cmd.exe's ``deactivate`` is a file of its own, ``deactivate.bat``, which gets the restoring
half; cmd and PowerShell cannot tell an empty variable from an unset one, so there "empty" is "unset".
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping

from wizard.basics.i18n import tr
from wizard.core.envvars.pathlist import unquotable
from wizard.core.pyenv.activate_shells import csh_quote, fish_quote, marked_span

BEGIN = "# >>> tfgpu-wizard: variables of this environment >>>"
END = "# <<< tfgpu-wizard: variables <<<"
BAT_BEGIN = "@rem >>> tfgpu-wizard: variables of this environment >>>"
BAT_END = "@rem <<< tfgpu-wizard: variables <<<"
ACTIVE = "_TFGPU_VARS_ACTIVE"
SCRIPTS = ("activate", "activate.fish", "activate.csh", "activate.bat", "deactivate.bat", "activate.ps1")
"""The scripts that get a block, by lower-case name (``Activate.ps1`` in the standard library's venvs)."""

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def _old(name: str) -> str:
    return f"_TFGPU_OLD_{name}"


def markers(script: str) -> tuple[str, str]:
    """The begin and end lines of the block in the script named ``script`` (cmd's comments are ``@rem``)."""
    return (BAT_BEGIN, BAT_END) if script.lower().endswith(".bat") else (BEGIN, END)


def block(variables: Mapping[str, str], script: str) -> str:
    """The block (markers included, ending in a newline) for the script named ``script`` (see :data:`SCRIPTS`)."""
    items = sorted(variables.items())
    kind = script.lower()
    if kind == "activate.fish":
        lines = _fish(items)
    elif kind == "activate.csh":
        lines = _csh(items)
    elif kind == "activate.bat":
        lines = [_bat_restore_line(items), *(f'@set "{_old(name)}=%{name}%"' for name, _ in items),
                 f'@set "{ACTIVE}=1"', *(f'@set "{name}={_bat_value(value)}"' for name, value in items)]
    elif kind == "deactivate.bat":
        lines = [_bat_restore_line(items), *(f'@set "{_old(name)}="' for name, _ in items), f'@set "{ACTIVE}="']
    elif kind == "activate.ps1":
        lines = _powershell(items)
    else:
        lines = _bash(items)
    begin, end = markers(script)
    return "\n".join([begin, *lines, end]) + "\n"


def _bash(items: list[tuple[str, str]]) -> list[str]:
    restore = "; ".join([*(f'if [ -n "${{{_old(name)}+x}}" ]; then export {name}="${_old(name)}"; '
                           f"else unset {name}; fi" for name, _ in items),
                         f"unset {' '.join(_old(name) for name, _ in items)} {ACTIVE}"])
    return [
        f'if [ -n "${{{ACTIVE}:-}}" ]; then {restore}; fi',
        *(f'if [ -n "${{{name}+x}}" ]; then {_old(name)}="${name}"; else unset {_old(name)}; fi' for name, _ in items),
        f"{ACTIVE}=1",
        *(f"export {name}={shlex.quote(value)}" for name, value in items),
        'if [ -n "${BASH_VERSION:-}${ZSH_VERSION:-}" ]; then',
        '    eval "_tfgpu_vars_$(typeset -f deactivate)"',
        "    deactivate () {",
        f'        if [ -n "${{{ACTIVE}:-}}" ]; then {restore}; fi',
        '        _tfgpu_vars_deactivate "$@"',
        '        if [ "${1:-}" != "nondestructive" ]; then unset -f _tfgpu_vars_deactivate; fi',
        "    }",
        "fi",
    ]


def _fish(items: list[tuple[str, str]]) -> list[str]:
    restore = "; ".join([*(f'if set -q {_old(name)}; set -gx {name} "${_old(name)}"; else; set -e {name}; end'
                           for name, _ in items),
                         f"set -e {' '.join(_old(name) for name, _ in items)} {ACTIVE}"])
    return [
        f"if set -q {ACTIVE}",
        f"    {restore}",
        "end",
        *(f'if set -q {name}; set -g {_old(name)} "${name}"; else; set -e {_old(name)}; end' for name, _ in items),
        f"set -g {ACTIVE} 1",
        *(f"set -gx {name} {fish_quote(value)}" for name, value in items),
        "functions -q _tfgpu_vars_deactivate; and functions -e _tfgpu_vars_deactivate",
        "functions -c deactivate _tfgpu_vars_deactivate",
        "function deactivate -d 'Exit the environment and put its variables back'",
        f"    if set -q {ACTIVE}",
        f"        {restore}",
        "    end",
        "    _tfgpu_vars_deactivate $argv",
        '    if test "$argv[1]" != nondestructive',
        "        functions -e _tfgpu_vars_deactivate",
        "    end",
        "end",
    ]


def _csh(items: list[tuple[str, str]]) -> list[str]:
    """csh's ``deactivate`` is a one-line alias: the restore line goes before the alias's earlier text."""
    restore = "; ".join([
        *(f'test $?{ACTIVE} != 0 && test $?{_old(name)} != 0 && setenv {name} "${_old(name)}:q"; '
          f"test $?{ACTIVE} != 0 && test $?{_old(name)} = 0 && unsetenv {name}" for name, _ in items),
        f"unset {' '.join(_old(name) for name, _ in items)} {ACTIVE}",
    ])
    saves = [line for name, _ in items
             for line in (f"if ( $?{name} ) then", f'    set {_old(name)}="${name}:q"', "endif")]
    return [
        restore,
        *saves,
        f"set {ACTIVE}=1",
        *(f"setenv {name} {csh_quote(value)}" for name, value in items),
        f"alias deactivate '{restore}; '\"`alias deactivate`\"",
    ]


def _bat_value(value: str) -> str:
    """``value`` inside ``set "NAME=..."``: ``%`` doubled (a batch file expands it); a ``"`` or a control
    character cannot be written there, so it is refused."""
    if '"' in value or any(ord(char) < 32 for char in value):
        raise unquotable(value, "cmd", tr("ActivateShells", "Choose a value without double quotes or control "
                                                            "characters."), reference="env-cmd-unquotable")
    return value.replace("%", "%%")


def _bat_restore_line(items: list[tuple[str, str]]) -> str:
    """cmd: the saved values back while the block is active (an unset saved value unsets the variable)."""
    return " & ".join(f'@if defined {ACTIVE} set "{name}=%{_old(name)}%"' for name, _ in items)


def _powershell(items: list[tuple[str, str]]) -> list[str]:
    def quoted(value: str) -> str:
        return "'" + value.replace("'", "''") + "'"

    restores = [f"        if ($null -ne $global:{_old(name)}) {{ $env:{name} = $global:{_old(name)} }} "
                f"else {{ Remove-Item -Path env:{name} -ErrorAction SilentlyContinue }}" for name, _ in items]
    names = ", ".join([*(_old(name) for name, _ in items), ACTIVE])
    return [
        "function global:_tfgpu_vars_restore {",
        f"    if (Test-Path -Path variable:global:{ACTIVE}) {{",
        *restores,
        f"        Remove-Variable -Scope global -Name {names} -ErrorAction SilentlyContinue",
        "    }",
        "}",
        "_tfgpu_vars_restore",
        *(f"$global:{_old(name)} = $env:{name}" for name, _ in items),
        f"$global:{ACTIVE} = 1",
        *(f"$env:{name} = {quoted(value)}" for name, value in items),
        "if (Test-Path -Path function:global:deactivate) {",
        "    Set-Item -Path function:global:_tfgpu_vars_deactivate "
        "-Value (Get-Item -Path function:global:deactivate).ScriptBlock",
        "    function global:deactivate([switch] $NonDestructive) {",
        "        _tfgpu_vars_restore",
        "        _tfgpu_vars_deactivate -NonDestructive:$NonDestructive",
        "        if (-not $NonDestructive) {",
        "            Remove-Item -Path function:_tfgpu_vars_deactivate, function:_tfgpu_vars_restore "
        "-ErrorAction SilentlyContinue",
        "        }",
        "    }",
        "}",
    ]


def span(text: str, script: str) -> tuple[int, int] | None:
    """Where the block starts and ends in ``text`` (its final newline included); cmd's files may use CRLF."""
    begin, end = markers(script)
    return marked_span(text, begin, end, ("\n", "\r\n"))


def with_block(text: str, new_block: str, script: str) -> str:
    """``text`` with ``new_block`` in place of an earlier one, or appended (on a line of its own)."""
    found = span(text, script)
    newline = "\r\n" if "\r\n" in text else "\n"
    new_block = new_block.replace("\r\n", "\n").replace("\n", newline)
    if found is not None:
        return text[: found[0]] + new_block + text[found[1]:]
    return text + ("" if not text or text.endswith("\n") else newline) + new_block


def without_block(text: str, script: str) -> str:
    """``text`` with the block taken out (and nothing else)."""
    found = span(text, script)
    return text if found is None else text[: found[0]] + text[found[1]:]
