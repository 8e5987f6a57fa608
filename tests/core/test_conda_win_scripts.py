"""The cmd.exe (.bat) and PowerShell (.ps1) conda activate/deactivate scripts: text, quoting and behaviour.

Neither cmd.exe nor pwsh exists on this machine (pwsh is checked for and deliberately not installed), so:
the quoting is checked by decoding each literal back with a small decoder of the quoting rules written
here (cmd: ``set "NAME=..."`` with ``%%`` for ``%``; PowerShell: single quotes with doubled quote
characters), and the .bat save/guard/restore logic is run by :class:`CmdSubset`, a test-only emulator of
the few cmd.exe constructs the scripts use (percent expansion incl. ``%VAR:a=b%``, ``set "N=V"``,
``if "a"=="b" cmd``). The emulator stands in for cmd.exe; it is not the product's code.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wizard.basics.errors import BadInputError, WizardError
from wizard.core.envvars.conda_scripts import CondaVars
from wizard.core.envvars.conda_win_scripts import (
    quote_cmd,
    quote_ps,
    render_activate_bat,
    render_activate_ps1,
    render_deactivate_bat,
    render_deactivate_ps1,
)

TRICKY = 'C:\\Users\\张三 (x86)\\50% off ^caret & amp $HOME `tick` ü'
PS_QUOTES = "'\u2018\u2019\u201a\u201b"


def decode_cmd_set(script: str, name: str) -> str:
    """The value a ``@set "NAME=..."`` line of ours gives NAME (cmd in a batch file: ``%%`` -> ``%``)."""
    match = re.search(rf'^@set "{name}=(.*)"\r$', script, re.MULTILINE)
    assert match, script
    literal = match.group(1)
    assert '"' not in literal and "!" not in literal
    assert "%" not in literal.replace("%%", ""), "a lone % would be expanded by cmd"
    return literal.replace("%%", "%")


def decode_ps_literal(text: str, start: int) -> tuple[str, int]:
    """Read a PowerShell single-quoted literal at ``text[start]``; returns (value, index after it)."""
    assert text[start] in PS_QUOTES
    out, i = [], start + 1
    while True:
        ch = text[i]
        if ch in PS_QUOTES:
            if i + 1 < len(text) and text[i + 1] in PS_QUOTES:
                out.append(ch)
                i += 2
                continue
            return "".join(out), i + 1
        out.append(ch)
        i += 1


def decode_ps_assignment(script: str, name: str) -> str:
    """The value a ``$Env:NAME = '...'`` line of ours assigns (the literal must end its line)."""
    head = f"\r\n$Env:{name} = "
    start = script.index(head) + len(head)
    value, end = decode_ps_literal(script, start)
    assert script[end : end + 2] == "\r\n"
    return value


class CmdSubset:
    """Emulates the cmd.exe constructs our .bat scripts use (see the module docstring), on an env dict."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = {k.upper(): v for k, v in env.items()}

    def expand(self, line: str) -> str:
        """Batch-file percent expansion: %% -> %, %VAR% (empty if unset), %VAR:old=new% (case-insensitive)."""
        def one(match: re.Match[str]) -> str:
            if match.group(0) == "%%":
                return "%"
            name, _, edit = match.group(1).partition(":")
            value = self.env.get(name.upper(), "")
            if edit:
                assert name.upper() in self.env, "our scripts only edit defined variables"
                old, _, new = edit.partition("=")
                value = re.sub(re.escape(old), lambda _: new, value, flags=re.IGNORECASE)
            return value
        return re.sub(r"%%|%([^%]+)%", one, line)

    def set_quoted(self, argument: str) -> None:
        body = argument[1 : argument.rindex('"')]
        name, _, value = body.partition("=")
        if value:
            self.env[name.upper()] = value
        else:
            self.env.pop(name.upper(), None)

    def run(self, script: str) -> None:
        assert script.endswith("\r\n") and "\n" not in script.replace("\r\n", "")
        for line in script.split("\r\n")[:-1]:
            text = self.expand(line)
            if text.startswith(("@REM ", "@chcp ", "@for /f ", "@if defined _TFGPU_WIZARD_CP chcp ")):
                continue  # comments and the console code page: no effect on variables
            if text.startswith('@set "'):
                self.set_quoted(text[len("@set ") :])
                continue
            match = re.fullmatch(r'@if "([^"]*)"=="([^"]*)" set (".*")', text)
            assert match, f"construct outside the emulated subset: {line!r}"
            if match.group(1) == match.group(2):
                self.set_quoted(match.group(3))


def _cuda_state(bin_dir: str = r"C:\env\Library\bin") -> CondaVars:
    return CondaVars(exports=(("CUDA_PATH", r"C:\env\Library"),), prepends=(("PATH", bin_dir),))


@pytest.mark.parametrize(
    "outer",
    [{}, {"PATH": r"C:\Windows;C:\Program Files (x86)\Tool", "CUDA_PATH": r"C:\CUDA\v11.2"}],
    ids=["variables-unset-before", "variables-set-before"],
)
def test_bat_activate_sets_and_prepends_and_deactivate_restores_exactly(outer: dict[str, str]) -> None:
    shell = CmdSubset(outer)
    before = dict(shell.env)
    shell.run(render_activate_bat(_cuda_state()))
    assert shell.env["CUDA_PATH"] == r"C:\env\Library"
    expected = r"C:\env\Library\bin" + (";" + outer["PATH"] if outer else "")
    assert shell.env["PATH"] == expected
    shell.run(render_deactivate_bat(_cuda_state()))
    assert shell.env == before


def test_bat_activate_does_not_add_a_folder_that_is_already_on_path_in_any_case() -> None:
    shell = CmdSubset({"PATH": r"C:\Windows;c:\ENV\library\BIN;C:\Tools"})
    shell.run(render_activate_bat(_cuda_state()))
    assert shell.env["PATH"] == r"C:\Windows;c:\ENV\library\BIN;C:\Tools"
    shell.run(render_activate_bat(_cuda_state()))
    assert shell.env["PATH"].count(";") == 2


def test_bat_literals_keep_percent_caret_ampersand_spaces_dollar_backtick_and_non_ascii() -> None:
    state = CondaVars(exports=(("MY_VALUE", TRICKY),))
    script = render_activate_bat(state)
    assert decode_cmd_set(script, "MY_VALUE") == TRICKY
    shell = CmdSubset({})
    shell.run(script)
    assert shell.env["MY_VALUE"] == TRICKY


def test_bat_with_non_ascii_switches_to_utf8_around_the_literals_and_back() -> None:
    lines = render_activate_bat(CondaVars(exports=(("X", "张三"),))).split("\r\n")
    chcp = lines.index("@chcp 65001 >nul")
    assert all(line.isascii() for line in lines[:chcp])
    assert lines[chcp - 1].startswith('@for /f "tokens=2 delims=:." %%c in (\'chcp\')')
    assert lines[-3] == "@if defined _TFGPU_WIZARD_CP chcp %_TFGPU_WIZARD_CP% >nul"
    assert "chcp" not in render_activate_bat(_cuda_state())


def test_bat_deactivate_is_ascii_and_clears_the_saved_copies() -> None:
    text = render_deactivate_bat(_cuda_state())
    assert text.isascii()
    assert '@set "_TFGPU_WIZARD_SAVED_PATH="\r\n' in text


@pytest.mark.parametrize("value", ['say "hi"', "bang!", "two\nlines", "cr\r", "nul\x00", "", "bell\x07", "\ud800"])
def test_bat_refuses_values_cmd_cannot_hold_literally(value: str) -> None:
    with pytest.raises(BadInputError) as caught:
        render_activate_bat(CondaVars(exports=(("X", value),)))
    assert caught.value.reference == "env-conda-unquotable"
    assert "cmd.exe" in caught.value.message and caught.value.hint


@pytest.mark.parametrize("folder", [r"C:\50%\bin", r"C:\a=b\bin", r"C:\a;C:\b", ""])
def test_bat_refuses_folders_that_break_the_already_on_path_test(folder: str) -> None:
    with pytest.raises(BadInputError, match=r"cmd\.exe"):
        render_activate_bat(CondaVars(prepends=(("PATH", folder),)))


def test_ps1_literals_keep_quotes_dollar_backtick_percent_and_non_ascii() -> None:
    value = TRICKY + " it's \u2019smart\u2019 \"double\" $(Get-Date)"
    script = render_activate_ps1(CondaVars(exports=(("MY_VALUE", value),)))
    assert decode_ps_assignment(script, "MY_VALUE") == value
    assert "it''s \u2019\u2019smart\u2019\u2019 \"double\" $(Get-Date)'" in script


def test_ps1_activate_saves_then_sets_then_prepends_only_when_missing() -> None:
    lines = render_activate_ps1(_cuda_state()).split("\r\n")
    assert lines[1] == (
        "if (Test-Path -LiteralPath 'Env:CUDA_PATH') { $Env:_TFGPU_WIZARD_SAVED_CUDA_PATH = $Env:CUDA_PATH } "
        "else { Remove-Item -LiteralPath 'Env:_TFGPU_WIZARD_SAVED_CUDA_PATH' -ErrorAction SilentlyContinue }"
    )
    assert lines[3] == "$Env:CUDA_PATH = 'C:\\env\\Library'"
    assert lines[4] == (
        "if (-not (\"$Env:PATH\".Split([IO.Path]::PathSeparator) -contains 'C:\\env\\Library\\bin')) {"
    )
    assert "$Env:PATH = 'C:\\env\\Library\\bin' + [IO.Path]::PathSeparator + $Env:PATH" in lines[5]
    assert "else { $Env:PATH = 'C:\\env\\Library\\bin' }" in lines[5]


def test_ps1_deactivate_restores_the_saved_value_or_removes_a_variable_that_was_unset() -> None:
    text = render_deactivate_ps1(_cuda_state())
    assert (
        "if (Test-Path -LiteralPath 'Env:_TFGPU_WIZARD_SAVED_PATH') {\r\n"
        "    $Env:PATH = $Env:_TFGPU_WIZARD_SAVED_PATH\r\n"
        "    Remove-Item -LiteralPath 'Env:_TFGPU_WIZARD_SAVED_PATH'\r\n"
        "} else { Remove-Item -LiteralPath 'Env:PATH' -ErrorAction SilentlyContinue }\r\n"
    ) in text


@pytest.mark.parametrize("value", ["nul\x00", "cr\r", "lone \udc80 surrogate"])
def test_ps1_refuses_nul_carriage_return_and_text_without_a_utf8_form(value: str) -> None:
    with pytest.raises(BadInputError, match="PowerShell"):
        render_activate_ps1(CondaVars(exports=(("X", value),)))


@given(st.text(st.characters(codec=None, exclude_categories=())))
def test_every_value_decodes_back_from_the_bat_or_is_refused(value: str) -> None:
    try:
        script = render_activate_bat(CondaVars(exports=(("X", value),)))
    except WizardError:
        with pytest.raises(BadInputError):
            quote_cmd(value)
        return
    assert decode_cmd_set(script, "X") == value


@given(st.text())
def test_every_folder_decodes_back_from_the_bat_prepend_or_is_refused(folder: str) -> None:
    try:
        script = render_activate_bat(CondaVars(prepends=(("PATH", folder),)))
    except WizardError:
        return
    match = re.search(r'^@if "%_TFGPU_WIZARD_T:;(.*);=%"=="%_TFGPU_WIZARD_T%" set "PATH=(.*);%PATH%"\r$',
                      script, re.MULTILINE)
    assert match and match.group(1) == match.group(2) == folder
    assert not set(folder) & set('"!%=;')


@given(st.text(st.characters(codec=None, exclude_categories=())))
def test_every_value_decodes_back_from_the_ps1_or_is_refused(value: str) -> None:
    try:
        script = render_activate_ps1(CondaVars(exports=(("X", value),)))
    except WizardError:
        assert "\x00" in value or "\r" in value or any(0xD800 <= ord(c) <= 0xDFFF for c in value)
        return
    assert decode_ps_assignment(script, "X") == value
    assert decode_ps_literal(quote_ps(value), 0) == (value, len(quote_ps(value)))
