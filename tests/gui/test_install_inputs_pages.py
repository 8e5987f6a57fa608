"""The install pages check their inputs against the plan before anything runs (offscreen, real widgets).

Real files in tmp_path, real archives unpacked by the real review step, real plans from the planner for
facts files stamped as this machine's (this machine has no GPU). The question offering a working
alternative is a real QMessageBox, answered by pressing its button. The CUDA installer is the FAKE
RUNFILE shell script of tests/core/test_cuda_installer.py.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.core.test_cuda_installer import write_fake
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
PROFILE = "linux-gtx750ti-maxwell-driver-418.json"  # plans CUDA 10.1 + cuDNN 7.6; an alternative with 12.3


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
    page.installer_edit.setText(str(write_fake(tmp_path)))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "installs CUDA 11.8, but the plan needs CUDA 10.1")


def test_an_installer_of_a_working_alternative_is_followed_only_when_the_user_says_so(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    session = _session()
    original = session.plan
    assert original is not None
    alternative = next(plan for plan in original.alternatives if plan.cuda)
    installer = tmp_path / f"cuda_{alternative.cuda}.0_545.23.08_linux.run"
    installer.write_bytes(write_fake(tmp_path).read_bytes())
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
    assert page.into_edit.text().endswith(f"cuda-{alternative.cuda}")


def test_a_known_installer_brings_the_catalogs_checksum(qtbot: QtBot, tmp_path: Path) -> None:
    name = "cuda_9.0.176_win10.exe"
    page = _page(qtbot, InstallCudaPage(Session(synchronous=True)))
    page.installer_edit.setText(str(tmp_path / name))
    expected = catalog_checksum(name, bundled_catalog())
    assert expected and page.checksum_edit.text() == expected


def test_a_missing_archive_is_named_missing_and_a_cudnn_8_9_one_refused_for_a_7_6_plan(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    page = _page(qtbot, InstallCudnnPage(_session()))
    page.archive_edit.setText(str(tmp_path / "cudnn.tgz"))
    page.into_edit.setText(str(tmp_path))
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "does not exist")
    assert "first" not in page.banner.message_label.text()

    page.archive_edit.setText(str(cudnn_tarball(tmp_path / "my-cudnn.tar.xz")))  # the header says 8.9.7
    asked: list[str] = []
    answer_question("Choose another file", asked)  # 8.9 fits the plan's alternative with CUDA 12.3
    qtbot.mouseClick(page.review_button, LEFT)
    _refused(page, "is cuDNN 8.9, but the plan needs cuDNN 7.6 for CUDA 10.1")
    assert asked and "cuDNN 8.9" in asked[0]


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
    (root / "lib64").mkdir(parents=True)
    page = _page(qtbot, InstallCudnnPage(Session(synchronous=True)))
    page.archive_edit.setText(str(cudnn_tarball(tmp_path / "my-cudnn.tar.xz")))
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
