"""The Install cuDNN and Install CUDA pages: review first, then progress, the result, Undo (offscreen).

Real archives, real copies into a temporary CUDA folder, the real journal in the per-test HOME; the archive and
the folder are this OS's (NVIDIA's Linux tarball into ``lib64``, its Windows zip into ``bin`` and ``lib\\x64``).
The CUDA installer is the FAKE INSTALLER of tests/core/install/test_cuda_installer.py, standing in for NVIDIA's
(the Linux runfile, a shell script; on Windows the .exe, a real program installing into NVIDIA's fixed folder under
a %ProgramW6432% pointed into tmp_path), run as a real subprocess. Screenshots go to artifacts/gui/ for a person
to look at.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.core.archives.test_safe_extract import make_tar
from tests.core.cudnn_windows_zip import cudnn_windows_zip, windows_cuda_folder
from tests.core.install.test_cuda_installer import cuda_root as installer_cuda_root
from tests.core.install.test_cuda_installer import windows_program_files, write_fake  # noqa: F401 - a fixture
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.core.install.cuda_subpackages import windows_subpackages
from wizard.core.ops.journal import Journal
from wizard.gui.pages.install_cuda_page import InstallCudaPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.session import Session

LEFT = Qt.MouseButton.LeftButton
WINDOWS = sys.platform == "win32"


def _show(qtbot: QtBot, page: InstallCudnnPage | InstallCudaPage) -> None:
    qtbot.addWidget(page)
    page.resize(900, 640)
    page.show()
    qtbot.waitExposed(page)
    page.initializePage()


def _choose_folder(page: InstallCudaPage, folder: Path) -> Path:
    """Put the toolkit into ``folder`` where the installer can be told a folder (Linux); on Windows the page
    shows NVIDIA's fixed folder, read-only (here under the %ProgramW6432% in tmp_path). The folder it goes into."""
    if WINDOWS:
        assert page.into_edit.isReadOnly()
        return Path(page.into_edit.text())
    page.into_edit.setText(str(folder))
    return folder


def _shot(page: InstallCudnnPage | InstallCudaPage, artifacts_dir: Path, name: str) -> None:
    folder = artifacts_dir / "gui"
    folder.mkdir(exist_ok=True)
    assert page.grab().save(str(folder / name))


def test_cudnn_page_reviews_then_installs_then_undoes_byte_for_byte(
    qtbot: QtBot, tmp_path: Path, artifacts_dir: Path,
) -> None:
    if WINDOWS:
        archive, root = cudnn_windows_zip(tmp_path / "cudnn-test-8.0.5.zip"), windows_cuda_folder(tmp_path / "v11.0")
        library, added = Path("bin", "cudnn64_8.dll"), "bin/cudnn_cnn_infer64_8.dll"
    else:
        archive, root = cudnn_tarball(tmp_path / "cudnn-test-8.9.7.tar.xz"), cuda_root(tmp_path / "cuda-12.2")
        library, added = Path("lib64", "libcudnn.so.8.9.7"), "lib64/libcudnn_cnn_infer.so.8.9.7"
    before = snapshot(root)
    page = InstallCudnnPage(Session(synchronous=True))
    _show(qtbot, page)
    page.archive_edit.setText(str(archive))
    page.into_edit.setText(str(root))

    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "reviewed" and not page.isComplete(), page.banner.message_label.text()
    assert "1 replaced" in page.review_title.text()
    assert "include/cudnn.h" in page.before_box.toPlainText()
    assert added in page.after_box.toPlainText()
    assert snapshot(root) == before and page.install_button.isVisible()
    _shot(page, artifacts_dir, "install_cudnn_review.png")

    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed" and page.isComplete(), page.banner.findChildren(object)
    assert (root / library).is_file()
    assert len(Journal().pending()) == 1
    assert "files copied and checked" in page.status_label.text()
    _shot(page, artifacts_dir, "install_cudnn_installed.png")

    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.state == "undone"
    assert snapshot(root) == before
    assert Journal().pending() == []
    _shot(page, artifacts_dir, "install_cudnn_undone.png")


def test_cudnn_page_shows_a_refused_archive_in_the_banner_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, artifacts_dir: Path,
) -> None:
    archive = make_tar(tmp_path / "evil.tar.xz", [("cuda/../../escape.txt", "file", b"pwned")])
    root = cuda_root(tmp_path / "cuda-12.2")
    before = snapshot(tmp_path)
    page = InstallCudnnPage(Session(synchronous=True))
    _show(qtbot, page)
    page.archive_edit.setText(str(archive))
    page.into_edit.setText(str(root))
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "input" and not page.install_button.isVisible()
    assert page.banner.isVisible()
    assert "Nothing was changed" in page.status_label.text()
    assert {k: v for k, v in snapshot(tmp_path).items() if not k.startswith("home")} == {
        k: v for k, v in before.items() if not k.startswith("home")}
    _shot(page, artifacts_dir, "install_cudnn_refused.png")


@pytest.mark.usefixtures("windows_program_files")
def test_cuda_page_reviews_the_exact_command_installs_and_keeps_the_log(
    qtbot: QtBot, tmp_path: Path, artifacts_dir: Path,
) -> None:
    installer = write_fake(tmp_path)
    page = InstallCudaPage(Session(synchronous=True))
    _show(qtbot, page)
    page.installer_edit.setText(str(installer))
    assert page.version_edit.text() == "11.8.0"  # read from NVIDIA's file name
    root = _choose_folder(page, tmp_path / "cuda-11.8")
    assert root == installer_cuda_root(tmp_path)
    page.checksum_edit.setText(hashlib.sha256(installer.read_bytes()).hexdigest())

    qtbot.mouseClick(page.review_button, LEFT)
    command = [line.strip() for line in page.after_box.toPlainText().splitlines()]
    if WINDOWS:  # -s installs into the fixed folder; the toolkit's sub-packages are named one by one
        assert {"-s", "nvcc_11.8", *windows_subpackages("11.8")} <= set(command)
    else:
        assert {"--silent", "--toolkit", f"--installpath={root}"} <= set(command)
    assert not any("driver" in line for line in command)
    assert not (tmp_path / "argv.txt").exists()
    _shot(page, artifacts_dir, "install_cuda_review.png")

    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed"
    assert "Installer log:" in page.status_label.text()
    assert (root / "version.json").is_file()
    _shot(page, artifacts_dir, "install_cuda_installed.png")

    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.banner.isVisible()  # a toolkit is removed with NVIDIA's uninstaller: said, not guessed
    assert len(Journal().pending()) == 1
    _shot(page, artifacts_dir, "install_cuda_undo_instructions.png")


def test_cuda_page_refuses_a_wrong_checksum_without_running_anything(qtbot: QtBot, tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    page = InstallCudaPage(Session(synchronous=True))
    _show(qtbot, page)
    page.installer_edit.setText(str(installer))
    page.into_edit.setText(str(tmp_path / "cuda-11.8"))
    page.checksum_edit.setText("0" * 64)
    qtbot.mouseClick(page.review_button, LEFT)
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "reviewed" and page.banner.isVisible()
    assert not (tmp_path / "argv.txt").exists()


def test_cudnn_page_in_chinese_shows_the_review_and_a_refusal_in_chinese(
    qtbot: QtBot, tmp_path: Path, artifacts_dir: Path,
) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        archive = make_tar(tmp_path / "evil.tar.xz", [("cuda/../../escape.txt", "file", b"pwned")])
        page = InstallCudnnPage(Session(synchronous=True))
        _show(qtbot, page)
        page.archive_edit.setText(str(archive))
        page.into_edit.setText(str(cuda_root(tmp_path / "cuda-12.2")))
        assert page.review_button.text() == "查看更改"
        qtbot.mouseClick(page.review_button, LEFT)
        assert page.status_label.text() == "未做任何更改。"
        _shot(page, artifacts_dir, "install_cudnn_refused_zh_CN.png")
    finally:
        install_language("en")


def test_before_any_review_the_page_says_what_to_press_first(qtbot: QtBot) -> None:
    """A first-time user sees empty boxes and one button: the status line says what to do, in both languages."""
    from wizard.gui.translator import install_language

    for page in (InstallCudaPage(Session(synchronous=True)), InstallCudnnPage(Session(synchronous=True))):
        qtbot.addWidget(page)
        assert page.state == "input"
        assert "Review changes" in page.status_label.text() and "Install" in page.status_label.text()
        try:
            install_language("zh_CN")
            assert "查看更改" in page.status_label.text(), "the hint follows a language switch"
        finally:
            install_language("en")


@pytest.mark.usefixtures("windows_program_files")
def test_the_folder_cuda_went_into_is_the_one_the_cudnn_and_env_vars_pages_use(qtbot: QtBot, tmp_path: Path) -> None:
    """On Linux the toolkit folder can be changed; cuDNN and PATH must then follow it, not NVIDIA's default. On
    Windows it is NVIDIA's fixed folder, here under the %ProgramW6432% in tmp_path; they follow that one."""
    from wizard.core.plan import Plan, TfChoice
    from wizard.gui.models.env_vars_review import plan_operations

    installer = write_fake(tmp_path)
    session = Session(synchronous=True)
    session.plan = Plan(route="windows-native" if WINDOWS else "linux", tensorflow=TfChoice("2.14.1", "tensorflow"),
                        python="3.11", cuda="11.8", cudnn="8.9")
    page = InstallCudaPage(session)
    _show(qtbot, page)
    page.installer_edit.setText(str(installer))
    root = _choose_folder(page, tmp_path / "my-cuda")
    assert root.is_relative_to(tmp_path)
    page.checksum_edit.setText(hashlib.sha256(installer.read_bytes()).hexdigest())
    qtbot.mouseClick(page.review_button, LEFT)
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed" and session.cuda_root == root

    cudnn_page = InstallCudnnPage(session)
    _show(qtbot, cudnn_page)
    assert cudnn_page.into_edit.text() == str(root)
    operations = plan_operations(session, "user")
    assert operations and all(str(root) in operation.describe() for operation in operations)


def test_the_cuda_folder_is_fixed_where_nvidias_silent_installer_cannot_move_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On Windows (HOST_OS patched: no Windows here) the field shows %ProgramW6432%'s folder, read-only."""
    from wizard.gui.pages import install_cuda_page

    monkeypatch.setenv("ProgramW6432", "D:\\Programs")
    monkeypatch.setattr(install_cuda_page, "HOST_OS", "windows")
    page = InstallCudaPage(Session(synchronous=True))
    _show(qtbot, page)
    page.version_edit.setText("11.2")
    page.installer_edit.setText("cuda_11.2.2_461.33_win10.exe")
    page._suggest_folder()
    assert page.into_edit.isReadOnly()
    assert page.into_edit.text() == "D:\\Programs\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"
    monkeypatch.setattr(install_cuda_page, "HOST_OS", "linux")
    linux_page = InstallCudaPage(Session(synchronous=True))
    qtbot.addWidget(linux_page)
    assert not linux_page.into_edit.isReadOnly()
