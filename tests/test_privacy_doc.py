"""docs/privacy.md's list of what is hidden is the code's: every family it names is one the code applies, and the
code applies no family it leaves out (the README points to it)."""

from __future__ import annotations

import re
from pathlib import Path

from wizard.basics.secrets_mask import SECRET_FAMILIES, SECRET_WORDS
from wizard.core.report.redact import PLACE_FAMILIES

REPO = Path(__file__).resolve().parents[1]
PRIVACY = (REPO / "docs" / "privacy.md").read_text(encoding="utf-8")


def _families(section: str) -> list[str]:
    """The first column's names of the table under ``## section``, in order."""
    body = PRIVACY.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([a-z0-9-]+)` \|", body, re.MULTILINE)


def test_the_secret_families_are_the_codes_in_the_order_they_apply() -> None:
    assert _families("Secrets") == [family.name for family in SECRET_FAMILIES]


def test_the_who_and_where_families_are_the_codes() -> None:
    assert sorted(_families("Who and where (the report only)")) == sorted(PLACE_FAMILIES)


def test_the_words_that_make_a_name_secret_are_listed() -> None:
    listed = PRIVACY.split("A name says secret when its last word is ", 1)[1].split("(or a plural", 1)[0]
    words = set(re.findall(r"[a-z]+", listed)) - {"or"}
    assert words == SECRET_WORDS


def test_the_readme_points_to_it() -> None:
    assert "docs/privacy.md" in (REPO / "README.md").read_text(encoding="utf-8")
