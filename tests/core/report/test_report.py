"""The report model and its JSON, Markdown and HTML renderings, from real journals, files and the real planner."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.core import report_inputs as inputs
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import set_language
from wizard.core.catalog.load import load_catalog
from wizard.core.ops.journal import Journal
from wizard.core.ops.undo import undo
from wizard.core.report import REPORT_SCHEMA, make_report, render_text
from wizard.core.report.documents import doctor_from, load_document, verification_from
from wizard.core.report.model import report_from_dict

CUDA_BIN = inputs.folder("/usr/local/cuda-12.2/bin")


def _tree(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file()}


def test_every_journaled_change_is_listed_with_its_result_and_what_undo_would_do(isolated_home: Path) -> None:
    journal = Journal()
    assert inputs.add_to_path(journal, CUDA_BIN).ok
    assert inputs.add_to_path(journal, inputs.folder("/opt/extra/bin")).ok
    undo(journal, "last")  # the second change is undone for real
    before = _tree(isolated_home)
    report = make_report(facts=inputs.facts(), plan=None, journal=journal, redact=False)
    assert _tree(isolated_home) == before, "building the report (undo's dry run) changed a file"
    assert report.operations is not None and report.undo is not None
    assert [(row.description, row.result) for row in report.operations] == [
        (journal.entries()[0].description, "in-effect"), (journal.entries()[1].description, "undone")]
    assert CUDA_BIN in report.operations[0].description
    assert [row.description for row in report.undo] == [report.operations[0].description]
    assert all(row.ok for row in report.undo)
    markdown = render_text(report, "md").decode()
    assert "in effect" in markdown and "undone" in markdown and "What undo will do" in markdown
    undo_part = markdown.split("What undo will do")[1].split("###")[0]
    assert "Would restore" in undo_part and "Restored" not in undo_part, "a preview says what it would do"


def test_an_empty_journal_says_nothing_was_changed() -> None:
    report = make_report(facts=inputs.facts(), plan=None, journal=Journal())
    assert report.operations == () and report.undo == ()
    text = render_text(report, "md").decode()
    assert "has not changed anything" in text and "nothing to undo" in text


def test_the_plan_gives_plain_reasons_with_the_catalogs_addresses() -> None:
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=None)
    assert report.plan is not None and report.plan.reasons
    assert not any(re.match(r"\s*R\d+\s*:", reason.why) for reason in report.plan.reasons)
    catalog = {s.id: s for s in load_catalog().sources}
    cited = [source for reason in report.plan.reasons for source in reason.sources]
    assert cited and all((s.title, s.url) == (catalog[s.id].title, catalog[s.id].url) for s in cited)
    urls = [s.url for s in cited if s.url]
    assert urls and all(url.startswith("https://") for url in urls)
    html = render_text(report, "html").decode()
    assert all(f'href="{url}"' in html for url in urls)


def test_absent_sections_are_named_and_said_plainly_in_every_format() -> None:
    report = make_report(facts=None, plan=None, journal=None)
    assert set(report.missing) == {"facts", "plan", "operations", "undo", "verification", "doctor"}
    for fmt in ("md", "html"):
        text = render_text(report, fmt).decode()
        assert text.count("Not included") == 6, fmt
    assert json.loads(render_text(report, "json"))["verification"] is None


def test_json_is_versioned_and_reads_back_to_the_same_report(isolated_home: Path) -> None:
    journal = Journal()
    inputs.add_to_path(journal, CUDA_BIN)
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=journal,
                         verification=inputs.verification(), doctor=inputs.doctor())
    document = json.loads(render_text(report, "json"))
    assert document["schema"] == REPORT_SCHEMA and document["kind"] == "tfgpu-wizard-report"
    assert document["verification"]["timing"]["speedup"] == 12.0
    assert document["doctor"]["findings"][0]["code"] == "old-cuda-first"
    assert report_from_dict(document) == report


def test_markdown_has_the_fields_tensorflows_issue_template_asks_for() -> None:
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=None,
                         verification=inputs.verification())
    text = render_text(report, "md").decode()
    for field, value in [("OS platform and distribution", "ubuntu 22.04"), ("TensorFlow version", "2.15.1"),
                         ("TensorFlow installed from (source or binary)", "binary, pip install"),
                         ("Python version", report.plan.python if report.plan else ""),
                         ("CUDA/cuDNN version", "12.2 / 8.9"),
                         ("GPU model and memory", "NVIDIA GeForce RTX 3090, 24576 MiB")]:
        line = next(line for line in text.splitlines() if f"**{field}**" in line)
        assert value in line.replace("\\", ""), line
    assert "12.0 times as fast" in text


def test_markdown_escapes_what_would_change_the_issue() -> None:
    hostile = inputs.verification(checks=[{"id": "x", "ok": False, "message": "<img src=x> | *bold* [a](b)",
                                           "fix": "`rm`"}])
    text = render_text(make_report(facts=None, plan=None, journal=None, verification=hostile), "md").decode()
    assert not re.search(r"(?<!\\)<", text)
    assert "\\<img src=x\\> \\| \\*bold\\* \\[a\\](b)" in text and "\\`rm\\`" in text


class _Collector(HTMLParser):
    """Every start tag with its attributes, all text, and the inline style sheet."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.style = ""
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.style += data
        self.text.append(data)


def _parsed(html: str) -> _Collector:
    collector = _Collector()
    collector.feed(html)
    collector.close()
    return collector


def test_html_is_self_contained_and_escapes_everything() -> None:
    hostile = '"><script>alert(1)</script><img src="https://evil.example/x.png">'
    machine = inputs.facts()
    document = inputs.verification(gpus=[{"name": hostile, "compute_capability": "8.6", "memory_mib": 1}],
                                   checks=[{"id": "c", "ok": False, "message": hostile, "fix": "<b>x</b>"}])
    findings = inputs.doctor(findings=[{"code": "x", "cause": hostile, "fix": "f", "source": "javascript:alert(1)"}])
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=Journal(), verification=document,
                         doctor=findings)
    page = _parsed(render_text(report, "html").decode())
    names = [tag for tag, _ in page.tags]
    assert not {"script", "img", "link", "iframe", "object", "embed", "base"} & set(names)
    for tag, attrs in page.tags:
        assert "src" not in attrs and not any(name.startswith("on") for name in attrs), (tag, attrs)
        if tag == "a":
            assert (attrs.get("href") or "").startswith("https://"), attrs
    assert "url(" not in page.style and "@import" not in page.style
    assert hostile in "".join(page.text), "the hostile text is shown as text"
    assert names.count("svg") == 1 and names.count("rect") == 2
    assert any(tag == "meta" and "default-src 'none'" in (a.get("content") or "") for tag, a in page.tags)


def test_the_chart_is_left_out_without_both_timings() -> None:
    document = inputs.verification(timing={"cpu_seconds": 4.0, "gpu_seconds": None, "speedup": None})
    html = render_text(make_report(facts=None, plan=None, journal=None, verification=document), "html").decode()
    assert "<svg" not in html and "No GPU timing was measured." in html


def test_documents_are_read_from_files_and_bad_ones_are_clear_errors(tmp_path: Path) -> None:
    good = tmp_path / "verify.json"
    good.write_text(json.dumps(inputs.verification(extra_key={"ignored": True})), encoding="utf-8")
    section = verification_from(load_document(good, "verification"), str(good))
    assert section.timing is not None and section.timing.speedup == 12.0 and section.origin == str(good)
    (tmp_path / "torn.json").write_text('{"findings": [', encoding="utf-8")
    with pytest.raises(BadInputError, match="not JSON"):
        load_document(tmp_path / "torn.json", "doctor")
    with pytest.raises(BadInputError, match="Cannot read"):
        load_document(tmp_path / "absent.json", "doctor")
    with pytest.raises(BadInputError, match=r"timing\.speedup"):
        verification_from(inputs.verification(timing={"speedup": "fast"}))
    with pytest.raises(BadInputError, match=r"findings\[0\]\.cause"):
        doctor_from({"findings": [{"code": "x"}]})


def test_the_report_speaks_chinese() -> None:
    set_language("zh_CN")
    text = render_text(make_report(facts=inputs.facts(), plan=None, journal=None), "md").decode()
    assert "设置报告" in text and "OS platform and distribution" in text


def test_html_shows_a_plans_warning_as_a_warning_and_a_blocker_as_a_blocker() -> None:
    from dataclasses import replace

    from wizard.core.plan import Blocker, PlanWarning

    machine = inputs.facts()
    warning = PlanWarning("ptx-jit", "The first start compiles for your card.")
    plan = replace(inputs.plan_for(machine), warnings=(warning,),
                   blockers=(Blocker("no-driver", "No NVIDIA driver.", "Install it."),))
    page = render_text(make_report(facts=machine, plan=plan, journal=Journal()), "html").decode()
    assert "<p class='warn'>⚠ The first start compiles for your card.</p>" in page
    assert "<p class='bad'>✗ No NVIDIA driver." in page
    assert ".warn{color:" in page


def test_a_skipped_check_is_no_tick_in_any_format() -> None:
    """tf_verify.py marks a skipped check ``ok`` (it did not fail) with ``status: skip``: not a pass."""
    checks = [{"id": "matmul", "ok": True, "status": "pass", "message": "Matrix multiplication on GPU:0", "fix": ""},
              {"id": "mirrored", "ok": True, "status": "skip", "message": "Needs two GPUs; skipped.", "fix": ""}]
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=Journal(),
                         verification=inputs.verification(checks=checks))
    markdown = render_text(report, "md").decode()
    assert "| Needs two GPUs; skipped. | – |" in markdown and "| Matrix multiplication on GPU:0 | ✓ |" in markdown
    html = render_text(report, "html").decode()
    assert "<span class='absent'>–</span>" in html and "<span class='ok'>✓</span>" in html
    assert json.loads(render_text(report, "json"))["verification"]["checks"][1]["status"] == "skip"
