"""Every page drawn in English and Chinese, saved under artifacts/gui/ as <platform>-<language>-NN-<page>.png.

The Windows tier (tests/windows/tier.txt) runs this under the Windows Python, where Qt finds only the fonts
.ci/wine/setup.sh copied into the prefix: a Chinese page whose characters all come out as the same empty box
still "renders", so the glyph check below compares a Chinese character with one no font has. The machine is a
facts file whose plan needs every page (an RTX 2060 on Windows; this machine has no NVIDIA GPU).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTextDocument, QTextLayout
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

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


def _texts(page: QWidget) -> Iterator[tuple[str, QFont]]:
    """Each visible label's and button's text as drawn (rich text read as plain text), with its font."""
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page):
            continue
        if isinstance(widget, QLabel) and widget.text():
            document = QTextDocument()
            if widget.textFormat() == Qt.TextFormat.PlainText or "<" not in widget.text():
                document.setPlainText(widget.text())
            else:
                document.setHtml(widget.text())
            yield document.toPlainText(), widget.font()
        elif isinstance(widget, QAbstractButton) and widget.text():
            yield widget.text().replace("&", ""), widget.font()


def _missing_glyphs(text: str, font: QFont) -> list[str]:
    """The characters of ``text`` that Qt draws as the missing-glyph box: no font it found has them (glyph 0 in
    the font its fallback chose)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1e6)
    layout.endLayout()
    missing = []
    for run in layout.glyphRuns():
        if 0 in run.glyphIndexes():
            missing.append(f"{run.rawFont().familyName()}: glyph 0 in {text[:60]!r}")
    return missing


def _underscores_not_drawn(page: QWidget) -> tuple[int, list[str]]:
    """(labels checked, those whose underscores leave no mark) of ``page``: each visible label with an underscore
    in its text is drawn again in place (same font, size and wrapping) with spaces instead, and must look
    different."""
    checked, lost = 0, []
    for label in page.findChildren(QLabel):
        text = label.text()
        spaced = re.sub(r"(^|>)([^<]*)", lambda part: part.group(1) + part.group(2).replace("_", " "), text)
        if not label.isVisibleTo(page) or spaced == text:
            continue
        checked += 1
        drawn = label.grab().toImage()
        label.setText(spaced)
        without = label.grab().toImage()
        label.setText(text)
        if drawn == without:
            lost.append(text[:60])
    return checked, lost


def _label_drawn(text: str, font: QFont) -> QImage:
    label = QLabel(text)
    label.setFont(font)
    label.adjustSize()
    return label.grab().toImage()


def test_an_underscore_is_drawn_in_the_font_the_pages_use(qapp: QApplication) -> None:
    """'CUDA_PATH' must not read 'CUDA PATH': a fallback font whose underscore falls outside the line (the wine tier
    drew every page in "DejaVu Math TeX Gyre", the first of the DejaVu fonts setup copied) loses it."""
    for font in (QFont(qapp.font()), QApplication.font("QLabel")):
        assert _label_drawn("CUDA_PATH", font) != _label_drawn("CUDA PATH", font), (
            f"the underscore of 'CUDA_PATH' is not drawn in {font.family()!r} ({QFont(font).exactMatch()=})")


def test_the_pages_font_is_a_text_font_not_a_math_font(qapp: QApplication) -> None:
    from PySide6.QtGui import QFontInfo

    family = QFontInfo(QApplication.font("QLabel")).family()
    assert "Math" not in family, f"the pages are drawn in {family!r}: a math font caught the fallback"


def test_the_glyph_check_finds_a_character_no_font_has(qapp: QApplication) -> None:
    assert _missing_glyphs(f"CUDA{NO_FONT_HAS_IT}", QFont(qapp.font()))
    assert not _missing_glyphs("CUDA_PATH 设置显卡", QFont(qapp.font()))


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
        underscores = 0
        for number, page in enumerate(_pages(make_wizard("windows-rtx2060-driver-457.json", language=language))):
            texts = list(_texts(page))
            assert texts, f"page {number} ({type(page).__name__}): no text found to check"
            missing = [fault for text, font in texts for fault in _missing_glyphs(text, font)]
            assert not missing, f"page {number} ({type(page).__name__}) shows the missing-glyph box: {missing}"
            checked, lost = _underscores_not_drawn(page)
            underscores += checked
            assert not lost, f"page {number} ({type(page).__name__}) draws no underscore in {lost}"
        assert underscores, "no page showed an underscore to check (CUDA_PATH is on the environment page)"
        names = [path.stem.rsplit("-", 1)[1] for path in saved]
        assert names[0] == "WelcomePage" and names[-1] == "FinishPage" and "InstallCudnnPage" in names, names
        for path in saved:
            image = QImage(str(path))
            assert image.width() >= 400 and image.height() >= 300, (path, image.size())
            assert _colours(image) > 8, f"{path.name} is (nearly) one colour: nothing was drawn"
    finally:
        install_language("en")
