"""The package cache of the wizard's own installs: uv's and pip's caches in a folder of the wizard's cache root.

The installers the wizard runs get ``UV_CACHE_DIR`` and ``PIP_CACHE_DIR`` under ``<cache root>/packages``, so
the wheels they download land in a folder only the wizard's installs use: ``undo --all`` says how much it
holds and ``undo --all --cache`` (the Finish page's "also remove the downloaded packages") removes exactly
that folder, never the user's own uv or pip cache.
"""

from __future__ import annotations

import os
from collections.abc import Generator
from pathlib import Path
from typing import Any, TypeVar

from wizard.basics.i18n import tr
from wizard.core.download.cache import cache_root
from wizard.core.pyenv.tombstone import delete_tree

MEGABYTE = 1024 * 1024
R = TypeVar("R")


def package_cache_dir() -> Path:
    """The folder holding the wizard's installer caches (``uv`` and ``pip`` below it; not created here)."""
    return cache_root() / "packages"


def cache_environment(env: dict[str, str]) -> dict[str, str]:
    """``env`` with uv's and pip's caches pointed into :func:`package_cache_dir`."""
    root = package_cache_dir()
    env["UV_CACHE_DIR"], env["PIP_CACHE_DIR"] = str(root / "uv"), str(root / "pip")
    env.pop("UV_NO_CACHE", None)
    env.pop("PIP_NO_CACHE_DIR", None)
    return env


def cache_size(folder: Path | None = None) -> int:
    """Bytes the files under ``folder`` (default: the package cache) hold; links are not followed."""
    total = 0
    for root, _dirs, files in os.walk(folder or package_cache_dir()):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                continue
    return total


def size_text(size: int) -> str:
    """``size`` bytes in whole megabytes (at least 1 when anything is there)."""
    return str(max(1, round(size / MEGABYTE)) if size else 0)


def cache_line(size: int, *, removed: bool = False) -> str:
    """What the package cache holds, or that it was removed, in one line."""
    if removed:
        return tr("PackageCache", "Removed the downloaded packages ({mb} MB).").format(mb=size_text(size))
    return tr("PackageCache", "The downloaded packages of the wizard's installs take {mb} MB in {folder} "
              "(remove them too: tfgpu-wizard undo --all --cache).").format(mb=size_text(size),
                                                                           folder=package_cache_dir())


def remove_package_cache(*, dry_run: bool = False) -> int:
    """Delete the package cache folder (only it: the user's own caches are elsewhere); returns its size."""
    folder = package_cache_dir()
    size = cache_size(folder)
    if not dry_run and folder.exists():
        delete_tree(folder)
    return size


def removing_cache(step: Generator[Any, None, R], *, remove: bool) -> Generator[Any, None, R]:
    """``step`` (an undo of everything), then, when ``remove``, the package cache (the Finish page's choice)."""
    result = yield from step
    if remove:
        remove_package_cache()
    return result
