"""The Network settings dialog refuses what is no proxy address, with the core rule's message and hint, and
saves nothing (the rule itself: tests/core/download/test_proxy_address.py)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.test_network_settings import fill
from wizard.core.download.settings_file import load_network_settings, settings_path
from wizard.gui.widgets.network_settings import NetworkSettingsDialog


@pytest.mark.parametrize(
    ("mode", "address", "message", "hint"),
    [
        ("explicit", "proxy.corp:3128", "http:// or https://", "http://proxy.corp:3128"),
        ("explicit", "http://proxy:99999", "port", "1 to 65535"),
        ("explicit", "http://wpad/proxy.pac", "setup script", "system proxy settings"),
        ("system", "socks5://proxy:1080", "http:// or https://", "http://proxy.example.com:8080"),
    ],
    ids=["no scheme", "port out of range", "a PAC file", "kept for later, still checked"],
)
def test_an_address_that_is_no_proxy_is_refused_and_nothing_saved(
    qtbot: QtBot, mode: str, address: str, message: str, hint: str
) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode=mode, proxy_url=address)
    assert not dialog.apply()
    assert message in dialog.banner.message_label.text() and hint in dialog.banner.hint_label.text()
    assert not settings_path().exists()


def test_a_proxy_address_is_saved_as_typed(qtbot: QtBot) -> None:
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    fill(dialog, mode="explicit", proxy_url=" http://proxy.corp:3128 ")
    assert dialog.apply()
    assert load_network_settings().proxy_url == "http://proxy.corp:3128"
