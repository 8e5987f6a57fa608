"""``tfgpu-wizard report`` end to end: real subprocesses, an isolated HOME, a real journal, real files."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core import report_inputs as inputs

FACTS = str(inputs.FACTS)


def test_markdown_goes_to_the_terminal_with_the_journal_and_the_template_fields(isolated_home: Path) -> None:
    """On Windows ``path add`` changes the real HKCU\\Environment (the Windows tier's own prefix), so the test
    undoes it before it ends (tests/conftest.py fails a test that leaves it changed)."""
    cuda_bin = inputs.folder("/usr/local/cuda-12.2/bin")
    added = run_cli("path", "add", cuda_bin, env={"PATH": inputs.folder("/usr/bin")})
    assert added.returncode == 0, added.stderr
    try:
        done = run_cli("report", "--facts", FACTS)
    finally:
        assert run_cli("undo", "--last").returncode == 0
    assert done.returncode == 0, done.stderr
    assert "**TensorFlow version**" in done.stdout and "**GPU model and memory**" in done.stdout
    assert cuda_bin.replace("\\", "\\\\") in done.stdout and "in effect" in done.stdout  # Markdown escapes "\\"
    assert str(isolated_home) not in done.stdout


def test_the_file_name_chooses_the_format_and_the_documents_are_included(tmp_path: Path) -> None:
    verification = tmp_path / "verify.json"
    verification.write_text(json.dumps(inputs.verification()), encoding="utf-8")
    doctor = tmp_path / "doctor.json"
    doctor.write_text(json.dumps(inputs.doctor()), encoding="utf-8")
    out = tmp_path / "report.html"
    done = run_cli("report", "--facts", FACTS, "--out", str(out), "--verification", str(verification),
                   "--doctor", str(doctor))
    assert done.returncode == 0, done.stderr
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page and "older CUDA comes first" in page


def test_json_redacts_the_host_name_unless_told_not_to(tmp_path: Path) -> None:
    facts = json.loads(inputs.FACTS.read_text(encoding="utf-8"))
    facts["hostname"] = "hostfor-report-test"
    facts_file = tmp_path / "facts.json"
    facts_file.write_text(json.dumps(facts), encoding="utf-8")
    redacted = run_cli("report", "--facts", str(facts_file), "--format", "json")
    kept = run_cli("report", "--facts", str(facts_file), "--format", "json", "--no-redact")
    assert redacted.returncode == kept.returncode == 0, redacted.stderr + kept.stderr
    assert json.loads(redacted.stdout)["facts"]["hostname"] == "<host>"
    assert json.loads(kept.stdout)["facts"]["hostname"] == "hostfor-report-test"
    assert json.loads(kept.stdout)["redacted"] is False
    assert socket.gethostname() not in redacted.stdout.replace("<host>", "")


@pytest.mark.parametrize(("args", "expected"), [
    (["--format", "pdf"], "needs a file"),
    (["--verification", "missing.json"], "Cannot read the verification file"),
    (["--plan", "facts-not-plan"], "Cannot read the plan file"),
])
def test_bad_input_is_exit_2_with_what_to_do(args: list[str], expected: str) -> None:
    done = run_cli("report", "--facts", FACTS, *args)
    assert done.returncode == 2, done.stdout + done.stderr
    assert expected in done.stderr and "hint:" in done.stderr and "Traceback" not in done.stderr


def test_pdf_is_drawn_by_qt_without_a_display(tmp_path: Path) -> None:
    out = tmp_path / "report.pdf"
    done = run_cli("report", "--facts", FACTS, "--out", str(out), env={"DISPLAY": "", "WAYLAND_DISPLAY": "",
                                                                         "QT_QPA_PLATFORM": ""})
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
        assert "TensorFlow GPU setup report" in text and "NVIDIA GeForce RTX 3090" in text


def test_the_report_and_its_help_speak_chinese() -> None:
    done = run_cli("report", "--facts", FACTS, lang="zh_CN")
    assert done.returncode == 0, done.stderr
    assert "TensorFlow GPU 设置报告" in done.stdout and "**TensorFlow version**" in done.stdout
    helped = run_cli("report", "--help", lang="zh_CN")
    assert "把报告写入这个文件" in helped.stdout


@pytest.mark.parametrize("option", ["--plan", "--verification", "--doctor"])
def test_a_deeply_nested_document_is_refused_not_a_traceback(option: str, tmp_path: Path) -> None:
    """The report's documents go through the one bounded JSON reader (it crashed with RecursionError)."""
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 200_000, encoding="utf-8")
    done = run_cli("report", "--facts", FACTS, option, str(nested))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "is not JSON" in done.stderr and "Traceback" not in done.stderr


def test_a_build_without_qt_refuses_a_pdf_with_what_to_write_instead(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The Linux build put inside WSL has no Qt (installers/linux-cli.spec leaves wizard.report_pdf out): here
    its module is made unimportable as it is there (tests/shipping/test_linux_cli.py runs the real build)."""
    import sys

    from wizard.cli import main

    monkeypatch.setitem(sys.modules, "wizard.report_pdf", None)
    out = tmp_path / "report.pdf"
    assert main(["--lang", "en", "report", "--facts", FACTS, "--out", str(out)]) == 2
    said = capsys.readouterr().err
    assert "cannot draw a PDF report" in said and "(reference: report-pdf-unavailable)" in said
    assert ".html or .md" in said and "Traceback" not in said and not out.exists()
