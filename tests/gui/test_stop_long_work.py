"""Long work is never cut by accident: the wizard's Cancel (and closing the window) during a download or a
cuDNN copy asks first; "Keep working" changes nothing, "Stop and close" pauses the download (the partial
file stays for a resume) or rolls the copy back, and then the window closes.

Real widgets offscreen with real worker threads (not the synchronous test mode): a real download from a
127.0.0.1 server that sends slowly, a real copy of a real archive into a temporary CUDA folder (NVIDIA's layout
of this OS: the Linux tarball into ``lib64``, the Windows zip into ``bin``). The question is a real QMessageBox,
answered by pressing its button.
"""

from __future__ import annotations

import hashlib
import io
import os
import sys
import tarfile
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from tests.core.cudnn_windows_zip import cudnn_windows_zip, windows_cuda_folder
from tests.core.http_server import FileServer, serving
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import SUBLIBS, TOP, cuda_root
from tests.gui.conftest import answer_question
from wizard.core.download.engine import DownloadRequest, EngineOptions
from wizard.core.download.hashing import Expected
from wizard.core.download.state import partial_path
from wizard.core.ops.journal import Journal
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.setup_wizard import SetupWizard

PAYLOAD = os.urandom(1_500_000)


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cuda.run", PAYLOAD)
        state.behaviour.rate = 100 * 1024  # about 15 s for the whole file: always still running when asked
        yield state


def _threaded_wizard(make_wizard: Callable[..., SetupWizard]) -> SetupWizard:
    wizard = make_wizard()
    wizard.session.synchronous = False
    return wizard


def _press_cancel(wizard: SetupWizard, answer: str) -> list[str]:
    asked: list[str] = []
    answer_question(answer, asked)
    wizard.button(QWizard.WizardButton.CancelButton).click()
    return asked


def test_cancel_during_a_download_asks_then_pauses_it_and_keeps_the_partial_file(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, server: FileServer, tmp_path: Path,
) -> None:
    wizard = _threaded_wizard(make_wizard)
    page = wizard.page_of(DownloadPage)
    assert isinstance(page, DownloadPage)
    dest = tmp_path / "cuda.run"
    page.request_factory = lambda: [DownloadRequest(server.url("/cuda.run"), dest,
                                                    Expected("sha256", hashlib.sha256(PAYLOAD).hexdigest()),
                                                    len(PAYLOAD))]
    page.options = EngineOptions(chunk_size=16 * 1024, backoff_base=0.001, retries=1, progress_interval=0.02)
    page.initializePage()
    page.start_all()
    row = page.rows["cuda.run"]
    qtbot.waitUntil(lambda: row.done > 50_000, timeout=10_000)

    asked = _press_cancel(wizard, "Keep working")
    assert "Stop and close the wizard?" in asked[0] and "Files are being downloaded" in asked[0], asked
    assert wizard.isVisible() and page.busy and row.state == "running"

    _press_cancel(wizard, "Stop and close")
    assert not wizard.isVisible() and not page.busy
    qtbot.waitUntil(lambda: row.state == "paused", timeout=10_000)
    assert partial_path(dest).exists() and not dest.exists()


def test_closing_the_window_during_a_cudnn_copy_asks_then_rolls_the_copy_back(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, tmp_path: Path,
) -> None:
    if sys.platform == "win32":
        archive, root = _big_windows_cudnn_zip(tmp_path / "cudnn-big.zip"), windows_cuda_folder(tmp_path / "v11.0")
    else:
        archive, root = _big_cudnn_archive(tmp_path / "cudnn-big.tgz"), cuda_root(tmp_path / "cuda-12.2")
    before = snapshot(root)
    wizard = _threaded_wizard(make_wizard)
    page = wizard.page_of(InstallCudnnPage)
    assert isinstance(page, InstallCudnnPage)
    page.initializePage()
    page.archive_edit.setText(str(archive))
    page.into_edit.setText(str(root))
    page.review_button.click()
    qtbot.waitUntil(lambda: page.state == "reviewed" and not page.running, timeout=60_000)
    page.install_button.click()
    qtbot.waitUntil(lambda: page.progress.value() > 0, timeout=60_000)  # files are landing in the CUDA folder

    asked: list[str] = []
    answer_question("Keep working", asked)
    wizard.close()
    assert wizard.isVisible() and page.running and "Stopping puts every file back" in asked[0], asked

    answer_question("Stop and close", asked)
    wizard.close()
    assert not wizard.isVisible()
    assert snapshot(root) == before, "every file is back as it was before the window went"
    qtbot.waitUntil(lambda: not page.running, timeout=10_000)
    assert page.state != "installed"
    assert Journal().pending() == []


def _big_cudnn_archive(path: Path) -> Path:
    """NVIDIA's 8.9 layout with 48 extra 2 MiB libraries: a copy long enough to be stopped halfway."""
    version = b"#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 9\n#define CUDNN_PATCHLEVEL 7\n"
    files = {f"{TOP}/include/cudnn_version.h": version, f"{TOP}/include/cudnn.h": b"/* cudnn */\n"}
    files |= {f"{TOP}/lib/libcudnn{sub}.so.8.9.7": b"\x7fELF" + sub.encode() * 300 for sub in SUBLIBS}
    noise = os.urandom(2 << 20)  # incompressible: the extractor refuses archives that unpack far larger
    files |= {f"{TOP}/lib/libcudnn_extra{i}.so.8.9.7": bytes([i]) + noise for i in range(48)}
    with tarfile.open(path, "w:gz", compresslevel=0) as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
        for sub in SUBLIBS:
            for link, target in ((f"libcudnn{sub}.so.8", f"libcudnn{sub}.so.8.9.7"),
                                 (f"libcudnn{sub}.so", f"libcudnn{sub}.so.8")):
                info = tarfile.TarInfo(f"{TOP}/lib/{link}")
                info.type, info.linkname = tarfile.SYMTYPE, target
                tar.addfile(info)
    return path


def _big_windows_cudnn_zip(path: Path) -> Path:
    """NVIDIA's Windows 8.0.5 layout (tests/core/cudnn_windows_zip.py) with 48 extra 2 MiB DLLs in ``bin``."""
    cudnn_windows_zip(path)
    noise = os.urandom(2 << 20)  # incompressible, as above
    with zipfile.ZipFile(path, "a", zipfile.ZIP_STORED) as archive:
        for i in range(48):
            archive.writestr(f"cuda/bin/cudnn_extra{i}64_8.dll", b"MZ" + bytes([i]) + noise)
    return path
