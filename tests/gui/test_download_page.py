"""The Download page against a real 127.0.0.1 server: rows, badges, errors, pause/resume/cancel, totals."""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.core.http_server import FileServer, serving
from wizard.core.download.engine import DownloadRequest, EngineOptions
from wizard.core.download.hashing import Expected
from wizard.core.download.state import partial_path
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.session import Session
from wizard.gui.setup_wizard import SetupWizard

CUDA = os.urandom(900_000)
CUDNN = os.urandom(400_000)
OPTIONS = EngineOptions(
    multi_threshold=256 * 1024, chunk_size=32 * 1024, backoff_base=0.001, retries=1, progress_interval=0.02
)


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cuda.exe", CUDA)
        state.add("/cudnn.zip", CUDNN)
        yield state


@pytest.fixture
def pages() -> Iterator[list[DownloadPage]]:
    """Pages made by a test; each is shut down (workers paused and ended) when the test ends."""
    made: list[DownloadPage] = []
    yield made
    for page in made:
        page.shutdown()


def make_page(
    qtbot: QtBot, requests: list[DownloadRequest], synchronous: bool, pages: list[DownloadPage]
) -> DownloadPage:
    page = DownloadPage(Session(synchronous=synchronous))
    page.request_factory = lambda: requests
    page.options = OPTIONS
    qtbot.addWidget(page)
    pages.append(page)
    page.resize(760, 420)
    page.show()
    page.initializePage()
    return page


def requests_for(server: FileServer, folder: Path, cudnn_sha: str | None = None) -> list[DownloadRequest]:
    return [
        DownloadRequest(server.url("/cuda.exe"), folder / "cuda.exe", _sha(CUDA), len(CUDA)),
        DownloadRequest(
            server.url("/cudnn.zip"),
            folder / "cudnn.zip",
            Expected("sha256", cudnn_sha or hashlib.sha256(CUDNN).hexdigest()),
            len(CUDNN),
        ),
    ]


def _sha(data: bytes) -> Expected:
    return Expected("sha256", hashlib.sha256(data).hexdigest())


def test_every_file_gets_a_row_and_next_waits_until_all_are_verified(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage], artifacts_dir: Path
) -> None:
    page = make_page(qtbot, requests_for(server, tmp_path), True, pages)
    assert list(page.rows) == ["cuda.exe", "cudnn.zip"] and not page.isComplete()
    assert all(row.state == "ready" and not row.pause_button.isVisibleTo(page) for row in page.rows.values())
    page.start_button.click()
    assert all(row.state == "verified" for row in page.rows.values())
    assert page.isComplete()
    cuda = page.rows["cuda.exe"]
    assert cuda.badge.text() == "✓ Verified" and "sha256 verified" in cuda.status_label.text()
    assert cuda.bar.value() == cuda.bar.maximum()
    assert page.total_label.text() == "2 of 2 files verified · 1.2 MiB of 1.2 MiB"
    assert (tmp_path / "cuda.exe").read_bytes() == CUDA
    assert page.verified_files() == {"cuda.exe": tmp_path / "cuda.exe", "cudnn.zip": tmp_path / "cudnn.zip"}
    QApplication.processEvents()  # rows added to a shown page are shown by a queued call
    page.grab().save(str(artifacts_dir / "download-page-verified.png"))


def test_a_wrong_checksum_is_explained_and_retry_fetches_it_again(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage], artifacts_dir: Path
) -> None:
    page = make_page(qtbot, requests_for(server, tmp_path, cudnn_sha="0" * 64), True, pages)
    page.start_button.click()
    row = page.rows["cudnn.zip"]
    QApplication.processEvents()  # rows added to a shown page are shown by a queued call
    assert row.state == "failed" and page.rows["cuda.exe"].state == "verified"
    assert "damaged" in row.status_label.text() and "deleted" in row.status_label.text()
    assert row.retry_button.isVisibleTo(page) and not page.isComplete()
    assert not (tmp_path / "cudnn.zip").exists() and not partial_path(tmp_path / "cudnn.zip").exists()
    QApplication.processEvents()  # rows added to a shown page are shown by a queued call
    page.grab().save(str(artifacts_dir / "download-page-checksum-error.png"))
    page.files.requests["cudnn.zip"] = requests_for(server, tmp_path)[
        1
    ]  # e.g. the mirror now serves the right file
    row.retry_button.click()
    assert row.state == "verified" and page.isComplete()


@pytest.mark.parametrize(
    "case",
    [(407, "proxy"), (404, "not on the server")],
    ids=["407-asks-for-proxy-credentials", "404-not-found"],
)
def test_http_errors_are_shown_in_plain_words_with_what_to_do(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage], case: tuple[int, str]
) -> None:
    status, words = case
    server.behaviour.status = status
    page = make_page(qtbot, requests_for(server, tmp_path)[:1], True, pages)
    page.start_button.click()
    row = page.rows["cuda.exe"]
    assert row.state == "failed" and words in row.status_label.text()
    assert row.hint and row.hint in row.status_label.text()


def test_pause_and_resume_run_off_the_ui_thread_and_the_ui_keeps_painting(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage]
) -> None:
    server.behaviour.rate = 120 * 1024  # per connection: about two seconds for the first file
    page = make_page(qtbot, requests_for(server, tmp_path), False, pages)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    page.start_button.click()
    row = page.rows["cuda.exe"]
    qtbot.waitUntil(lambda: row.state == "running" and row.done > 100_000, timeout=10_000)
    qtbot.waitUntil(lambda: "MiB/s" in row.status_label.text(), timeout=10_000)  # speed and time left
    assert len(ticks) >= 3, "the event loop kept running while bytes arrived"
    row.pause_button.click()
    qtbot.waitUntil(lambda: row.state == "paused", timeout=10_000)
    assert partial_path(tmp_path / "cuda.exe").exists() and not (tmp_path / "cuda.exe").exists()
    server.behaviour.rate = None
    qtbot.waitUntil(lambda: not page.busy, timeout=10_000)
    row.resume_button.click()
    qtbot.waitUntil(page.isComplete, timeout=10_000)
    assert (tmp_path / "cuda.exe").read_bytes() == CUDA
    assert "resumed" in row.status_label.text()
    timer.stop()


def test_cancel_stops_the_file_and_deletes_its_partial(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage]
) -> None:
    server.behaviour.rate = 300 * 1024
    page = make_page(qtbot, requests_for(server, tmp_path)[:1], False, pages)
    page.start_button.click()
    row = page.rows["cuda.exe"]
    qtbot.waitUntil(lambda: row.done > 50_000, timeout=10_000)
    row.cancel_button.click()
    qtbot.waitUntil(lambda: row.state == "cancelled" and not page.busy, timeout=10_000)
    QApplication.processEvents()
    assert not partial_path(tmp_path / "cuda.exe").exists() and not (tmp_path / "cuda.exe").exists()
    assert row.retry_button.isVisibleTo(page)


def test_a_file_the_user_already_has_is_taken_after_the_same_checksum_check(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage]
) -> None:
    mine = tmp_path / "shared-drive" / "cudnn-copy.zip"
    mine.parent.mkdir()
    mine.write_bytes(CUDNN)
    page = make_page(qtbot, requests_for(server, tmp_path / "dl")[1:], True, pages)
    page.use_local_file("cudnn.zip", mine)
    row = page.rows["cudnn.zip"]
    assert row.state == "verified" and server.gets() == []
    assert (tmp_path / "dl" / "cudnn.zip").read_bytes() == CUDNN and mine.exists()


def test_thousands_of_progress_repaints_do_not_exhaust_pysides_none_references(qtbot: QtBot) -> None:
    """PySide6 6.12 on Python 3.11 drops a reference to None per void call; the page guards against it."""
    from wizard.gui.widgets.download_row import DownloadRow

    row = DownloadRow("cuda.exe", 10_000)
    qtbot.addWidget(row)
    for done in range(0, 10_000, 2):
        row.set_state("running")  # repaints every time: about 15 void Qt calls
        row.set_progress(done, 10_000)
    assert sys.version_info >= (3, 12) or sys.getrefcount(None) > 2**39


def test_in_chinese_the_page_and_its_errors_read_in_chinese(
    qtbot: QtBot, server: FileServer, tmp_path: Path, pages: list[DownloadPage], artifacts_dir: Path
) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        page = make_page(qtbot, requests_for(server, tmp_path, cudnn_sha="0" * 64), True, pages)
        page.start_button.click()
        assert page.title() == "下载" and page.start_button.text() == "全部下载"
        assert page.rows["cuda.exe"].badge.text() == "✓ 已校验"
        assert "已被删除" in page.rows["cudnn.zip"].status_label.text()
        assert page.total_label.text().startswith("2 个文件中已校验 1 个 · ")
        QApplication.processEvents()  # rows added to a shown page are shown by a queued call
        page.grab().save(str(artifacts_dir / "download-page-zh.png"))
    finally:
        install_language("en")


def test_in_the_wizard_the_page_lists_the_plans_files_and_waits_for_the_user(
    make_wizard: Callable[..., SetupWizard], artifacts_dir: Path
) -> None:
    """Walked from the real planner's plan; nothing is fetched until "Download all" (no network here).

    A file with a checksum in the catalog, or with NVIDIA's published md5 list (the CUDA installers), is
    ready to download; only a file with neither is refused.
    """
    wizard = make_wizard("windows-rtx2060-driver-457.json")
    while not isinstance(wizard.currentPage(), DownloadPage):
        wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, DownloadPage)
    plan = wizard.session.plan
    assert plan is not None
    assert list(page.rows) == [Path(d.file).name for d in plan.downloads]
    for download in plan.downloads:
        row = page.rows[Path(download.file).name]
        if download.sha256 or download.md5 or download.checksums_url:
            assert row.state == "ready" and row.can_download
        else:  # not fetched, with the reason, and only "Use my file" offered
            assert row.state == "needs-file" and "publishes no checksum" in row.message
            assert not row.can_download and not row.retry_button.isVisibleTo(page)
    installer = next(d for d in plan.downloads if d.kind == "cuda-installer")
    assert installer.checksums_url and page.rows[Path(installer.file).name].state == "ready"
    assert not page.isComplete()
    QApplication.processEvents()
    wizard.grab().save(str(artifacts_dir / "download-page-in-wizard.png"))


def test_a_file_without_a_published_checksum_is_taken_from_the_user_after_size_and_members(
    qtbot: QtBot, tmp_path: Path, pages: list[DownloadPage]
) -> None:
    import zipfile

    from wizard.core.download.sources import split_downloads
    from wizard.core.plan import Download

    mine = tmp_path / "cudnn.zip"
    with zipfile.ZipFile(mine, "w") as archive:
        archive.writestr("cuda/include/cudnn.h", b"#define CUDNN_MAJOR 8")
    download = Download(
        "cudnn-archive", "cudnn.zip", "https://vendor.invalid/cudnn.zip", size=mine.stat().st_size
    )
    page = make_page(qtbot, [], True, pages)
    page.request_factory = lambda: split_downloads([download], tmp_path / "dl")
    page.initializePage()
    row = page.rows["cudnn.zip"]
    assert row.state == "needs-file" and not row.can_download
    other = tmp_path / "other.zip"
    other.write_bytes(b"not an archive")
    page.use_local_file("cudnn.zip", other)
    assert row.state == "failed" and not page.isComplete()
    page.use_local_file("cudnn.zip", mine)
    assert row.state == "verified" and "size and contents were checked" in row.status_label.text()
    assert page.verified_files() == {"cudnn.zip": mine} and page.isComplete()
