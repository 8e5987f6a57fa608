"""Probe notes are shown in the reader's language from their code and parameters, not from the stored sentence.

The facts file is made by the real ``tfgpu-wizard probe --json`` in English (in a subprocess, on this machine,
which has no NVIDIA driver, so the probe writes notes), then read here in Simplified Chinese.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.cli.support import REPO
from wizard.basics import i18n
from wizard.basics.facts import MachineFacts, OsFacts, ProbeNote, load_facts
from wizard.core.probe.findings import judge_facts
from wizard.core.probe.note_words import note_text
from wizard.core.report import make_report, render_text
from wizard.core.report.markdown import md

CJK = re.compile("[\u4e00-\u9fff]")


def _english_facts(tmp_path: Path) -> Path:
    env = {**os.environ, "TFGPU_WIZARD_LANG": "en"}
    result = subprocess.run([sys.executable, "-m", "wizard", "probe", "--json"], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    path = tmp_path / "facts.json"
    path.write_text(result.stdout, encoding="utf-8")
    return path


def test_an_english_facts_file_read_in_chinese_shows_chinese_notes(tmp_path: Path) -> None:
    path = _english_facts(tmp_path)
    stored = json.loads(path.read_text(encoding="utf-8"))["notes"]
    assert stored and all(not CJK.search(note["message"]) for note in stored), "the probe wrote English"
    facts = load_facts(path)
    i18n.set_language("zh_CN")
    shown = [f.text for f in judge_facts(facts) if f.section == "notes"]
    assert len(shown) == len(stored)
    assert all(CJK.search(text) for text in shown), shown
    html = render_text(make_report(facts=facts, plan=None, journal=None), "html").decode()
    assert all(text in html for text in shown) or all(_escaped(text) in html for text in shown)
    assert not any(note["message"] in html for note in stored)
    markdown = render_text(make_report(facts=facts, plan=None, journal=None), "md").decode()
    assert all(md(text) in markdown for text in shown)
    assert not any(md(note["message"]) in markdown for note in stored)


def _escaped(text: str) -> str:
    from html import escape

    return escape(text)


def test_a_note_with_an_unknown_code_keeps_its_stored_sentence() -> None:
    """A facts file from a newer wizard: its code means nothing here, so its own words are shown."""
    note = ProbeNote("from-a-newer-wizard", "Something only a newer wizard knows.", "warning")
    i18n.set_language("zh_CN")
    assert note_text(note) == "Something only a newer wizard knows."
    facts = MachineFacts(os=OsFacts(family="linux"), notes=(note,))
    assert [f.text for f in judge_facts(facts) if f.section == "notes"] == ["Something only a newer wizard knows."]


def test_parameters_are_put_into_the_readers_sentence() -> None:
    note = ProbeNote("nvidia-smi-timeout", "nvidia-smi did not answer within 5 seconds; ...", "warning",
                     {"seconds": "5"})
    i18n.set_language("zh_CN")
    text = note_text(note)
    assert CJK.search(text) and "5" in text
