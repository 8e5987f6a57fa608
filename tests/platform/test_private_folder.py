"""The elevated child's private folders: fresh, 0700, owned by this process, under the system's own temp."""

from __future__ import annotations

import os
import shutil
import stat
import sys

import pytest

from wizard.core.archives.private_copy import private_folder
from wizard.platform.private_folder import admin_only_parent, make_admin_only_folder

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the POSIX folder rule")


def test_each_folder_is_new_private_and_outside_the_users_temp(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))  # a folder the user chose must not be used
    first, second = make_admin_only_folder("t-"), make_admin_only_folder("t-")
    try:
        assert first != second
        for folder in (first, second):
            info = os.lstat(folder)
            assert stat.S_ISDIR(info.st_mode) and not stat.S_ISLNK(info.st_mode)
            assert info.st_uid == os.geteuid() and stat.S_IMODE(info.st_mode) == 0o700
            assert folder.parent == admin_only_parent() and tmp_path not in folder.parents
    finally:
        shutil.rmtree(first)
        shutil.rmtree(second)


def test_the_elevated_child_stages_in_an_admin_only_folder(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    user, elevated = private_folder("c-"), private_folder("c-", elevated=True)
    try:
        assert (tmp_path / "data") in user.parents
        assert elevated.parent == admin_only_parent()
    finally:
        shutil.rmtree(user)
        shutil.rmtree(elevated)
