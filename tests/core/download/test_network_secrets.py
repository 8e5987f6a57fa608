"""``network.json`` never holds a password: refused on save, moved out of a file an older version wrote."""

from __future__ import annotations

import json
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail

from tests.core.download.test_download_sources import MemoryKeyring, memory_keyring  # noqa: F401 - a fixture
from wizard.basics.errors import BadInputError
from wizard.core.download.network import PROXY_SERVICE, NetworkSettings, split_credentials
from wizard.core.download.settings_file import load_network_settings, save_network_settings, settings_path

CANARY = "s3cret-Canary"


def test_saving_settings_with_a_password_in_an_address_is_refused(isolated_home: Path) -> None:
    with pytest.raises(BadInputError):
        save_network_settings(NetworkSettings("explicit", f"http://alice:{CANARY}@proxy:3128"))
    assert not settings_path().exists()


def test_a_password_an_older_version_saved_in_the_file_is_moved_to_the_keyring(
    memory_keyring: MemoryKeyring,  # noqa: F811 - the fixture
) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"proxy_mode": "explicit", "proxy_url": f"http://alice:{CANARY}@proxy:3128"}))
    settings = load_network_settings()
    assert (settings.proxy_url, settings.proxy_user) == ("http://proxy:3128", "alice")
    assert memory_keyring.store == {(PROXY_SERVICE, "alice"): CANARY}
    assert CANARY not in settings_path().read_text()


def test_without_a_keyring_an_old_plain_text_password_is_removed_from_the_file_all_the_same() -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"proxy_mode": "explicit", "proxy_url": f"http://alice:{CANARY}@proxy:3128"}))
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        settings = load_network_settings()
    finally:
        keyring.set_keyring(previous)
    assert settings.proxy_user == "alice" and CANARY not in (settings.proxy_url or "")
    assert CANARY not in settings_path().read_text()


@pytest.mark.parametrize(("url", "expected"), [
    ("http://proxy:3128", ("http://proxy:3128", None, None)),
    ("http://a:b@proxy:3128/x", ("http://proxy:3128/x", "a", "b")),
    ("http://a@proxy", ("http://proxy", "a", None)),
    ("proxy.corp:8080", ("proxy.corp:8080", None, None)),
    ("http://u%40corp:p%3Aw@[::1]:3128", ("http://[::1]:3128", "u@corp", "p:w")),
])
def test_split_credentials(url: str, expected: tuple[str, str | None, str | None]) -> None:
    assert split_credentials(url) == expected
