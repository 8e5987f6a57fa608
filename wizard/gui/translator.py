"""Qt's side of the translations: a ``QTranslator`` answering from the same ``.ts`` tables as the core.

The ``.ts`` files in ``resources/i18n`` are the single source (see :mod:`wizard.core.i18n`), so there is
no ``.qm`` build step. Switching language updates the core's :func:`wizard.core.i18n.set_language` too,
then reinstalls the translator: Qt sends ``QEvent.LanguageChange`` to every widget and each page
retranslates itself in ``changeEvent``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from wizard.core import i18n


class TableTranslator(QTranslator):
    """Looks ``(context, source)`` up in :func:`wizard.core.i18n.load_table`; empty means "not found"."""

    def __init__(self, language: str = i18n.SOURCE_LANGUAGE) -> None:
        super().__init__()
        self._language = language
        self._table = i18n.load_table(language)

    def language(self) -> str:
        """The language this translator answers in (a Qt virtual, hence no snake_case)."""
        return self._language

    def translate(  # type: ignore[override]
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        """Qt calls this for every ``translate``/``tr``; an empty answer makes Qt show the source."""
        return self._table.get((context, source_text), "")

    def isEmpty(self) -> bool:
        """Qt skips the LanguageChange event for an empty translator; English has an empty table."""
        return not self._table


_installed: TableTranslator | None = None


def install_language(language: str) -> str:
    """Make ``language`` current for Qt and the core; every widget gets ``LanguageChange``.

    Returns the language actually in effect (an unsupported one falls back to English).
    """
    global _installed
    app = QCoreApplication.instance()
    effective = i18n.set_language(language)
    if app is None:
        return effective
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
    _installed = TableTranslator(effective)
    if not QCoreApplication.installTranslator(_installed):
        # English: nothing to install, so post the event ourselves so pages still retranslate.
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    QLocale.setDefault(QLocale(effective if effective != i18n.SOURCE_LANGUAGE else "en_US"))
    # QApplication posts the event on to each window; deliver it now so the switch is synchronous.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return effective


def installed_language() -> str:
    """The language the installed translator answers in (the core's language before any install)."""
    return _installed.language() if _installed is not None else i18n.current_language()

