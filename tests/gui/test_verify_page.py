"""The Verify page offscreen over the real step: a real child Python (this test's, without TensorFlow, so the
import check fails and the doctor's findings show), the raw JSON under details, the bar chart, "Run again",
and the fix button going back to the page that applies it. The real TensorFlow run is the slow test."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWizard
from pytestqt.qtbot import QtBot

from tests.core.verify.tf_venv import tensorflow_cpu_python
from wizard.core.doctor.verify_step import build_view
from wizard.core.verify.parse import parse_document
from wizard.core.verify.runner import VerifyRun
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.session import Session
from wizard.gui.widgets.speedup_chart import SpeedupChart
from wizard.platform.pyenv_layout import venv_python

LEFT = Qt.MouseButton.LeftButton


def _page(qtbot: QtBot) -> VerifyPage:
    page = VerifyPage(Session(synchronous=True))
    qtbot.addWidget(page)
    page.resize(900, 640)
    page.show()
    qtbot.waitExposed(page)
    return page


def _labels(page: VerifyPage) -> list[str]:
    return [w.text() for w in page.results.findChildren(QLabel) if w.parent() is page.results]  # the check rows


def _shot(widget: VerifyPage | SpeedupChart, artifacts_dir: Path, name: str) -> None:
    QApplication.processEvents()  # rows added to a shown page are shown by a queued call
    folder = artifacts_dir / "gui"
    folder.mkdir(exist_ok=True)
    assert widget.grab().save(str(folder / name))


def test_a_python_without_tensorflow_shows_the_failed_import_with_its_fix_and_the_raw_json(
    qtbot: QtBot, artifacts_dir: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PYTHONPATH", "")
    page = _page(qtbot)
    page.python_edit.setText(sys.executable)
    qtbot.mouseClick(page.run_button, LEFT)
    assert page.view is not None and not page.view.passed
    assert "Verification failed" in page.summary.text()
    assert any("Failed: TensorFlow can be imported." in text for text in _labels(page))
    assert page.run_button.text() == "Run again"
    assert json.loads(page.details.toPlainText())["checks"][0]["id"] == "import"
    assert not page.details.isVisible()
    page.details_button.click()
    assert page.details.isVisible()
    _shot(page, artifacts_dir, "verify_failed.png")


def _gpu_view() -> VerifyRun:
    document = {"schema": 1, "complete": True, "cpu_only": False,
                "tensorflow": {"version": "2.10.1", "built_with_cuda": True, "cuda": "64_112", "cudnn": "64_8"},
                "gpus": [{"name": "NVIDIA GeForce RTX 3060", "compute_capability": "8.6", "memory_mib": 10000}],
                "checks": [{"id": "import", "status": "pass", "message": "ok"},
                           {"id": "conv2d", "status": "fail", "message": "DNN library is not found.",
                            "device": "/GPU:0"}],
                "timing": {"cpu_seconds": 2.0, "gpu_seconds": 0.2, "speedup": 10.0}}
    return VerifyRun(parse_document(document), document, "", 0, 1.0)


def test_a_failed_convolution_offers_to_go_back_to_the_cudnn_step(qtbot: QtBot) -> None:
    """The document is written here (no GPU on this machine); the page, presenter and wizard are real."""

    class CudnnPage(WizardPage):
        plan_step = "install-cudnn"

    wizard = QWizard()
    qtbot.addWidget(wizard)
    session = Session(synchronous=True)
    wizard.addPage(CudnnPage(session))
    page = VerifyPage(session)
    wizard.addPage(page)
    wizard.show()
    wizard.next()
    assert wizard.currentPage() is page
    page.show_view(build_view(_gpu_view()))
    (button,) = [b for b in page.findChildren(QPushButton) if b.text() == "Go to that step"]
    with qtbot.waitSignal(page.fix_requested) as signal:
        button.click()
    assert signal.args == ["install-cudnn"]
    assert isinstance(wizard.currentPage(), CudnnPage)
    assert page.chart.bars()[0][2] == 2.0 and page.chart.bars()[1][2] == 0.2


def test_the_chart_draws_both_bars_scaled_to_the_slower(qtbot: QtBot, artifacts_dir: Path) -> None:
    chart = SpeedupChart()
    qtbot.addWidget(chart)
    chart.resize(400, 64)
    assert chart.bars() == []
    chart.set_times(2.5, 0.25)
    assert [key for key, _, _ in chart.bars()] == ["cpu", "gpu"]
    image = chart.grab().toImage()
    green = [x for x in range(image.width()) if image.pixelColor(x, 48).name() == "#76b900"]
    grey = [x for x in range(image.width()) if image.pixelColor(x, 16).name() == "#8a8f98"]
    assert grey and green and len(grey) > 5 * len(green)  # the GPU bar is a tenth of the CPU bar
    _shot(chart, artifacts_dir, "speedup_chart.png")


@pytest.mark.slow
def test_a_real_cpu_tensorflow_passes_and_draws_the_cpu_bar(qtbot: QtBot, artifacts_dir: Path) -> None:
    page = _page(qtbot)
    page.python_edit.setText(str(tensorflow_cpu_python()))
    qtbot.mouseClick(page.run_button, LEFT)
    assert page.view is not None and page.view.passed, page.details.toPlainText()
    assert "on the CPU only" in page.summary.text()
    assert [key for key, _, _ in page.chart.bars()] == ["cpu"]
    _shot(page, artifacts_dir, "verify_cpu_only.png")
    rows = [w for w in page.results.findChildren(QLabel) if w.parent() is page.results]
    assert len(rows) == 7 and all(row.isVisible() for row in rows)


def test_the_page_counts_the_checks_as_they_end(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", "")
    page = _page(qtbot)
    texts: list[str] = []
    original = page._on_event

    def record(event: object) -> None:
        original(event)
        texts.append(page.summary.text())

    monkeypatch.setattr(page, "_on_event", record)
    page.python_edit.setText(sys.executable)
    page.run_checks()
    assert "Running the checks: 1 done..." in texts


def test_without_an_environment_the_page_says_where_the_python_comes_from(qtbot: QtBot, artifacts_dir: Path) -> None:
    page = _page(qtbot)
    page.initializePage()
    assert "No environment was made" in page.summary.text() and "python.exe" in page.summary.text()
    page.summary.setText("")
    page.run_button.click()  # an empty field: the same guidance, and no run starts
    assert "No environment was made" in page.summary.text() and page.worker is None
    assert not page.results.isVisible()  # no chart, rows or Details before a run
    _shot(page, artifacts_dir, "verify-no-environment.png")


def test_the_environment_made_on_the_page_before_waits_for_check_and_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 29's walk: the page after the environment was made showed only a path and a button; it says what
    Check does before anything runs, in English and Chinese (nothing runs until Check)."""
    from wizard.gui.translator import install_language

    page = _page(qtbot)
    page.session.env_python = tmp_path / "envs" / "tf" / "bin" / "python"
    try:
        for language, words in (("en", "Press Check"), ("zh_CN", "“开始检查”")):
            install_language(language)
            page.python_edit.clear()
            page.initializePage()
            assert page.python_edit.text() == str(page.session.env_python)
            assert words in page.summary.text() and page.summary.isVisibleTo(page), page.summary.text()
            assert page.worker is None and page.view is None
    finally:
        install_language("en")


def test_an_environment_made_in_an_earlier_run_is_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The wizard's environment ``tf`` from an earlier run (a real venv where the wizard keeps them) fills the
    field, and the page says where it comes from; nothing runs until Check."""
    import venv

    monkeypatch.setenv("TFGPU_WIZARD_ENVS_DIR", str(tmp_path / "envs"))
    venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(tmp_path / "envs" / "tf")
    page = _page(qtbot)
    page.initializePage()
    assert page.python_edit.text() == str(venv_python(tmp_path / "envs" / "tf"))
    assert "earlier run" in page.summary.text() and page.worker is None


def test_a_cpu_plan_is_checked_on_the_processor_and_the_page_says_so(qtbot: QtBot) -> None:
    from wizard.basics.facts import MachineFacts
    from wizard.basics.serial import from_dict
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    page = _page(qtbot)
    assert "GPU" in page.subTitle()
    facts_file = Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"
    facts = from_dict(MachineFacts, json.loads(facts_file.read_text(encoding="utf-8")))
    page.session.plan = make_plan(facts, Wishes(tensorflow="newest", route="cpu"))
    page.initializePage()
    assert "GPU" not in page.title() + page.subTitle()
    assert "processor" in page.subTitle()
