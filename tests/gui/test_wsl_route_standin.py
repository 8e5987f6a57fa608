"""The WSL2 route's pages over the real core steps, against the stand-in wsl.exe behind the OS seam: from "WSL not
installed" through the restart pause to the plan carried out inside, Verify showing what came back, the hand-off,
the report, and Finish's "Undo everything" asking before it unregisters the distribution.

Stood in (there is no Windows, no wsl.exe and no GPU here), exactly as the core's own route test does
(tests/core/wsl/test_wsl_route_cli.py, whose fixtures these are): wsl.exe and the Windows state behind it
(tests/fakes/wsl_standin.py), the registry (the RunOnce entry), the Windows PC's facts (Windows 11, RTX 3060,
driver 552.22), and inside the GPU. Real: the pages, the workers, :class:`CoreWslSteps` and the apply stages it
runs, the journal, and inside the distribution the wizard's own Linux CLI making a real uv environment from a
package index on 127.0.0.1 (whose tiny ``tensorflow`` pretends the RTX 3060, tests/core/wsl/fake_gpu_tensorflow.py:
the real verification made inside passes and comes back, which Verify shows).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.test_wsl_route_cli import index, windows, windows_rtx3060  # noqa: F401  (fixtures)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from tests.gui.test_finish_page import Answers
from wizard.core.apply.model import ApplyOptions
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.core.wsl.reboot import run_once_command
from wizard.gui.models.wsl_route import CoreWslSteps
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.pages.wsl_check_page import WslCheckPage
from wizard.gui.pages.wsl_inside_page import WslInsidePage
from wizard.gui.pages.wsl_setup_page import WslSetupPage
from wizard.gui.session import Session
from wizard.gui.setup_wizard import SetupWizard


def _wizard(qtbot: QtBot, tmp_path: Path, url: str) -> SetupWizard:
    session = Session(synchronous=True)
    session.facts = windows_rtx3060()
    python = f"{sys.version_info[0]}.{sys.version_info[1]}"
    session.plan = make_plan(session.facts, Wishes(route="wsl2", python=python))
    assert session.plan.ok and session.plan.route == "wsl2", session.plan.blockers
    session.wsl_user = "ada"
    session.wsl_steps = CoreWslSteps(session.facts, session.plan, tmp_path / "resume", ApplyOptions(index_url=url))
    wizard = SetupWizard(session)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    target = wizard.pageIds()[wizard.pages.index(wizard.page_of(WslCheckPage))]
    wizard.setStartId(target)
    wizard.restart()
    return wizard


def test_the_pages_drive_the_standin_from_wsl_off_through_the_restart_to_a_verification_inside(
        qtbot: QtBot, tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry],  # noqa: F811
        index: SimpleIndex, shoot: Callable[..., Path]) -> None:  # noqa: F811
    standin, registry = windows
    _up_to_the_restart(_wizard(qtbot, tmp_path, index.url), standin, registry, tmp_path)
    standin.restart_windows()  # Windows restarts and runs the entry once (it removes it itself)
    registry.delete("HKEY_CURRENT_USER", r"Software\Microsoft\Windows\CurrentVersion\RunOnce", "tfgpu-wizard-continue")
    wizard = _wizard(qtbot, tmp_path, index.url)
    _set_up_and_run_inside(wizard, standin, shoot)
    _verify_hand_off_and_undo(wizard, standin, registry, shoot)


def _up_to_the_restart(wizard: SetupWizard, standin: WslStandin, registry: MemoryRegistry, tmp_path: Path) -> None:
    check = wizard.currentPage()
    assert isinstance(check, WslCheckPage) and "WSL is not turned on yet" in check.rows.text()
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    setup.start_button.click()
    assert setup.restart_needed and "continues by itself after you sign in" in setup.state.text()
    assert standin.state()["installed"] and standin.state()["reboot_pending"]
    command = run_once_command(registry)  # remembered: the plan saved, the choices made on the page
    assert command is not None and "apply --plan" in command and "--wsl-user ada" in command
    assert (tmp_path / "resume" / "wsl-plan.json").is_file()


def _set_up_and_run_inside(wizard: SetupWizard, standin: WslStandin, shoot: Callable[..., Path]) -> None:
    check = wizard.currentPage()
    assert "Ubuntu-24.04 is not installed yet" in check.rows.text() and "WSL is not turned on" not in check.rows.text()
    wizard.next()
    setup = wizard.currentPage()
    assert setup.todo == ["install", "user"]
    setup.start_button.click()
    assert setup.isComplete(), setup.banner.findChildren(object)
    distro = standin.state()["distros"]["Ubuntu-24.04"]
    assert distro["users"] == {"root": 0, "ada": 1000} and distro["version"] == 2
    wizard.next()
    inside = wizard.currentPage()
    assert isinstance(inside, WslInsidePage)
    inside.start_button.click()
    assert inside.isComplete(), inside.banner.findChildren(object)
    assert inside.lines.toPlainText().strip(), "the inside run's lines were streamed to the page"
    env = wizard.session.wsl_env
    assert env is not None and env.distro == "Ubuntu-24.04" and env.user == "ada"
    assert env.python.endswith("envs/tf/bin/python") and Path(env.python).is_file()
    assert wizard.session.verification is not None and wizard.session.wsl_report is not None
    shoot(wizard, "wsl-inside-standin")


def _verify_hand_off_and_undo(wizard: SetupWizard, standin: WslStandin, registry: MemoryRegistry,
                              shoot: Callable[..., Path]) -> None:
    env, report = wizard.session.wsl_env, wizard.session.wsl_report
    assert env is not None and report is not None
    wizard.next()
    verify = wizard.currentPage()
    assert isinstance(verify, VerifyPage)
    assert "Checked inside Ubuntu-24.04" in verify.summary.text() and verify.python_edit.text() == env.python
    assert report.verified_inside and "GPU" in verify.summary.text()
    shoot(wizard, "wsl-verify-standin")
    wizard.next()
    last = wizard.currentPage()
    assert isinstance(last, NextStepsPage) and "code --remote wsl+Ubuntu-24.04" in last.commands_text()
    wizard.next()
    finish = wizard.currentPage()
    assert isinstance(finish, FinishPage)
    markdown = finish.model.rendered("md").decode()
    assert "### Inside WSL" in markdown and "Verification: ran inside Ubuntu-24.04" in markdown
    answers = Answers(agree=True)
    finish.hand_off = answers
    finish.undo_button.click()
    assert any("remove the Linux distribution Ubuntu-24.04" in text for text, _ in answers.questions)
    assert any("Every file in Ubuntu-24.04 is deleted" in details for _, details in answers.questions)
    after = standin.state()
    assert after["distros"] == {} and run_once_command(registry) is None  # as before, but WSL stays on
    assert after["installed"] and "could not be undone" in finish.status.text()
