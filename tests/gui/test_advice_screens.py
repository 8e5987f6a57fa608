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


def to_choose(wizard: SetupWizard) -> ChooseSetupPage:
    wizard.next()
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, ChooseSetupPage)
    return page


def to_last_page(wizard: SetupWizard) -> NextStepsPage:
    """Jump to the last page with the chosen plan (the install pages in between are tested elsewhere)."""
    wizard.setStartId(len(PAGES) - 1)
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
    plan = wizard.session.plan
    assert plan is not None and plan.ok
    last = to_last_page(wizard)
    assert plan.tensorflow is not None and plan.tensorflow.requirement in last.commands_text()
    shoot(wizard, f"advice-{name}-{language}-last")
    wizard.resize(wizard.minimumSize())
    for _ in range(3):
        QApplication.processEvents()
    shoot(wizard, f"advice-{name}-{language}-last-min")
