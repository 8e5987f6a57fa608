"""Which test files the Windows tier runs on every CI run: those whose code takes a different path on Windows.

`make test-windows` runs the files this finds (kept in tests/windows/tier-quick.txt, checked by
tests/windows/test_quick_tier.py); `make test-windows-full` runs every file of tests/windows/tier.txt.
    python -m tests.windows.quick_tier > tests/windows/tier-quick.txt     (after adding or moving a test file)
"""

from __future__ import annotations

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
