"""One root per kind of folder (data, settings, cache), and each follows the variables a test or profile sets."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from wizard.core.download.cache import cache_root, config_dir
from wizard.core.ops.journal import data_dir
from wizard.platform import env


def test_on_this_system_every_folder_is_inside_the_tests_isolated_home() -> None:
    home = Path(os.environ["HOME"])
    for folder in (cache_root(), config_dir(), data_dir()):
        assert home in folder.parents, folder


def test_on_windows_the_variables_win_over_the_shells_known_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``sys.platform`` set to win32 stands in for Windows (the real Windows Python runs under wine in the
    Windows tier): platformdirs would ask SHGetKnownFolderPath there, which ignores the variables."""
    local, roaming = tmp_path / "Local", tmp_path / "Roaming"
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    monkeypatch.setenv("APPDATA", str(roaming))
    monkeypatch.setattr(sys, "platform", "win32")
    assert env.user_data_dir("tfgpu-wizard") == local / "tfgpu-wizard"
    assert env.user_cache_dir("tfgpu-wizard") == local / "tfgpu-wizard" / "Cache"
    assert env.user_config_dir("tfgpu-wizard") == roaming / "tfgpu-wizard"
