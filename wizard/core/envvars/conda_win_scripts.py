"""conda activate.d/deactivate.d scripts for Windows shells: cmd.exe (``.bat``) and PowerShell (``.ps1``).

On Windows conda runs ``%CONDA_PREFIX%\\etc\\conda\\activate.d\\*.bat`` with ``CALL`` in cmd.exe and
``*.ps1`` dot-sourced in PowerShell (conda docs, "Saving environment variables"; conda-forge packages
such as cudatoolkit/cuda-nvcc ship a ``.bat`` and a ``.ps1`` next to their ``.sh``). Like the ``.sh``
flavour (:mod:`wizard.core.envvars.conda_scripts`) each activate script saves what it overrides in
``_TFGPU_WIZARD_SAVED_<NAME>`` and its deactivate script puts it back, or unsets it again if it was unset.
A folder is prepended only when it is not on the list yet, and a marker
``_TFGPU_WIZARD_ADDED_<NAME>_<n>`` says whether it was; deactivate then removes only that entry (conda
changes PATH itself around the scripts, so restoring a saved PATH would bring the env's folders back).
Both end with ``exit /b 0`` (a failing last command would otherwise become the CALL's error level).

Quoting. cmd: every literal sits in ``set "NAME=..."`` (inside quotes ``^ & | < > ( )`` are plain
characters) with ``%`` doubled; a value cmd cannot hold literally is refused (see :func:`quote_cmd`).
No line is inside a parenthesised block, so ``)`` in a folder such as ``Program Files (x86)`` is harmless.
A variable's current value (PATH above all) is never expanded with ``%NAME%``: that text would be parsed
again, so a ``"`` or ``&`` inside PATH would end the quoting and run the rest as a command, and a long PATH
expanded twice would pass cmd's 8191-character line limit. It is read with ``!NAME!`` under
``setlocal EnableDelayedExpansion`` (expanded after parsing) and handed back past ``endlocal`` through a
``for /f`` variable (substituted after the line was split), the usual way to return any text from a block.
PowerShell: single-quoted literals, where only the single-quote characters need doubling (PowerShell
treats U+2018..U+201B like ``'``: about_Quoting_Rules); files get a UTF-8 BOM because Windows
PowerShell 5.1 reads a BOM-less script in the ANSI code page.
"""

from __future__ import annotations

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.envvars.conda_scripts import CondaVars, list_prepends, saved_name, saved_names
from wizard.core.envvars.pathlist import unquotable

BAT_HEADER = "@REM Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."
PS1_HEADER = "# Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."
_TEMP, _NEW = "_TFGPU_WIZARD_T", "_TFGPU_WIZARD_N"
_CODEPAGE = "_TFGPU_WIZARD_CP"
# cmd.exe cannot hold these in a batch file line: line breaks and NUL end the line, "!" is eaten when
# delayed expansion is on (cmd /V:ON or the DelayedExpansion registry value), '"' ends the quoting.
_CMD_REFUSED = frozenset('"!') | frozenset(chr(c) for c in range(32) if chr(c) != "\t") | {"\x7f"}
# In a folder to prepend, these also break the "is it on the list already" test (!VAR:;entry;=!), and
# "^" would be eaten on a line that uses delayed expansion.
_CMD_REFUSED_IN_FOLDER = frozenset("%=;^")
_PS_QUOTES = frozenset("'\u2018\u2019\u201a\u201b")


def _refuse(value: str, program: str, hint: str) -> BadInputError:
    return unquotable(value, program, hint, reference="env-conda-unquotable")


def _encodable(value: str) -> bool:
    """False for text with lone surrogates: it has no UTF-8 form, so no script can hold it."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def quote_cmd(value: str, *, folder: bool = False) -> str:
    """``value`` as it must appear between ``set "NAME=`` and ``"`` in a .bat file (``%`` doubled).

    Refused (BadInputError): empty (cmd cannot hold an empty variable), '"', '!', control characters,
    and for a ``folder`` also '%', '=', ';' and '^'.
    """
    bad = _CMD_REFUSED | (_CMD_REFUSED_IN_FOLDER if folder else frozenset())
    if not value or any(ch in bad for ch in value) or not _encodable(value):
        hint = (tr("EnvVars", "A folder for cmd.exe must not be empty or contain quotes, '!', '%', '=', ';', "
                           "'^', line breaks or control characters.") if folder else
                tr("EnvVars", "A value for cmd.exe must not be empty or contain quotes, '!', line breaks or "
                              "control characters."))
        raise _refuse(value, "cmd.exe", hint)
    return value.replace("%", "%%")


def _ps_hint() -> str:
    return tr("EnvVars", "A value for PowerShell must not contain NUL or carriage-return characters, "
                         "and a folder must not be empty.")


def quote_ps(value: str) -> str:
    """``value`` as a PowerShell single-quoted literal (quote characters doubled); NUL and CR refused."""
    if "\x00" in value or "\r" in value or not _encodable(value):
        raise _refuse(value, "PowerShell", _ps_hint())
    return "'" + "".join(ch * 2 if ch in _PS_QUOTES else ch for ch in value) + "'"


def added_name(name: str, index: int) -> str:
    """The marker activate sets to 1 when it prepended the ``index``-th folder (to ``name``) itself."""
    return f"_TFGPU_WIZARD_ADDED_{name}_{index}"


def _bat_hand_back(value: str, *assignments: str) -> str:
    """End a ``setlocal`` block: ``value`` (delayed-expansion text, "MARK|TEXT") is split into ``%%a``
    (MARK) and ``%%b`` (TEXT), substituted into ``assignments`` after cmd has parsed the line."""
    return f'@for /f "tokens=1* delims=|" %%a in ("{value}") do @endlocal & ' + " & ".join(assignments)


def _bat_prepend(index: int, name: str, folder: str) -> list[str]:
    entry = quote_cmd(folder, folder=True)
    return [
        "@setlocal EnableDelayedExpansion",
        f'@set "{_TEMP}=;!{name}!;"',
        f'@set "{_NEW}=0|!{name}!"',
        # Unchanged by removing ";entry;" (case-insensitive) means the folder is not there yet.
        f'@if "!{_TEMP}:;{entry};=!"=="!{_TEMP}!" set "{_NEW}=1|{entry};!{name}!"',
        f'@if "!{_TEMP}!"==";;" set "{_NEW}=1|{entry}"',
        _bat_hand_back(f"!{_NEW}!", f'set "{added_name(name, index)}=%%a"', f'set "{name}=%%b"'),
    ]


def _bat_remove(index: int, name: str, folder: str) -> list[str]:
    """Remove ``;entry;`` from the list when activate added it; an emptied list is unset again."""
    entry, marker = quote_cmd(folder, folder=True), added_name(name, index)
    return [
        "@setlocal EnableDelayedExpansion",
        f'@set "{_TEMP}=;!{name}!;"',
        f'@if "!{marker}!"=="1" set "{_TEMP}=!{_TEMP}:;{entry};=;!"',
        f'@set "{_TEMP}=!{_TEMP}:~1,-1!"',
        _bat_hand_back(f"x|!{_TEMP}!", f'set "{name}=%%b"', f'set "{marker}="'),
    ]


def _bat_copy(source: str, target: str) -> list[str]:
    """``set "target=<source's value>"`` for any value (an unset source unsets the target)."""
    return ["@setlocal EnableDelayedExpansion", _bat_hand_back(f"x|!{source}!", f'set "{target}=%%b"')]


def _with_utf8_codepage(lines: list[str]) -> list[str]:
    """cmd reads each batch line in the console code page: switch to UTF-8 around non-ASCII lines, then back."""
    if all(line.isascii() for line in lines):
        return lines
    return [
        f'@for /f "tokens=2 delims=:." %%c in (\'chcp\') do @set /a "{_CODEPAGE}=%%c" >nul',
        "@chcp 65001 >nul",
        *lines,
        f"@if defined {_CODEPAGE} chcp %{_CODEPAGE}% >nul",
        f'@set "{_CODEPAGE}="',
    ]


def render_activate_bat(state: CondaVars) -> str:
    """The cmd.exe activate script (CRLF): save each variable we set, then set and prepend."""
    saves = [line for name in saved_names(state) for line in _bat_copy(name, saved_name(name))]
    changes = [f'@set "{name}={quote_cmd(value)}"' for name, value in state.exports]
    for index, (name, folder) in enumerate(state.prepends):
        changes += _bat_prepend(index, name, folder)
    return "\r\n".join([BAT_HEADER, *saves, *_with_utf8_codepage(changes), "@exit /b 0"]) + "\r\n"


def render_deactivate_bat(state: CondaVars) -> str:
    """The cmd.exe deactivate script: remove the entries activate added, restore what it set."""
    removals = [line for i, name, folder in reversed(list_prepends(state)) for line in _bat_remove(i, name, folder)]
    restores = []
    for name in saved_names(state):
        restores += [*_bat_copy(saved_name(name), name), f'@set "{saved_name(name)}="']
    markers = [f'@set "{added_name(name, i)}="' for i, (name, _) in enumerate(state.prepends)]
    lines = [BAT_HEADER, *_with_utf8_codepage(removals), *restores, *markers, "@exit /b 0"]
    return "\r\n".join(lines) + "\r\n"


def _ps_prepend(index: int, name: str, folder: str) -> list[str]:
    if not folder:
        raise _refuse(folder, "PowerShell", _ps_hint())
    literal, sep = quote_ps(folder), "[IO.Path]::PathSeparator"
    return [
        f'if (-not ("$Env:{name}".Split({sep}) -contains {literal})) {{',
        f"    if ($Env:{name}) {{ $Env:{name} = {literal} + {sep} + $Env:{name} }} else {{ $Env:{name} = {literal} }}",
        f"    $Env:{added_name(name, index)} = '1'",
        "}",
    ]


def render_activate_ps1(state: CondaVars) -> str:
    """The PowerShell activate script (CRLF; write it with a UTF-8 BOM)."""
    lines = [PS1_HEADER]
    for name in saved_names(state):
        saved = saved_name(name)
        lines += [
            f"if (Test-Path -LiteralPath 'Env:{name}') {{ $Env:{saved} = $Env:{name} }} "
            f"else {{ Remove-Item -LiteralPath 'Env:{saved}' -ErrorAction SilentlyContinue }}",
        ]
    lines += [f"$Env:{name} = {quote_ps(value)}" for name, value in state.exports]
    for index, (name, folder) in enumerate(state.prepends):
        lines += _ps_prepend(index, name, folder)
    return "\r\n".join(lines) + "\r\n"


_PS_PARTS = "$TfgpuWizardParts"


def _ps_remove(index: int, name: str, folder: str) -> list[str]:
    """Remove the first entry equal to ``folder`` when activate added it; an emptied list is removed."""
    marker, sep = added_name(name, index), "[IO.Path]::PathSeparator"
    return [
        f"if ($Env:{marker} -eq '1') {{",
        f'    {_PS_PARTS} = [Collections.ArrayList]@("$Env:{name}".Split({sep}))',
        f"    {_PS_PARTS}.Remove({quote_ps(folder)})",
        f"    if ({_PS_PARTS}.Count) {{ $Env:{name} = {_PS_PARTS} -join {sep} }} "
        f"else {{ Remove-Item -LiteralPath 'Env:{name}' -ErrorAction SilentlyContinue }}",
        f"    Remove-Variable -Name {_PS_PARTS[1:]}",
        "}",
    ]


def render_deactivate_ps1(state: CondaVars) -> str:
    """The PowerShell deactivate script: remove the entries activate added, restore what it set."""
    lines = [PS1_HEADER]
    for index, name, folder in reversed(list_prepends(state)):
        lines += _ps_remove(index, name, folder)
    for name in saved_names(state):
        saved = saved_name(name)
        lines += [
            f"if (Test-Path -LiteralPath 'Env:{saved}') {{",
            f"    $Env:{name} = $Env:{saved}",
            f"    Remove-Item -LiteralPath 'Env:{saved}'",
            f"}} else {{ Remove-Item -LiteralPath 'Env:{name}' -ErrorAction SilentlyContinue }}",
        ]
    lines += [
        f"Remove-Item -LiteralPath 'Env:{added_name(name, i)}' -ErrorAction SilentlyContinue"
        for i, (name, _) in enumerate(state.prepends)
    ]
    return "\r\n".join(lines) + "\r\n"
