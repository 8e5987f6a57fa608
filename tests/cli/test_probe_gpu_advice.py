"""`probe` prints what System check shows for a card newer than any TensorFlow release: the warning and what
to do (issue 17 item 2). No such card here: the facts are the Blackwell fixture a real probe would write."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.cli.commands.probe import render_findings
from wizard.core.probe.findings import judge_facts

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts"


def test_probe_prints_the_blackwell_warning_and_what_to_do() -> None:
    text = render_findings(judge_facts(load_facts(FACTS / "linux-rtx5090-blackwell.json")))
    row = next(line for line in text.splitlines() if "RTX 5090" in line)
    assert "[warn]" in row and "No official TensorFlow release" in row and "conda-forge" in text
    assert "conda-forge's build on the next page" in text and "container" not in text  # as the plan says
