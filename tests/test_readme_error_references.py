"""docs/errors.md lists every error reference and every plan blocker/warning code the code can give, and no other.

Support staff and scripts match on these (the CLI prints ``(reference: ...)`` and ``[code]``), so a new
reference without a row there, or a row left after its error went, fails here. The code is read as source
(every ``reference = "..."`` class attribute and ``reference="..."`` argument, every ``.block("...")`` and
``.warn("...")`` of the planner) plus the installer-failure table, which builds its references from data.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from wizard.core.pyenv.explain import SIGNATURES

REPO = Path(__file__).resolve().parents[1]
ERRORS = (REPO / "docs" / "errors.md").read_text(encoding="utf-8")


def _sources() -> list[ast.Module]:
    return [ast.parse(path.read_text(encoding="utf-8")) for path in sorted((REPO / "wizard").rglob("*.py"))]


def _references_in_code() -> set[str]:
    found = {signature.reference for signature in SIGNATURES}
    for tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    target = item.targets[0] if isinstance(item, ast.Assign) else getattr(item, "target", None)
                    value = getattr(item, "value", None)
                    if getattr(target, "id", "") == "reference" and isinstance(value, ast.Constant) and value.value:
                        found.add(str(value.value))
            if isinstance(node, ast.Call):
                found.update(str(k.value.value) for k in node.keywords
                             if k.arg == "reference" and isinstance(k.value, ast.Constant))
    return found


def _plan_codes_in_code() -> set[str]:
    found: set[str] = set()
    for tree in _sources():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("block", "warn") and node.args and isinstance(node.args[0], ast.Constant)):
                found.add(str(node.args[0].value))
    return found


def _listed(summary: str) -> set[str]:
    block = re.search(rf"<summary>{re.escape(summary)} \((\d+)\)</summary>(.*?)</details>", ERRORS, re.DOTALL)
    assert block, f"docs/errors.md has no <details> block '{summary}'"
    rows = set(re.findall(r"^\| `([a-z0-9-]+)` \|", block.group(2), re.MULTILINE))
    assert int(block.group(1)) == len(rows), "the count in the summary is not the number of rows"
    return rows


def test_every_error_reference_is_listed_once_and_only_those() -> None:
    in_code, listed = _references_in_code(), _listed("Every error reference")
    assert in_code - listed == set(), "references docs/errors.md does not list"
    assert listed - in_code == set(), "rows for references the code no longer has"


def test_every_plan_code_is_listed_once_and_only_those() -> None:
    in_code, listed = _plan_codes_in_code(), _listed("Every plan blocker and warning code")
    assert in_code - listed == set(), "plan codes docs/errors.md does not list"
    assert listed - in_code == set(), "rows for plan codes the code no longer has"


def test_the_scan_finds_the_references_it_must() -> None:
    """The scan itself reads all three forms (class attribute, keyword argument, installer table)."""
    found = _references_in_code()
    assert {"journal-busy", "env-unknown", "install-no-match"} <= found
    assert {"driver-too-old", "no-nvidia-gpu"} <= _plan_codes_in_code()
