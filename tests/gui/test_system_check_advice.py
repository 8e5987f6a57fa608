"""System check: information rows are blue-grey, the count line is honest, a red driver row says what to do,
this computer's facts can be saved as `probe --json` writes them, and loaded facts say whose they are."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QScrollArea

from tests.gui.conftest import FACTS_DIR, this_machine
from wizard.basics.facts import load_facts
from wizard.core.by_hand.commands import NVIDIA_DRIVER_PAGE
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language
from wizard.gui.widgets.finding_row import plain_text


def check_page(wizard: SetupWizard) -> SystemCheckPage:
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, SystemCheckPage)
    return page


def test_information_findings_are_shown_as_information_not_as_fine(
    make_wizard: Callable[..., SetupWizard], shoot: Callable[[SetupWizard, str], Path]
) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    page = check_page(wizard)
    levels = {row.finding.key: row.finding.level for row in page.rows}
    assert levels["conda"] == "info", "no conda is information"
    assert levels["note:nvidia-smi-missing"] == "info"
    info_rows = [row for row in page.rows if row.finding.level == "info"]
    assert all(row.as_text().startswith("[INFO]") for row in info_rows)
    shoot(wizard, "advice-win11-rtx4070-en-system-check")


def test_the_count_line_counts_every_level_of_the_rows(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    page = check_page(wizard)
    levels = [row.finding.level for row in page.rows]
    expected = (f"Problems: {levels.count('error')} · To look at: {levels.count('warn')} · "
                f"Fine: {levels.count('ok')} · For information: {levels.count('info')}")
    assert page.summary_label.text() == expected
    assert levels.count("info") >= 1 and sum(levels.count(x) for x in ("error", "warn", "ok", "info")) == len(levels)


def test_a_red_driver_row_says_where_to_get_which_driver(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path, shoot: Callable[[SetupWizard, str], Path]
) -> None:
    """A GPU without a driver (the facts say so; no such machine here): the row names the page and version."""
    data = json.loads((FACTS_DIR / "gui_rtx4070_windows11.json").read_text(encoding="utf-8"))
    data["driver"] = None
    facts_file = tmp_path / "no-driver.json"
    facts_file.write_text(json.dumps(data), encoding="utf-8")
    wizard = make_wizard("gui_rtx4070_windows11.json")
    page = check_page(wizard)
    assert page.load_facts_file(facts_file)
    driver = next(row for row in page.rows if row.finding.key == "driver")
    assert driver.finding.level == "error"
    assert not driver.advice_label.isHidden() and driver.advice_label.openExternalLinks()
    assert f'href="{NVIDIA_DRIVER_PAGE}"' in driver.finding.advice
    assert "461.33 or newer" in driver.finding.advice, "the version the TF 2.10 plan needs"
    assert NVIDIA_DRIVER_PAGE in driver.as_text() and "<a" not in driver.as_text()
    scroll = page.findChild(QScrollArea)
    assert scroll is not None
    scroll.ensureWidgetVisible(driver)
    shoot(wizard, "advice-no-driver-en-system-check")
    install_language("zh_CN")
    try:
        wizard.resize(wizard.minimumSize())
        shoot(wizard, "advice-no-driver-zh_CN-system-check-min")
        assert all(button.width() >= button.sizeHint().width() for button in
                   (page.recheck_button, page.copy_button, page.save_button, page.load_button)), "no cut buttons"
    finally:
        install_language("en")


def test_no_gpu_at_all_still_says_what_a_driver_would_need(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    page = check_page(wizard)
    driver = next(row for row in page.rows if row.finding.key == "driver")
    assert driver.finding.level == "error"
    assert "no driver is needed" in plain_text(driver.finding.advice)


def test_save_writes_the_same_json_as_probe_json(make_wizard: Callable[..., SetupWizard], tmp_path: Path) -> None:
    wizard = make_wizard("gui_rtx2060_windows_457.json")
    page = check_page(wizard)
    assert page.save_button.isEnabled()
    target = tmp_path / "mine.json"
    assert page.save_facts_file(target)
    facts = page.session.facts
    assert facts is not None
    assert target.read_text(encoding="utf-8") == facts.to_json() + "\n", "what `probe --json` prints"
    assert load_facts(target) == facts, "the file plans elsewhere exactly as here"


def test_a_save_that_cannot_be_written_says_so_and_leaves_nothing(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path
) -> None:
    wizard = make_wizard("gui_rtx2060_windows_457.json")
    page = check_page(wizard)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    target = blocker / "facts.json"
    assert not page.save_facts_file(target)
    assert page.banner.level == "error" and "not-a-folder" in page.banner.message_label.text()
    assert blocker.read_text(encoding="utf-8") == "a file where the folder should be"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "not-a-folder"], "no partial file left"


def test_loaded_facts_say_whose_they_are_and_cannot_be_saved_as_this_computers(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path
) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    page = check_page(wizard)
    assert "this computer" in page.subTitle() and "facts of" not in page.subTitle()
    data = json.loads((FACTS_DIR / "gui_rtx3090_linux.json").read_text(encoding="utf-8"))
    data["hostname"] = "lab-pc-07"
    other = tmp_path / "lab.json"
    other.write_text(json.dumps(data), encoding="utf-8")
    assert page.load_facts_file(other)
    assert "lab-pc-07" in page.subTitle() and "lab.json" in page.subTitle()
    assert not page.save_button.isEnabled()
    assert page.load_facts_file(FACTS_DIR / "gui_rtx3090_linux.json")
    assert "another computer" in page.subTitle()


def test_a_facts_file_of_this_computer_is_not_called_another_machines(
    make_wizard: Callable[..., SetupWizard], tmp_path: Path
) -> None:
    """Saved here, loaded here (its host fingerprint is this one's): the pages speak of this computer."""
    from wizard.basics.facts import load_facts
    from wizard.gui.pages.choose_setup_page import ChooseSetupPage

    wizard = make_wizard("gui_no_gpu_linux.json")
    page = check_page(wizard)
    own = tmp_path / "mine.json"
    own.write_text(this_machine(load_facts(FACTS_DIR / "gui_rtx3090_linux.json")).to_json(), encoding="utf-8")
    assert page.load_facts_file(own)
    assert "this computer" in page.subTitle() and "mine.json" not in page.subTitle()
    assert page.banner.level != "info" or "another machine" not in page.banner.message_label.text()
    choose = wizard.page_of(ChooseSetupPage)
    assert isinstance(choose, ChooseSetupPage)
    choose._show_banner()
    assert "not for this computer" not in choose.banner.message_label.text()
