"""Every user-facing literal passed to a translation call has a Simplified Chinese translation.

The scan uses ``ast`` over the real source tree, so a new string without a translation fails here.
Recognised calls: ``tr("Ctx", "text")`` (core/CLI), ``QCoreApplication.translate("Ctx", "text")`` and
``translate("Ctx", "text")`` (Qt), and ``self.tr("text")`` inside a class (context = the class name).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from wizard.basics import i18n

PACKAGE = Path(__file__).resolve().parents[2] / "wizard"
PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls_in(tree: ast.AST) -> list[tuple[str, str, int]]:
    found: list[tuple[str, str, int]] = []
    classes: list[tuple[int, int, str]] = [
        (node.lineno, node.end_lineno or node.lineno, node.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    ]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        args = node.args
        if name in {"tr", "translate"} and len(args) >= 2 and _literal(args[0]) and _literal(args[1]):
            found.append((_literal(args[0]) or "", _literal(args[1]) or "", node.lineno))
        elif name == "tr" and isinstance(func, ast.Attribute) and len(args) == 1 and _literal(args[0]):
            owners = [c for c in classes if c[0] <= node.lineno <= c[1]]
            if owners:
                context = max(owners, key=lambda c: c[0])[2]
                found.append((context, _literal(args[0]) or "", node.lineno))
    return found


def _all_translatable() -> list[tuple[str, str, str]]:
    strings = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        strings += [(f"{path.relative_to(PACKAGE.parent)}:{line}", ctx, text) for ctx, text, line in _calls_in(tree)]
    return strings


def test_the_scan_finds_the_strings_of_the_code() -> None:
    found = _all_translatable()
    assert len(found) > 20
    assert any(ctx == "Facts" for _, ctx, _ in found)


def test_every_translatable_string_has_a_chinese_translation() -> None:
    table = i18n.load_table("zh_CN")
    missing = [f"{where}  [{ctx}] {text!r}" for where, ctx, text in _all_translatable() if (ctx, text) not in table]
    assert not missing, "untranslated strings:\n" + "\n".join(missing)


def test_translations_keep_every_placeholder() -> None:
    table = i18n.load_table("zh_CN")
    wrong = [
        f"[{ctx}] {source!r} -> {target!r}"
        for (ctx, source), target in table.items()
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(target))
    ]
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    ("locale_name", "expected"),
    [
        ("zh_CN.UTF-8", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh_TW", "zh_CN"),
        ("en_US.UTF-8", "en"), ("", "en"), ("C", "en"),
    ],
)
def test_locale_names_map_onto_the_shipped_languages(locale_name: str, expected: str) -> None:
    assert i18n.normalise_language(locale_name) == expected


def test_system_language_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert i18n.system_language() == "zh_CN"
    monkeypatch.setenv("TFGPU_WIZARD_LANG", "en")
    assert i18n.system_language() == "en"


def test_tr_answers_in_the_current_language() -> None:
    source = "Cancelled."
    assert i18n.tr("Cli", source) == source
    i18n.set_language("zh_CN")
    assert i18n.tr("Cli", source) != source
    i18n.set_language("en")
    assert i18n.tr("Cli", source) == source
