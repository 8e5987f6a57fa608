"""Translations shared by the GUI, the CLI and the core, from Qt Linguist ``.ts`` files.

Why not only Qt's own loader: the core and the CLI must not import Qt, yet their messages (blockers,
hints, probe findings) are user-facing and must be translated too. So the ``.ts`` files in
``resources/i18n/`` are the single source: this module reads them with the standard library, and the
GUI installs a ``QTranslator`` that answers from the same table, so ``QCoreApplication.translate`` and
``self.tr`` inside widgets go through Qt's translation system as usual.

Files are named ``<area>.<lang>.ts`` (``core.zh_CN.ts``, ``gui.zh_CN.ts``, ...) so that each part of the
program keeps its own file; all files of one language are merged.

Counts use Qt Linguist's numerus messages (``numerus="yes"``, one ``<numerusform>`` per plural form, ``%n`` for
the number), read by :func:`tr_n` for the GUI and the CLI alike: English has its forms too
(``plurals.en.ts``), so "1 check" and "2 checks" are both right, and Chinese has one form.
"""

from __future__ import annotations

import locale
import os
from functools import cache
from pathlib import Path

from wizard.resources import resource_path

SOURCE_LANGUAGE = "en"
SUPPORTED_LANGUAGES = ("en", "zh_CN")
LANGUAGE_NAMES = {"en": "English", "zh_CN": "简体中文"}

_current = SOURCE_LANGUAGE


def i18n_dir() -> Path:
    """Folder holding the ``.ts`` files."""
    return resource_path("i18n")


@cache
def load_table(language: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation for ``language``; empty for the source language."""
    table: dict[tuple[str, str], str] = {}
    if language == SOURCE_LANGUAGE:
        return table
    for ts_file in sorted(i18n_dir().glob(f"*.{language}.ts")):
        table.update(parse_ts(ts_file))
    return table


def parse_ts(path: Path) -> dict[tuple[str, str], str]:
    """Read one Qt Linguist file; unfinished or empty translations are skipped (the English shows)."""
    import xml.etree.ElementTree as ET  # here: an English start reads no translation file (start-up time)

    table: dict[tuple[str, str], str] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", default="")
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                continue  # plural forms: load_plurals
            source = message.findtext("source", default="")
            node = message.find("translation")
            if node is None or not node.text or node.get("type") in {"unfinished", "obsolete", "vanished"}:
                continue
            table[(name, source)] = node.text
    return table


@cache
def load_plurals(language: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """(context, source) -> the plural forms of a numerus message for ``language`` (English's too)."""
    import xml.etree.ElementTree as ET  # here: an English start reads no translation file (start-up time)

    table: dict[tuple[str, str], tuple[str, ...]] = {}
    for ts_file in sorted(i18n_dir().glob(f"*.{language}.ts")):
        for context in ET.parse(ts_file).getroot().iter("context"):
            name = context.findtext("name", default="")
            for message in context.iter("message"):
                node = message.find("translation")
                if message.get("numerus") != "yes" or node is None or node.get("type") in {"unfinished", "obsolete"}:
                    continue
                forms = tuple(form.text or "" for form in node.iter("numerusform"))
                if forms and all(forms):
                    table[(name, message.findtext("source", default=""))] = forms
    return table


def plural_index(language: str, count: int) -> int:
    """Which plural form ``count`` takes: English has two (one, other), Chinese one (Qt's numerus rules)."""
    return 0 if language != SOURCE_LANGUAGE or count == 1 else 1


def tr_n(context: str, text: str, count: int) -> str:
    """Translate a message with a count: ``text`` holds ``%n`` (the number), e.g. ``"%n check(s) failed."``;
    the form for ``count`` in the current language, with ``%n`` replaced. Use literal strings, as for :func:`tr`."""
    forms = load_plurals(_current).get((context, text), ())
    form = forms[min(plural_index(_current, count), len(forms) - 1)] if forms else text
    return form.replace("%n", str(count))


def normalise_language(code: str | None) -> str:
    """Map a locale name (``zh_CN.UTF-8``, ``zh-Hans``, ``en_US``) onto a supported language."""
    if not code:
        return SOURCE_LANGUAGE
    code = code.split(".")[0].replace("-", "_")
    if code.lower().startswith("zh"):
        return "zh_CN"
    return SOURCE_LANGUAGE


def system_language() -> str:
    """The language the system asks for: TFGPU_WIZARD_LANG, then the POSIX variables, then the locale."""
    for variable in ("TFGPU_WIZARD_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return normalise_language(value)
    try:
        return normalise_language(locale.getlocale()[0])
    except ValueError:
        return SOURCE_LANGUAGE


def set_language(language: str) -> str:
    """Switch the language used by :func:`tr`; returns the language actually in effect."""
    global _current
    _current = language if language in SUPPORTED_LANGUAGES else SOURCE_LANGUAGE
    return _current


def current_language() -> str:
    """The language :func:`tr` answers in."""
    return _current


def tr(context: str, text: str) -> str:
    """Translate ``text`` (English source) in ``context`` into the current language.

    Use literal strings so the completeness test can find them, and ``str.format`` afterwards for values:
    ``tr("Planner", "Needs driver {version} or newer.").format(version=v)``.
    """
    return load_table(_current).get((context, text), text)
