"""Facts documents: round trip, and bad documents rejected with the field named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.errors import InvalidFactsError
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, facts_from_dict, load_facts

ISSUE_EXAMPLE = {
    "schema": 1,
    "os": {"family": "windows", "release": "10", "build": "19045", "arch": "x86_64", "wsl": False},
    "cpu": {"avx": True, "avx2": True},
    "driver": {"version": "457.20", "cuda": "11.1"},
    "gpus": [{"name": "NVIDIA GeForce RTX 2060", "compute_capability": "7.5", "memory_mib": 6144}],
    "python": {"version": "3.8.5"},
}


def test_the_documented_example_reads_and_round_trips() -> None:
    facts = facts_from_dict(ISSUE_EXAMPLE)
    assert facts.driver == DriverFacts(version="457.20", cuda="11.1")
    assert facts.gpus[0] == GpuFacts("NVIDIA GeForce RTX 2060", "7.5", 6144)
    assert facts_from_dict(json.loads(facts.to_json())) == facts


def test_no_driver_is_a_normal_document() -> None:
    facts = MachineFacts(os=OsFacts(family="linux", glibc="2.35"))
    again = facts_from_dict(json.loads(facts.to_json()))
    assert again.driver is None and again.gpus == ()


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"gpus": [{"name": "x", "compute_capability": 7.5}]}, "gpus[0].compute_capability"),
        ({"gpus": [{"name": "x", "compute_capability": "seven"}]}, "gpus[0].compute_capability"),
        ({"driver": {"cuda": "11.1"}}, "driver.version"),
        ({"os": {"family": "beos"}}, "os.family"),
        ({"schema": 7}, "schema"),
        ({"cpu": {"avx": "yes"}}, "cpu.avx"),
    ],
)
def test_a_bad_field_is_named_in_the_error(patch: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidFactsError) as caught:
        facts_from_dict({**ISSUE_EXAMPLE, **patch})
    assert caught.value.context["field"] == field
    assert field in caught.value.message
    assert "probe --json" in caught.value.hint


def test_unreadable_and_non_json_files_say_so(tmp_path: Path) -> None:
    with pytest.raises(InvalidFactsError, match="Cannot read"):
        load_facts(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidFactsError, match="not JSON"):
        load_facts(broken)


@pytest.mark.parametrize(
    ("patch", "chinese"),
    [
        ({"gpus": [{"name": "x", "compute_capability": "7.5", "memory_mib": "8"}]}, "必须是整数"),
        ({"cpu": {"avx": 1}}, "必须是true 或 false"),
        ({"gpus": {"name": "x"}}, "必须是列表"),
        ({"os": {"family": "beos"}}, "必须是以下之一"),
        ({"driver": {"cuda": "11.1"}}, "缺失"),
    ],
)
def test_the_problem_with_a_bad_field_is_told_in_chinese_too(patch: dict[str, object], chinese: str) -> None:
    i18n.set_language("zh_CN")
    with pytest.raises(InvalidFactsError) as caught:
        facts_from_dict({**ISSUE_EXAMPLE, **patch})
    assert chinese in caught.value.message
    assert "must" not in caught.value.message and "missing" not in caught.value.message
