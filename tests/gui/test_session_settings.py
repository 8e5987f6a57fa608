"""The GUI session holds the network settings as a value: loaded once, replaced by the Network settings dialog,
kept while the file on disk changes; the package index the user picks is remembered for the next run."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.core.http_server import FileServer, serving
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.gui.test_network_settings import DATA, page_for_plan
from wizard.core.download.network import NetworkSettings
from wizard.core.download.pypi_mirrors import PypiMirror
from wizard.core.download.settings_file import load_network_settings, save_network_settings, settings_path
from wizard.core.plan import Plan, TfChoice
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.session import Session
from wizard.gui.widgets.network_settings import NetworkSettingsDialog

MIRRORED = "/nvidia/compute/cudnn/redist/cudnn-8.1.zip"
DEAD = "http://127.0.0.1:9"  # the discard port: nothing listens there


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add(MIRRORED, DATA)
        yield state


def _someone_else_saves_dead_settings() -> None:
    """Another wizard (or the CLI) writes a proxy and a mirror that do not answer while this one runs."""
    save_network_settings(NetworkSettings("explicit", f"{DEAD}/", mirror_base=f"{DEAD}/dead/"))


def test_a_download_keeps_the_sessions_settings_when_the_file_changes_on_disk(
    qtbot: QtBot, server: FileServer
) -> None:
    save_network_settings(NetworkSettings("none", mirror_base=server.url("/nvidia/")))
    page = page_for_plan(qtbot)
    _someone_else_saves_dead_settings()
    page.start_button.click()
    assert page.rows["cudnn-8.1.zip"].state == "verified", page.rows["cudnn-8.1.zip"].status_label.text()
    assert [hit.path for hit in server.gets()] == [MIRRORED]


def test_the_network_dialog_saves_and_hands_its_value_to_the_session(qtbot: QtBot, server: FileServer) -> None:
    page = page_for_plan(qtbot)
    assert page.session.network == NetworkSettings()

    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NetworkSettingsDialog):
            QTimer.singleShot(20, fill_and_accept)
            return
        dialog.mode_combo.setCurrentIndex(1)  # connect directly
        dialog.mirror_url.setText(server.url("/nvidia/"))
        dialog.buttons.accepted.emit()

    QTimer.singleShot(0, fill_and_accept)
    page.edit_network_settings()
    wanted = NetworkSettings("none", mirror_base=server.url("/nvidia/"))
    assert page.session.network == wanted and load_network_settings() == wanted
    _someone_else_saves_dead_settings()
    page.start_button.click()
    assert page.rows["cudnn-8.1.zip"].state == "verified", page.rows["cudnn-8.1.zip"].status_label.text()
    assert [hit.path for hit in server.gets()] == [MIRRORED]


def _env_page(qtbot: QtBot) -> PythonEnvPage:
    session = Session(synchronous=True)
    session.plan = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                        cuda=None, cudnn=None)
    page = PythonEnvPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    return page


def test_the_package_index_remembered_in_the_settings_file_is_chosen_first(qtbot: QtBot) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"proxy_mode": "system", "package_index": "tsinghua"}), encoding="utf-8")
    page = _env_page(qtbot)
    assert page.index_box.currentData().id == "tsinghua"


def test_the_index_an_environment_was_made_with_is_remembered_with_the_other_settings(
    qtbot: QtBot, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    save_network_settings(NetworkSettings("none", mirror_base="https://artifacts.example/nvidia/"))
    page = _env_page(qtbot)
    page.kernel_box.setChecked(False)  # ipykernel is not on the loopback index
    page.index_box.addItem("loopback", PypiMirror("loopback", "loopback", tiny_index.url))
    page.index_box.setCurrentIndex(page.index_box.count() - 1)
    page.review()
    page.install()
    assert page.state == "installed", page.banner.message_label.text()
    wanted = NetworkSettings("none", mirror_base="https://artifacts.example/nvidia/", package_index="loopback")
    assert page.session.network == wanted and load_network_settings() == wanted
