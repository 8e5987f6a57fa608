"""The conda-forge Blackwell plan in the GUI: the plan view says the honest sentence (English and Chinese) with the
feedstock among its Sources; the Verify page, on a failed proof, says so and offers "Undo this environment" and
"Plan for the processor".

No Blackwell card is here: the verification document of a failed GPU run is written by the test (the verify
seam: what the proof script would print), the page, presenter, planner and catalog are real; the environment is
stood in for by a real journaled change (``path add`` on real rc files in the test's HOME) that the undo must
really reverse.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWizard
from pytestqt.qtbot import QtBot

from tests.cli.support import run_cli
from wizard.basics import i18n
from wizard.basics.facts import load_facts
from wizard.core.doctor.verify_step import build_view
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.verify.parse import parse_document
from wizard.core.verify.runner import VerifyRun
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.session import Session
from wizard.gui.widgets.plan_view import PlanView

FACTS = load_facts(Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "linux-rtx5090-blackwell.json")
HONEST = "Built by conda-forge with code for your card; the wizard proves it on your card before it keeps it."


def _conda_plan() -> Plan:
    return make_plan(FACTS, Wishes())


def _texts(widget: object) -> str:
    return " ".join(label.text() for label in widget.findChildren(QLabel))  # type: ignore[attr-defined]


def test_the_plan_view_shows_the_honest_sentence_and_the_feedstock_as_a_source(qtbot: QtBot) -> None:
    view = PlanView()
    qtbot.addWidget(view)
    view.show_plan(_conda_plan())
    assert HONEST in _texts(view)
    assert "tensorflow-feedstock" in view.sources_label.text() and "R2" not in _texts(view.table)


def test_the_plan_view_says_it_in_chinese_too(qtbot: QtBot) -> None:
    i18n.set_language("zh_CN")
    try:
        view = PlanView()
        qtbot.addWidget(view)
        view.show_plan(_conda_plan())
        words = _texts(view)
    finally:
        i18n.set_language("en")
    assert "conda-forge" in words and HONEST not in words
    assert any("\u4e00" <= char <= "\u9fff" for char in words)


def _failed_gpu_run() -> VerifyRun:
    document = {"schema": 1, "complete": True, "cpu_only": False,
                "tensorflow": {"version": "2.19.1", "built_with_cuda": True, "cuda": "12.8", "cudnn": "9"},
                "gpus": [{"name": "NVIDIA GeForce RTX 5090", "compute_capability": "12.0", "memory_mib": 32607}],
                "checks": [{"id": "import", "status": "pass", "message": "ok"},
                           {"id": "matmul", "status": "fail", "message": "CUDA_ERROR_INVALID_PTX",
                            "device": "/GPU:0"}],
                "timing": {"cpu_seconds": 2.0, "gpu_seconds": None, "speedup": None}}
    return VerifyRun(parse_document(document), document, "", 1, 1.0)


class EnvPage(WizardPage):
    plan_step = "create-env"


def _wizard_on_verify(qtbot: QtBot) -> tuple[QWizard, VerifyPage, Session]:
    session = Session(synchronous=True)
    session.facts, session.plan = FACTS, _conda_plan()
    wizard = QWizard()
    qtbot.addWidget(wizard)
    wizard.addPage(EnvPage(session))
    page = VerifyPage(session)
    wizard.addPage(page)
    wizard.show()
    wizard.next()
    assert wizard.currentPage() is page
    return wizard, page, session


def test_a_failed_proof_says_so_and_plans_for_the_processor(qtbot: QtBot) -> None:
    wizard, page, session = _wizard_on_verify(qtbot)
    page.show_view(build_view(_failed_gpu_run()))
    QApplication.processEvents()
    assert page.proof.isVisible() and "did not compute on your graphics card" in page.proof.message.text()
    assert page.proof.undo_button.text() == "Undo this environment"
    assert page.proof.cpu_button.text() == "Plan for the processor"
    page.proof.cpu_button.click()
    assert session.plan is not None and session.plan.route == "cpu"
    assert "on the processor" in page.proof.outcome.text()
    assert isinstance(wizard.currentPage(), EnvPage)


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in change is the POSIX rc-file backend")
def test_undo_this_environment_reverses_the_run_that_made_it(qtbot: QtBot, isolated_home: Path) -> None:
    (isolated_home / ".bashrc").write_bytes(b"# mine\n")
    assert run_cli("path", "add", "/usr/local/cuda-12.8/bin", env={"PATH": "/usr/bin:/bin"}).returncode == 0
    assert (isolated_home / ".bashrc").read_bytes() != b"# mine\n"
    _wizard, page, session = _wizard_on_verify(qtbot)
    session.env_python = isolated_home / "envs" / "tf" / "bin" / "python"
    page.show_view(build_view(_failed_gpu_run()))
    page.proof.undo_button.click()
    qtbot.waitUntil(lambda: "undone" in page.proof.outcome.text(), timeout=20000)
    assert page.proof.outcome.text() == "The environment was undone."
    assert (isolated_home / ".bashrc").read_bytes() == b"# mine\n" and session.env_python is None


def _run(document: dict[str, object]) -> VerifyRun:
    return VerifyRun(parse_document(document), document, "", 0, 1.0)


def test_a_pass_on_the_gpu_keeps_it_and_a_pass_on_the_processor_alone_is_no_proof(qtbot: QtBot) -> None:
    _wizard, page, _ = _wizard_on_verify(qtbot)
    document = dict(_failed_gpu_run().document)
    document["checks"] = [{"id": "import", "status": "pass", "message": "ok"},
                          {"id": "matmul", "status": "pass", "message": "ok", "device": "/GPU:0"}]
    page.show_view(build_view(_run(document)))
    assert page.view is not None and page.view.passed and page.proof.isHidden()
    cpu_only = {**document, "cpu_only": True, "gpus": [],
                "tensorflow": {"version": "2.19.1", "built_with_cuda": False, "cuda": None, "cudnn": None},
                "checks": [{"id": "import", "status": "pass", "message": "ok"},
                           {"id": "matmul", "status": "pass", "message": "ok", "device": "/CPU:0"}]}
    page.show_view(build_view(_run(cpu_only)))
    assert page.view.passed and not page.proof.isHidden()


def test_a_plan_without_the_proof_step_shows_no_offer(qtbot: QtBot) -> None:
    _wizard, page, session = _wizard_on_verify(qtbot)
    page.show_view(build_view(_failed_gpu_run()))
    assert not page.proof.isHidden()
    session.plan = make_plan(FACTS, Wishes(route="cpu"))
    page.show_view(build_view(_failed_gpu_run()))
    assert page.proof.isHidden()


def test_the_buttons_speak_chinese(qtbot: QtBot) -> None:
    from wizard.gui.translator import install_language

    install_language("zh_CN")
    try:
        _wizard, page, _ = _wizard_on_verify(qtbot)
        page.show_view(build_view(_failed_gpu_run()))
        words = page.proof.undo_button.text() + page.proof.cpu_button.text() + page.proof.message.text()
    finally:
        install_language("en")
    assert "Undo" not in words and any("\u4e00" <= char <= "\u9fff" for char in words)


def test_the_verify_page_of_a_plan_that_must_prove_itself_goes_on_only_once_proved(qtbot: QtBot) -> None:
    """Issue 28, item 5: no going on unproven (the GUI's --skip-verify): not before the proof, not after a failed
    one, nor after a pass on the processor alone; a pass on the GPU completes the page. A CPU plan's page is
    complete at once (its check is there to read)."""
    _wizard, page, session = _wizard_on_verify(qtbot)
    assert not page.isComplete()
    page.show_view(build_view(_failed_gpu_run()))
    assert not page.isComplete()
    document = dict(_failed_gpu_run().document)
    document["checks"] = [{"id": "import", "status": "pass", "message": "ok"},
                          {"id": "matmul", "status": "pass", "message": "ok", "device": "/GPU:0"}]
    page.show_view(build_view(_run(document)))
    assert page.isComplete()
    session.plan = make_plan(FACTS, Wishes(route="cpu"))
    fresh = VerifyPage(session)
    qtbot.addWidget(fresh)
    assert fresh.isComplete()
