"""``ChildLaunch``: how to start the elevated child (argv, working folder, whole environment).

It lives in the platform layer because the OS launchers (pkexec/sudo, ShellExecuteExW) take it; the core's
elevation module decides its contents.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ChildLaunch:
    """Everything about starting the elevated child: its argv, working folder and whole environment."""

    argv: tuple[str, ...]
    cwd: str
    env: Mapping[str, str]
