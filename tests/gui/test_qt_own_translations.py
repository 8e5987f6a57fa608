"""Qt's own words (stock buttons, file dialog, message boxes, context menus) follow the wizard's language.

They come from Qt's ``qtbase_zh_CN.qm`` in the PySide6 wheel, installed beside the wizard's own translator.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from wizard.gui import translator
from wizard.gui.translator import install_language, qt_own_translator, qt_translations_dirs


@pytest.fixture(autouse=True)
def back_to_english() -> object:
    yield None
    install_language("en")


def _button_texts() -> tuple[str, str]:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok, cancel = box.button(QDialogButtonBox.StandardButton.Ok), box.button(QDialogButtonBox.StandardButton.Cancel)
    assert ok is not None and cancel is not None
    return ok.text().replace("&", ""), cancel.text().replace("&", "")


def test_stock_buttons_are_chinese_in_chinese_and_english_again_after(qapp: object) -> None:
    assert _button_texts() == ("OK", "Cancel")
    install_language("zh_CN")
    ok, cancel = _button_texts()
    assert "确定" in ok and "取消" in cancel
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"  # the file dialog too
    install_language("en")
    assert _button_texts() == ("OK", "Cancel")


def test_switching_twice_installs_qt_own_translator_once(qapp: object) -> None:
    install_language("zh_CN")
    first = translator._qt_own
    install_language("zh_CN")
    assert first is not None and translator._qt_own is not first
    install_language("en")
    assert translator._qt_own is None


def test_a_frozen_bundle_finds_the_file_in_its_own_folder(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where PyInstaller unpacks the bundle (sys._MEIPASS): Qt's configured folder may not exist there."""
    source = next(folder / "qtbase_zh_CN.qm" for folder in qt_translations_dirs()
                  if (folder / "qtbase_zh_CN.qm").is_file())
    shipped = tmp_path / "PySide6" / "Qt" / "translations"
    shipped.mkdir(parents=True)
    shutil.copy(source, shipped / source.name)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert shipped in qt_translations_dirs()
    monkeypatch.setattr(translator, "qt_translations_dirs", lambda: [tmp_path / "missing", shipped])
    found = qt_own_translator("zh_CN")
    assert found is not None and "取消" in found.translate("QPlatformTheme", "Cancel")
    monkeypatch.setattr(translator, "qt_translations_dirs", lambda: [tmp_path / "missing"])
    assert qt_own_translator("zh_CN") is None
