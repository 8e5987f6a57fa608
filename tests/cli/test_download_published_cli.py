"""``tfgpu-wizard download --plan`` for installers whose md5 only NVIDIA's published list holds.

A real subprocess against a real 127.0.0.1 server serving ``md5sum.txt`` and the installer.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.http_server import FileServer, serving

DATA = os.urandom(400_000)
NAME = "cuda_11.2.2_461.33_win10.exe"
LIST_PATH = "/compute/cuda/11.2.2/docs/sidebar/md5sum.txt"


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add(f"/compute/cuda/11.2.2/local_installers/{NAME}", DATA)
        yield state


def download_plan(server: FileServer, tmp_path: Path, lang: str = "en") -> subprocess.CompletedProcess[str]:
    plan = {
        "route": "windows-native", "tensorflow": None, "python": "3.9", "cuda": "11.2", "cudnn": "8.1",
        "downloads": [{"kind": "cuda-installer", "file": NAME,
                       "url": server.url(f"/compute/cuda/11.2.2/local_installers/{NAME}"),
                       "checksums_url": server.url(LIST_PATH)}],
    }  # fmt: skip
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    return run_cli("download", "--plan", str(plan_file), "--dest", str(tmp_path / "dl"), lang=lang)


def test_a_plan_download_with_only_a_published_list_is_verified_by_its_md5(
    server: FileServer, tmp_path: Path
) -> None:
    md5 = hashlib.md5(DATA).hexdigest()
    server.add(LIST_PATH, f"{'1' * 32}  cuda_11.2.2_460.32.03_linux.run\n{md5}  {NAME}\n".encode())
    result = download_plan(server, tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "dl" / NAME).read_bytes() == DATA
    assert result.stdout.strip().splitlines()[-1] == (
        f"The 1 file is verified: {NAME} (verified by md5 from NVIDIA's published list "
        f"{server.url(LIST_PATH)}, downloaded on 1 connection)."
    )
    assert "Reading NVIDIA's published checksum list" in result.stderr


def test_a_list_that_does_not_name_the_installer_exits_non_zero_and_fetches_nothing(
    server: FileServer, tmp_path: Path
) -> None:
    server.add(LIST_PATH, f"{'1' * 32}  cuda_11.2.2_460.32.03_linux.run\n".encode())
    result = download_plan(server, tmp_path)
    assert result.returncode == 1
    assert f"has no line for {NAME}" in result.stderr and "--md5" in result.stderr
    assert result.stdout.strip().splitlines()[-1] == "No file was verified (0 of 1)."
    assert [hit.path for hit in server.gets()] == [LIST_PATH]
    assert not any((tmp_path / "dl").glob("*"))


def test_in_chinese_the_summary_names_the_published_list_in_chinese(server: FileServer, tmp_path: Path) -> None:
    server.add(LIST_PATH, f"{hashlib.md5(DATA).hexdigest()}  {NAME}\n".encode())
    result = download_plan(server, tmp_path, lang="zh_CN")
    assert result.returncode == 0, result.stderr
    assert f"已按 NVIDIA 发布的列表 {server.url(LIST_PATH)} 中的 md5 校验" in result.stdout
