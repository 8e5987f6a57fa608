"""The wizard shows only the pages the chosen plan needs, and hands downloaded files to the install pages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.gui.test_walk_profiles import Shoot, walk_to_choose
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.pages.env_vars_page import EnvVarsPage
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.pages.install_cuda_page import InstallCudaPage
from wizard.gui.pages.install_cudnn_page import InstallCudnnPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.setup_wizard import SetupWizard


def is_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_a_cpu_plan_goes_from_choose_setup_straight_to_what_is_left(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    walk_to_choose(wizard, shoot, "flow-cpu")
    assert wizard.session.plan is not None and wizard.session.plan.route == "cpu"
    assert isinstance(wizard.page(wizard.nextId()), PythonEnvPage), "no download or install page applies"
    wizard.next()
    env_page = wizard.currentPage()
    assert isinstance(env_page, PythonEnvPage)
    assert not env_page.isComplete(), "making the environment is optional, but Next never skips it silently"
    env_page.skip_button.click()  # "Skip this step" says so and goes on
    assert isinstance(wizard.currentPage(), VerifyPage), "the proof follows the environment"
    assert wizard.currentPage().isComplete(), "the proof can be run later"
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, NextStepsPage)
    assert 'pip install "tensorflow-cpu==' in page.commands.toPlainText()  # the CPU build (issue 7)
    assert "reduce_sum" in page.commands.toPlainText()
    assert isinstance(wizard.page(wizard.nextId()), FinishPage), "the Finish page comes last"
    shoot(wizard, "flow-cpu-4-next-steps")


def test_pip_provided_cuda_on_linux_skips_every_system_install_page(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("linux-rtx3090-driver-535.json")
    walk_to_choose(wizard, shoot, "flow-linux-and-cuda")
    plan = wizard.session.plan
    assert plan is not None and plan.tensorflow is not None
    assert "[and-cuda]" in plan.tensorflow.requirement
    assert isinstance(wizard.page(wizard.nextId()), PythonEnvPage)


def test_windows_native_walks_download_install_cuda_install_cudnn_and_env_vars_in_order(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("windows-rtx2060-driver-457.json")
    walk_to_choose(wizard, shoot, "flow-windows-native")
    plan = wizard.session.plan
    assert plan is not None and plan.route == "windows-native", plan and plan.route
    current = wizard.currentId()
    following = [wizard.page(i) for i in wizard.pageIds() if i > current and wizard.page_applies(i)]
    visited = [type(page) for page in following]
    assert wizard.page(wizard.nextId()) is following[0]
    assert visited == [DownloadPage, InstallCudaPage, InstallCudnnPage, EnvVarsPage, PythonEnvPage, VerifyPage,
                       NextStepsPage, FinishPage]


def test_verified_downloads_prefill_the_install_pages(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, tmp_path: Path
) -> None:
    wizard = make_wizard("windows-rtx2060-driver-457.json")
    walk_to_choose(wizard, shoot, "flow-prefill")
    plan = wizard.session.plan
    assert plan is not None
    files = {item.kind: item for item in plan.downloads}
    assert {"cuda-installer", "cudnn-archive"} <= set(files)
    download_page = wizard.page_of(DownloadPage)
    assert isinstance(download_page, DownloadPage)
    download_page.files.local_paths = {item.file: tmp_path / item.file for item in plan.downloads}
    download_page.publish_verified_files()
    assert wizard.session.downloaded["cudnn-archive"] == tmp_path / files["cudnn-archive"].file

    cuda_page = wizard.page_of(InstallCudaPage)
    assert isinstance(cuda_page, InstallCudaPage)
    cuda_page.initializePage()
    assert cuda_page.installer_edit.text() == str(tmp_path / files["cuda-installer"].file)
    expected_checksum = files["cuda-installer"].sha256 or files["cuda-installer"].md5 or ""
    assert cuda_page.checksum_edit.text() == expected_checksum

    cudnn_page = wizard.page_of(InstallCudnnPage)
    assert isinstance(cudnn_page, InstallCudnnPage)
    cudnn_page.initializePage()
    assert cudnn_page.archive_edit.text() == str(tmp_path / files["cudnn-archive"].file)


def test_the_install_page_checks_the_installer_against_the_checksum_its_download_was_verified_with(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, tmp_path: Path
) -> None:
    """For installers verified by NVIDIA's published md5 list, the plan itself carries no checksum."""
    wizard = make_wizard("windows-rtx2060-driver-457.json")
    walk_to_choose(wizard, shoot, "flow-checksum")
    plan = wizard.session.plan
    assert plan is not None
    installer = next(item for item in plan.downloads if item.kind == "cuda-installer")
    download_page = wizard.page_of(DownloadPage)
    assert isinstance(download_page, DownloadPage)
    download_page.files.local_paths = {installer.file: tmp_path / installer.file}
    download_page.files.digests = {installer.file: "0123456789abcdef" * 2}
    download_page.publish_verified_files()
    assert wizard.session.checksums == {"cuda-installer": "0123456789abcdef" * 2}

    cuda_page = wizard.page_of(InstallCudaPage)
    assert isinstance(cuda_page, InstallCudaPage)
    cuda_page.initializePage()
    assert cuda_page.checksum_edit.text() == "0123456789abcdef" * 2


def test_the_last_page_shows_the_isolated_windows_commands_in_chinese_and_copies_them(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    from PySide6.QtGui import QGuiApplication

    from wizard.gui.translator import install_language

    wizard = make_wizard("gui_rtx2060_windows_457.json")
    walk_to_choose(wizard, shoot, "flow-isolated")
    assert wizard.session.plan is not None and wizard.session.plan.route == "windows-isolated"
    install_language("zh_CN")
    try:
        page = wizard.page_of(NextStepsPage)
        assert isinstance(page, NextStepsPage)
        wizard.setStartId(wizard.pages.index(page))
        wizard.restart()
        text = page.commands.toPlainText()
        assert "conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0.77 -y" in text
        assert "创建 Python" in text and "Anaconda Prompt" in page.intro.text() and is_chinese(page.intro.text())
        page.copy_commands()
        assert QGuiApplication.clipboard().text() == page.commands_text()
        assert "conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0.77 -y" in page.commands_text()
        shoot(wizard, "flow-isolated-next-steps-zh")
    finally:
        install_language("en")


@pytest.mark.posix_only("on Windows itself the WSL2 route's own pages drive WSL (tests/gui/test_wsl_route_standin.py); "
                         "this is the flow where the wizard cannot drive WSL: Windows facts seen from another machine")
def test_a_wsl2_plan_on_windows_leaves_the_environment_and_the_proof_to_wsl(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    """From Windows the WSL2 plan's Python side is not made (it would be a Windows env with a CPU-only
    TensorFlow): straight to the commands to run inside WSL."""
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    wizard = make_wizard("gui_rtx4070_windows11.json")
    walk_to_choose(wizard, shoot, "flow-wsl2")
    assert wizard.session.facts is not None
    wizard.session.plan = make_plan(wizard.session.facts, Wishes(route="wsl2"))
    current = wizard.currentId()
    following = [type(wizard.page(i)) for i in wizard.pageIds() if i > current and wizard.page_applies(i)]
    assert following == [NextStepsPage, FinishPage]
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, NextStepsPage)
    text = page.commands.toPlainText()
    assert "wsl --install" in text and '"tensorflow[and-cuda]==' in text
