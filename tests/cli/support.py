"""Run ``python -m wizard`` for real, in a subprocess, as a user would: the one helper every CLI test uses."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def run_cli(
    *args: str,
    lang: str | None = "en",
    env: Mapping[str, str] | None = None,
    cwd: Path = REPO,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """``tfgpu-wizard ARGS`` in a child process; its output decoded as UTF-8 (Chinese text included).

    The child inherits this test's environment (conftest's isolated HOME), finds the package from the
    checkout, speaks ``lang`` (None: whatever the environment says) and gets ``env`` on top. SUDO_USER is
    dropped so that a suite run under sudo never acts for the real user's HOME.
    """
    child_env = {**os.environ, "PYTHONPATH": str(REPO)}
    child_env.pop("SUDO_USER", None)
    if lang is not None:
        child_env["TFGPU_WIZARD_LANG"] = lang
    child_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "wizard", *args],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=child_env,
        timeout=timeout,
    )
