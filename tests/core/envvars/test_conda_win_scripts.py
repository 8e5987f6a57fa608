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


class CmdError(Exception):
    """What cmd.exe would do wrong with the script: a line too long, or text run as a stray command."""


def _split_unquoted(text: str, separator: str = "&") -> list[str]:
    """cmd's phase 2: ``&`` outside double quotes separates commands (each ``"`` toggles quoting)."""
    pieces: list[str] = []
    current: list[str] = []
    quoted = False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        if ch == separator and not quoted:
            pieces.append("".join(current))
            current = []
            continue
        current.append(ch)
    return [*pieces, "".join(current)]


class CmdSubset:
    """Emulates the cmd.exe constructs our .bat scripts use (see the module docstring), on an env dict.

    Modelled after cmd's documented parse phases: percent expansion of the line first (with the
    8191-character limit on the result), then the split into commands on ``&`` outside quotes, then
    ``for`` variables, then delayed expansion (``!VAR!``, which also eats ``^`` in literal text).
    """

    LINE_LIMIT = 8191

    def __init__(self, env: dict[str, str]) -> None:
        self.env = {k.upper(): v for k, v in env.items()}
        self.scopes: list[tuple[dict[str, str], bool]] = []
        self.delayed = False
        self.exit_code: int | None = None

    @staticmethod
    def _edit(value: str, edit: str) -> str:
        if edit.startswith("~"):
            first, _, last = edit[1:].partition(",")
            return value[int(first) : (int(last) if last else None)]
        old, _, new = edit.partition("=")
        return re.sub(re.escape(old), lambda _: new, value, flags=re.IGNORECASE)

    def _lookup(self, body: str) -> str:
        name, _, edit = body.partition(":")
        value = self.env.get(name.upper(), "")
        if edit:
            assert name.upper() in self.env, "our scripts only edit defined variables"
            value = self._edit(value, edit)
        return value

    def expand(self, line: str) -> str:
        """Batch-file percent expansion: %% -> %, %VAR% (empty if unset), %VAR:old=new% (case-insensitive)."""
        def one(match: re.Match[str]) -> str:
            return "%" if match.group(0) == "%%" else self._lookup(match.group(1))
        return re.sub(r"%%|%([^%]+)%", one, line)

    def delay(self, text: str) -> str:
        """Delayed expansion of one command: only when enabled and the text holds a ``!``."""
        if not self.delayed or "!" not in text:
            return text
        text = re.sub(r"\^(.)", r"\1", text)
        return re.sub(r"!([^!]+)!", lambda m: self._lookup(m.group(1)), text)

    def set_quoted(self, argument: str) -> None:
        body = argument[argument.index('"') + 1 : argument.rindex('"')]
        name, _, value = body.partition("=")
        if value:
            self.env[name.upper()] = value
        else:
            self.env.pop(name.upper(), None)

    def command(self, text: str) -> None:
        """One command after the line was split (``for`` and ``if`` take the rest of the line)."""
        text = text.strip().removeprefix("@")
        if text.startswith(("REM ", "chcp ", 'for /f "tokens=2 delims=:."', "if defined _TFGPU_WIZARD_CP chcp ")):
            return  # comments and the console code page: no effect on variables
        if text == "setlocal EnableDelayedExpansion":
            self.scopes.append((dict(self.env), self.delayed))
            self.delayed = True
        elif text == "endlocal":
            self.env, self.delayed = self.scopes.pop()
        elif text.startswith("exit /b "):
            self.exit_code = int(text.removeprefix("exit /b "))
        elif text.startswith('set "'):
            self.set_quoted(self.delay(text))
        elif match := re.fullmatch(r'if (not )?"([^"]*)"=="([^"]*)" (set ".*")', text):
            same = self.delay(match.group(2)) == self.delay(match.group(3))
            if same != bool(match.group(1)):
                self.command(match.group(4))
        elif match := re.fullmatch(r'for /f "tokens=1\* delims=\|" %a in \("(.*)"\) do (.*)', text):
            mark, _, rest = self.delay(match.group(1)).partition("|")
            for piece in _split_unquoted(match.group(2)):
                self.command(piece.replace("%a", mark).replace("%b", rest))
        else:
            raise CmdError(f"cmd would run a stray command: {text!r}")

    def run(self, script: str) -> None:
        assert script.endswith("\r\n") and "\n" not in script.replace("\r\n", "")
        self.exit_code = None
        for line in script.split("\r\n")[:-1]:
            text = self.expand(line)
            if len(text) > self.LINE_LIMIT:
                raise CmdError("The input line is too long.")
            if text.lstrip("@").startswith(("if ", "for ")):
                self.command(text)
            else:
                for piece in _split_unquoted(text):
                    self.command(piece)
            if self.exit_code is not None:
                break
        assert not self.scopes, "every setlocal is ended"
        assert self.exit_code == 0, "the script ends with exit /b 0"


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
    assert lines[-4] == "@if defined _TFGPU_WIZARD_CP chcp %_TFGPU_WIZARD_CP% >nul"
    assert lines[-2:] == ["@exit /b 0", ""]
    assert "chcp" not in render_activate_bat(_cuda_state())


def test_bat_deactivate_is_ascii_and_clears_the_saved_copies_and_markers() -> None:
    text = render_deactivate_bat(_cuda_state())
    assert text.isascii() and text.endswith("\r\n@exit /b 0\r\n")
    assert '@set "_TFGPU_WIZARD_SAVED_CUDA_PATH="\r\n' in text
    assert '@set "_TFGPU_WIZARD_ADDED_PATH_0="\r\n' in text
    assert "_TFGPU_WIZARD_SAVED_PATH" not in text  # PATH is never restored from a copy
    assert "%PATH%" not in text and "%PATH%" not in render_activate_bat(_cuda_state())


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
    assert lines[2] == "$Env:CUDA_PATH = 'C:\\env\\Library'"
    assert lines[3] == (
        "if (-not (\"$Env:PATH\".Split([IO.Path]::PathSeparator) -contains 'C:\\env\\Library\\bin')) {"
    )
    assert "$Env:PATH = 'C:\\env\\Library\\bin' + [IO.Path]::PathSeparator + $Env:PATH" in lines[4]
    assert "else { $Env:PATH = 'C:\\env\\Library\\bin' }" in lines[4]
    assert lines[5:7] == ["    $Env:_TFGPU_WIZARD_ADDED_PATH_0 = '1'", "}"]  # only when it added the folder
    assert "SAVED_PATH" not in "".join(lines)


def test_ps1_deactivate_removes_only_the_entry_activate_added_and_restores_what_it_set() -> None:
    """pwsh is not installed here: the structure is checked, the same logic runs in sh and the cmd stand-in."""
    text = render_deactivate_ps1(_cuda_state())
    removal = (
        "if ($Env:_TFGPU_WIZARD_ADDED_PATH_0 -eq '1') {\r\n"
        "    $TfgpuWizardParts = [Collections.ArrayList]@(\"$Env:PATH\".Split([IO.Path]::PathSeparator))\r\n"
        "    $TfgpuWizardParts.Remove('C:\\env\\Library\\bin')\r\n"
        "    if ($TfgpuWizardParts.Count) { $Env:PATH = $TfgpuWizardParts -join [IO.Path]::PathSeparator } "
        "else { Remove-Item -LiteralPath 'Env:PATH' -ErrorAction SilentlyContinue }\r\n"
        "    Remove-Variable -Name TfgpuWizardParts\r\n"
        "}\r\n"
    )
    restore = (
        "if (Test-Path -LiteralPath 'Env:_TFGPU_WIZARD_SAVED_CUDA_PATH') {\r\n"
        "    $Env:CUDA_PATH = $Env:_TFGPU_WIZARD_SAVED_CUDA_PATH\r\n"
        "    Remove-Item -LiteralPath 'Env:_TFGPU_WIZARD_SAVED_CUDA_PATH'\r\n"
        "} else { Remove-Item -LiteralPath 'Env:CUDA_PATH' -ErrorAction SilentlyContinue }\r\n"
    )
    assert removal in text and restore in text and text.index(removal) < text.index(restore)
    assert "$Env:PATH = $Env:_TFGPU_WIZARD_SAVED" not in text
    assert text.endswith("Remove-Item -LiteralPath 'Env:_TFGPU_WIZARD_ADDED_PATH_0' -ErrorAction SilentlyContinue\r\n")


CONDA_OWN = [r"C:\env", r"C:\env\Library\mingw-w64\bin", r"C:\env\Library\usr\bin", r"C:\env\Library\bin",
             r"C:\env\Scripts", r"C:\env\bin"]  # the folders conda itself puts first on PATH for an env


def _conda_deactivates_path(shell: CmdSubset) -> None:
    """conda's own PATH change on deactivate (before it runs deactivate.d): its folders leave PATH."""
    own = {folder.lower() for folder in CONDA_OWN}
    shell.env["PATH"] = ";".join(e for e in shell.env["PATH"].split(";") if e.lower() not in own)


@pytest.mark.parametrize(
    "folder", [r"C:\env\Library\bin", r"C:\env\Library\extras\CUPTI\lib64"], ids=["condas-own", "ours-only"]
)
def test_bat_conda_deactivate_leaves_path_as_before_activation_not_with_the_envs_folders(folder: str) -> None:
    outer = r"C:\Windows\system32;C:\Windows;C:\Tools"
    shell = CmdSubset({"PATH": ";".join([*CONDA_OWN, outer])})  # conda activate: its folders, then ours
    shell.run(render_activate_bat(_cuda_state(folder)))
    assert shell.env["PATH"].lower().split(";").count(folder.lower()) == 1
    _conda_deactivates_path(shell)
    shell.run(render_deactivate_bat(_cuda_state(folder)))
    assert shell.env["PATH"] == outer and "CUDA_PATH" not in shell.env
    assert not [name for name in shell.env if name.startswith("_TFGPU_WIZARD")]


@pytest.mark.parametrize(
    "path",
    [
        r'C:\Windows;"C:\Program Files\R&D Tools";C:\Tools',
        r"C:\Windows;C:\A&B\bin;C:\x",
        'C:\\Windows;"C:\\quoted"',
        ";".join(rf"C:\Program Files\Vendor Tool {n:04d}\bin" for n in range(150)),  # about 5000 characters
    ],
    ids=["quote-and-ampersand", "bare-ampersand", "ends-in-quote", "long-path"],
)
def test_bat_scripts_survive_quotes_ampersands_and_a_long_path_and_put_it_back_exactly(path: str) -> None:
    """Before: ``set "..=%PATH%"`` let a quote end the quoting (the rest ran as a command) and one line
    expanded PATH three times, past cmd's 8191 characters."""
    shell = CmdSubset({"PATH": path, "CUDA_PATH": 'C:\\CUDA "11" & more'})
    before = dict(shell.env)
    shell.run(render_activate_bat(_cuda_state()))
    assert shell.env["PATH"] == r"C:\env\Library\bin;" + path
    shell.run(render_deactivate_bat(_cuda_state()))
    assert shell.env == before


def test_no_bat_line_expands_a_variable_with_percent_signs() -> None:
    state = CondaVars(exports=(("CUDA_PATH", "C:\\x"),), prepends=(("PATH", "C:\\a"), ("PATH", "C:\\b")))
    for script in (render_activate_bat(state), render_deactivate_bat(state)):
        assert not re.search(r"%[A-Za-z_]+%", script.replace("%_TFGPU_WIZARD_CP%", "")), script


def test_bat_two_folders_on_one_list_are_added_and_removed_independently() -> None:
    state = CondaVars(prepends=(("PATH", r"C:\env\a"), ("PATH", r"C:\Tools")))
    shell = CmdSubset({"PATH": r"C:\Windows;C:\Tools"})
    shell.run(render_activate_bat(state))
    assert shell.env["PATH"] == r"C:\env\a;C:\Windows;C:\Tools"  # C:\Tools was there: not added again
    shell.run(render_deactivate_bat(state))
    assert shell.env == {"PATH": r"C:\Windows;C:\Tools"}  # the user's own C:\Tools stays


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
    match = re.search(
        r'^@if "!_TFGPU_WIZARD_T:;(.*);=!"=="!_TFGPU_WIZARD_T!" set "_TFGPU_WIZARD_N=1\|(.*);!PATH!"\r$',
        script, re.MULTILINE,
    )  # fmt: skip
    assert match and match.group(1) == match.group(2) == folder
    assert not set(folder) & set('"!%=;^')


@given(st.text(st.characters(codec=None, exclude_categories=())))
def test_every_value_decodes_back_from_the_ps1_or_is_refused(value: str) -> None:
    try:
        script = render_activate_ps1(CondaVars(exports=(("X", value),)))
    except WizardError:
        assert "\x00" in value or "\r" in value or any(0xD800 <= ord(c) <= 0xDFFF for c in value)
        return
    assert decode_ps_assignment(script, "X") == value
    assert decode_ps_literal(quote_ps(value), 0) == (value, len(quote_ps(value)))
