"""The per-user download cache (platformdirs): where plan downloads go unless the user picks a folder."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "tfgpu-wizard"


def cache_root() -> Path:
    """The wizard's cache folder (``~/.cache/tfgpu-wizard`` on Linux, ``%LOCALAPPDATA%`` on Windows)."""
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def downloads_dir() -> Path:
    """Default folder for downloaded installers and archives."""
    return cache_root() / "downloads"


def config_dir() -> Path:
    """The wizard's per-user configuration folder (remembered choices, network settings without secrets)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def safe_file_name(file_name: str) -> str:
    """``file_name`` as a plain name that stays inside its folder: any folder part is dropped, and
    ``..`` or nothing becomes ``download`` (pip's T-DL-09 rule)."""
    safe = Path(file_name.replace("\\", "/")).name
    return "download" if safe in ("", ".", "..") else safe
