"""The environment-variable seam: the Windows registry backend or the POSIX shell backend, chosen once.

Callers use :func:`env_backend` and never branch on the OS. Tests build a backend directly
(``WindowsEnvBackend(MemoryRegistry())``, ``PosixEnvBackend(tmp_home, tmp_config)``) instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from wizard.core.envvars.model import EnvBackend


def env_backend() -> EnvBackend:
    """This machine's backend, built per call so that ``$HOME`` is read when needed (tests change it)."""
    if sys.platform == "win32":
        from wizard.platform.registry import system_registry
        from wizard.platform.windows_env import WindowsEnvBackend

        return WindowsEnvBackend(system_registry())
    from wizard.platform.posix_env import default_backend

    return default_backend()


def user_data_dir(app_name: str) -> Path:
    """The per-user data folder of ``app_name``: ``$XDG_DATA_HOME/<app>`` on Linux, ``%APPDATA%\\<app>``.

    On Windows ``%APPDATA%`` is read first (platformdirs asks the shell API, which ignores the variable),
    so a redirected profile, a portable setup or a test's isolated APPDATA is respected.
    """
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / app_name
    return Path(platformdirs.user_data_dir(app_name, appauthor=False, roaming=True))
