"""Run ``python -m wizard`` for real, in a subprocess, as a user would: the one helper every CLI test uses."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

from tests.fakes.made_here import SITE_FOLDER

REPO = Path(__file__).resolve().parents[2]


def cli_env(lang: str | None = "en", env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The child's environment: this test's (conftest's isolated HOME), the checkout importable (and the planner
    stand-in of tests/fakes/made_here, idle unless the test wrote its plan), ``env`` on top.

    It speaks ``lang`` (None: whatever the environment says). SUDO_USER is dropped so that a suite run
    under sudo never acts for the real user's HOME.
    """
    child_env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(REPO), str(SITE_FOLDER)))}
    child_env.pop("SUDO_USER", None)
    if lang is not None:
        child_env["TFGPU_WIZARD_LANG"] = lang
    child_env.update(env or {})
    return child_env


def run_cli(
    *args: str,
    lang: str | None = "en",
    env: Mapping[str, str] | None = None,
    cwd: Path = REPO,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """``tfgpu-wizard ARGS`` run to its end; its output decoded as UTF-8 (Chinese text included)."""
    command = [sys.executable, "-m", "wizard", *args]
    if sys.platform == "win32":
        return _run_into_files(command, cwd, cli_env(lang, env), timeout)
    return subprocess.run(
        command,
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=cli_env(lang, env),
        timeout=timeout,
    )


def _run_into_files(
    command: list[str], cwd: Path, env: Mapping[str, str], timeout: float
) -> subprocess.CompletedProcess[str]:
    """The child's output through files, not pipes: under wine a child may be the one that starts the desktop
    process (explorer.exe), which inherits its handles and lives on, so a pipe would never reach its end."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        code = subprocess.run(command, check=False, stdout=out, stderr=err, cwd=cwd, env=env, timeout=timeout)
        out.seek(0)
        err.seek(0)
        text = [stream.read().decode("utf-8", errors="replace").replace("\r\n", "\n") for stream in (out, err)]
    return subprocess.CompletedProcess(command, code.returncode, text[0], text[1])


def start_cli(*args: str, lang: str | None = "en", env: Mapping[str, str] | None = None) -> subprocess.Popen[str]:
    """``tfgpu-wizard ARGS`` started and left running (to be signalled, like a user pressing Ctrl-C)."""
    return subprocess.Popen(
        [sys.executable, "-m", "wizard", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=cli_env(lang, env),
    )
