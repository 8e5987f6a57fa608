"""Qt's own words (stock buttons, file dialog, message boxes, context menus) follow the wizard's language.

They come from Qt's ``qtbase_zh_CN.qm`` in the PySide6 wheel, installed beside the wizard's own translator.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QTreeView,
    QWidget,
)

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


_LATIN = re.compile(r"[A-Za-z]")
_MNEMONIC = re.compile(r"\(&[A-Za-z]\)")  # 打开(&O): the key to press, not a word


def _latin_labels(dialog: QWidget, allowed: tuple[str, ...]) -> list[str]:
    """Every visible label, button, tooltip and header of ``dialog`` that keeps a Latin-script word."""
    found: list[str] = []
    for child in dialog.findChildren(QWidget):
        if not child.isVisibleTo(dialog):
            continue
        if isinstance(child, (QLabel, QAbstractButton)):
            found.append(child.text())
        if child.toolTip():
            found.append(child.toolTip())
    for view in dialog.findChildren(QTreeView):
        model = view.model()
        found += [str(model.headerData(i, Qt.Orientation.Horizontal)) for i in range(model.columnCount())]
    return [text for text in found
            if _LATIN.search(_MNEMONIC.sub("", text)) and not any(name in text for name in allowed)]


@pytest.mark.parametrize(
    ("mode", "accept"),
    [(QFileDialog.FileMode.ExistingFile, QFileDialog.AcceptMode.AcceptOpen),
     (QFileDialog.FileMode.AnyFile, QFileDialog.AcceptMode.AcceptSave),
     (QFileDialog.FileMode.Directory, QFileDialog.AcceptMode.AcceptOpen)],
    ids=["open-a-file", "save-a-file", "choose-a-folder"],
)
def test_the_file_dialog_in_chinese_has_no_english_label(
    qapp: object, tmp_path: Path, mode: QFileDialog.FileMode, accept: QFileDialog.AcceptMode
) -> None:
    """Qt's own dialog (as on Linux, and where the native one is off): PySide6 6.12's qtbase_zh_CN.qm lacks
    "&Look in:" and "Files of &type:", which Qt renamed; the wizard's own table answers them."""
    install_language("zh_CN")
    dialog = QFileDialog(None, "", str(tmp_path), "JSON (*.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setFileMode(mode)
    dialog.setAcceptMode(accept)
    dialog.show()
    try:
        assert _latin_labels(dialog, ("JSON",)) == []
    finally:
        dialog.close()


def test_the_message_boxes_the_wizard_shows_are_chinese(qapp: object) -> None:
    install_language("zh_CN")
    box = QMessageBox(QMessageBox.Icon.Warning, "", "",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                      | QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
    box.setDetailedText("details")
    box.show()
    try:
        assert _latin_labels(box, ()) == []
    finally:
        box.close()


def test_the_label_check_sees_an_english_label(qapp: object, tmp_path: Path) -> None:
    install_language("en")
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.show()
    try:
        assert "&Look in:" in _latin_labels(dialog, ())
    finally:
        dialog.close()
