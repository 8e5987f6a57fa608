"""Where this user's data lives: the per-user data folder, read the way each OS expects."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs


def user_data_dir(app_name: str) -> Path:
    """The per-user data folder of ``app_name``: ``$XDG_DATA_HOME/<app>`` on Linux, ``%APPDATA%\\<app>``.

    On Windows ``%APPDATA%`` is read first (platformdirs asks the shell API, which ignores the variable),
    so a redirected profile, a portable setup or a test's isolated APPDATA is respected.
    """
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / app_name
    return Path(platformdirs.user_data_dir(app_name, appauthor=False, roaming=True))
