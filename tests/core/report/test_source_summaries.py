"""Each catalog source has a one-line summary in plain words, translated, and shown beside its title.

Real catalog files (the shipped one, and a copy broken in ``tmp_path``), the real report renderers and the real
``tfgpu-wizard plan`` in a subprocess.
"""

from __future__ import annotations

import json
import re
import shutil
from html import escape
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core import report_inputs as inputs
from wizard.basics import i18n
from wizard.basics.errors import CatalogError
from wizard.core.catalog.load import load_catalog, source_summary
from wizard.core.report import make_report, render_text
from wizard.core.report.markdown import md
from wizard.resources import resource_path

CJK = re.compile("[\u4e00-\u9fff]")


def test_every_source_has_a_one_sentence_summary() -> None:
    sources = load_catalog().sources
    assert len(sources) >= 40
    for source in sources:
        assert source.summary and "\n" not in source.summary and source.summary.endswith("."), source.id
        assert not re.search(r"\b[RS]\d+\b", source.summary), source.id


def test_every_summary_has_its_chinese_translation() -> None:
    """Summaries are data, so the scan of tr() calls cannot see them: this checks the table for each one."""
    table = i18n.load_table("zh_CN")
    missing = [s.id for s in load_catalog().sources if ("CatalogSource", s.summary) not in table]
    assert not missing, f"sources whose summary has no Chinese: {missing}"
    i18n.set_language("zh_CN")
    assert all(CJK.search(source_summary(s)) for s in load_catalog().sources)


def test_a_source_without_a_summary_is_refused_at_load(tmp_path: Path) -> None:
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    path = folder / "sources.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["sources"][2]["summary"] = " "
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    assert "sources.json" in caught.value.message and "row 3 (S3)" in caught.value.message
    assert "summary" in caught.value.message


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_report_shows_each_source_as_a_link_with_its_summary(language: str) -> None:
    i18n.set_language(language)
    machine = inputs.facts()
    report = make_report(facts=machine, plan=inputs.plan_for(machine), journal=None)
    assert report.plan is not None
    cited = [s for r in report.plan.reasons for s in r.sources]
    catalog = {s.id: s for s in load_catalog().sources}
    assert cited and all(s.summary == source_summary(catalog[s.id]) for s in cited)
    html = render_text(report, "html").decode()
    markdown = render_text(report, "md").decode()
    for source in cited:
        assert escape(source.summary) in html and md(source.summary) in markdown
        if source.url:
            assert f'<a href="{source.url}">' in html and f"]({source.url})" in markdown
    if language == "zh_CN":
        assert all(CJK.search(s.summary) for s in cited)


def test_the_cli_plan_gives_one_line_per_source_with_title_summary_and_address() -> None:
    result = run_cli("plan", "--facts", str(REPO / "tests" / "fixtures" / "facts" / "linux-rtx3090-driver-535.json"))
    assert result.returncode == 0, result.stderr
    by_title = {s.title: s for s in load_catalog().sources}
    lines = [line.strip() for line in result.stdout.splitlines()]
    shown = [(line, by_title[t]) for line in lines for t in by_title if line.startswith(t + " — ")]
    assert shown, result.stdout
    for line, source in shown:
        assert source.summary in line and line.endswith(source.url), line
