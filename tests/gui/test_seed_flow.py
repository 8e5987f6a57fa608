"""The seeds' own machine finishes in the GUI: RTX 2060, driver 457.20, Windows 10, Python 3.8, TensorFlow 2.4,
native Windows, from Welcome to Finish, in English and in Chinese.

Real widgets offscreen, the real planner and pages over a view of the catalog that records the checksums of
the small stand-in files (the bundled catalog's rows otherwise), and a real 127.0.0.1 server standing in for
NVIDIA's download server: it is the network settings' mirror, serving the stand-ins under NVIDIA's own paths.
Every file is downloaded and verified by the real engine, the real cuDNN zip is checked and copied, the real
journal records each step.
Faked, because it cannot exist here: the probe (a facts file of the seeds' machine, no GPU here), Windows
itself behind the platform seam (``HOST_OS`` of the install pages), NVIDIA's CUDA installer (a stand-in that
writes the toolkit's version file and an ``nvcc`` program made with tests/fakes/programs.py, as
tests/gui/test_install_pages.py does), the Program Files folder (a folder in tmp_path) and the registry
(tests/fakes/memory_registry.py). Making the Python environment and the proof are optional steps, passed by
(they need TensorFlow 2.4 and a GPU).

A second walk has no checksum for the cuDNN zip (as NVIDIA publishes none): its row links NVIDIA's page, says
what to download, and "Use my file" checks the user's copy, after which the walk goes on to Finish.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.core.cudnn_windows_zip import FILE as CUDNN_FILE
from tests.core.cudnn_windows_zip import cudnn_windows_zip
from tests.core.http_server import FileServer, serving
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.programs import make_program
from tests.gui.test_page_flow import is_chinese
from wizard.core.catalog import load as catalog_load
from wizard.core.catalog.load import load_catalog
from wizard.core.download.engine import EngineOptions
from wizard.core.download.network import NetworkSettings
from wizard.core.download.settings_file import save_network_settings
from wizard.core.envvars.env_ops import cuda_environment_operations
from wizard.core.envvars.windows_env import WindowsEnvBackend
from wizard.core.plan import Plan
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.pages.env_vars_page import EnvVarsPage
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.pages.install_cuda_page import InstallCudaPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language
from wizard.platform.registry import HKCU, REG_EXPAND_SZ, USER_ENVIRONMENT, RegistryValue
from wizard.resources import resource_path

CUDA_FILE = "cuda_11.0.3_451.82_win10.exe"
NVIDIA = "https://developer.download.nvidia.com/"
INSTALLER = b"MZ stand-in for NVIDIA's CUDA 11.0.3 installer\n" * 2000
WIN_ROOT = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.0"  # the tmp folder, as Windows spells it
NVCC = "print('Cuda compilation tools, release 11.0, V11.0.221')\n"  # a program's source (tests/fakes/programs.py)


@dataclass(frozen=True)
class Stand:
    """The stand-in network and files of one walk."""

    server: FileServer
    zip_bytes: bytes
    program_files: Path


@pytest.fixture
def stand(tmp_path: Path) -> Iterator[Stand]:
    """The loopback server as the network settings' mirror, serving the stand-ins under NVIDIA's paths."""
    zip_bytes = cudnn_windows_zip(tmp_path / CUDNN_FILE).read_bytes()
    with serving() as server:
        for file, data in ((CUDA_FILE, INSTALLER), (CUDNN_FILE, zip_bytes)):
            server.add("/" + _url(file).removeprefix(NVIDIA), data)
        save_network_settings(NetworkSettings(proxy_mode="none", mirror_base=server.url("/")))
        yield Stand(server, zip_bytes, tmp_path / "Program Files")


def _url(file: str) -> str:
    """The file's address in the bundled catalog."""
    catalog = load_catalog()
    rows = [*(a for r in catalog.cuda for a in r.installers), *(a for r in catalog.cudnn for a in r.archives)]
    return next(row.url for row in rows if row.file == file)


def catalog_view(folder: Path, zip_bytes: bytes, cudnn_checksum: bool) -> Path:
    """The bundled catalog with the stand-ins' sha256 recorded (the cuDNN zip's left out when asked)."""
    shutil.copytree(resource_path("catalog"), folder)
    checksums = {CUDA_FILE: hashlib.sha256(INSTALLER).hexdigest(), CUDNN_FILE: hashlib.sha256(zip_bytes).hexdigest()}
    for name, table, key in (("cuda.json", "releases", "installers"), ("cudnn.json", "releases", "archives")):
        document: dict[str, Any] = json.loads((folder / name).read_text(encoding="utf-8"))
        for row in (row for release in document[table] for row in release[key]):
            if row["file"] in checksums:
                assert row.get("sha256"), f"the bundled catalog records the sha256 of {row['file']}"
            if row["file"] == CUDNN_FILE and not cudnn_checksum:
                row.pop("sha256", None)
            elif row["file"] in checksums:
                row["sha256"] = checksums[row["file"]]
        (folder / name).write_text(json.dumps(document), encoding="utf-8")
    return folder


def stand_in_installer(args: list[str], log: Path) -> int:
    """NVIDIA's silent installer, standing in: the toolkit's version file and nvcc in the Program Files folder
    that the page chose (the test points it at tmp_path)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text("$ " + " ".join(args) + "\n", encoding="utf-8")
    assert "-s" in args and "nvcc_11.0" in args and not any("driver" in a.lower() for a in args), args
    root = INTO[0]
    (root / "bin").mkdir(parents=True, exist_ok=True)
    (root / "version.json").write_text(json.dumps({"cuda": {"version": "11.0.3"}}), encoding="utf-8")
    make_program(root / "bin", "nvcc.exe", NVCC)  # a real .exe on Windows, a #! program elsewhere
    return 0


INTO: list[Path] = []


def _windows_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """The platform seam says Windows to the install and environment pages."""
    from wizard.gui.models import env_vars_review
    from wizard.gui.pages import install_cuda_page, install_cudnn_page

    for module in (install_cuda_page, install_cudnn_page, env_vars_review):
        monkeypatch.setattr(module, "HOST_OS", "windows")


def _next(wizard: SetupWizard, page_type: type) -> Any:
    """Press Next (it must be possible) and land on ``page_type``."""
    assert wizard.currentPage().isComplete(), type(wizard.currentPage()).__name__
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, page_type), (type(page).__name__, page_type.__name__)
    return page


def _choose_seed_plan(wizard: SetupWizard) -> Plan:
    """TensorFlow 2.4 on native Windows, chosen in the lists as the user would."""
    choose = _next(wizard, ChooseSetupPage)
    choose.route_combo.setCurrentIndex(choose.route_combo.findData("windows-native"))
    choose.tf_combo.setCurrentIndex(choose.tf_combo.findData("2.4"))
    plan = wizard.session.plan
    assert plan is not None and plan.ok and plan.route == "windows-native", plan
    assert plan.tensorflow is not None and plan.tensorflow.version.startswith("2.4.")
    assert (plan.python, plan.cuda, plan.cudnn) == ("3.8", "11.0", "8.0.5")
    return plan


def _download(wizard: SetupWizard, qtbot: QtBot, stand: Stand, *, shoot: Callable[..., Path], name: str,
              tmp_path: Path) -> DownloadPage:
    page = _next(wizard, DownloadPage)
    page.options = EngineOptions(chunk_size=16 * 1024, backoff_base=0.001, retries=1)
    assert not page.isComplete()
    unpublished = page.rows[CUDNN_FILE].state == "needs-file"
    if unpublished:
        row = page.rows[CUDNN_FILE]
        assert row.link_label.isVisibleTo(page) and "developer.nvidia.com/rdp/cudnn-archive" in row.link_label.text()
        assert "8.0.5.39" in row.status_label.text() and "11.0" in row.status_label.text()
        shoot(wizard, f"{name}-download-no-checksum")
    page.start_button.click()
    qtbot.waitUntil(lambda: not page.busy, timeout=20_000)
    assert page.rows[CUDA_FILE].state == "verified", page.rows[CUDA_FILE].status_label.text()
    if unpublished:
        assert not page.isComplete(), "the file NVIDIA publishes no checksum for is still missing"
        mine = tmp_path / "my-downloads" / CUDNN_FILE
        mine.parent.mkdir()
        mine.write_bytes(stand.zip_bytes)
        page.use_local_file(CUDNN_FILE, mine)
        assert page.rows[CUDNN_FILE].state == "verified", page.rows[CUDNN_FILE].status_label.text()
        assert "8.0.5.39" in page.rows[CUDNN_FILE].status_label.text()
    assert page.rows[CUDNN_FILE].state == "verified", page.rows[CUDNN_FILE].status_label.text()
    fetched = sorted(hit.path.rsplit("/", 1)[-1] for hit in stand.server.gets())
    assert set(fetched) == ({CUDA_FILE} if unpublished else {CUDA_FILE, CUDNN_FILE}), fetched
    shoot(wizard, f"{name}-download-verified")
    return page


def _install(wizard: SetupWizard, stand: Stand) -> Path:
    """Install CUDA (the stand-in installer), then cuDNN (the real zip copied), each reviewed first."""
    cuda = _next(wizard, InstallCudaPage)
    assert cuda.installer_edit.text().endswith(CUDA_FILE) and len(cuda.checksum_edit.text()) == 64
    root = stand.program_files / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v11.0"
    INTO[:] = [root]
    cuda.into_edit.setText(str(root))  # NVIDIA's fixed folder, under a Program Files in tmp_path
    cuda.runner = stand_in_installer
    cuda.review_button.click()
    cuda.install_button.click()
    assert cuda.state == "installed", cuda.banner.message_label.text()
    cudnn = _next(wizard, InstallCudnnPage)
    assert cudnn.archive_edit.text().endswith(CUDNN_FILE) and cudnn.into_edit.text() == str(root)
    cudnn.review_button.click()
    cudnn.install_button.click()
    assert cudnn.state == "installed", cudnn.banner.message_label.text()
    assert (root / "bin" / "cudnn64_8.dll").is_file() and (root / "include" / "cudnn_version.h").is_file()
    return root


def _env_vars(wizard: SetupWizard, root: Path) -> MemoryRegistry:
    """CUDA_PATH and PATH in the stand-in registry, for the toolkit folder as Windows spells it."""
    assert wizard.session.cuda_root == root, "the folder the install pages used"
    registry = MemoryRegistry()
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("%USERPROFILE%\\bin", REG_EXPAND_SZ))
    page = wizard.page_of(EnvVarsPage)
    page.operations_factory = lambda scope: list(cuda_environment_operations(
        WIN_ROOT, (11, 0), scope, backend=WindowsEnvBackend(registry, lambda: True)))
    page = _next(wizard, EnvVarsPage)
    page.apply_button.click()
    assert page.state == "applied", page.banner.message_label.text()
    return registry


@pytest.mark.parametrize("cudnn_checksum", [True, False], ids=["recorded-checksum", "no-checksum"])
@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_seeds_tf_2_4_plan_goes_from_welcome_to_finish(
    make_wizard: Callable[..., SetupWizard], qtbot: QtBot, shoot: Callable[..., Path], stand: Stand, *,
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, cudnn_checksum: bool,
) -> None:
    view = load_catalog(catalog_view(tmp_path / "catalog", stand.zip_bytes, cudnn_checksum))
    monkeypatch.setattr(catalog_load, "_load_bundled", lambda: view)  # every page reads the test's view
    wizard = make_wizard("gui_rtx2060_windows_457.json")
    _windows_here(monkeypatch)
    name = f"seed-{language}-{'checksum' if cudnn_checksum else 'no-checksum'}"
    try:
        welcome = wizard.currentPage()
        assert isinstance(welcome, WelcomePage)
        welcome.choose_language(language)
        _next(wizard, SystemCheckPage)
        facts = wizard.session.facts
        assert facts is not None and facts.driver is not None and facts.driver.version == "457.20"
        plan = _choose_seed_plan(wizard)
        assert {d.file for d in plan.downloads} == {CUDA_FILE, CUDNN_FILE}
        _download(wizard, qtbot, stand, shoot=shoot, name=name, tmp_path=tmp_path)
        root = _install(wizard, stand)
        registry = _env_vars(wizard, root)
        cuda_path = registry.read(HKCU, USER_ENVIRONMENT, "CUDA_PATH")
        assert cuda_path is not None and cuda_path.data == WIN_ROOT
        env_page = _next(wizard, PythonEnvPage)
        assert not env_page.isComplete(), "Next never skips the environment silently"
        env_page.skip_button.click()  # the environment is made by its own tests; here the user skips it
        assert isinstance(wizard.currentPage(), VerifyPage)
        _next(wizard, NextStepsPage)
        finish = _next(wizard, FinishPage)
        QApplication.processEvents()
        title = finish.title()
        assert is_chinese(title) if language == "zh_CN" else not is_chinese(title), title
        shoot(wizard, f"{name}-finish")
    finally:
        install_language("en")
