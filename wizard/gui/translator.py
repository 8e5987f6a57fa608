"""Qt's side of the translations: a ``QTranslator`` answering from the same ``.ts`` tables as the core.

The ``.ts`` files in ``resources/i18n`` are the single source (see :mod:`wizard.basics.i18n`): the table
is turned into an in-memory ``.qm`` image (:mod:`wizard.gui.qm_writer`), so there is no build step.
Switching language updates the core's :func:`wizard.basics.i18n.set_language` too, then swaps the
translator: Qt sends ``QEvent.LanguageChange`` to every widget and each page retranslates itself in
``changeEvent``. Qt's own words (stock buttons, file dialog, message boxes, context menus) come from Qt's
``qtbase_<lang>.qm`` in the PySide6 wheel, installed as a second translator.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QTranslator

from wizard.basics import i18n
from wizard.gui.qm_writer import build_qm


class TableTranslator(QTranslator):
    """Answers ``(context, source)`` from :func:`wizard.basics.i18n.load_table` for one language."""

    def __init__(self, language: str = i18n.SOURCE_LANGUAGE) -> None:
        super().__init__()
        self._language = language
        # Qt reads the image in place without copying it: keep the bytes alive as long as the translator.
        self._image = build_qm(i18n.load_table(language))
        self.load(self._image)

    def language(self) -> str:
        """The language this translator answers in (a Qt virtual, hence no snake_case)."""
        return self._language


_installed: TableTranslator | None = None
_qt_own: QTranslator | None = None


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own ``qtbase_<lang>.qm`` may be: Qt's configured folder, the PySide6 package's, and the
    frozen bundle's ``PySide6/Qt/translations`` (Linux wheel) or ``PySide6/translations`` (Windows wheel),
    where build.spec puts it."""
    import PySide6

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               Path(PySide6.__file__).resolve().parent / "Qt" / "translations"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders += [Path(bundle) / "PySide6" / "Qt" / "translations", Path(bundle) / "PySide6" / "translations"]
    return folders


def qt_own_translator(language: str) -> QTranslator | None:
    """Qt's translation of its stock dialogs and buttons (file dialog, message boxes, context menus), if shipped."""
    for folder in qt_translations_dirs():
        translator = QTranslator()
        if translator.load(f"qtbase_{language}", str(folder)):
            return translator
    return None


def install_language(language: str) -> str:
    """Make ``language`` current for Qt and the core; every widget gets ``LanguageChange``.

    Returns the language actually in effect (an unsupported one falls back to English).
    """
    global _installed
    effective = i18n.set_language(language)
    app = QCoreApplication.instance()
    if app is None:
        return effective
    had_translator = _installed is not None
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
        _installed = None
    _install_qt_own(effective)
    translator = TableTranslator(effective)
    if translator.isEmpty():
        # English is the source: no translator at all; send the event ourselves so pages retranslate.
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    else:
        _installed = translator
        QCoreApplication.installTranslator(translator)
    if had_translator or effective != i18n.SOURCE_LANGUAGE:
        _set_default_locale(effective)
    # QApplication posts the event on to each window; deliver it now so the switch is synchronous.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return effective


def _install_qt_own(language: str) -> None:
    """Swap Qt's own translator to ``language`` (none for English, the language Qt is written in)."""
    global _qt_own
    if _qt_own is not None:
        QCoreApplication.removeTranslator(_qt_own)
        _qt_own = None
    if language != i18n.SOURCE_LANGUAGE:
        _qt_own = qt_own_translator(language)
        if _qt_own is not None:
            QCoreApplication.installTranslator(_qt_own)


def _set_default_locale(language: str) -> None:
    """Number and date formats follow the language (QLocale is imported here: its enums are large)."""
    from PySide6.QtCore import QLocale

    QLocale.setDefault(QLocale(language if language != i18n.SOURCE_LANGUAGE else "en_US"))
