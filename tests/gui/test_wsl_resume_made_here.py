"""The window that continues a WSL setup after the restart trusts nothing its saved state brings (issue 28, design
4b): it probes this machine again and continues with the plan made here for the saved plan's wishes, by the check
every ``apply`` runs; a saved plan that differs (another machine's, a forged download) is refused in plain words,
naming the first difference, in the user's language, and the wizard starts from its first page.

Stood in (there is no Windows, no wsl.exe and no GPU here), as in the route's other tests
(tests/core/wsl/route_support.py): this machine's probe (a Windows 11 PC with an RTX 3060), wsl.exe and the
registry. Real: the state file, the planner and the comparison, the GUI entry, Qt offscreen.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.core.wsl.route_support import windows_rtx3060, wsl2_plan
from tests.core.wsl.test_wsl_route_cli import windows  # noqa: F401  (fixture)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts
from wizard.core.apply.resume import ResumePlanRefusedError, ResumeState
from wizard.core.plan import Download, Plan, Wishes
from wizard.core.planner import make_plan
from wizard.gui.app import open_window, parse_args
from wizard.gui.models.wsl_resume import restore_session
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.session import Session

ELSEWHERE = "h1-" + "0" * 24
EVIL = "https://attacker.invalid/cuda_12.5.1_555.85_windows.exe"
ARGUMENTS = ("--wsl-distro", "Ubuntu-24.04", "--wsl-user", "ada")


def _another_pc() -> MachineFacts:
    """Another Windows PC: an RTX 5090 on driver 576.02 (the planner picks another TensorFlow for it)."""
    return replace(windows_rtx3060(), host_id=ELSEWHERE, driver=DriverFacts("576.02", "12.9", "nvml"),
                   gpus=(GpuFacts("NVIDIA GeForce RTX 5090", "12.0", 32768),))


def _for_another_pc() -> Plan:
    python = f"{sys.version_info[0]}.{sys.version_info[1]}"
    plan = make_plan(_another_pc(), Wishes(route="wsl2", python=python))
    assert plan.ok and plan.route == "wsl2" and plan.tensorflow != wsl2_plan().tensorflow
    return plan


def _forged_download() -> Plan:
    """This machine's own plan (its host id too) with an installer from anywhere added."""
    return replace(wsl2_plan(), downloads=(Download("cuda-installer", "cuda_12.5.1_555.85_windows.exe", EVIL),))


def _saved(tmp_path: Path, plan: Plan, facts: MachineFacts) -> Path:
    state = tmp_path / "wsl-resume.json"
    saved = ResumeState(plan, facts, ARGUMENTS, "run-before-the-restart", "2026-12-06T08:00:00+00:00")
    state.write_text(saved.to_json(), encoding="utf-8")
    return state


@pytest.mark.parametrize(("plan", "facts", "named"), [
    (_for_another_pc, _another_pc, "package tensorflow (made here: tensorflow[and-cuda])"),
    (_forged_download, windows_rtx3060, "cuda_12.5.1_555.85_windows.exe"),
], ids=["another-machines-facts-and-plan", "forged-download"])
def test_a_saved_plan_that_is_not_made_here_is_refused_and_the_session_left_untouched(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry],  # noqa: F811
        plan: object, facts: object, named: str) -> None:
    state = _saved(tmp_path, plan(), facts())  # type: ignore[operator]
    session = Session(synchronous=True)
    with pytest.raises(ResumePlanRefusedError) as refused:
        restore_session(session, state)
    assert refused.value.reference == "wsl-resume-plan-refused"
    assert "does not continue the setup saved before the restart" in refused.value.message
    assert named in refused.value.message and "starts from the beginning" in refused.value.hint
    assert (session.facts, session.plan, session.wsl_steps, session.wsl_resumed) == (None, None, None, False)
    assert state.is_file()  # nothing lost: the state stays for a look
    standin, _registry = windows
    assert standin.calls() == []  # WSL was not asked anything


def test_the_facts_saved_with_the_plan_are_not_used_this_machine_is_probed_again(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry]) -> None:  # noqa: F811
    """A saved plan equal to the plan made here continues, but over this machine's facts, never the saved ones."""
    state = _saved(tmp_path, replace(wsl2_plan(), host_id=ELSEWHERE), _another_pc())
    session = Session(synchronous=True)
    restore_session(session, state)
    here = windows_rtx3060()
    assert session.facts == here and session.wsl_resumed
    assert session.plan is not None and session.plan.host_id == here.host_id
    assert session.plan.tensorflow == wsl2_plan().tensorflow and session.plan.steps == wsl2_plan().steps
    assert session.wsl_user == "ada"


def test_the_window_says_why_in_chinese_and_starts_at_the_beginning(
        qtbot: QtBot, tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry],  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_NO_THREADS", "1")  # were it to go on, it would in line
    state = _saved(tmp_path, _forged_download(), windows_rtx3060())
    wizard = open_window(parse_args(["--lang", "zh_CN", "--continue-wsl", str(state)]))
    qtbot.addWidget(wizard)
    qtbot.waitUntil(lambda: wizard.findChild(QMessageBox, "resume-problem") is not None, timeout=20_000)
    box = wizard.findChild(QMessageBox, "resume-problem")
    assert isinstance(box, QMessageBox)
    assert "向导不会继续重启前保存的设置" in box.text() and "cuda_12.5.1_555.85_windows.exe" in box.text()
    assert "向导将从头开始" in box.text()
    assert isinstance(wizard.currentPage(), WelcomePage) and not wizard.session.wsl_resumed
    standin, _registry = windows
    assert standin.calls() == []
    box.accept()
    wizard.close()
