"""The PDF rendering through Qt's QTextDocument and QPdfWriter: a real PDF, its text read back with pdftotext."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.core import report_inputs as inputs
from tests.core.report.test_report_redaction import secret_report, secrets
from wizard import __version__
from wizard.basics.i18n import set_language
from wizard.core.report import make_report, redact_report, redactor_for
from wizard.report_pdf import render_pdf


@pytest.fixture(autouse=True)
def _widgets_application(qapp: object) -> None:
    """The suite's QApplication first: render_pdf would otherwise make a bare QGuiApplication, and the next
    widget test in this process aborts (Qt: "QWidget: Cannot create a QWidget without QApplication")."""


def _text(pdf: bytes, tmp_path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = tmp_path / "report.pdf"
    path.write_bytes(pdf)
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_the_pdf_holds_the_facts_the_chart_and_the_digits(tmp_path: Path) -> None:
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=None,
                         verification=inputs.verification(), doctor=inputs.doctor())
    pdf = render_pdf(report)
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert b"/Image" in pdf, "the speedup chart is drawn in"
    text = " ".join(_text(pdf, tmp_path).split())
    for expected in ("TensorFlow GPU setup report", "NVIDIA GeForce RTX 3090", "24576 MiB", __version__,
                     "12.0 times as fast", "An older CUDA"):
        assert expected in text, expected


def test_the_pdf_speaks_chinese(tmp_path: Path) -> None:
    set_language("zh_CN")
    text = _text(render_pdf(make_report(facts=inputs.facts(), plan=None, journal=None)), tmp_path)
    assert "设置报告" in text and "这台电脑" in text


def test_the_pdf_is_made_from_the_redacted_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://uproxyuser:pSecretPass9@proxy.example:3128")
    report = make_report(facts=inputs.facts(), plan=None, journal=None,
                         doctor=inputs.doctor(findings=[{"code": "p", "cause": "proxy refused pSecretPass9",
                                                         "fix": "token=tToken12345", "source": ""}]))
    text = _text(render_pdf(report), tmp_path)
    assert "proxy refused" in text
    assert "pSecretPass9" not in text and "tToken12345" not in text and "uproxyuser" not in text


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(s=secrets())
def test_no_secret_survives_in_the_pdf(s: dict[str, str], tmp_path: Path) -> None:
    """The redaction property of tests/core/report/test_report_redaction.py, for the PDF: its extracted text with
    all white space taken out (a line break may fall inside a secret) holds none of the secrets."""
    report = secret_report(s)
    environ = {"USER": s["user"], "HOME": s["home"], "COMPUTERNAME": s["host"]}
    text = "".join(_text(render_pdf(redact_report(report, redactor_for(report.facts, environ=environ))),
                         tmp_path).split()).lower()
    assert "nvidiageforcertx3090" in text
    for name, secret in s.items():
        assert "".join(secret.split()).lower() not in text, f"{name} {secret!r} survives in the PDF"
