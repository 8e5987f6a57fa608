"""System check: an RTX 5090 (newer than any official TensorFlow release) is no longer a green row and "Problems:
0" (issue 17 item 2); its row says what works (conda-forge's build on Linux and in WSL2, issue 21) and what else
to do, with sources. What it says to do agrees with the plan the next page recommends (issue 29): conda-forge's
build, not "NVIDIA's container or a source build".

No RTX 5090 exists here: the probe answers with a facts file (tests/fixtures/facts), as for every GUI test.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.gui.test_system_check_advice import check_page
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language


def test_a_card_newer_than_any_release_is_a_warning_with_what_to_do_and_its_sources(
    make_wizard: Callable[..., SetupWizard], shoot: Callable[[SetupWizard, str], Path]
) -> None:
    wizard = make_wizard("linux-rtx5090-blackwell.json")
    page = check_page(wizard)
    gpu = next(row for row in page.rows if row.finding.key == "gpu")
    assert gpu.finding.level == "warn", gpu.finding.text
    assert "processor" in gpu.finding.text and "conda-forge's TensorFlow 2.19.1" in gpu.finding.text
    assert "conda-forge's build" in gpu.finding.advice.replace("&#x27;", "'")
    assert "container" not in gpu.finding.advice and "source build" not in gpu.finding.advice
    session = wizard.session
    assert session.facts is not None
    plan = session.planner(session.facts, session.wishes_or_default())
    assert plan.conda_packages, "the next page recommends conda-forge's build, as the row says"
    assert 'href="https://docs.nvidia.com/cuda/blackwell-compatibility-guide/"' in gpu.finding.advice
    assert not gpu.advice_label.isHidden() and gpu.advice_label.openExternalLinks()
    assert "To look at: 0" not in page.summary_label.text()
    assert "S23" not in gpu.finding.advice and "S24" not in gpu.finding.advice, "no source ids in GUI text"
    shoot(wizard, "advice-rtx5090-en-system-check")
    install_language("zh_CN")
    try:
        page.show_findings()
        gpu = next(row for row in page.rows if row.finding.key == "gpu")
        assert "Choose the plan" not in gpu.finding.advice.split("<br>")[0], "the advice is translated"
        assert "GB。" in gpu.finding.text and ". " not in gpu.finding.text, "Chinese sentences end in 。"
        shoot(wizard, "advice-rtx5090-zh_CN-system-check")
    finally:
        install_language("en")


def test_a_card_too_old_for_the_wished_release_is_a_warning_naming_the_newest_that_runs_it(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    wizard = make_wizard("gui_centos7_m40.json")
    page = check_page(wizard)
    gpu = next(row for row in page.rows if row.finding.key == "gpu")
    assert gpu.finding.level == "warn" and "2.16.2" in gpu.finding.text, gpu.finding.text
