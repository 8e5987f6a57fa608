"""Every module-level function, class and constant of ``wizard/`` (and every method) is used somewhere.

"Used" is generous on purpose: the name appears as a word a second time anywhere in wizard/, tests/, bench/,
installers/, docs/, build.spec or pyproject.toml (a call, an import, a string naming it). A name that appears
only where it is defined is dead code: delete it, or finish what it was for. Dunder names are Python's own.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Unused today, and each owned by a change still under way elsewhere: the lead drops an entry
# when that lands (the test below fails once an entry is used, so the list cannot go stale).
PENDING = {
    "registered_kinds": "ops/base.py: the kernel's kind registry, 'kinds register themselves' (item 1)",
    "IS_WINDOWS": "platform/__init__.py: the one named sys.platform seam (item 4)",
}


def _word_counts() -> Counter[str]:
    """How often each identifier-like word appears in the project's code, docs and build files."""
    files = [path for folder in ("wizard", "tests", "bench", "installers", "docs")
             for path in (REPO / folder).rglob("*.py")]
    files = [path for path in files if path != Path(__file__).resolve()]  # PENDING names them: not a use
    files += [REPO / "build.spec", REPO / "pyproject.toml"]
    counts: Counter[str] = Counter()
    for path in files:
        counts.update(WORD.findall(path.read_text(encoding="utf-8")))
    return counts


def defined_names(source: str) -> list[str]:
    """Module-level functions, classes and assigned names, and the methods of module-level classes."""
    names: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
        if isinstance(node, ast.ClassDef):
            names += [item.name for item in node.body if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)]
    return [name for name in names if not (name.startswith("__") and name.endswith("__"))]


def _unused() -> dict[str, str]:
    """Each name defined in wizard/ that appears nowhere else, with the file that defines it."""
    counts = _word_counts()
    unused: dict[str, str] = {}
    for path in sorted((REPO / "wizard").rglob("*.py")):
        for name in defined_names(path.read_text(encoding="utf-8")):
            if counts[name] <= 1:
                unused[name] = path.relative_to(REPO).as_posix()
    return unused


def test_defined_names_sees_functions_constants_classes_and_methods() -> None:
    source = "X = 1\nY: int = 2\ndef f(): pass\nclass C:\n    def m(self): pass\n    def __init__(self): pass\n"
    assert defined_names(source) == ["X", "Y", "f", "C", "m"]


def test_no_name_in_wizard_is_defined_and_never_used() -> None:
    unused = {name: path for name, path in _unused().items() if name not in PENDING}
    assert unused == {}


def test_the_pending_names_are_still_unused() -> None:
    assert set(PENDING) <= set(_unused())
