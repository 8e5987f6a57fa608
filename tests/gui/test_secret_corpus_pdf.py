"""The PDF report of the secret corpus (tests/core/secret_corpus.py): no pasted secret survives in it and what
support staff need is there, its text read back from a real PDF with pdftotext."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from tests.core import secret_corpus as corpus
from tests.core.report.test_secret_corpus import corpus_report, squeezed
from wizard.report_pdf import render_pdf


@pytest.fixture(autouse=True)
def _widgets_application(qapp: object) -> None:
    """The suite's QApplication first (see tests/gui/test_report_pdf.py)."""


def test_no_pasted_secret_survives_in_the_pdf_and_what_support_needs_does(tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = tmp_path / "report.pdf"
    path.write_bytes(render_pdf(corpus_report()))
    lines = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    text = unicodedata.normalize("NFKC", "\n".join(line for line in lines.splitlines() if not line.isdigit()))
    survivors = [(p.family, s) for p in corpus.CORPUS for s in p.secrets if squeezed(s) in squeezed(text)]
    assert not survivors
    changed = [kept for kept in corpus.KEPT if _letters(kept) not in _letters(text)]
    assert not changed


def _letters(text: str) -> str:
    """Only the letters and digits: a PDF wraps lines, joins ligatures and drops the hyphen where it wraps; page
    numbers (lines of digits alone) are taken out before."""
    return re.sub(r"[^0-9A-Za-z]", "", text)
