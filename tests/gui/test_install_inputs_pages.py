"""The install pages check their inputs against the plan before anything runs (offscreen, real widgets).

Real files in tmp_path, real archives unpacked by the real review step, real plans from the planner for
facts files stamped as this machine's (this machine has no GPU). The question offering a working
alternative is a real QMessageBox, answered by pressing its button. The machine and the files are this OS's
(each OS's page refuses the other's installer and archive before anything else): on Linux a Linux profile, the
FAKE RUNFILE of tests/core/install/test_cuda_installer.py and NVIDIA's tarball layout; on Windows a Windows profile, a
file under the Windows installer's name (these pages only review it: it never runs) and the zip layout of
tests/core/cudnn_windows_zip.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.core.cudnn_windows_zip import cudnn_windows_zip, windows_cuda_folder
from tests.core.install.test_cuda_installer import write_fake
from tests.e2e.test_linux_install_undo import cudnn_tarball
from tests.gui.conftest import FACTS_DIR, answer_question, this_machine
from wizard.basics.facts import load_facts
from wizard.core.install.inputs import catalog_checksum
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.pages.install_common import bundled_catalog
from wizard.gui.pages.install_cuda_page import InstallCudaPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.session import Session

LEFT = Qt.MouseButton.LeftButton
WINDOWS = sys.platform == "win32"
if WINDOWS:
    PROFILE = "windows-gtx1080-driver-398.json"  # plans CUDA 9.0 + cuDNN 7.2; an alternative with 11.2 + 8.1
    PLANNED, ALTERNATIVE_CUDNN = ("9.0", "7.2"), "8.1.0"
else:
    PROFILE = "linux-gtx750ti-maxwell-driver-418.json"  # plans CUDA 10.1 + cuDNN 7.6; an alternative with 12.3 + 8.9
    PLANNED, ALTERNATIVE_CUDNN = ("10.1", "7.6"), "8.9.7"


def _installer(folder: Path, version: str = "11.8.0", drivers: tuple[str, str] = ("520.61.05", "522.06")) -> Path:
    """NVIDIA's installer of CUDA ``version`` under its name on this OS (with the Linux or Windows driver's)."""
    if WINDOWS:
        installer = folder / f"cuda_{version}_{drivers[1]}_windows.exe"
        installer.write_bytes(b"MZ stand-in for NVIDIA's CUDA installer\n")
        return installer
    fake = write_fake(folder)
    installer = folder / f"cuda_{version}_{drivers[0]}_linux.run"
    if installer != fake:
        installer.write_bytes(fake.read_bytes())
    return installer


def _cudnn_archive(folder: Path, version: str = ALTERNATIVE_CUDNN) -> Path:
    """A cuDNN archive of this OS's layout under a name that states no version: the header inside decides (the
    Linux stand-in is 8.9.7)."""
    if WINDOWS:
        return cudnn_windows_zip(folder / "my-cudnn.zip", version)
    assert version == "8.9.7"
    return cudnn_tarball(folder / "my-cudnn.tar.xz")


def _session(profile: str = PROFILE, *, here: bool = True) -> Session:
    session = Session(synchronous=True)
    facts = load_facts(FACTS_DIR / profile)
    session.use_facts(this_machine(facts) if here else facts)
    session.plan = make_plan(session.facts, Wishes()) if session.facts else None
    return session


def _page(qtbot: QtBot, page: InstallCudaPage | InstallCudnnPage) -> InstallCudaPage | InstallCudnnPage:
    qtbot.addWidget(page)
    page.resize(900, 640)
    page.show()
    qtbot.waitExposed(page)
    page.initializePage()
    return page


def _refused(page: InstallCudaPage | InstallCudnnPage, text: str) -> None:
    assert page.state == "input" and not page.install_button.isVisible()
    assert page.banner.isVisible() and text in page.banner.message_label.text(), page.banner.message_label.text()


def test_review_with_no_installer_is_refused_and_shows_no_command(qtbot: QtBot) -> None:
    page = _page(qtbot, InstallCudaPage(_session()))
    assert page.installer_edit.text() == ""
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "Choose NVIDIA's CUDA installer first.")
    assert "--silent" not in page.after_box.toPlainText()


def test_a_cuda_11_8_installer_is_refused_for_the_plans_cuda_10_1(qtbot: QtBot, tmp_path: Path) -> None:
    page = _page(qtbot, InstallCudaPage(_session()))
    page.installer_edit.setText(str(_installer(tmp_path)))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, f"installs CUDA 11.8, but the plan needs CUDA {PLANNED[0]}")


def test_an_installer_of_a_working_alternative_is_followed_only_when_the_user_says_so(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    session = _session()
    original = session.plan
    assert original is not None
    alternative = next(plan for plan in original.alternatives if plan.cuda)
    installer = _installer(tmp_path, f"{alternative.cuda}.0", ("545.23.08", "460.89"))
    page = _page(qtbot, InstallCudaPage(session))
    page.installer_edit.setText(str(installer))
    asked: list[str] = []
    answer_question("Choose another file", asked)
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, f"installs CUDA {alternative.cuda}")
    assert session.plan is original and "Follow that setup instead?" in asked[0]

    answer_question("Follow that setup", asked)
    qtbot.mouseClick(page.review_button, LEFT)
    qtbot.waitUntil(lambda: page.state == "reviewed", timeout=10_000)
    assert session.plan is alternative
    assert page.version_edit.text() == alternative.cuda
    assert page.into_edit.text().endswith(f"\\v{alternative.cuda}" if WINDOWS else f"cuda-{alternative.cuda}")


def test_a_known_installer_brings_the_catalogs_checksum(qtbot: QtBot, tmp_path: Path) -> None:
    name = "cuda_9.0.176_win10.exe"
    page = _page(qtbot, InstallCudaPage(Session(synchronous=True)))
    page.installer_edit.setText(str(tmp_path / name))
    expected = catalog_checksum(name, bundled_catalog())
    assert expected and page.checksum_edit.text() == expected


def test_a_missing_archive_is_named_missing_and_one_of_the_alternatives_cudnn_refused_for_the_plans(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    """cuDNN 8.9 for a 7.6 plan on Linux, 8.1 for a 7.2 plan on Windows: each fits the plan's alternative."""
    page = _page(qtbot, InstallCudnnPage(_session()))
    page.archive_edit.setText(str(tmp_path / "cudnn.tgz"))
    page.into_edit.setText(str(tmp_path))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "does not exist")
    assert "first" not in page.banner.message_label.text()

    page.archive_edit.setText(str(_cudnn_archive(tmp_path)))
    asked: list[str] = []
    answer_question("Choose another file", asked)
    qtbot.mouseClick(page.review_button, LEFT)
    found = ALTERNATIVE_CUDNN.rsplit(".", 1)[0]
    _refused(page, f"is cuDNN {found}, but the plan needs cuDNN {PLANNED[1]} for CUDA {PLANNED[0]}")
    assert asked and f"cuDNN {found}" in asked[0]


def test_a_cudnn_8_9_archive_for_cuda_12_is_refused_for_a_cudnn_7_2_cuda_9_0_plan(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    page = _page(qtbot, InstallCudnnPage(_session("windows-gtx1080-driver-398.json")))
    page.archive_edit.setText(str(cudnn_tarball(tmp_path / "cudnn-windows-x86_64-8.9.7.29_cuda12-archive.zip")))
    page.into_edit.setText(str(tmp_path))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "(CUDA 12), but the plan needs cuDNN 7.2 for CUDA 9.0")


def test_when_nothing_is_replaced_the_page_does_not_speak_of_backups(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "cuda-12.2"
    if WINDOWS:
        windows_cuda_folder(root, older_cudnn=False)
    else:
        (root / "lib64").mkdir(parents=True)
    page = _page(qtbot, InstallCudnnPage(Session(synchronous=True)))
    page.archive_edit.setText(str(_cudnn_archive(tmp_path)))
    page.into_edit.setText(str(root))
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "reviewed", page.banner.message_label.text()
    assert "nothing replaced" in page.review_title.text() and "0 replaced" not in page.review_title.text()
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed"
    assert "backed up" not in page.status_label.text() and "files copied and checked." in page.status_label.text()


def test_another_machines_facts_change_nothing_here(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session("windows-gtx1080-driver-398.json", here=False)
    page = _page(qtbot, InstallCudnnPage(session))
    page.archive_edit.setText(str(cudnn_tarball(tmp_path / "my-cudnn.tar.xz")))
    page.into_edit.setText(str(tmp_path))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "made for another machine")
