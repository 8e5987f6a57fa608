"""Choose setup and the last page for the issue's four machines, English and Chinese, with screenshots.

Each screen is checked for what a person reads: plain sentences, no rule/source/route ids, no CLI flags,
and commands that match the plan. The PNGs land in artifacts/gui/advice-*.png for a person to look at.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.next_steps_page import NextStepsPage
from wizard.gui.setup_wizard import PAGES, SetupWizard
from wizard.gui.translator import install_language
from wizard.gui.widgets.plan_item import PlanItem

Shoot = Callable[[SetupWizard, str], Path]
IDS = re.compile(r"\bR\d+\b|\bS\d+\b|windows-isolated|windows-native|--[a-z]")
PROFILES = {
    "no-gpu": "gui_no_gpu_linux.json",
    "rtx2060-457": "gui_rtx2060_windows_457.json",
    "centos7-m40": "gui_centos7_m40.json",
    "win11-rtx4070": "gui_rtx4070_windows11.json",
}


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    install_language(request.param)
    yield str(request.param)
    install_language("en")


def visible_text(page: QWidget) -> str:
    """Every visible label's text on ``page`` (what a person reads), the Sources area excepted."""
    texts = [label.text() for label in page.findChildren(QLabel)
             if label.isVisibleTo(page) and label.objectName() != "sourcesList"]
    return "\n".join(texts)


def assert_rows_not_clipped(choose: ChooseSetupPage) -> None:
    """Each plan row is as tall as its wrapped text needs at the list's width, and as wide as the list."""
    for row in range(choose.plan_list.count()):
        item = choose.plan_list.item(row)
        widget = choose.plan_list.itemWidget(item)
        assert isinstance(widget, PlanItem)
        rect = choose.plan_list.visualItemRect(item)
        assert rect.height() >= widget.height_for(choose.plan_list.viewport().width()), f"row {row} is cut off"
        assert rect.width() <= choose.plan_list.viewport().width() + 1
        assert widget.label.heightForWidth(widget.label.width()) <= widget.label.height() + 1


def to_choose(wizard: SetupWizard) -> ChooseSetupPage:
    wizard.next()
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, ChooseSetupPage)
    return page


def to_last_page(wizard: SetupWizard) -> NextStepsPage:
    """Jump to the hand-off page with the chosen plan (the install pages in between are tested elsewhere)."""
    wizard.setStartId(PAGES.index("wizard.gui.pages.next_steps_page:NextStepsPage"))
    wizard.restart()
    page = wizard.currentPage()
    assert isinstance(page, NextStepsPage)
    return page


@pytest.mark.parametrize("name", list(PROFILES))
def test_choose_setup_and_the_last_page_read_as_plain_words(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, language: str, name: str
) -> None:
    wizard = make_wizard(PROFILES[name], language=language)
    choose = to_choose(wizard)
    for _ in range(3):
        QApplication.processEvents()
    text = visible_text(choose)
    list_text = "\n".join(choose.item_texts())
    assert not IDS.search(text + list_text), f"ids or flags in the page's words: {IDS.findall(text + list_text)}"
    shoot(wizard, f"advice-{name}-{language}-choose")
    choose.plan_view.sources_button.click()
    shoot(wizard, f"advice-{name}-{language}-choose-sources")
    choose.plan_view.sources_button.click()
    assert_rows_not_clipped(choose)
    wizard.resize(wizard.minimumSize())
    for _ in range(3):
        QApplication.processEvents()
    assert_rows_not_clipped(choose)
    shoot(wizard, f"advice-{name}-{language}-choose-min")
    wizard.resize(860, 640)
    plan = wizard.session.plan
    assert plan is not None and plan.ok
    last = to_last_page(wizard)
    assert plan.tensorflow is not None and plan.tensorflow.requirement in last.commands_text()
    shoot(wizard, f"advice-{name}-{language}-last")
    wizard.resize(wizard.minimumSize())
    for _ in range(3):
        QApplication.processEvents()
    shoot(wizard, f"advice-{name}-{language}-last-min")


def test_the_wsl2_alternative_on_windows_11_starts_with_wsl_install(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, language: str
) -> None:
    wizard = make_wizard(PROFILES["win11-rtx4070"], language=language)
    choose = to_choose(wizard)
    assert choose.newest_label.isVisibleTo(choose) and "2.10" in choose.newest_label.text()
    wsl = next(i for i, plan in enumerate(choose.plans) if plan.route == "wsl2")
    choose.select_plan(wsl)
    last = to_last_page(wizard)
    assert last.steps[0].commands == ("wsl --install -d Ubuntu-24.04",)
    assert "PowerShell" in last.intro.text()
    shoot(wizard, f"advice-win11-rtx4070-{language}-last-wsl2")


def test_an_alternative_that_needs_a_driver_upgrade_starts_with_the_driver(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, language: str
) -> None:
    wizard = make_wizard(PROFILES["rtx2060-457"], language=language)
    choose = to_choose(wizard)
    upgrade = next(i for i, plan in enumerate(choose.plans) if any(s.id == "upgrade-driver" for s in plan.steps))
    assert choose.item_levels[upgrade] == "warn", "amber, not a green tick"
    plan = choose.plans[upgrade]
    assert plan.driver_min and plan.driver_min in choose.item_texts()[upgrade]
    choose.select_plan(upgrade)
    last = to_last_page(wizard)
    assert plan.driver_min in last.steps[0].title and "nvidia.com/Download" in last.steps[0].intro
    shoot(wizard, f"advice-rtx2060-457-{language}-last-driver-upgrade")
