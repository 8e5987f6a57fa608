"""The WSL2 route's pages from Windows: WSL check, WSL setup with the restart pause, the run inside, then Verify
showing the verification made inside (real widgets offscreen, real workers, the real planner on a Windows 11
RTX 4070 facts file).

What stands in: the route's core steps (:class:`wizard.gui.models.wsl_route.WslRouteSteps`). This branch does
not have the core WSL package with its stand-in wsl.exe yet, so :class:`StandInSteps` answers as that core does
(facts, a restart after enabling, events streamed from the run inside, a verification document brought back)
and records each call; the pages, the worker, the wizard's page flow and the report are real. Once the core's
steps are on main, the session's ``wsl_steps`` is theirs, run against their stand-in wsl.exe.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.conftest import FACTS_DIR, answer_question, this_machine
from wizard.basics.events import Advanced, Event, LogLine, Started
from wizard.basics.facts import load_facts
from wizard.core.by_hand.wsl_editors import InsideEnv
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.gui.models.wsl_route import CoreWslSteps, InsideResult, Restart
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.pages.wsl_check_page import WslCheckPage
from wizard.gui.pages.wsl_inside_page import WslInsidePage
from wizard.gui.pages.wsl_setup_page import WslSetupPage
from wizard.gui.session import Session
from wizard.gui.setup_wizard import SetupWizard

VERIFIED = {"schema": 1, "complete": True, "cpu_only": False, "passed": True,
            "tensorflow": {"version": "2.20.0", "built_with_cuda": True, "cuda": "12.5", "cudnn": "9"},
            "gpus": [{"name": "NVIDIA GeForce RTX 3060", "compute_capability": "8.6", "memory_mib": 12288}],
            "checks": [{"id": "import", "status": "pass", "message": "ok"},
                       {"id": "gpu_visible", "status": "pass", "message": "ok"}],
            "timing": {"cpu_seconds": 4.0, "gpu_seconds": 0.5, "speedup": 8.0}}


@dataclass(frozen=True)
class Distro:
    name: str
    wsl_version: int


@dataclass(frozen=True)
class Facts:
    installed: bool
    version: str | None = None
    inbox: bool = False
    distros: tuple[Distro, ...] = ()
    windows_build: int | None = 22631
    virtualization: bool | None = True
    reboot_pending: bool = False


@dataclass(frozen=True)
class Inside:
    glibc: str | None = "2.39"
    python: str | None = "3.12.3"
    libcuda: bool = True
    nvidia_smi: str = "552.22"
    linux_driver: tuple[str, ...] = ()


@dataclass
class StandInSteps:
    """Answers as the route's core steps do; ``calls`` records each, ``gate`` holds the run inside open."""

    facts: Facts
    restart: Restart = "none"
    calls: list[tuple[Any, ...]] = field(default_factory=list)
    gate: threading.Event | None = None

    def check(self) -> Generator[Event, None, Facts]:
        self.calls.append(("check",))
        yield Started("wsl-check", "Asking WSL")
        return self.facts

    def set_up(self, distro: str, user: str, *, convert: bool) -> Generator[Event, None, Restart]:
        self.calls.append(("set_up", distro, user, convert))
        yield LogLine("info", "wsl --install --no-distribution")
        return self.restart

    def apply_inside(self, distro: str, user: str, plan: Plan) -> Generator[Event, None, InsideResult]:
        self.calls.append(("apply", distro, user, plan.route))
        yield Started("apply", "Making the Python environment", 3)
        yield LogLine("info", "Creating the environment tf")
        yield Advanced("apply", 1, 3)
        if self.gate is not None:
            while not self.gate.wait(0.01):
                yield Advanced("apply", 1, 3)  # a long step: the cancel is seen between events
        yield LogLine("info", "Installing tensorflow[and-cuda]")
        yield Advanced("apply", 3, 3)
        env = InsideEnv(distro, user, f"/home/{user}/.local/share/tfgpu-wizard/envs/tf/bin/python")
        return InsideResult(env, dict(VERIFIED), Inside())

    def verify_again(self, env: InsideEnv) -> Generator[Event, None, dict[str, Any]]:
        self.calls.append(("verify", env.distro, env.user, env.python))
        yield Started("wsl-verify", "Checking again")
        return {**VERIFIED, "passed": False, "checks": [{"id": "import", "status": "pass", "message": "ok"},
                                                        {"id": "gpu_visible", "status": "fail", "message": "none"}]}

    def use_own_linux_build(self, chosen: Path) -> Generator[Event, None, Path]:
        self.calls.append(("use_own_linux_build", chosen))
        yield Started("linux-build", "Checking your file")
        return chosen


def _wizard(qtbot: QtBot, steps: StandInSteps | None, *, synchronous: bool = True) -> SetupWizard:
    session = Session(synchronous=synchronous)
    session.facts = this_machine(load_facts(FACTS_DIR / "gui_rtx4070_windows11.json"))
    session.plan = make_plan(session.facts, Wishes(route="wsl2"))
    assert session.plan.ok and session.plan.route == "wsl2"
    session.wsl_steps, session.wsl_user = steps, "ada"
    wizard = SetupWizard(session)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    return wizard


def _go_to(wizard: SetupWizard, page_class: type) -> Any:
    target = wizard.pageIds()[wizard.pages.index(wizard.page_of(page_class))]
    wizard.setStartId(target)
    wizard.restart()
    page = wizard.currentPage()
    assert isinstance(page, page_class)
    return page


def test_the_route_pages_follow_choose_setup_only_for_a_wsl2_plan_on_windows(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    wizard = _wizard(qtbot, StandInSteps(Facts(installed=False)))
    applies = {type(wizard.page(pid)).__name__ for pid in wizard.pageIds() if wizard.page_applies(pid)}
    assert {"WslCheckPage", "WslSetupPage", "WslInsidePage", "VerifyPage"} <= applies
    assert not {"PythonEnvPage", "DownloadPage", "InstallCudaPage"} & applies
    monkeypatch.setattr("wizard.platform.host.HOST_OS", "linux")
    without = _wizard(qtbot, None)  # not on Windows, none given: the last page lists the commands instead
    assert not any(getattr(without.page(pid), "wsl_route", False) and without.page_applies(pid)
                   for pid in without.pageIds())
    monkeypatch.setattr("wizard.platform.host.HOST_OS", "windows")
    assert isinstance(_wizard(qtbot, None).session.route_steps(), CoreWslSteps)  # on Windows: the core's own


def test_from_wsl_not_installed_through_the_restart_pause(qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    steps = StandInSteps(Facts(installed=False), restart="continues")
    wizard = _wizard(qtbot, steps)
    check = _go_to(wizard, WslCheckPage)
    text = check.rows.text()
    assert "WSL is not turned on yet" in text and "Ubuntu-24.04 is not installed yet" in text
    assert "Windows build 22631 can pass the graphics card" in text and check.isComplete()
    shoot(wizard, "wsl-check-not-installed")
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    assert setup.todo == ["enable", "restart", "install", "user"] and setup.user_edit.text() == "ada"
    shoot(wizard, "wsl-setup-to-do")
    setup.start_button.click()
    assert steps.calls[-1] == ("set_up", "Ubuntu-24.04", "ada", False)
    assert setup.restart_needed and not setup.isComplete()
    assert "continues by itself after you sign in" in setup.state.text()
    assert wizard.session.wsl_restart_pending
    shoot(wizard, "wsl-setup-restart")


def test_a_restart_the_wizard_cannot_continue_from_by_itself_says_to_start_it_again(
        qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    """The core left no sign-in entry (its command would be longer than Windows starts): no promise to go on."""
    wizard = _wizard(qtbot, StandInSteps(Facts(installed=False), restart="by-hand"))
    _go_to(wizard, WslCheckPage)
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    setup.start_button.click()
    assert setup.restart_needed and not setup.isComplete() and wizard.session.wsl_restart_pending
    assert "start the wizard again" in setup.state.text() and "by itself after" not in setup.state.text()
    shoot(wizard, "wsl-setup-restart-by-hand")


def test_after_the_restart_it_installs_makes_the_user_runs_inside_and_verify_shows_the_result(
        qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    steps = StandInSteps(Facts(installed=True, version="2.3.26"))
    wizard = _wizard(qtbot, steps)
    check = _go_to(wizard, WslCheckPage)
    assert "WSL 2.3.26 is on" in check.rows.text()
    wizard.next()
    setup = wizard.currentPage()
    setup.start_button.click()
    assert steps.calls[1:] == [("set_up", "Ubuntu-24.04", "ada", False)]
    assert setup.isComplete() and "ready with the user ada" in setup.state.text()
    wizard.next()
    inside = wizard.currentPage()
    assert isinstance(inside, WslInsidePage)
    inside.start_button.click()
    assert steps.calls[-1] == ("apply", "Ubuntu-24.04", "ada", "wsl2")
    assert "Installing tensorflow[and-cuda]" in inside.lines.toPlainText() and inside.isComplete()
    assert wizard.session.wsl_env is not None and wizard.session.wsl_report is not None
    assert wizard.session.wsl_report.verified_inside and wizard.session.wsl_report.nvidia_smi
    shoot(wizard, "wsl-inside-done")
    wizard.next()
    verify = wizard.currentPage()
    assert isinstance(verify, VerifyPage)
    assert "Checked inside Ubuntu-24.04" in verify.summary.text() and verify.run_button.isVisible()
    assert verify.python_edit.text() == "/home/ada/.local/share/tfgpu-wizard/envs/tf/bin/python"
    assert verify.run_button.text() == "Run again" and verify.python_edit.isReadOnly()
    shoot(wizard, "wsl-verify-inside")
    verify.run_button.click()  # again, inside, through the route's step: nothing runs on the Windows side
    assert steps.calls[-1] == ("verify", "Ubuntu-24.04", "ada", verify.python_edit.text())
    assert "Checked inside Ubuntu-24.04" in verify.summary.text() and "trains on the GPU" not in verify.summary.text()
    assert wizard.session.verification is not None and not wizard.session.verification["passed"]
    assert not wizard.session.wsl_report.verified_inside  # the report follows the last check


def test_a_wsl1_distribution_is_converted_and_an_old_windows_blocks(qtbot: QtBot) -> None:
    steps = StandInSteps(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 1),)))
    wizard = _wizard(qtbot, steps)
    check = _go_to(wizard, WslCheckPage)
    assert "runs on WSL 1" in check.rows.text()
    wizard.next()
    setup = wizard.currentPage()
    assert setup.todo == ["convert", "user"]
    asked: list[bool] = []
    setup.ask_to_convert = lambda: asked.append(True) or False  # the user says "Not now": nothing runs
    setup.start_button.click()
    assert asked and steps.calls == [("check",)]
    setup.ask_to_convert = lambda: True
    setup.start_button.click()
    assert steps.calls[-1] == ("set_up", "Ubuntu-24.04", "ada", True) and setup.isComplete()
    old = _wizard(qtbot, StandInSteps(Facts(installed=True, windows_build=19041, virtualization=False)))
    blocked = _go_to(old, WslCheckPage)
    assert "too old" in blocked.rows.text() and "Virtualization is turned off" in blocked.rows.text()
    assert not blocked.isComplete() and "must be done by you first" in blocked.verdict.text()


def test_stop_inside_asks_and_keeps_working_on_no_then_stops_on_yes(qtbot: QtBot) -> None:
    gate = threading.Event()
    steps = StandInSteps(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 2),)), gate=gate)
    wizard = _wizard(qtbot, steps, synchronous=False)
    inside = _go_to(wizard, WslInsidePage)
    inside.start_button.click()
    qtbot.waitUntil(lambda: "Creating the environment tf" in inside.lines.toPlainText(), timeout=10_000)
    assert "inside WSL" in inside.busy_work()
    asked: list[str] = []
    answer_question("Keep working", asked)
    inside.stop_button.click()
    assert inside.step_runner.running and "Stop the setup inside WSL?" in asked[0]
    answer_question("Stop", asked)
    inside.stop_button.click()
    qtbot.waitUntil(lambda: not inside.step_runner.running, timeout=10_000)
    assert not inside.isComplete() and "Stopped" in inside.status.text()
    gate.set()


def test_after_the_restart_the_run_inside_starts_by_itself_once_and_after_stop_start_is_the_users(
        qtbot: QtBot) -> None:
    """The window the restart opened goes on without Start; once stopped, coming back to the page starts nothing
    and Start runs it again."""
    gate = threading.Event()
    steps = StandInSteps(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 2),)), gate=gate)
    wizard = _wizard(qtbot, steps, synchronous=False)
    wizard.session.wsl_resumed = True
    inside = _go_to(wizard, WslInsidePage)
    qtbot.waitUntil(lambda: "Creating the environment tf" in inside.lines.toPlainText(), timeout=10_000)
    assert inside.started_by_itself and [call[0] for call in steps.calls] == ["apply"]
    answer_question("Stop", [])
    inside.stop_button.click()
    qtbot.waitUntil(lambda: not inside.step_runner.running, timeout=10_000)
    assert "Stopped" in inside.status.text() and inside.start_button.isEnabled()
    inside.initializePage()  # the page entered again (QWizard does this on Back then Next): nothing starts
    assert not inside.step_runner.running
    assert [call[0] for call in steps.calls] == ["apply"]
    gate.set()
    inside.start_button.click()
    qtbot.waitUntil(inside.isComplete, timeout=10_000)
    assert [call[0] for call in steps.calls] == ["apply", "apply"]


def test_the_pages_speak_chinese(qtbot: QtBot, shoot: Callable[..., Path]) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        steps = StandInSteps(Facts(installed=False), restart="continues")
        wizard = _wizard(qtbot, steps)
        check = _go_to(wizard, WslCheckPage)
        assert "尚未开启 WSL" in check.rows.text()
        shoot(wizard, "wsl-check-not-installed-zh")
        wizard.next()
        wizard.currentPage().start_button.click()
        assert "登录后" in wizard.currentPage().state.text()
        shoot(wizard, "wsl-setup-restart-zh")
        done = _wizard(qtbot, StandInSteps(Facts(installed=True, distros=(Distro("Ubuntu-24.04", 2),))))
        inside = _go_to(done, WslInsidePage)
        inside.start_button.click()
        assert "完成" in inside.status.text()
        shoot(done, "wsl-inside-done-zh")
        done.next()
        assert "已在 Ubuntu-24.04 内检查" in done.currentPage().summary.text()
        shoot(done, "wsl-verify-inside-zh")
    finally:
        install_language("en")


def test_check_again_and_set_up_are_buttons_not_bars_across_the_page(qtbot: QtBot) -> None:
    """Issue 29's walk: stretched over the page's width, the disabled Set up read as an empty bar above the restart
    pause; both buttons are as wide as their words."""
    wizard = _wizard(qtbot, StandInSteps(Facts(installed=False)))
    check = _go_to(wizard, WslCheckPage)
    QApplication.processEvents()
    assert 0 < check.again_button.width() < check.width() // 2
    wizard.next()
    setup = wizard.currentPage()
    assert isinstance(setup, WslSetupPage)
    QApplication.processEvents()
    assert 0 < setup.start_button.width() < setup.width() // 2
