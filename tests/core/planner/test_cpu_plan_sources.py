"""A CPU plan links its sources too: every reason of every machine's CPU plan names a document one can open.

Real facts files from tests/fixtures/facts, the real planner and the shipped catalog.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.basics.errors import InvalidFactsError
from wizard.basics.facts import load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.core.report.build import catalog_sources, reason_row

FACTS = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "facts").glob("*.json"))


@pytest.mark.parametrize("path", FACTS, ids=[p.stem for p in FACTS])
def test_every_reason_of_a_cpu_plan_cites_a_document_with_an_address(path: Path) -> None:
    try:
        facts = load_facts(path)
    except InvalidFactsError:
        pytest.skip("a deliberately broken facts file")
    plan = make_plan(facts, Wishes(route="cpu"))
    if not plan.ok:
        pytest.skip("no CPU plan for this machine")
    sources = catalog_sources()
    for reason in plan.reasons:
        row = reason_row(reason, sources)
        assert row.sources, f"{reason.choice}: no source at all"
        assert any(s.url.startswith("https://") for s in row.sources), f"{reason.choice}: nothing to open"
