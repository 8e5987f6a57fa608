"""A file NVIDIA publishes no checksum for, on the Download page: amber, not red; what to get and where (a link
to NVIDIA's page), in the language chosen now; "Use my file" refuses another cuDNN by its version and takes
the right one, saying what was checked.

Real widgets offscreen, the real catalog (cuDNN 8.1.1's Windows zip has no checksum anywhere the wizard
reads), real zips in tmp_path whose main DLL is a real PE file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.core.cudnn_windows_zip import cudnn_windows_zip
from tests.gui.test_page_flow import is_chinese
from wizard.core.catalog.load import load_catalog
from wizard.core.download.sources import split_downloads
from wizard.core.plan import Download
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.session import Session
from wizard.gui.translator import install_language

FILE = "cudnn-11.2-windows-x64-v8.1.1.33.zip"


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[DownloadPage]:
    release = next(r for r in load_catalog().cudnn if r.version == "8.1.1")
    (archive,) = [a for a in release.archives if a.file == FILE]
    assert archive.sha256 is None and archive.md5 is None, "the catalog still knows no checksum for it"
    download = Download("cudnn-archive", FILE, archive.url)
    made = DownloadPage(Session(synchronous=True))
    made.request_factory = lambda: split_downloads([download], tmp_path / "downloads")
    qtbot.addWidget(made)
    made.resize(820, 440)
    made.show()
    made.initializePage()
    yield made
    made.shutdown()
    install_language("en")


def test_the_row_waits_for_the_users_file_and_says_what_and_where_in_both_languages(
    page: DownloadPage, artifacts_dir: Path
) -> None:
    row = page.rows[FILE]
    assert row.state == "needs-file" and row.property("level") == "warn" and not row.can_download
    assert "publishes no checksum" in row.status_label.text()
    assert "cuDNN 8.1.1.33 for CUDA 11.2, for Windows" in row.status_label.text()
    assert 'href="https://developer.nvidia.com/rdp/cudnn-archive"' in row.link_label.text()
    assert row.local_button.isVisibleTo(page) and not row.retry_button.isVisibleTo(page)
    assert "--" not in row.status_label.text(), "no CLI flag in GUI text"
    assert not page.isComplete()
    (artifacts_dir / "gui").mkdir(exist_ok=True)
    assert page.grab().save(str(artifacts_dir / "gui" / "download-unpublished-en.png"))
    install_language("zh_CN")
    assert is_chinese(row.status_label.text()) and "8.1.1.33" in row.status_label.text()
    assert is_chinese(row.link_label.text())
    assert page.grab().save(str(artifacts_dir / "gui" / "download-unpublished-zh_CN.png"))


def test_use_my_file_refuses_another_cudnn_and_takes_the_planned_one(page: DownloadPage, tmp_path: Path) -> None:
    row = page.rows[FILE]
    (tmp_path / "other").mkdir()
    other = cudnn_windows_zip(tmp_path / "other" / FILE)  # cuDNN 8.0.5 under 8.1.1's name
    page.use_local_file(FILE, other)
    assert row.state == "failed" and "holds cuDNN 8.0.5, but this setup needs cuDNN 8.1.1" in row.message
    assert row.link_label.isVisibleTo(page), "the link stays while the right file is missing"
    assert not page.isComplete()
    mine = cudnn_windows_zip(tmp_path / FILE, "8.1.1")
    page.use_local_file(FILE, mine)
    assert row.state == "verified" and row.badge.text() == "✓ Checked"
    assert "every library it must hold (7)" in row.status_label.text() and "DLL (8.1.1.33)" in row.status_label.text()
    assert not row.link_label.isVisibleTo(page)
    assert page.isComplete() and page.verified_files() == {FILE: mine}
