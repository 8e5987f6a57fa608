"""Finds string literals that reach a person without a translation call (an ``ast`` scan of ``wizard/``)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "wizard"

# Calls whose positional string arguments are shown to the user.
SINKS_ALL_ARGS = {
    "print", "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton", "QAction",
    "QCommandLinkButton", "setText", "setWindowTitle", "setTitle", "setSubTitle", "setToolTip",
    "setPlaceholderText", "setStatusTip", "setWhatsThis", "setButtonText", "setHtml", "setPlainText",
    "setHeaderLabels", "setHorizontalHeaderLabels", "setTabText", "addTab", "addItems",
    "showMessage", "setInformativeText", "setDetailedText", "setLabelText", "setCancelButtonText",
    "information", "warning", "critical", "question", "about", "addButton", "setSpecialValueText",
    "setPrefix", "setSuffix", "setFormat", "getSaveFileName", "getOpenFileName",
    "getExistingDirectory", "error", "exit", "write",
}
# Calls whose first argument is text and whose others are data (``addItem(text, user_data)``).
FIRST_ARG_ONLY = {"addItem", "addRow"}
# Keyword arguments shown to the user, whatever the call (argparse's help/description, an error's hint).
SINK_KEYWORDS = {"help", "description", "epilog", "title", "hint", "message", "usage"}
WORD = re.compile(r"[A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sdr]|%[sdr]")


LABEL = re.compile(r"(?i)^\W*(error|hint|warning|note|reference|details|cause|fix)\s*:")


def error_classes() -> set[str]:
    """Names of ``WizardError`` and every class of the package derived from it (by name, transitively)."""
    bases: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                bases.setdefault(node.name, set()).update(names)
    found = {"WizardError"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found
        found |= more


def exposed(node: ast.expr) -> Iterator[str]:
    """The literal text an expression shows as is: a call to a translator shows none."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    elif isinstance(node, ast.BinOp):
        yield from exposed(node.left)
        yield from exposed(node.right)
    elif isinstance(node, ast.IfExp):
        yield from exposed(node.body)
        yield from exposed(node.orelse)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for item in node.elts:
            yield from exposed(item)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        yield from exposed(node.func.value)


def has_words(text: str) -> bool:
    """Text a person reads: at least one word once placeholders are taken out."""
    return bool(WORD.search(PLACEHOLDER.sub("", text)))


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def untranslated(path: Path, errors: set[str]) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal with words that a sink shows without a translation."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        args: list[ast.expr] = []
        if name in FIRST_ARG_ONLY:
            args += node.args[:1]
        elif name in SINKS_ALL_ARGS:
            args += node.args
        elif name in errors and node.args:
            args.append(node.args[0])
        args += [k.value for k in node.keywords if k.arg in SINK_KEYWORDS]
        for arg in args:
            for text in exposed(arg):
                if has_words(text):
                    yield node.lineno, text


def _translated_or_docstring(tree: ast.AST) -> set[int]:
    """ids of the literals a translation call receives, and of docstrings."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) in {"tr", "tr_n", "translate"}:
            skip.update(id(arg) for arg in node.args)
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skip.add(id(body[0].value))
    return skip


def labels(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of each untranslated literal that starts like a label: "error:", "hint:", ..."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _translated_or_docstring(tree)
    for node in ast.walk(tree):
        text = node.value if isinstance(node, ast.Constant) and id(node) not in skip else None
        if isinstance(text, str) and LABEL.match(text):
            yield node.lineno, text


def all_untranslated() -> list[tuple[str, str]]:
    """(``wizard/x.py:line``, text) over the whole package."""
    errors = error_classes()
    return [
        (f"{path.relative_to(PACKAGE.parent).as_posix()}:{line}", text)
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, text in [*untranslated(path, errors), *labels(path)]
    ]
