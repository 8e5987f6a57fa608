"""Credentials typed inside the proxy or mirror address never reach ``network.json`` (issue 8, item 10).

The keyring is a real keyring backend class set in-process (``keyring.set_keyring``): an in-memory one,
or keyring's own ``fail`` backend for a machine without any password store. The dialog is a real widget
offscreen; every file under the test's HOME is searched for the password afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from pytestqt.qtbot import QtBot

from tests.core.download.test_download_sources import MemoryKeyring
from tests.gui.test_network_settings import fill
from wizard.core.download.network import MIRROR_SERVICE, PROXY_SERVICE
from wizard.core.download.settings_file import load_network_settings
from wizard.gui.widgets.network_settings import NetworkSettingsDialog

CANARY = "s3cret-Canary"


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def _files_holding(home: Path, text: str) -> list[Path]:
    return [path for path in home.rglob("*") if path.is_file() and text.encode() in path.read_bytes()]


CASES = {
    "proxy": ("proxy_url", "proxy_user", PROXY_SERVICE, f"http://alice:{CANARY}@proxy.corp:3128"),
    "mirror": ("mirror_url", "mirror_user", MIRROR_SERVICE, f"https://alice:{CANARY}@artifacts.corp/nvidia/"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_password_typed_in_an_address_goes_to_the_keyring_and_the_user_is_told(
    qtbot: QtBot, memory_keyring: MemoryKeyring, isolated_home: Path, case: str
) -> None:
    field, user_field, service, address = CASES[case]
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url="http://proxy.corp:3128")
    fill(dialog, **{field: address})
    assert dialog.apply()
    assert memory_keyring.store == {(service, "alice"): CANARY}
    assert _files_holding(isolated_home, CANARY) == []
    assert CANARY not in getattr(dialog, field).text() and getattr(dialog, user_field).text() == "alice"
    assert "keyring" in dialog.banner.message_label.text() + dialog.banner.hint_label.text()
    settings = load_network_settings()
    assert "@" not in (settings.proxy_url or "") + (settings.mirror_base or "")
    assert (settings.proxy_user if field == "proxy_url" else settings.mirror_user) == "alice"


def test_the_dialog_stays_open_once_so_that_the_move_is_seen(qtbot: QtBot, memory_keyring: MemoryKeyring) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    dialog.show()
    fill(dialog, mode="explicit", proxy_url=f"http://alice:{CANARY}@proxy.corp:3128")
    dialog.buttons.accepted.emit()
    assert dialog.isVisible() and dialog.banner.level == "info"
    dialog.buttons.accepted.emit()
    assert not dialog.isVisible()


def test_a_percent_encoded_password_is_stored_decoded(qtbot: QtBot, memory_keyring: MemoryKeyring) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url="http://bob:p%40ss%3Aword@proxy.corp:3128")
    assert dialog.apply()
    assert memory_keyring.store == {(PROXY_SERVICE, "bob"): "p@ss:word"}


def test_two_different_user_names_are_refused(qtbot: QtBot, memory_keyring: MemoryKeyring) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url=f"http://alice:{CANARY}@proxy.corp:3128", proxy_user="bob")
    assert not dialog.apply()
    assert dialog.banner.level == "error" and memory_keyring.store == {}


def test_without_a_keyring_a_password_in_an_address_is_saved_nowhere(qtbot: QtBot, isolated_home: Path) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        dialog = NetworkSettingsDialog(load_network_settings())
        qtbot.addWidget(dialog)
        fill(dialog, mode="explicit", proxy_url=f"http://alice:{CANARY}@proxy.corp:3128")
        assert not dialog.apply()
        assert "plain text" in dialog.banner.hint_label.text()
    finally:
        keyring.set_keyring(previous)
    assert _files_holding(isolated_home, CANARY) == []
