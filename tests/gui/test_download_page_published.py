"""The Download page for installers whose md5 only NVIDIA's published list holds (real 127.0.0.1 server).

Such a file is an ordinary row (ready, downloadable), verified by the md5 read from the list; the
user's own copy is checked against the same md5.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.core.http_server import FileServer, serving
from wizard.core.download.engine import EngineOptions
from wizard.core.download.sources import split_downloads
from wizard.core.plan import Download
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.session import Session

DATA = os.urandom(500_000)
NAME = "cuda_11.2.2_461.33_win10.exe"
FILE_PATH = f"/compute/cuda/11.2.2/local_installers/{NAME}"
LIST_PATH = "/compute/cuda/11.2.2/docs/sidebar/md5sum.txt"


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add(FILE_PATH, DATA)
        state.add(LIST_PATH, f"{hashlib.md5(DATA).hexdigest()}  {NAME}\n".encode())
        yield state


@pytest.fixture
def page(qtbot: QtBot, server: FileServer, tmp_path: Path) -> Iterator[DownloadPage]:
    download = Download("cuda-installer", NAME, server.url(FILE_PATH), checksums_url=server.url(LIST_PATH))
    made = DownloadPage(Session(synchronous=True))
    made.request_factory = lambda: split_downloads([download], tmp_path / "dl")
    made.options = EngineOptions(retries=1, backoff_base=0.001)
    qtbot.addWidget(made)
    made.show()
    made.initializePage()
    yield made
    made.shutdown()


def test_a_file_with_a_published_list_is_ready_to_download_not_unverifiable(
    page: DownloadPage, server: FileServer, tmp_path: Path, artifacts_dir: Path
) -> None:
    row = page.rows[NAME]
    assert row.state == "ready" and row.can_download and not page.files.refused
    assert page.start_button.isVisibleTo(page)
    page.start_button.click()
    assert page.rows[NAME].state == "verified" and page.isComplete()
    assert f"verified by md5 from NVIDIA's published list {server.url(LIST_PATH)}" in row.status_label.text()
    assert page.verified_files() == {NAME: tmp_path / "dl" / NAME}
    page.resize(760, 300)
    QApplication.processEvents()  # rows added to a shown page are shown by a queued call
    page.grab().save(str(artifacts_dir / "download-page-published-md5.png"))


def test_the_users_own_copy_is_checked_against_the_published_md5(
    page: DownloadPage, server: FileServer, tmp_path: Path
) -> None:
    wrong = tmp_path / "old-download.exe"
    wrong.write_bytes(DATA[:-1] + bytes([DATA[-1] ^ 1]))  # always differs, whatever the random last byte
    row = page.rows[NAME]
    page.use_local_file(NAME, wrong)
    shown = row.status_label.text() + " " + row.toolTip() + " " + " ".join(
        label.text() for label in row.findChildren(QLabel))
    assert row.state == "failed" and "The file you chose does not match" in shown and "md5" in shown
    assert "deleted" not in shown, "the user's own file was not deleted, and no download was made"
    assert wrong.read_bytes() == DATA[:-1] + bytes([DATA[-1] ^ 1])  # the user's file is left as it was
    mine = tmp_path / "shared-drive" / NAME
    mine.parent.mkdir()
    mine.write_bytes(DATA)
    page.use_local_file(NAME, mine)
    assert page.rows[NAME].state == "verified" and "NVIDIA's published list" in row.status_label.text()
    assert FILE_PATH not in [hit.path for hit in server.gets()]  # taken from the user's copy
    assert (tmp_path / "dl" / NAME).read_bytes() == DATA and mine.exists()
