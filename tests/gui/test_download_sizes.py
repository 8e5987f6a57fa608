"""The Download page shows each file's size and the total before "Download all" (issue 29): the catalog's size
where it records one, else the server's answer to a HEAD request (a real HTTP server on 127.0.0.1)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.core.http_server import FileServer, serving
from wizard.core.download.remote_size import remote_sizes
from wizard.core.plan import Download, Plan
from wizard.gui.models.download_sizes import planned_total
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.session import Session

INSTALLER = os.urandom(3 * 1024 * 1024)
ARCHIVE = os.urandom(1024 * 1024)


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        yield state


def _page(qtbot: QtBot, server: FileServer, *, archive_size: int | None) -> DownloadPage:
    installer = Download("cuda-installer", "cuda.exe", server.add("/cuda.exe", INSTALLER),
                         sha256=hashlib.sha256(INSTALLER).hexdigest())  # no size: the catalog records none
    archive = Download("cudnn-archive", "cudnn.zip", server.add("/cudnn.zip", ARCHIVE),
                       sha256=hashlib.sha256(ARCHIVE).hexdigest(), size=archive_size)
    session = Session(synchronous=True)
    session.plan = Plan("windows-native", None, "3.10", "11.2", "8.1", downloads=(installer, archive))
    page = DownloadPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    return page


def test_sizes_and_their_total_show_before_download_all(qtbot: QtBot, server: FileServer) -> None:
    page = _page(qtbot, server, archive_size=len(ARCHIVE))
    assert page.rows["cuda.exe"].total == len(INSTALLER), "asked from the server"
    assert page.rows["cudnn.zip"].total == len(ARCHIVE), "the catalog's"
    assert [hit.method for hit in server.hits if hit.path == "/cuda.exe"] == ["HEAD"]
    assert not any(hit.path == "/cudnn.zip" for hit in server.hits), "a recorded size is not asked again"
    assert "4.0 MiB in all" in page.total_label.text()
    assert "3.0 MiB" in page.rows["cuda.exe"].status_label.text()
    assert page.start_button.isVisibleTo(page)


def test_a_size_nobody_knows_makes_the_total_a_lower_bound() -> None:
    assert remote_sizes(["http://127.0.0.1:9/nothing"], timeout=2) == {"http://127.0.0.1:9/nothing": None}
    assert planned_total([3, None, 4]).known == 7 and planned_total([3, None]).unknown == 1
