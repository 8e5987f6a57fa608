"""Plan for another machine stops at the plan: with a Windows machine's facts loaded on this Linux PC the
wizard never offers to install or change anything here; it saves the plan, downloads the files into a
folder for that machine (plan and README next to them) and shows the commands to run there.

Real widgets offscreen, the real planner, a real 127.0.0.1 server standing in for NVIDIA's (the plan's
URLs are pointed at it), real files. The probe of "this machine" answers with a facts file (no GPU here).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.cli.support import run_cli
from tests.core.http_server import FileServer, serving
from tests.core.install.test_cudnn_copy import snapshot
from tests.gui.conftest import FACTS_DIR
from wizard.core.download.cache import cache_root
from wizard.core.download.engine import EngineOptions
from wizard.core.plan import Plan
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.pages.handover_page import HandoverPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.setup_wizard import SetupWizard

WINDOWS = FACTS_DIR / "windows-gtx1080-driver-398.json"  # CUDA 9.0 + cuDNN 7.2 for Windows
INSTALLER, ARCHIVE = b"MZ fake cuda installer" * 5000, b"PK fake cudnn zip" * 3000


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cuda.exe", INSTALLER)
        state.add("/cudnn.zip", ARCHIVE)
        yield state


def _to_other_machine(wizard: SetupWizard) -> HandoverPage:
    """Load the Windows facts on the System check page, take the recommended plan, go Next."""
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage) and check.load_facts_file(WINDOWS)
    wizard.next()
    assert isinstance(wizard.currentPage(), ChooseSetupPage)
    assert wizard.session.plan is not None and wizard.session.plan.cuda == "9.0"
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, HandoverPage), type(page)
    return page


def test_another_machines_plan_skips_every_page_that_changes_this_computer(
    make_wizard: Callable[..., SetupWizard], shoot: Callable[[SetupWizard, str], Path],
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    assert page.apply_command.text() == "tfgpu-wizard apply --plan plan.json --dest ."
    assert page.apply_label.isVisibleTo(page) and "--" not in page.apply_label.text() + page.commands_label.text()
    text = page.commands.toPlainText()
    assert "tfgpu-wizard install-cuda --installer cuda_9.0.176_win10.exe --plan plan.json" in text
    assert "/usr/local" not in text and "cuda-9.0" not in text
    shoot(wizard, "other-machine-4-handover")
    wizard.next()
    assert isinstance(wizard.currentPage(), NextStepsPage)
    assert isinstance(wizard.page(wizard.nextId()), FinishPage), "no environment or proof page for that machine"


def test_this_machines_own_facts_file_still_goes_to_the_download_page(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path,
) -> None:
    from wizard.basics.facts import load_facts
    from wizard.core.planner.host_identity import current_host_id

    own = tmp_path / "facts.json"
    own.write_text(replace(load_facts(WINDOWS), host_id=current_host_id()).to_json(), encoding="utf-8")
    wizard = make_wizard("linux-no-gpu.json")
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage) and check.load_facts_file(own)
    assert not wizard.session.for_other_machine
    wizard.next()
    wizard.next()
    assert isinstance(wizard.currentPage(), DownloadPage)



def _serve_the_plans_files(wizard: SetupWizard, page: Any, server: FileServer) -> Plan:
    """The plan's installer and archive served on 127.0.0.1 with their sha256, fetched in small pieces."""
    plan = wizard.session.plan
    assert plan is not None
    urls = {"cuda-installer": ("/cuda.exe", INSTALLER), "cudnn-archive": ("/cudnn.zip", ARCHIVE)}
    wizard.session.plan = replace(plan, downloads=tuple(
        replace(item, url=server.url(urls[item.kind][0]), sha256=hashlib.sha256(urls[item.kind][1]).hexdigest(),
                md5=None, size=len(urls[item.kind][1]), checksums_url=None)
        for item in plan.downloads))
    page.options = EngineOptions(chunk_size=16 * 1024, backoff_base=0.001, retries=1)
    return wizard.session.plan

def test_the_files_go_into_a_folder_for_that_machine_with_the_plan_and_a_readme(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, server: FileServer, tmp_path: Path,
    isolated_home: Path,
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    plan = _serve_the_plans_files(wizard, page, server)
    folder = tmp_path / "usb" / "for-the-laptop"
    home_before = snapshot(isolated_home)
    page.ask_folder = lambda: str(folder)
    page.folder_button.click()
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)
    assert page.banner.level == "", page.banner.message_label.text()
    names = {item.file for item in plan.downloads}
    assert {p.name for p in folder.iterdir()} == names | {"plan.json", "README.txt", "checksums.json"}
    assert (folder / "cuda_9.0.176_win10.exe").read_bytes() == INSTALLER
    saved = json.loads((folder / "plan.json").read_text(encoding="utf-8"))
    assert saved["cuda"] == "9.0" and saved["host_id"] == plan.host_id
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    assert readme.index("tfgpu-wizard apply --plan plan.json --dest .") < readme.index("tfgpu-wizard install-cuda")
    recorded = json.loads((folder / "checksums.json").read_text(encoding="utf-8"))["files"]
    assert {item["name"]: item["hexdigest"] for item in recorded} == {
        "cuda_9.0.176_win10.exe": hashlib.sha256(INSTALLER).hexdigest(),
        "cudnn-9.0-windows10-x64-v7.2.1.38.zip": hashlib.sha256(ARCHIVE).hexdigest()}
    assert "tfgpu-wizard install-cudnn --archive cudnn-9.0-windows10-x64-v7.2.1.38.zip" in readme
    assert "Not downloaded" not in readme and "plan and README.txt are in" in page.status_label.text()
    changed = {k for k, v in snapshot(isolated_home).items() if home_before.get(k) != v}
    # no rc file, no PATH change, no copy of the files here: only the engine's small verification records, in the
    # wizard's cache folder and the folders above it (~/.cache on Linux, %LOCALAPPDATA% on Windows)
    cache = cache_root().relative_to(isolated_home).as_posix()
    in_cache = [k == cache or cache.startswith(k + "/") or k.startswith(cache + "/") for k in changed]
    assert all(in_cache) and not any(k.endswith((".exe", ".zip")) for k in changed), changed


def test_a_saved_plan_is_refused_by_the_install_commands_on_this_computer(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path,
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    target = tmp_path / "laptop-plan.json"
    page.ask_plan_path = lambda: str(target)
    page.save_button.click()
    assert json.loads(target.read_text(encoding="utf-8"))["route"] == "windows-native"
    installer = tmp_path / "cuda_9.0.176_384.81_linux.run"
    installer.write_bytes(b"#!/bin/sh\nexit 0\n")
    result = run_cli("install-cuda", "--installer", str(installer), "--into", str(tmp_path / "cuda"),
                     "--plan", str(target), "--dry-run")
    assert result.returncode == 2 and "made on another machine" in result.stderr


def test_a_different_file_already_in_the_folder_is_left_alone_and_named_as_missing(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, server: FileServer, tmp_path: Path,
) -> None:
    """The user's folder may hold a file of that name (an older copy): it is never replaced."""
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    _serve_the_plans_files(wizard, page, server)
    folder = tmp_path / "usb"
    folder.mkdir()
    (folder / "cuda_9.0.176_win10.exe").write_bytes(b"someone's older installer")
    page.ask_folder = lambda: str(folder)
    page.folder_button.click()
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)
    assert (folder / "cuda_9.0.176_win10.exe").read_bytes() == b"someone's older installer"
    assert (folder / "cudnn-9.0-windows10-x64-v7.2.1.38.zip").read_bytes() == ARCHIVE
    status = page.status_label.text()
    assert "these downloads failed" in status and "cuda_9.0.176_win10.exe" in status
    recorded = json.loads((folder / "checksums.json").read_text(encoding="utf-8"))["files"]
    assert [item["name"] for item in recorded] == ["cudnn-9.0-windows10-x64-v7.2.1.38.zip"]
    assert "cuda_9.0.176_win10.exe" in (folder / "README.txt").read_text(encoding="utf-8").split("Not downloaded")[1]


def test_a_download_that_failed_is_said_to_have_failed_with_its_reason(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, server: FileServer, tmp_path: Path,
) -> None:
    """The stand-in server loses the installer (404): the page says that download failed, and why."""
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    _serve_the_plans_files(wizard, page, server)
    server.files.pop("/cuda.exe")
    folder = tmp_path / "usb"
    page.ask_folder = lambda: str(folder)
    page.folder_button.click()
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)
    status = page.status_label.text()
    assert "1 file is in" in status and "these downloads failed" in status
    assert "cuda_9.0.176_win10.exe: " in status and "404" in status
    assert (folder / "cudnn-9.0-windows10-x64-v7.2.1.38.zip").read_bytes() == ARCHIVE


def test_a_folder_that_cannot_be_written_is_said_in_the_banner(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, tmp_path: Path,
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    page = _to_other_machine(wizard)
    blocker = tmp_path / "a-file"
    blocker.write_bytes(b"")
    page.ask_folder = lambda: str(blocker / "usb")
    page.folder_button.click()
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)
    assert page.banner.level == "error" and page.banner.message_label.text()
    assert page.folder_button.isEnabled(), "the user can choose another folder"
