"""What the System check page says, without Qt: the probe's busy line and log, failures, report, facts file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.errors import WizardError
from wizard.basics.events import Advanced, Event, LogLine, Started
from wizard.basics.facts import load_facts
from wizard.gui.models.failures import failure_text
from wizard.gui.models.system_check_text import ProbeLog, probe_failure, report_text, save_facts

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "windows-rtx2060-driver-457.json"

BUSY_LINES: dict[str, tuple[Event, str | None, list[str]]] = {
    "a step names itself": (Started("gpu", "Looking for NVIDIA GPUs"), "Looking for NVIDIA GPUs", []),
    "an info line is shown and kept": (LogLine("info", "driver 457.09"), "driver 457.09", ["[info] driver 457.09"]),
    "a debug line is kept, not shown": (LogLine("debug", "nvml: 3 calls"), None, ["[debug] nvml: 3 calls"]),
    "progress says nothing": (Advanced("gpu", 1, 3), None, []),
}


@pytest.mark.parametrize(("event", "busy", "kept"), BUSY_LINES.values(), ids=BUSY_LINES.keys())
def test_the_probe_log_keeps_lines_and_says_what_the_busy_line_shows(
    event: Event, busy: str | None, kept: list[str]
) -> None:
    log = ProbeLog()
    assert log.add(event) == busy
    assert log.lines == kept


def test_the_details_are_the_log_then_the_facts_as_json() -> None:
    log = ProbeLog()
    log.add(LogLine("warning", "no conda"))
    assert log.details(None) == "[warning] no conda"
    facts = load_facts(FACTS)
    head, blank, *rest = log.details(facts).split("\n")
    assert (head, blank) == ("[warning] no conda", "")
    assert json.loads("\n".join(rest)) == json.loads(facts.to_json())


def test_a_probe_failure_says_the_check_could_not_finish_and_a_bug_offers_a_facts_file() -> None:
    known = WizardError("NVML is broken.", hint="Reinstall the driver.")
    assert probe_failure(known) == ("The check could not finish: NVML is broken.", "Reinstall the driver.")
    message, hint = probe_failure(KeyError("gpus"))
    assert message == "The check could not finish: 'gpus'"
    assert "facts file" in hint


def test_a_failure_is_never_blank() -> None:
    assert failure_text(RuntimeError()) == ("RuntimeError", "")
    assert failure_text(WizardError("m", hint="h")) == ("m", "h")


def test_the_report_names_another_machines_facts_file() -> None:
    rows = ["✓ GPU: RTX 2060", "! conda: not found"]
    assert report_text(rows, None) == "tfgpu-wizard system check\n\n✓ GPU: RTX 2060\n! conda: not found\n"
    assert report_text(rows, Path("/tmp/lab-pc.json")).startswith(
        "tfgpu-wizard system check — facts from lab-pc.json\n\n")


def test_the_report_follows_the_language() -> None:
    i18n.set_language("zh_CN")
    try:
        assert not report_text([], None).startswith("tfgpu-wizard system check")
    finally:
        i18n.set_language("en")


def test_saved_facts_read_back_the_same(tmp_path: Path) -> None:
    facts = load_facts(FACTS)
    target = tmp_path / "facts.json"
    assert save_facts(facts, target) is None
    assert load_facts(target) == facts


def test_facts_that_cannot_be_saved_say_why_and_leave_nothing_behind(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("a file where the folder should be")
    before = sorted(tmp_path.rglob("*"))
    target = tmp_path / "not-a-folder" / "facts.json"
    failure = save_facts(load_facts(FACTS), target)
    assert failure is not None
    message, hint = failure
    assert str(target) in message and hint == "Choose a folder you can write to."
    assert sorted(tmp_path.rglob("*")) == before
