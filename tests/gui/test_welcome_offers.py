"""The Welcome page's two offers, with real Qt widgets offscreen: a newer signed catalog from a loopback "release"
server (the release address on a mirror at 127.0.0.1, a bundle signed by a key made in the test and trusted through
the test seam), and "Check my setup" over a recorded setup whose env is a real venv.

Fake only what cannot exist here: the probe answers with a facts file (this machine has no NVIDIA GPU), and the
env's TensorFlow is its installed metadata (no TensorFlow wheel is served here: ``check`` reads only the version).
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from pytestqt.qtbot import QtBot

from tests.core.catalog_bundles import NEW_RELEASE, bundle_of, catalog_copy, key_file, make_test_key, signature
from tests.core.http_server import FileServer, serving
from tests.gui.conftest import FACTS_DIR, probe_from_file, this_machine
from wizard.basics.facts import load_facts
from wizard.core.catalog.active import stored_update_path
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE
from wizard.core.catalog_update.take import RELEASE_URL
from wizard.core.check.record import record_setup
from wizard.core.download.network import NetworkSettings
from wizard.core.download.settings_file import load_network_settings, save_network_settings
from wizard.core.download.sources import mirror_url
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.session import Session
from wizard.gui.translator import install_language
from wizard.gui.widgets.network_settings import NetworkSettingsDialog

RTX3090 = FACTS_DIR / "linux-rtx3090-driver-535.json"
NO_LOOKING = NetworkSettings(proxy_mode="none", look_for_catalog_updates=False)


@pytest.fixture
def key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Ed25519PrivateKey:
    """A test key, trusted through the test seam for this test only."""
    made = make_test_key()
    monkeypatch.setenv(TEST_KEYS_VARIABLE, str(key_file(tmp_path, made)))
    return made


def _on_mirror(server: FileServer) -> NetworkSettings:
    """Settings whose release address is the loopback server (a mirror of the project's releases)."""
    return NetworkSettings(proxy_mode="none", mirror_base=server.url("/mirror/"))


def _publish(server: FileServer, data: bytes, sig: bytes | None) -> None:
    path = urlsplit(mirror_url(RELEASE_URL, server.url("/mirror/"))).path
    server.add(path, data)
    if sig is not None:
        server.add(path + ".sig", sig)


def _page(qtbot: QtBot, settings: NetworkSettings, synchronous: bool = True) -> WelcomePage:
    session = Session(synchronous=synchronous)
    session.network = settings
    session.probe = probe_from_file(RTX3090)
    page = WelcomePage(session)
    qtbot.addWidget(page)
    page.show()
    return page


def test_a_newer_signed_catalog_is_looked_for_in_a_worker_offered_and_taken(
        qtbot: QtBot, tmp_path: Path, key: Ed25519PrivateKey) -> None:
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2))
    with serving() as server:
        _publish(server, data, signature(data, key))
        server.behaviour.delay = 0.8  # a slow network: the page must not wait for it
        page = _page(qtbot, _on_mirror(server), synchronous=False)
        started = time.monotonic()
        page.prefetch()
        assert time.monotonic() - started < 0.5
        offer = page.catalog_offer
        assert offer is not None and not offer.isVisible()
        qtbot.waitUntil(lambda: not offer.busy, timeout=20_000)
        assert offer.isVisible() and "version 2 of 2026-12-20" in offer.text_label.text()
        assert not stored_update_path().exists() and load_catalog().version == 1  # offered, not taken
        server.behaviour.delay = 0.0
        offer.take_button.click()
        qtbot.waitUntil(lambda: not offer.busy, timeout=20_000)
    assert "catalog version 2 of 2026-12-20" in offer.result_label.text() and offer.result_label.isVisible()
    assert not offer.take_button.isVisible()
    active = load_catalog()
    assert active.info.origin == "updated" and active.version == 2
    plan = make_plan(load_facts(RTX3090), Wishes())
    assert plan.tensorflow is not None and plan.tensorflow.version == NEW_RELEASE and plan.catalog_version == 2


@pytest.mark.parametrize("case", ["offline", "unsigned", "not-newer", "switched-off"])
def test_nothing_newer_to_take_offers_nothing_and_says_nothing(
        qtbot: QtBot, tmp_path: Path, key: Ed25519PrivateKey, case: str) -> None:
    data = bundle_of(catalog_copy(tmp_path / "v", version=1 if case == "not-newer" else 2))
    with serving() as server:
        _publish(server, data, None if case == "unsigned" else signature(data, key))
        settings = _on_mirror(server)
        if case == "switched-off":
            settings = replace(settings, look_for_catalog_updates=False)
        if case != "offline":
            page = _page(qtbot, settings)
            page.prefetch()
    if case == "offline":  # the server is gone: connection refused
        page = _page(qtbot, settings)
        page.prefetch()
    offer = page.catalog_offer
    assert offer is not None and not offer.busy and not offer.isVisible() and offer.offered is None
    assert load_catalog().version == 1 and not stored_update_path().exists()
    if case == "switched-off":
        assert server.gets() == []


def test_a_hanging_release_server_is_given_up_on_soon(qtbot: QtBot, tmp_path: Path, key: Ed25519PrivateKey) -> None:
    """A network that answers nothing: the look-up ends after its short deadline (the window may close soon)."""
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2))
    with serving() as server:
        _publish(server, data, signature(data, key))
        server.behaviour.delay = 12.0
        page = _page(qtbot, _on_mirror(server))
        started = time.monotonic()
        page.prefetch()
        elapsed = time.monotonic() - started
    assert elapsed < 10.0 and page.catalog_offer is not None and not page.catalog_offer.isVisible()


def test_the_network_settings_turn_the_looking_off(qtbot: QtBot) -> None:
    save_network_settings(NetworkSettings())
    dialog = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(dialog)
    assert dialog.catalog_box.isChecked()
    dialog.catalog_box.setChecked(False)
    assert dialog.apply()
    assert load_network_settings().look_for_catalog_updates is False
    again = NetworkSettingsDialog(load_network_settings())
    qtbot.addWidget(again)
    assert not again.catalog_box.isChecked()


def _recorded_setup(tmp_path: Path) -> Path:
    """The real planner's GPU plan for an RTX 3090, recorded over a real venv holding that TensorFlow's metadata;
    the venv's site-packages folder is returned."""
    facts = this_machine(load_facts(RTX3090))
    plan = make_plan(facts, Wishes())
    assert plan.tensorflow is not None
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "env")], check=True, timeout=120)
    python = tmp_path / "env" / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    purelib = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  capture_output=True, text=True, check=True, timeout=120).stdout.strip())
    name = plan.tensorflow.package.split("[", 1)[0]
    info = purelib / f"{name}-{plan.tensorflow.version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {plan.tensorflow.version}\n",
                                   encoding="utf-8")
    record_setup(plan, facts, python, [])
    return info


def test_check_my_setup_is_offered_only_when_a_setup_is_recorded(qtbot: QtBot) -> None:
    page = _page(qtbot, NO_LOOKING)
    page.prefetch()
    assert page.setup_check is None


def test_check_my_setup_shows_each_change_with_its_fix_in_plain_words(qtbot: QtBot, tmp_path: Path) -> None:
    metadata = _recorded_setup(tmp_path)
    page = _page(qtbot, NO_LOOKING)
    page.prefetch()
    panel = page.setup_check
    assert panel is not None and panel.check_button.text() == "Check my setup"
    panel.check_button.click()
    assert panel.result is not None and panel.result.exit_code == 0
    assert "All fine" in panel.verdict_label.text() and panel.rows == []
    for found in metadata.iterdir():
        found.unlink()
    metadata.rmdir()  # the env's TensorFlow removed
    below = replace(this_machine(load_facts(RTX3090)), driver=replace(load_facts(RTX3090).driver, version="450.80.02"))
    (tmp_path / "below.json").write_text(below.to_json(), encoding="utf-8")
    page.session.probe = probe_from_file(tmp_path / "below.json")  # the driver downgraded, at the probe's seam
    panel.check_button.click()
    assert panel.result is not None and panel.result.exit_code == 1
    assert "broken" in panel.verdict_label.text()
    texts = [" ".join((row.what_label.text(), row.breaks_label.text(), row.fix_label.text())) for row in panel.rows]
    assert any("no longer installed" in text for text in texts)
    assert any("450.80.02" in text and "What to do: Install the NVIDIA driver" in text for text in texts)
    for text in texts:
        assert "tfgpu-wizard" not in text and not re.search(r"(^|\s)--?[a-z]", text), text
        assert not re.search(r"\b[a-z]+(-[a-z]+){2,}\b", text), text  # no kebab-case ids such as driver-below-floor


def test_check_my_setup_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    _recorded_setup(tmp_path)
    install_language("zh_CN")
    try:
        page = _page(qtbot, NO_LOOKING)
        page.prefetch()
        panel = page.setup_check
        assert panel is not None
        panel.check_button.click()
        cjk = re.compile(r"[\u4e00-\u9fff]")
        assert cjk.search(panel.intro_label.text()) and cjk.search(panel.check_button.text())
        assert cjk.search(panel.verdict_label.text())
    finally:
        install_language("en")
