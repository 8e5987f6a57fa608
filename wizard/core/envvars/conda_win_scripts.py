"""conda activate.d/deactivate.d scripts for Windows shells: cmd.exe (``.bat``) and PowerShell (``.ps1``).

On Windows conda runs ``%CONDA_PREFIX%\\etc\\conda\\activate.d\\*.bat`` with ``CALL`` in cmd.exe and
``*.ps1`` dot-sourced in PowerShell (conda docs, "Saving environment variables"; conda-forge packages
such as cudatoolkit/cuda-nvcc ship a ``.bat`` and a ``.ps1`` next to their ``.sh``). Like the ``.sh``
flavour (:mod:`wizard.core.envvars.conda_scripts`) each activate script saves what it overrides in
``_TFGPU_WIZARD_SAVED_<NAME>`` and its deactivate script puts it back, or unsets it again if it was unset.
Unlike the ``.sh`` one, a folder is prepended only when it is not on the list yet.

Quoting. cmd: every literal sits in ``set "NAME=..."`` (inside quotes ``^ & | < > ( )`` are plain
characters) with ``%`` doubled; a value cmd cannot hold literally is refused (see :func:`quote_cmd`).
No line is inside a parenthesised block, so ``)`` in a folder such as ``Program Files (x86)`` is harmless.
PowerShell: single-quoted literals, where only the single-quote characters need doubling (PowerShell
treats U+2018..U+201B like ``'``: about_Quoting_Rules); files get a UTF-8 BOM because Windows
PowerShell 5.1 reads a BOM-less script in the ANSI code page.
"""

from __future__ import annotations

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.envvars.conda_scripts import CondaVars, saved_name, touched_names

BAT_HEADER = "@REM Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."
PS1_HEADER = "# Written by tfgpu-wizard; `tfgpu-wizard undo` removes it."
_TEMP = "_TFGPU_WIZARD_T"
_CODEPAGE = "_TFGPU_WIZARD_CP"
# cmd.exe cannot hold these in a batch file line: line breaks and NUL end the line, "!" is eaten when
# delayed expansion is on (cmd /V:ON or the DelayedExpansion registry value), '"' ends the quoting.
_CMD_REFUSED = frozenset('"!') | frozenset(chr(c) for c in range(32) if chr(c) != "\t") | {"\x7f"}
# In a folder to prepend, these also break the "is it on the list already" test (%VAR:;entry;=%).
_CMD_REFUSED_IN_FOLDER = frozenset("%=;")
_PS_QUOTES = frozenset("'\u2018\u2019\u201a\u201b")


def _refuse(value: str, program: str, hint: str) -> BadInputError:
    return BadInputError(
        tr("EnvVars", "The value {value} cannot be written safely into a {program} activation script.").format(
            value=repr(value), program=program
        ),
        hint=hint,
        context={"value": ascii(value)},
        reference="env-conda-unquotable",
    )


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
    and for a ``folder`` also '%', '=' and ';'.
    """
    bad = _CMD_REFUSED | (_CMD_REFUSED_IN_FOLDER if folder else frozenset())
    if not value or any(ch in bad for ch in value) or not _encodable(value):
        hint = (tr("EnvVars", "A folder for cmd.exe must not be empty or contain quotes, '!', '%', '=', ';', "
                           "line breaks or control characters.") if folder else
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


def _bat_prepend(name: str, folder: str) -> list[str]:
    entry = quote_cmd(folder, folder=True)
    return [
        f'@set "{_TEMP}=;%{name}%;"',
        # Unchanged by removing ";entry;" (case-insensitive) means the folder is not there yet.
        f'@if "%{_TEMP}:;{entry};=%"=="%{_TEMP}%" set "{name}={entry};%{name}%"',
        f'@if "%{name}%"=="{entry};" set "{name}={entry}"',
        f'@set "{_TEMP}="',
    ]


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
    """The cmd.exe activate script (CRLF): save each touched variable, then set and prepend."""
    saves = [f'@set "{saved_name(name)}=%{name}%"' for name in touched_names(state)]
    changes = [f'@set "{name}={quote_cmd(value)}"' for name, value in state.exports]
    for name, folder in state.prepends:
        changes += _bat_prepend(name, folder)
    return "\r\n".join([BAT_HEADER, *saves, *_with_utf8_codepage(changes)]) + "\r\n"


def render_deactivate_bat(state: CondaVars) -> str:
    """The cmd.exe deactivate script: restore each variable (an unset saved copy unsets it again)."""
    lines = [BAT_HEADER]
    for name in touched_names(state):
        lines += [f'@set "{name}=%{saved_name(name)}%"', f'@set "{saved_name(name)}="']
    return "\r\n".join(lines) + "\r\n"


def _ps_prepend(name: str, folder: str) -> list[str]:
    if not folder:
        raise _refuse(folder, "PowerShell", _ps_hint())
    literal, sep = quote_ps(folder), "[IO.Path]::PathSeparator"
    return [
        f'if (-not ("$Env:{name}".Split({sep}) -contains {literal})) {{',
        f"    if ($Env:{name}) {{ $Env:{name} = {literal} + {sep} + $Env:{name} }} else {{ $Env:{name} = {literal} }}",
        "}",
    ]


def render_activate_ps1(state: CondaVars) -> str:
    """The PowerShell activate script (CRLF; write it with a UTF-8 BOM)."""
    lines = [PS1_HEADER]
    for name in touched_names(state):
        saved = saved_name(name)
        lines += [
            f"if (Test-Path -LiteralPath 'Env:{name}') {{ $Env:{saved} = $Env:{name} }} "
            f"else {{ Remove-Item -LiteralPath 'Env:{saved}' -ErrorAction SilentlyContinue }}",
        ]
    lines += [f"$Env:{name} = {quote_ps(value)}" for name, value in state.exports]
    for name, folder in state.prepends:
        lines += _ps_prepend(name, folder)
    return "\r\n".join(lines) + "\r\n"


def render_deactivate_ps1(state: CondaVars) -> str:
    """The PowerShell deactivate script: restore each variable, or remove it if it was unset."""
    lines = [PS1_HEADER]
    for name in touched_names(state):
        saved = saved_name(name)
        lines += [
            f"if (Test-Path -LiteralPath 'Env:{saved}') {{",
            f"    $Env:{name} = $Env:{saved}",
            f"    Remove-Item -LiteralPath 'Env:{saved}'",
            f"}} else {{ Remove-Item -LiteralPath 'Env:{name}' -ErrorAction SilentlyContinue }}",
        ]
    return "\r\n".join(lines) + "\r\n"
