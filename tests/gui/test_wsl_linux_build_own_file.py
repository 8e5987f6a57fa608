"""Offline, the inside page says so in plain words and offers "Use my file…" for the wizard's Linux build: a wrong
file is refused and left as it is with nothing kept or unpacked, the right one is checked against the pinned
SHA-256 and the run goes on with it, inside the stand-in distribution, without the network.

Stood in, as in tests/core/wsl/test_linux_build_release.py (whose fixtures these are): wsl.exe and the Windows
behind it, the registry, this process's facts and the GPU inside; the pin the release writes into the app
(``pinned_linux_build``: a checkout has none); the file dialog (its answer); and the download engine's retry
backoff, lowered so that "offline" (a release address nobody answers on 127.0.0.1) is seen in a second instead of
sixteen. Real: the page, its worker, :class:`CoreWslSteps`, the download engine reading the user's file, the
journal, and inside the Linux CLI making a real uv environment from a package index on 127.0.0.1.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from tests.core.http_server import serving
from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.route_support import linux_bundle, windows_rtx3060, wsl2_plan
from tests.core.wsl.test_linux_build_release import index, windows  # noqa: F401  (fixtures)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.basics.events import run_to_completion
from wizard.core.apply.linux_build import LinuxBuildPin
from wizard.core.apply.model import ApplyOptions
from wizard.core.download.cache import downloads_dir
from wizard.core.download.model import EngineOptions
from wizard.core.download.state import partial_path
from wizard.core.wsl.bundle import BUNDLE_NAME
from wizard.gui.models.wsl_route import CoreWslSteps
from wizard.gui.pages.wsl_inside_page import WslInsidePage
from wizard.gui.session import Session


def _shown(page: WslInsidePage) -> str:
    return " ".join(label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page))


def _answer_dialog(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kw: (str(path), ""))


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_offline_the_page_offers_use_my_file_refuses_a_wrong_one_and_goes_on_with_the_right_one(
        qtbot: QtBot, tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], index: SimpleIndex,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    standin, _registry = windows
    archive = linux_bundle(tmp_path / "release", glibc_floor="2.17")
    with serving() as server:  # the release's address, then nobody answers there: offline
        url = server.url(f"/v0.1.0/{BUNDLE_NAME}")
    data = archive.read_bytes()
    pin = LinuxBuildPin(url, hashlib.sha256(data).hexdigest(), len(data))
    monkeypatch.setattr("wizard.core.apply.wsl_side.pinned_linux_build", lambda: pin)
    monkeypatch.setattr("wizard.core.download.engine.EngineOptions",
                        functools.partial(EngineOptions, backoff_base=0.01, backoff_max=0.02))
    session = Session(synchronous=True)
    session.facts, session.plan, session.wsl_user = windows_rtx3060(), wsl2_plan(), "ada"
    steps = CoreWslSteps(session.facts, session.plan, None, ApplyOptions(index_url=index.url))
    session.wsl_steps = steps
    assert run_to_completion(steps.set_up("Ubuntu-24.04", "ada", convert=False))[1] == "none"
    page = WslInsidePage(session)
    qtbot.addWidget(page)
    page.show()
    fetched = downloads_dir() / BUNDLE_NAME
    home = standin.distro_root("Ubuntu-24.04") / "home" / "ada"

    page.start_button.click()
    shown = _shown(page)
    assert "offline" in shown and "Use my file" in shown, shown
    assert "--dest" not in shown and "tfgpu-wizard apply" not in shown and "Undo everything" not in shown
    assert page.own_file_button.isVisibleTo(page) and page.start_button.isEnabled()

    wrong = tmp_path / "Downloads" / BUNDLE_NAME
    wrong.parent.mkdir()
    wrong.write_bytes(data[:-10] + b"0123456789")
    _answer_dialog(monkeypatch, wrong)
    page.own_file_button.click()
    shown = _shown(page)
    assert "does not match" in shown and "left as it is" in shown, shown
    assert wrong.read_bytes().endswith(b"0123456789")
    assert not fetched.exists() and not partial_path(fetched).exists()
    assert not (home / ".local").exists(), "nothing went inside"
    assert page.own_file_button.isVisibleTo(page) and page.result is None

    right = tmp_path / "usb" / "tfgpu-wizard-linux (1).tar.gz"  # a browser's name for a second copy
    right.parent.mkdir()
    right.write_bytes(data)
    _answer_dialog(monkeypatch, right)
    page.own_file_button.click()
    qtbot.waitUntil(lambda: page.result is not None or not page.banner.isHidden(), timeout=120_000)
    assert page.result is not None, _shown(page)
    assert fetched.read_bytes() == data and right.read_bytes() == data
    assert (home / ".local" / "share" / "tfgpu-wizard-windows" / "linux-cli" / "tfgpu-wizard").is_file()
    assert not page.own_file_button.isVisibleTo(page)
