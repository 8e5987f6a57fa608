"""The console seam: only an interactive console counts as one; piped CLI output is UTF-8."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import cli_env, run_cli
from wizard.platform.console import is_console

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(
    not hasattr(os, "openpty"), reason="a pseudo-terminal is POSIX; wine gives no console that GetConsoleMode accepts"
)
def test_a_pseudo_terminal_is_a_console_and_files_pipes_and_devices_are_not(tmp_path: Path) -> None:
    controller, terminal = os.openpty()
    read_end, write_end = os.pipe()
    try:
        with open(terminal, "rb", buffering=0, closefd=False) as tty, \
                open(read_end, "rb", closefd=False) as pipe, \
                open(tmp_path / "file", "w") as plain, open(os.devnull, "rb") as null:
            assert is_console(tty)
            assert not is_console(pipe)
            assert not is_console(plain)
            assert not is_console(null)
    finally:
        for fd in (controller, terminal, read_end, write_end):
            os.close(fd)


def test_a_replaced_or_closed_or_missing_stream_is_no_console() -> None:
    closed = open(os.devnull)  # noqa: SIM115
    closed.close()
    assert not is_console(io.StringIO())
    assert not is_console(closed)
    assert not is_console(None)


def test_apply_without_yes_and_with_stdin_from_the_null_device_refuses_without_asking(tmp_path: Path) -> None:
    """A scheduled task's stdin is NUL; here /dev/null (on Windows NUL's isatty() is true: the seam's
    GetConsoleMode branch is what tells them apart there)."""
    plan = tmp_path / "plan.json"
    made = run_cli("plan", "--route", "cpu", "--json")
    plan.write_text(made.stdout, encoding="utf-8")
    with open(os.devnull, "rb") as null:
        result = subprocess.run([sys.executable, "-m", "wizard", "apply", "--plan", str(plan)], stdin=null,
                                capture_output=True, text=True, encoding="utf-8", cwd=REPO, env=cli_env("en"),
                                check=False, timeout=120)
    assert result.returncode == 2, result.stderr
    assert "--yes" in result.stderr and "Traceback" not in result.stderr
