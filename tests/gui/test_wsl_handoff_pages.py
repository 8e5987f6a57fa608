"""After the WSL2 route made the env inside WSL: the last page hands it to VS Code, JupyterLab and PyCharm on
Windows, and the Finish page's report names both sides (real widgets offscreen; the Windows PC is a facts file
of a Windows 11 RTX 4070 machine, the env inside is the one the route reports: nothing runs wsl.exe here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.gui.conftest import FACTS_DIR, this_machine
from wizard.basics.facts import load_facts
from wizard.core.by_hand.wsl_editors import InsideEnv
from wizard.core.ops.journal import Journal
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.core.report.build import wsl_section
from wizard.gui.models.finish_model import FinishModel
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.session import Session

ENV = InsideEnv("Ubuntu-24.04", "ada", "/home/ada/.local/share/tfgpu-wizard/envs/tf/bin/python")


def _session(verified: bool) -> Session:
    session = Session(synchronous=True)
    session.facts = this_machine(load_facts(FACTS_DIR / "gui_rtx4070_windows11.json"))
    session.plan = make_plan(session.facts, Wishes(route="wsl2"))
    assert session.plan.route == "wsl2"
    session.wsl_env = ENV
    session.wsl_report = wsl_section(ENV, wsl_version=2, libcuda=True, nvidia_smi=True, verified_inside=verified)
    session.verification = {"passed": verified}
    return session


def _page(qtbot: QtBot, session: Session) -> NextStepsPage:
    page = NextStepsPage(session)
    qtbot.addWidget(page)
    page.resize(820, 560)
    page.initializePage()
    return page


def test_the_last_page_hands_the_env_inside_wsl_to_the_windows_tools(
        qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    page = _page(qtbot, _session(verified=True))
    text = page.commands_text()
    assert "code --remote wsl+Ubuntu-24.04 /home/ada" in text
    assert "http://localhost:8888/lab" in text and "-m jupyter lab --no-browser" in text
    assert "On WSL" in text
    assert r"\\wsl.localhost\Ubuntu-24.04\home\ada" in text and ENV.python in text
    assert "python -m venv" not in text and "Check that TensorFlow" not in text  # verified inside already
    assert "inside Ubuntu-24.04" in page.subTitle() and ENV.python in page.intro.text()
    shoot(page, "wsl-handoff-next-steps")


def test_before_the_inside_check_passed_it_comes_first(qtbot: QtBot) -> None:
    text = _page(qtbot, _session(verified=False)).commands_text()
    assert text.index("Check that TensorFlow sees the GPU inside Ubuntu-24.04") < text.index("VS Code")
    assert f"wsl.exe -d Ubuntu-24.04 -u ada -e {ENV.python} -c" in text


def test_the_hand_off_speaks_chinese(qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        page = _page(qtbot, _session(verified=True))
        assert "向导已在 Ubuntu-24.04 内创建 Python 环境" in page.subTitle()
        assert "在 VS Code 中打开" in page.commands_text() and "code --remote wsl+Ubuntu-24.04" in page.commands_text()
        html = page.commands.toHtml()
        assert 'href="http://localhost:8888/lab"' in html  # the link ends where the Chinese sentence goes on
        shoot(page, "wsl-handoff-next-steps-zh")
    finally:
        install_language("en")


def test_the_finish_report_names_windows_and_the_linux_inside(isolated_home: Path) -> None:
    model = FinishModel(_session(verified=True), Journal())
    markdown = model.rendered("md").decode()
    assert "Windows 11" in markdown and "### Inside WSL" in markdown
    assert "Ubuntu-24.04 (WSL 2)" in markdown and "Verification: ran inside Ubuntu-24.04" in markdown
    # the Linux user is hidden like the Windows one, on both sides of the interpreter's path
    assert "/home/ada" not in markdown and "\\home\\ada" not in markdown and "Linux user: ada" not in markdown
    assert "/home/\\<user\\>/" in markdown
