"""Which test files the Windows tier runs on every CI run: those whose code takes a different path on Windows.

`make test-windows` runs the files this finds (kept in tests/windows/tier-quick.txt, checked by
tests/windows/test_quick_tier.py); `make test-windows-full` runs every file of tests/windows/tier.txt.
    python -m tests.windows.quick_tier > tests/windows/tier-quick.txt     (after adding or moving a test file)
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FULL_TIER = ROOT / "tests" / "windows" / "tier.txt"
QUICK_TIER = ROOT / "tests" / "windows" / "tier-quick.txt"

# What branches on the OS: the platform checks themselves and the Windows-only modules and calls.
OS_BRANCH = re.compile(r"sys\.platform|\bos\.name\b|platform\.system\(|\bwinreg\b|\bwindll\b|\bIS_WINDOWS\b")
# Every test file of these folders runs: the platform seam, the GUI, the CLI and the Windows-only tests.
ALWAYS = ("tests/platform/", "tests/gui/", "tests/cli/", "tests/windows/")
IMPORT = re.compile(
    r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([\w\s,]+)\)|([\w \t,]+))|import[ \t]+([\w.]+))", re.MULTILINE
)


def tier_entries(path: Path) -> list[str]:
    """The files (or node ids) of a tier list: one a line, '#' starts a comment."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line]


# Not in tier.txt: tests/shipping builds and installs the frozen programs (the slow tier, and make test-windows runs
# the Windows ones after the tier: .ci/wine/shipping.sh).
NOT_IN_TIER = ("tests/shipping/",)


def _is_slow_mark(node: ast.expr) -> bool:
    """``pytest.mark.slow`` or ``pytest.mark.slow(...)``."""
    if isinstance(node, ast.Call):
        node = node.func
    return isinstance(node, ast.Attribute) and node.attr == "slow"


def _marks_slow(value: ast.expr) -> bool:
    """A ``pytestmark`` value (one mark or a list of them) that holds the slow mark."""
    marks = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
    return any(_is_slow_mark(mark) for mark in marks)


def has_fast_tests(source: str) -> bool:
    """True when a test file holds a test that ``pytest -m "not slow"`` runs (read from its source, not collected:
    a test function or method not marked slow, in a file not marked slow as a whole)."""
    tree = ast.parse(source)
    if any(isinstance(node, ast.Assign) and _marks_slow(node.value)
           and any(isinstance(target, ast.Name) and target.id == "pytestmark" for target in node.targets)
           for node in tree.body):
        return False
    return any(_fast_test(node) or (isinstance(node, ast.ClassDef) and node.name.startswith("Test")
                                    and not any(_is_slow_mark(mark) for mark in node.decorator_list)
                                    and any(_fast_test(item) for item in node.body))
               for node in tree.body)


def _fast_test(node: ast.stmt) -> bool:
    """A test function not marked slow."""
    return (isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test")
            and not any(_is_slow_mark(mark) for mark in node.decorator_list))


def files_the_full_tier_needs() -> list[str]:
    """Every test file with a test of ``pytest -m "not slow"``, but for those of NOT_IN_TIER."""
    files = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "tests").rglob("test_*.py"))
    return [entry for entry in files if not entry.startswith(NOT_IN_TIER)
            and has_fast_tests((ROOT / entry).read_text(encoding="utf-8"))]


def modules_that_branch_on_the_os() -> frozenset[str]:
    """The wizard's modules whose source checks the OS or calls Windows-only APIs."""
    found = set()
    for path in (ROOT / "wizard").rglob("*.py"):
        if OS_BRANCH.search(path.read_text(encoding="utf-8")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return frozenset(found)


def imported_names(source: str) -> set[str]:
    """Every module (and ``module.name``) a test file imports at its top level or inside a test."""
    names = set()
    for match in IMPORT.finditer(source):
        module = match.group(1) or match.group(4)
        names.add(module)
        listed = match.group(2) or match.group(3) or ""
        names.update(f"{module}.{name.split()[0]}" for name in listed.split(",") if name.strip())
    return names


def why_quick(entry: str, branching: frozenset[str]) -> str | None:
    """Why a test file runs on every CI run under wine (None: only in the full tier)."""
    if entry.startswith(ALWAYS):
        return "its folder"
    source = (ROOT / entry.split("::", 1)[0]).read_text(encoding="utf-8")
    if OS_BRANCH.search(source):
        return "it branches on the OS"
    hit = sorted(imported_names(source) & branching)
    return f"it imports {hit[0]}" if hit else None


def quick_tier() -> list[str]:
    """The full tier's files that the quick tier runs, in the full tier's order (grouped by subject)."""
    branching = modules_that_branch_on_the_os()
    return [entry for entry in tier_entries(FULL_TIER) if why_quick(entry, branching)]


def main() -> None:
    print("# The Windows tier of every CI run (make test-windows): the files of tier.txt whose code takes another")
    print("# path on Windows. Written by `python -m tests.windows.quick_tier`; tests/windows/test_quick_tier.py")
    print("# fails when it differs. `make test-windows-full` runs all of tier.txt (before a release).")
    for entry in quick_tier():
        print(entry)


if __name__ == "__main__":
    main()
