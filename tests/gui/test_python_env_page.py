"""The Python environment page, offscreen: review, make a real env from a real loopback index, the result with
the interpreter path, a kernel, Undo; a bad name blocks the review."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.core.http_server import FileServer
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.core.python_org_fixtures import MISSING, installer_calls, windows  # noqa: F401 - fixture
from wizard.core.download.pypi_mirrors import PypiMirror
from wizard.core.plan import Plan, TfChoice
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.kernelspec import kernel_dir
from wizard.core.pyenv.python_org_step import python_org_target
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.session import Session
from wizard.platform.pyenv_layout import venv_python

LEFT = Qt.MouseButton.LeftButton


def _page(qtbot: QtBot, index: SimpleIndex) -> PythonEnvPage:
    session = Session(synchronous=True)
    session.plan = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                        cuda=None, cudnn=None)
    page = PythonEnvPage(session)
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    qtbot.waitExposed(page)
    page.initializePage()
    page.index_box.addItem("loopback", PypiMirror("loopback", "loopback", index.url))
    page.index_box.setCurrentIndex(page.index_box.count() - 1)
    return page


def test_the_hints_name_the_button_the_page_shows(qtbot: QtBot, tiny_index: SimpleIndex) -> None:  # noqa: F811
    page = _page(qtbot, tiny_index)
    shown = page.install_button.text()
    assert shown == "Make the environment"
    assert f'press "{shown}"' in page.status_label.text() and '"Install"' not in page.status_label.text()
    qtbot.mouseClick(page.review_button, LEFT)
    assert f'Press "{shown}"' in page.status_label.text()


def test_review_make_show_the_interpreter_then_undo(
    qtbot: QtBot, tiny_index: SimpleIndex, artifacts_dir: Path  # noqa: F811
) -> None:
    page = _page(qtbot, tiny_index)
    page.kernel_box.setChecked(False)  # ipykernel is not on the loopback index (the kernel has its own tests)
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "reviewed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert "installs tinytf==1.0.0" in page.after_box.toPlainText()
    assert not env_prefix("tf").exists() and tiny_index.requests == []
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert page.isComplete()
    box = page.interpreter_box
    assert box.path.text() == str(venv_python(env_prefix("tf"))) and box.isVisible() and box.ide_steps.isVisible()
    assert "tinytf" in page.log.toPlainText()
    folder = artifacts_dir / "gui"
    folder.mkdir(exist_ok=True)
    assert page.grab().save(str(folder / "python_env_result.png"))
    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.state == "undone"
    assert not env_prefix("tf").exists()


def test_a_failing_kernel_step_rolls_back_the_env_made_before_it(
    qtbot: QtBot, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    page = _page(qtbot, tiny_index)
    qtbot.mouseClick(page.review_button, LEFT)
    qtbot.mouseClick(page.install_button, LEFT)
    texts = [label.text() for label in page.banner.findChildren(QLabel)]
    assert page.state == "reviewed" and "No build of ipykernel exists for Python" in texts[0]
    assert not env_prefix("tf").exists() and not kernel_dir("tf").exists()


def test_a_bad_name_is_explained_and_blocks_the_review(qtbot: QtBot, tiny_index: SimpleIndex) -> None:  # noqa: F811
    page = _page(qtbot, tiny_index)
    page.name_edit.setText("my env")
    assert "Use only letters" in page.name_problem.text() and not page.review_button.isEnabled()
    page.name_edit.setText("tf2")
    assert page.name_problem.text() == "" and page.review_button.isEnabled()


def test_the_isolated_route_makes_its_conda_env_without_conda_and_names_nvidias_licence(
    qtbot: QtBot, tiny_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    """No conda here: the page's default makes the conda env with py-rattler from a local channel (the mirror
    in the network settings), then shows where NVIDIA's licence for the CUDA libraries is."""
    from tests.core.conda_channel import PYTHON_LINE, make_channel, runnable_route_packages
    from wizard.core.download.network import NetworkSettings

    monkeypatch.delenv("CONDA_EXE", raising=False)
    on_windows = sys.platform == "win32"  # the channel, the plan and the env of this OS (a Python that runs here)
    channel = make_channel(tmp_path / "channel", runnable_route_packages("win-64" if on_windows else "linux-64"))
    page = _page(qtbot, tiny_index)
    page.kernel_box.setChecked(False)
    page.session.network = NetworkSettings(conda_channel=channel.as_uri())
    page.session.plan = Plan(route="windows-isolated", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                             python=PYTHON_LINE, cuda="11.2", cudnn="8.1",
                             os_family="windows" if on_windows else "linux")
    page.initializePage()
    assert page.conda_box.isVisible() and page.conda_box.currentData() == "rattler"
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "reviewed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert "no conda installation" in page.after_box.toPlainText()
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed", [label.text() for label in page.banner.findChildren(QLabel)]
    shown = " ".join(label.text() for label in page.findChildren(QLabel)) + page.log.toPlainText()
    assert "NVIDIA's licence" in shown and "LICENSE.txt" in shown
    cudnn = Path("Library", "bin", "cudnn64_8.dll") if on_windows else Path("lib", "libcudnn.so.8")
    assert (env_prefix("tf") / cudnn).is_file()
    site = Path("Lib", "site-packages") if on_windows else Path("lib", f"python{PYTHON_LINE}", "site-packages")
    assert (env_prefix("tf") / site / "tinytf" / "__init__.py").is_file()  # into the env, not beside it
    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.state == "undone" and not env_prefix("tf").exists()


def test_without_conda_the_page_offers_miniforge_and_then_reviews_again(
    qtbot: QtBot, tiny_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
    isolated_home: Path,
) -> None:
    """The Miniforge installer is the stand-in of tests/core/pyenv/test_miniforge_install.py for this OS (a shell
    script on Linux, a real .exe taking NSIS's switches on Windows), served on 127.0.0.1."""
    from tests.core.http_server import serving
    from tests.core.pyenv.test_miniforge_install import _standin_installer
    from wizard.core.ops.journal import Journal
    from wizard.platform.pyenv_layout import miniforge_installer_name

    monkeypatch.delenv("CONDA_EXE", raising=False)
    page = _page(qtbot, tiny_index)
    page.session.plan = Plan(route="windows-isolated", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                             python=PYTHON, cuda="11.2", cudnn="8.1")
    page.initializePage()
    page.conda_box.setCurrentIndex(page.conda_box.findData("conda"))  # the user prefers an installed conda
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "input" and page.miniforge_button.isVisible()
    installer, digest, _ = _standin_installer(tmp_path)
    with serving() as server:
        name = miniforge_installer_name()
        server.add(f"/r/{name}", installer.read_bytes())
        server.add(f"/r/{name}.sha256", f"{digest}  {name}\n".encode())
        page.miniforge_base = server.url("/r")
        qtbot.mouseClick(page.miniforge_button, LEFT)
    conda = ("Scripts", "conda.exe") if sys.platform == "win32" else ("bin", "conda")  # where Miniforge puts it
    assert isolated_home.joinpath("miniforge3", *conda).is_file()
    assert [entry.kind for entry in Journal().pending()] == ["conda-install"]
    assert page.state == "reviewed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert not page.miniforge_button.isVisible()


def test_on_windows_without_the_planned_python_the_review_lists_its_install_and_undo_removes_it(
    qtbot: QtBot, tiny_index: SimpleIndex, windows: FileServer, tmp_path: Path  # noqa: F811
) -> None:
    """Windows is stood in (``HOST_OS``) and python.org's installer is a stand-in script served on 127.0.0.1
    (tests/core/python_org_fixtures.py); the env is a real venv made from the Python it "installs"."""
    page = _page(qtbot, tiny_index)
    page.session.plan = replace(page.session.plan, python=MISSING)
    page.installer_box.setCurrentText("pip")
    page.kernel_box.setChecked(False)
    qtbot.mouseClick(page.review_button, LEFT)
    assert page.state == "reviewed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert f"Install Python {MISSING} from python.org for this user" in page.after_box.toPlainText()
    assert installer_calls(tmp_path) == [] and windows.hits == []
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed", [label.text() for label in page.banner.findChildren(QLabel)]
    assert (python_org_target(MISSING) / "python.exe").is_file() and env_prefix("tf").is_dir()
    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.state == "undone"
    assert not env_prefix("tf").exists() and not python_org_target(MISSING).exists()
    assert installer_calls(tmp_path)[-1] == ["/uninstall", "/quiet"]


def test_a_new_kernel_is_named_with_how_to_open_it_in_vs_code_and_jupyterlab(qtbot: QtBot) -> None:
    from wizard.gui.widgets.interpreter_box import InterpreterBox

    box = InterpreterBox()
    qtbot.addWidget(box)
    box.show_path("/envs/tf/bin/python", "TensorFlow 2.15 GPU (tf)")
    text = box.kernel_steps.text()
    assert box.kernel_steps.isVisibleTo(box) and '"TensorFlow 2.15 GPU (tf)"' in text
    assert "Select Kernel" in text and '"/envs/tf/bin/python -m pip install jupyterlab"' in text
    box.show_path("C:\\Users\\Jo Li\\envs\\tf\\Scripts\\python.exe", "TensorFlow 2.10 GPU (tf)")
    assert '"C:\\Users\\Jo Li\\envs\\tf\\Scripts\\python.exe" -m jupyter lab' in box.kernel_steps.text()
    box.show_path("/envs/cpu/bin/python")
    assert not box.kernel_steps.isVisibleTo(box)
