"""Static guarantees of the product code: no setx, no .NET environment API, no shell=True (T-ENV-00).

``setx`` silently cuts values at 1024 characters; ``[Environment]::SetEnvironmentVariable`` expands
``%VAR%`` and downgrades REG_EXPAND_SZ. Neither may be called anywhere in the shipped package (the
docstrings that explain why may name them), and no subprocess goes through a shell.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "wizard"
FORBIDDEN_PROGRAM = re.compile(r"(^|[\\/])setx(\.exe)?$|SetEnvironmentVariable", re.IGNORECASE)


def _calls() -> list[tuple[str, ast.Call]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                found.append((f"{path.relative_to(PACKAGE.parent).as_posix()}:{node.lineno}", node))
    return found


def _strings_in(call: ast.Call) -> list[str]:
    nodes = [*call.args, *(keyword.value for keyword in call.keywords)]
    return [n.value for node in nodes for n in ast.walk(node) if isinstance(n, ast.Constant) and
            isinstance(n.value, str)]


def _forbidden(call: ast.Call) -> bool:
    name = ast.unparse(call.func)
    if name in {"os.system", "os.popen", "ctypes.windll.kernel32.SetEnvironmentVariableW"}:
        return True
    return any(FORBIDDEN_PROGRAM.search(text.strip()) for text in _strings_in(call))


# Modules that only write commands for a person to type (the by-hand steps), never run them. Their one setx is
# for CUDA_PATH (a folder, far below setx's 1024-character cut) and comes after PATH was written raw: its
# WM_SETTINGCHANGE broadcast is what makes Explorer, and so every new Command Prompt, see the new PATH.
TEXT_FOR_PEOPLE = ("wizard/core/by_hand/windows_machine.py",)


def test_no_call_runs_setx_or_the_dotnet_environment_api_or_os_system() -> None:
    found = [where for where, call in _calls() if _forbidden(call)]
    assert [where for where in found if not where.startswith(TEXT_FOR_PEOPLE)] == []


def test_the_by_hand_steps_never_tell_setx_to_write_path() -> None:
    """What the exemption above allows: setx for CUDA's variables, never for PATH (it would cut it)."""
    from wizard.core.by_hand.windows_machine import environment_step

    commands = environment_step("11.2", "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2").commands
    setx = [c for c in commands if c.lower().startswith("setx")]
    assert setx and all(c.split()[1].upper().startswith("CUDA_PATH") for c in setx), setx


def test_no_subprocess_call_uses_a_shell() -> None:
    offenders = []
    for where, call in _calls():
        for keyword in call.keywords:
            value = keyword.value
            if keyword.arg == "shell" and not (isinstance(value, ast.Constant) and value.value is False):
                offenders.append(where)
    assert offenders == []


def test_the_scan_catches_a_setx_call_and_a_powershell_one() -> None:
    for source in ('subprocess.run(["setx", "PATH", value])',
                   'subprocess.run(["powershell", "[Environment]::SetEnvironmentVariable(1)"])',
                   'os.system("echo")'):
        call = ast.parse(source).body[0].value  # type: ignore[attr-defined]
        assert _forbidden(call), source
