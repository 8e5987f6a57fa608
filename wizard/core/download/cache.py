"""The per-user download cache and settings folder (:mod:`wizard.platform.env`): where plan downloads go unless
the user picks a folder."""

from __future__ import annotations

from pathlib import Path

from wizard.platform.env import user_cache_dir, user_config_dir

APP_NAME = "tfgpu-wizard"


def cache_root() -> Path:
    """The wizard's cache folder (``~/.cache/tfgpu-wizard`` on Linux, ``%LOCALAPPDATA%`` on Windows)."""
    return user_cache_dir(APP_NAME)


def downloads_dir() -> Path:
    """Default folder for downloaded installers and archives."""
    return cache_root() / "downloads"


def config_dir() -> Path:
    """The wizard's per-user configuration folder (remembered choices, network settings without secrets)."""
    return user_config_dir(APP_NAME)


def safe_file_name(file_name: str) -> str:
    """``file_name`` as a plain name that stays inside its folder: any folder part is dropped, and
    ``..`` or nothing becomes ``download`` (pip's T-DL-09 rule)."""
    safe = Path(file_name.replace("\\", "/")).name
    return "download" if safe in ("", ".", "..") else safe
