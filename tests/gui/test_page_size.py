"""A page is a view: each page class of wizard/gui/pages stays under 200 lines (docs/architecture.md, "Pages").

Why a bound in a test: a page that decides things grows, and then what it decides can be tested only with a
window. Past about 150 lines a page's decisions move to a Qt-free model in wizard/gui/models/ (or a core step),
what it draws to a widget in wizard/gui/widgets/; 200 is the line no page may cross.
"""

from __future__ import annotations

import ast
from pathlib import Path

import wizard.gui.pages

PAGES = Path(wizard.gui.pages.__file__).parent
LIMIT = 200


def _class_lengths() -> dict[str, int]:
    lengths = {}
    for path in sorted(PAGES.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lengths[f"{path.name}:{node.name}"] = node.end_lineno - node.lineno + 1
    return lengths


def test_every_page_class_stays_under_the_limit() -> None:
    lengths = _class_lengths()
    assert len(lengths) >= 16, "the pages were not found"
    assert {name: n for name, n in lengths.items() if n > LIMIT} == {}
