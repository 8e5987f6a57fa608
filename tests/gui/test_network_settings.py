"""Network settings from the Download page: a real proxy on 127.0.0.1 asking for credentials, a mirror."""

from __future__ import annotations

import base64
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from pytestqt.qtbot import QtBot

from tests.core.download.test_download_sources import MemoryKeyring
from tests.core.http_server import FileServer, serving
from wizard.core.download.settings_file import load_network_settings, settings_path
from wizard.core.plan import Download, Plan
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.session import Session
from wizard.gui.widgets.network_settings import NetworkSettingsDialog

DATA = os.urandom(300_000)
VENDOR = "http://developer.download.nvidia.invalid/compute/cudnn/redist/cudnn-8.1.zip"


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        yield state


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """No Secret Service exists on this test machine: an in-memory keyring stands in for it."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def page_for_plan(qtbot: QtBot) -> DownloadPage:
    """The page as the wizard builds it: requests come from the session's plan and the saved settings."""
    download = Download("cudnn-archive", "cudnn-8.1.zip", VENDOR, sha256=hashlib.sha256(DATA).hexdigest())
    session = Session(synchronous=True)
    session.plan = Plan("linux", None, "3.8", "11.0", "8.1", downloads=(download,))
    page = DownloadPage(session)
    qtbot.addWidget(page)
    page.initializePage()
    return page


def fill(dialog: NetworkSettingsDialog, **fields: str) -> None:
    for name, value in fields.items():
        if name == "mode":
            dialog.mode_combo.setCurrentIndex(["system", "none", "explicit"].index(value))
        else:
            getattr(dialog, name).setText(value)


def test_a_proxy_asking_for_credentials_is_explained_then_works_once_they_are_entered(
    qtbot: QtBot, server: FileServer, memory_keyring: MemoryKeyring
) -> None:
    server.add("/compute/cudnn/redist/cudnn-8.1.zip", DATA)
    server.behaviour.proxy_auth = "Basic " + base64.b64encode(b"alice:s3cret").decode()
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url=server.url(""), proxy_user="alice", proxy_password="wrong")
    assert dialog.apply()
    page = page_for_plan(qtbot)
    page.start_button.click()
    row = page.rows["cudnn-8.1.zip"]
    assert row.state == "failed" and "proxy" in row.status_label.text() and "credentials" in row.hint
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    assert dialog.proxy_user.text() == "alice" and dialog.proxy_password.text() == ""
    fill(dialog, proxy_password="s3cret")
    assert dialog.apply()
    page.apply_network_settings(dialog.settings)
    row.retry_button.click()
    assert row.state == "verified"
    assert memory_keyring.store == {("tfgpu-wizard/proxy", "alice"): "s3cret"}
    assert b"s3cret" not in settings_path().read_bytes()


def test_a_company_mirror_serves_the_vendors_paths(qtbot: QtBot, server: FileServer) -> None:
    server.add("/nvidia/compute/cudnn/redist/cudnn-8.1.zip", DATA)
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="none", mirror_url=server.url("/nvidia/"))
    assert dialog.apply()
    page = page_for_plan(qtbot)
    page.start_button.click()
    assert page.rows["cudnn-8.1.zip"].state == "verified"
    assert [hit.path for hit in server.gets()] == ["/nvidia/compute/cudnn/redist/cudnn-8.1.zip"]


def test_the_conda_forge_mirror_is_remembered_and_makes_the_conda_env_from_it(qtbot: QtBot) -> None:
    """The field's value is saved in the settings file, and the env operation the GUI's page builds from those
    settings solves against that channel (a bad address is refused with an example first)."""
    from wizard.core.plan import Plan, TfChoice
    from wizard.core.steps.python_env import env_operations

    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, conda_channel="not a channel")
    assert not dialog.apply() and "conda-forge" in dialog.banner.hint_label.text()
    fill(dialog, conda_channel="https://artifacts.example.com/conda-forge/")
    assert dialog.apply()
    again = load_network_settings()
    assert again.conda_channel == "https://artifacts.example.com/conda-forge"
    assert NetworkSettingsDialog(again).conda_channel.text() == again.conda_channel
    plan = Plan(route="windows-isolated", tensorflow=TfChoice("2.10.1", "tensorflow", "tensorflow==2.10.1"),
                python="3.10", cuda="11.2", cudnn="8.1", os_family="windows")
    [create, *_] = env_operations(plan, settings=again)
    assert create.rattler_request().channels == ("https://artifacts.example.com/conda-forge",)


def test_a_bad_mirror_address_is_refused_with_an_example(qtbot: QtBot) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mirror_url="artifacts.corp")
    assert not dialog.apply()
    assert "example" in dialog.banner.hint_label.text()
    assert not settings_path().exists()


def test_use_this_proxy_without_an_address_is_refused_not_quietly_the_system_proxy(qtbot: QtBot) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url="  ")
    assert not dialog.apply()
    assert "proxy's address" in dialog.banner.message_label.text()
    assert "http://proxy.example.com:8080" in dialog.banner.hint_label.text()
    assert not settings_path().exists()


def test_without_a_keyring_no_password_is_saved_anywhere(qtbot: QtBot, isolated_home: Path) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        dialog = NetworkSettingsDialog(load_network_settings())
        qtbot.addWidget(dialog)
        fill(
            dialog, mode="explicit", proxy_url="http://proxy:3128", proxy_user="bob", proxy_password="canary"
        )
        assert not dialog.apply()
        assert "plain text" in dialog.banner.hint_label.text()
    finally:
        keyring.set_keyring(previous)
    assert load_network_settings().proxy_user is None
    assert not any(b"canary" in p.read_bytes() for p in isolated_home.rglob("*") if p.is_file())
