"""The System check rows are the core findings, coloured: the GUI and the CLI say the same about a machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.conftest import FACTS_DIR
from wizard.basics.facts import load_facts
from wizard.cli.commands.probe import render_findings
from wizard.core.probe.findings import judge_facts
from wizard.gui.findings import findings_from_facts

PROFILES = [p for p in sorted(FACTS_DIR.glob("*.json")) if "invalid" not in p.stem]  # valid documents only


@pytest.mark.parametrize("profile", PROFILES, ids=[p.stem for p in PROFILES])
def test_each_row_is_a_core_finding_with_its_level_as_a_colour(profile: Path) -> None:
    facts = load_facts(profile)
    core, rows = judge_facts(facts), findings_from_facts(facts)
    assert [(r.key, r.title, r.text, r.details) for r in rows] == [(f.key, f.title, f.text, f.details) for f in core]
    colours = {"ok": "ok", "info": "info", "warn": "warn", "fail": "error"}  # information is not "fine"
    assert [r.level for r in rows] == [colours[f.level] for f in core]
    report = render_findings(core)
    assert all(row.text in report for row in rows), "the CLI prints every sentence the page shows"
