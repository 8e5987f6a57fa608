"""Run ``python -m wizard`` for real, in a subprocess, as a user would: the one helper every CLI test uses."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def cli_env(lang: str | None = "en", env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The child's environment: this test's (conftest's isolated HOME), the checkout importable, ``env`` on top.

    It speaks ``lang`` (None: whatever the environment says). SUDO_USER is dropped so that a suite run
    under sudo never acts for the real user's HOME.
    """
    child_env = {**os.environ, "PYTHONPATH": str(REPO)}
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
    return subprocess.run(
        [sys.executable, "-m", "wizard", *args],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=cli_env(lang, env),
        timeout=timeout,
    )


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
