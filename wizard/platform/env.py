"""Where this user's data, settings and cache live: one root per kind, read the way each OS expects.

Every folder of the wizard comes from here. On Windows the environment is read first: platformdirs asks the
shell's known folders, which ignore ``%LOCALAPPDATA%``/``%APPDATA%``, so tests (and redirected or portable
profiles) that set the variables were not isolated from the real folders: a test run reconfigured the real
wizard with a dead mirror and cached installers.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

import platformdirs


def user_data_dir(app_name: str) -> Path:
    """The per-user data folder of ``app_name``: ``$XDG_DATA_HOME/<app>`` on Linux, ``%LOCALAPPDATA%\\<app>``
    on Windows (see :func:`windows_data_dir`)."""
    if sys.platform == "win32":
        found = windows_data_dir(app_name, os.environ)
        if found is not None:
            return found
        return Path(platformdirs.user_data_dir(app_name, appauthor=False, roaming=False))
    return Path(platformdirs.user_data_dir(app_name, appauthor=False, roaming=True))


def user_config_dir(app_name: str) -> Path:
    """Settings (small, per user, may roam): ``$XDG_CONFIG_HOME/<app>``; ``%APPDATA%\\<app>`` on Windows."""
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA")
        if roaming:
            return Path(roaming) / app_name
        return Path(platformdirs.user_config_dir(app_name, appauthor=False, roaming=True))
    return Path(platformdirs.user_config_dir(app_name, appauthor=False))


def user_cache_dir(app_name: str) -> Path:
    """Downloads and other re-fetchable bytes: ``$XDG_CACHE_HOME/<app>``; ``%LOCALAPPDATA%\\<app>\\Cache`` on
    Windows (platformdirs' layout, never roaming)."""
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        if local:
            return Path(local) / app_name / "Cache"
    return Path(platformdirs.user_cache_dir(app_name, appauthor=False))


def windows_data_dir(app_name: str, environ: Mapping[str, str]) -> Path | None:
    """``%LOCALAPPDATA%\\<app>``: staging, backups and logs are gigabytes that must not sync with a roaming
    profile, and the journal describes this machine only. A journal already kept in the roaming
    ``%APPDATA%\\<app>`` by an earlier version stays in use there, so its undo records are not lost.

    The variables are read first (platformdirs asks the shell API, which ignores them), so a redirected
    profile, a portable setup or a test's isolated folders are respected; None when neither is set.
    """
    local, roaming = environ.get("LOCALAPPDATA"), environ.get("APPDATA")
    kept_roaming = roaming and (Path(roaming) / app_name / "journal.json").is_file()
    if kept_roaming and not (local and (Path(local) / app_name / "journal.json").is_file()):
        return Path(str(roaming)) / app_name
    return Path(local) / app_name if local else None
