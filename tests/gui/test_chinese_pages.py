"""Every page, walked in Chinese, shows Chinese text with full-width punctuation, also where code composes it.

The static checks (tests/test_translations.py) read the .ts files; text built at run time from several
pieces (``word + " (" + reason + ")"``, ``f"{os}, {arch}"``) only shows on the widgets themselves. The machine
is a facts file whose plan needs every page (an RTX 2060 on Windows; this machine has no NVIDIA GPU).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QListWidget, QWidget

from tests.test_translations import HALF_WIDTH_NEXT_TO_CJK, _prose
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language

CJK = re.compile(r"[\u4e00-\u9fff]")


def _texts(page: QWidget) -> Iterator[tuple[str, str]]:
    """(widget class, text) of what a person reads on a page."""
    for label in page.findChildren(QLabel):
        yield "QLabel", re.sub(r"<[^>]+>", "", label.text())
    for button in page.findChildren(QAbstractButton):
        yield type(button).__name__, button.text()
    for box in page.findChildren(QGroupBox):
        yield "QGroupBox", box.title()
    for combo in page.findChildren(QComboBox):
        yield from (("QComboBox", combo.itemText(i)) for i in range(combo.count()))
    for listing in page.findChildren(QListWidget):
        yield from (("QListWidget", listing.item(i).text()) for i in range(listing.count()))


def _walk(wizard: SetupWizard) -> Iterator[QWidget]:
    seen: set[int] = set()
    while wizard.currentId() not in seen and wizard.currentId() != -1:
        seen.add(wizard.currentId())
        yield wizard.currentPage()
        wizard.next()


def test_every_page_in_chinese_has_full_width_punctuation(make_wizard: Callable[..., SetupWizard]) -> None:
    install_language("zh_CN")
    try:
        wizard = make_wizard("windows-rtx2060-driver-457.json", language="zh_CN")
        pages = list(_walk(wizard))
        names = [type(page).__name__ for page in pages]
        assert names[0] == "WelcomePage" and names[-1] == "FinishPage" and "InstallCudnnPage" in names, names
        wrong = [f"{type(page).__name__} {kind}: {text!r}" for page in pages for kind, text in _texts(page)
                 if HALF_WIDTH_NEXT_TO_CJK.search(_prose(text))]
        assert not wrong, "ASCII punctuation next to Chinese on the pages:\n" + "\n".join(wrong)
        assert all(any(CJK.search(text) for _, text in _texts(page)) for page in pages)
    finally:
        install_language("en")
