"""The WSL2 route's pages over the real core steps, against the stand-in wsl.exe behind the OS seam: from "WSL not
installed" through the restart pause to the plan carried out inside, Verify showing what came back, the hand-off,
the report, and Finish's "Undo everything" asking before it unregisters the distribution.

Stood in (there is no Windows, no wsl.exe and no GPU here), exactly as the core's own route test does
(tests/core/wsl/test_wsl_route_cli.py, whose fixtures these are): wsl.exe and the Windows state behind it
(tests/fakes/wsl_standin.py), the registry (the RunOnce entry), the Windows PC's facts (Windows 11, RTX 3060,
driver 552.22), and inside the GPU. Real: the pages, the workers, :class:`CoreWslSteps` and the apply stages it
runs, the journal, and inside the distribution the wizard's own Linux CLI making a real uv environment from a
package index on 127.0.0.1 (whose tiny ``tensorflow`` pretends the RTX 3060, tests/core/gpu_tensorflow_standin.py:
the real verification made inside passes and comes back, which Verify shows).
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.cli.support import cli_env
from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.test_wsl_route_cli import index, windows, windows_rtx3060  # noqa: F401  (fixtures)
from tests.fakes.made_here import MADE_HERE_VARIABLE
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from tests.gui.test_finish_page import Answers
from wizard.core.apply.model import ApplyOptions
from wizard.core.apply.resume import load_resume, resume_file
from wizard.core.ops.journal import Journal, data_dir
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


def _wizard(qtbot: QtBot, url: str) -> SetupWizard:
    """The window as a Windows user reaches the WSL check page (the route's steps as Session.route_steps makes them
    on Windows: the resume state in the wizard's data folder)."""
    session = Session(synchronous=True)
    session.facts = windows_rtx3060()
    python = f"{sys.version_info[0]}.{sys.version_info[1]}"
    session.plan = make_plan(session.facts, Wishes(route="wsl2", python=python))
    assert session.plan.ok and session.plan.route == "wsl2", session.plan.blockers
    session.wsl_user = "ada"
    session.wsl_steps = CoreWslSteps(session.facts, session.plan, data_dir(), ApplyOptions(index_url=url),
                                     started_at=session.started_at)
    wizard = SetupWizard(session)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    target = wizard.pageIds()[wizard.pages.index(wizard.page_of(WslCheckPage))]
    wizard.setStartId(target)
    wizard.restart()
    return wizard


def _resumed(qtbot: QtBot, command: str) -> SetupWizard:
    """What Windows does after the sign-in: the RunOnce command's arguments given to the real entry point
    (``python -m wizard ARGS``: the dispatcher, then the GUI's own parser and window)."""
    from wizard.__main__ import wants_cli
    from wizard.gui.app import open_window, parse_args

    words = shlex.split(command)
    assert words[:3] == [sys.executable, "-m", "wizard"], words  # the GUI entry from source (frozen: -gui.exe)
    assert not wants_cli(words[3:])
    wizard = open_window(parse_args(words[3:]))
    qtbot.addWidget(wizard)
    # It opened there (the pages are built after the first paint); the page may already be behind it: the setup
    # goes on by itself, then on to the run inside.
    qtbot.waitUntil(lambda: _first_visited(wizard) is not None, timeout=20_000)
    assert isinstance(_first_visited(wizard), WslSetupPage)
    return wizard


def _first_visited(wizard: SetupWizard) -> object:
    """The page the window opened at, once it has opened at one of the pages built after the first paint."""
    visited = [wizard.page(number) for number in wizard.visitedIds()]
    return next((page for page in visited if isinstance(page, (WslSetupPage, WslInsidePage))), None)


def _opened_by_a_child(command: str) -> dict[str, object]:
    """The same command as a real child process, offscreen, with the self-test's exit: the page it opened.

    The child probes this machine again, as a resumed window does; this test machine is no Windows PC with an RTX
    3060, so in the child this machine's planner is stood in to make the saved plan (tests/fakes/made_here: the
    comparison with the saved plan still runs there)."""
    words = shlex.split(command)
    made_here = data_dir().parent / "child-made-here.json"  # beside the data folder, in the test's tmp_path
    made_here.write_text(load_resume(resume_file(data_dir())).plan.to_json(), encoding="utf-8")
    done = subprocess.run([*words, "--self-test"], capture_output=True, text=True, encoding="utf-8", timeout=120,
                          env=cli_env(env={"QT_QPA_PLATFORM": "offscreen", MADE_HERE_VARIABLE: str(made_here)}),
                          check=False)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    line = next((text for text in done.stdout.splitlines() if text.startswith("resumed ")), "")
    assert line, done.stdout + done.stderr
    return dict(json.loads(line.removeprefix("resumed ")))


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_the_pages_drive_the_standin_from_wsl_off_through_the_restart_to_a_verification_inside(
        qtbot: QtBot, windows: tuple[WslStandin, MemoryRegistry],  # noqa: F811
        index: SimpleIndex, shoot: Callable[..., Path], monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    standin, registry = windows
    before = standin.state()
    command = _up_to_the_restart(_wizard(qtbot, index.url), standin, registry)
    standin.restart_windows()  # Windows restarts and runs the entry once (it removes it itself)
    registry.delete("HKEY_CURRENT_USER", r"Software\Microsoft\Windows\CurrentVersion\RunOnce", "tfgpu-wizard-continue")
    assert _opened_by_a_child(command) == {"page": "WslSetupPage", "title": "Set up WSL", "distro": "Ubuntu-24.04",
                                           "user": "ada", "convert": False}
    monkeypatch.setenv("TFGPU_WIZARD_NO_THREADS", "1")  # the resumed window's workers run in line
    wizard = _resumed(qtbot, command)
    setup = wizard.page_of(WslSetupPage)
    assert isinstance(setup, WslSetupPage) and wizard.session.wsl_resumed
    assert "Windows has restarted" in setup.subTitle()
    qtbot.waitUntil(setup.isComplete, timeout=60_000)  # it went on by itself: checked WSL, then set it up
    assert setup.user_edit.text() == "ada" and wizard.session.wsl_user == "ada"
    assert wizard.session.plan is not None and wizard.session.plan.route == "wsl2"
    distro = standin.state()["distros"]["Ubuntu-24.04"]
    assert distro["users"] == {"root": 0, "ada": 1000} and distro["version"] == 2
    _run_inside(qtbot, wizard, shoot)
    assert not resume_file(data_dir()).exists()  # the resumed run is done: its state goes
    entries = Journal().entries()
    assert {"wsl-enable", "wsl-run-once", "wsl-install-distro", "wsl-apply-inside"} <= {e.kind for e in entries}
    assert len({entry.run_id for entry in entries}) == 1  # one run, before and after the restart
    _verify_hand_off_and_undo(wizard, standin, registry, shoot)
    assert not resume_file(data_dir()).exists()

    from wizard.cli import main as cli_main

    assert cli_main(["undo", "--all", "--yes"]) == 1  # nothing left but turning WSL on, which is never undone
    after = standin.state()
    assert after["distros"] == before["distros"] == {} and run_once_command(registry) is None
    assert after["installed"]  # WSL stays on, as the undo said


def _up_to_the_restart(wizard: SetupWizard, standin: WslStandin, registry: MemoryRegistry) -> str:
    check = wizard.currentPage()
    assert isinstance(check, WslCheckPage) and "WSL is not turned on yet" in check.rows.text()
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    setup.start_button.click()
    assert setup.restart_needed and "continues by itself after you sign in" in setup.state.text()
    assert standin.state()["installed"] and standin.state()["reboot_pending"]
    command = run_once_command(registry)  # remembered: the windowed program, at the saved state
    assert command is not None and "apply" not in shlex.split(command) and "--continue-wsl" in command
    saved = load_resume(resume_file(data_dir()))
    assert "--wsl-user" in saved.arguments and saved.arguments[saved.arguments.index("--wsl-user") + 1] == "ada"
    assert saved.plan == wizard.session.plan and saved.started_at == wizard.session.started_at
    return command


def _run_inside(qtbot: QtBot, wizard: SetupWizard, shoot: Callable[..., Path]) -> None:
    """The inside run: in the window the restart opened it follows the setup page by itself (no Next, no Start)."""
    qtbot.waitUntil(lambda: isinstance(wizard.currentPage(), WslInsidePage), timeout=20_000)
    inside = wizard.currentPage()
    assert isinstance(inside, WslInsidePage) and inside.started_by_itself
    qtbot.waitUntil(inside.isComplete, timeout=120_000)
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
    runs = len([call for call in standin.calls() if "verify" in call])
    verify.run_button.click()  # "Run again": the proof made again inside, by the wizard there
    again = [call for call in standin.calls() if "verify" in call]
    assert len(again) == runs + 1 and again[-1][again[-1].index("--python") + 1] == env.python
    assert "Checked inside Ubuntu-24.04" in verify.summary.text() and "GPU" in verify.summary.text()
    wizard.next()
    last = wizard.currentPage()
    assert isinstance(last, NextStepsPage) and "code --remote wsl+Ubuntu-24.04" in last.commands_text()
    wizard.next()
    finish = wizard.currentPage()
    assert isinstance(finish, FinishPage)
    changes = [row.description for row in finish.model.session_changes()]
    assert any("Turn on WSL" in text for text in changes), changes  # made before the restart: this session's too
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
