"""The wizard speaks the system's language (English or Simplified Chinese) and switches at runtime."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWizard

from wizard.basics import i18n
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import TableTranslator, install_language

CJK = re.compile(r"[\u4e00-\u9fff]")
Shoot = Callable[[SetupWizard, str], Path]


@pytest.fixture(autouse=True)
def back_to_english() -> object:
    """Each test leaves the application in English, as the next one expects."""
    yield None
    install_language("en")


def is_chinese(text: str) -> bool:
    return bool(CJK.search(text))


def test_the_translator_answers_from_the_ts_tables_and_english_is_the_source(qapp: object) -> None:
    translator = TableTranslator("zh_CN")
    assert not translator.isEmpty()
    table = i18n.load_table("zh_CN")
    wrong = {key: text for key, text in table.items() if translator.translate(*key) != text}
    assert not wrong, "Qt answers every message of the .ts files from the in-memory .qm image"
    assert translator.translate("SetupWizard", "no such text") == ""
    assert TableTranslator("en").isEmpty()
    install_language("zh_CN")
    assert QCoreApplication.translate("SystemCheckPage", "Copy report") == "复制报告"
    assert i18n.tr("Cli", "Cancelled.") != "Cancelled.", "the core's tr follows the same switch"
    install_language("en")
    assert QCoreApplication.translate("SystemCheckPage", "Copy report") == "Copy report"


def test_a_chinese_locale_shows_every_page_in_chinese(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_LANG", "zh_CN")
    language = install_language(i18n.system_language())
    assert language == "zh_CN"
    wizard = make_wizard("gui_rtx2060_windows_457.json", language=language)
    welcome = wizard.currentPage()
    assert isinstance(welcome, WelcomePage)
    assert welcome.language_combo.currentData() == "zh_CN", "the switcher shows the language in use"
    assert is_chinese(welcome.title()) and all(is_chinese(label.text()) for label in welcome.step_labels)
    assert is_chinese(wizard.buttonText(QWizard.WizardButton.NextButton))
    shoot(wizard, "zh-1-welcome")
    wizard.next()
    check = wizard.currentPage()
    assert isinstance(check, SystemCheckPage)
    assert is_chinese(check.title()) and is_chinese(check.copy_button.text())
    assert all(is_chinese(row.finding.title) or row.finding.title in ("Python", "cuDNN", "conda")
               or row.finding.key == "gpu" for row in check.rows)  # a card is titled by its (proper) name
    shoot(wizard, "zh-2-system-check")
    wizard.next()
    choose = wizard.currentPage()
    assert isinstance(choose, ChooseSetupPage)
    assert is_chinese(choose.title()) and is_chinese(choose.item_texts()[0])
    shoot(wizard, "zh-3-choose-setup")


def test_switching_language_at_runtime_retranslates_every_page(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("gui_kepler_windows.json")
    wizard.next()
    wizard.next()
    choose = wizard.currentPage()
    assert isinstance(choose, ChooseSetupPage)
    choose.select_plan(1)
    english_titles = [page.title() for page in wizard.pages]
    welcome = wizard.page_of(WelcomePage)
    assert isinstance(welcome, WelcomePage)
    welcome.choose_language("zh_CN")
    assert wizard.session.language == "zh_CN"
    assert all(is_chinese(page.title()) for page in wizard.pages)
    assert is_chinese(wizard.windowTitle()) and is_chinese(wizard.buttonText(QWizard.WizardButton.BackButton))
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage)
    assert any(is_chinese(row.finding.text) for row in check.rows), "findings are rebuilt in Chinese"
    assert choose.plan_list.currentRow() == 1, "the user's choice survives the switch"
    shoot(wizard, "zh-3b-switched-at-runtime")
    welcome.choose_language("en")
    assert [page.title() for page in wizard.pages] == english_titles
