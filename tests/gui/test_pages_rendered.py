"""Every page drawn in English and Chinese, saved under artifacts/gui/ as <platform>-<language>-NN-<page>.png.

The Windows tier (tests/windows/tier.txt) runs this under the Windows Python, where Qt finds only the fonts
.ci/wine/setup.sh copied into the prefix: a Chinese page whose characters all come out as the same empty box
still "renders", so the glyph check below compares a Chinese character with one no font has. The machine is a
facts file whose plan needs every page (an RTX 2060 on Windows; this machine has no NVIDIA GPU).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language

NO_FONT_HAS_IT = "\ue000"  # a private-use character: drawn as the font's missing-glyph box


def _drawn(text: str, font: QFont) -> QImage:
    image = QImage(64, 64, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def _colours(image: QImage) -> int:
    step = max(1, image.width() // 200)
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def _pages(wizard: SetupWizard) -> Iterator[QWidget]:
    seen: set[int] = set()
    while wizard.currentId() not in seen and wizard.currentId() != -1:
        seen.add(wizard.currentId())
        yield wizard.currentPage()
        wizard.next()


def test_chinese_characters_are_drawn_with_a_font_that_has_them(qapp: QApplication) -> None:
    font = QFont(qapp.font())
    font.setPixelSize(40)
    box = _drawn(NO_FONT_HAS_IT, font)
    for character in "设置显卡":
        assert _drawn(character, font) != box, f"{character!r} is drawn as the missing-glyph box: no Chinese font"
    assert _drawn("A", font) != box, "Latin letters are drawn as boxes: no font at all"


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_page_is_drawn_and_saved(
    make_wizard: Callable[..., SetupWizard], shoot: Callable[[SetupWizard, str], Path], language: str
) -> None:
    install_language(language)
    try:
        wizard = make_wizard("windows-rtx2060-driver-457.json", language=language)
        saved = []
        for number, page in enumerate(_pages(wizard)):
            saved.append(shoot(wizard, f"{sys.platform}-{language}-{number:02d}-{type(page).__name__}"))
        names = [path.stem.rsplit("-", 1)[1] for path in saved]
        assert names[0] == "WelcomePage" and names[-1] == "FinishPage" and "InstallCudnnPage" in names, names
        for path in saved:
            image = QImage(str(path))
            assert image.width() >= 400 and image.height() >= 300, (path, image.size())
            assert _colours(image) > 8, f"{path.name} is (nearly) one colour: nothing was drawn"
    finally:
        install_language("en")
