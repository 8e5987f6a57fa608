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
# Names of wizard/ that only the tests use, each with why it stays; the list only shrinks (a name that wizard/
# starts to use, or that goes, must leave it: the test below fails otherwise). A new name only tests call is
# dead code with a test: delete both, or use it.
ONLY_TESTS = {
    "nextId": "gui/setup_wizard.py: a Qt virtual, called by QWizard",
    "sizeHint": "gui/widgets/speedup_chart.py: a Qt virtual, called by the layout",
    "item_texts": "gui/pages/choose_setup_page.py: what the plan list shows, read by the GUI tests",
    "choose_language": "gui/pages/welcome_page.py: the language box's choice, driven by the GUI tests",
    "shown_bytes": "gui/widgets/report_preview.py: what the preview holds, read by the Finish page's tests",
    "WAIT_FAILED": "platform/elevation_windows.py: the Win32 constant the UAC wait's answer is read against",
    "REG_MULTI_SZ": "platform/registry.py: the registry type the stand-in registry and the tests write",
}


_EVERY_FOLDER = ("wizard", "tests", "bench", "installers", "tools", "docs")


def _word_counts(folders: tuple[str, ...] = _EVERY_FOLDER) -> Counter[str]:
    """How often each identifier-like word appears in the project's code, docs and build files."""
    files = [path for folder in folders for path in (REPO / folder).rglob("*.py")]
    files = [path for path in files if path != Path(__file__).resolve()]  # ONLY_TESTS names them: not a use
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


def _unused(counts: Counter[str] | None = None) -> dict[str, str]:
    """Each name defined in wizard/ that appears nowhere else (in what ``counts`` counted), with its file."""
    counts = counts if counts is not None else _word_counts()
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
    assert _unused() == {}


def test_no_name_in_wizard_is_used_only_by_the_tests() -> None:
    """What the wizard itself, its installers, benchmarks and maintainer tools never use is not part of it, however
    well tested."""
    only_tests = _unused(_word_counts(("wizard", "bench", "installers", "tools", "docs")))
    assert set(only_tests) - set(ONLY_TESTS) == set(), "used only by tests: delete it (and its test), or use it"
    assert set(ONLY_TESTS) - set(only_tests) == set(), "no longer used only by tests: take it off ONLY_TESTS"
