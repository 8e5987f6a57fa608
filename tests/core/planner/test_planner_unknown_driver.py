"""A driver whose version could not be read (probe records "0") is judged by the CUDA version it supports.

Facts documents stand in for machines with a GPU (none here); planner and catalog are the real ones.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from wizard.basics.facts import DriverFacts, MachineFacts, load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


def with_driver(profile: str, version: str, cuda: str | None) -> MachineFacts:
    facts = load_facts(FACTS / profile)
    return dataclasses.replace(facts, driver=DriverFacts(version=version, cuda=cuda, source="cuDriverGetVersion"))


def test_an_unreadable_driver_version_supporting_cuda_12_4_still_gets_the_newest_gpu_plan() -> None:
    plan = make_plan(with_driver("linux-rtx3090-driver-535.json", "0", "12.4"), Wishes())
    assert plan.ok and plan.route == "linux"
    assert plan.tensorflow is not None and plan.tensorflow.version == "2.21.0"
    cuda_reason = next(reason for reason in plan.reasons if reason.key == "cuda")
    assert cuda_reason.rule == "R4" and "could not be read" in cuda_reason.why and "12.4" in cuda_reason.why


def test_its_own_cuda_line_is_planned_from_the_first_update_of_that_line() -> None:
    plan = make_plan(with_driver("linux-rtx3090-driver-535.json", "0", "11.2"), Wishes(tensorflow="2.10"))
    assert plan.ok
    assert any(reason.key == "cuda" and reason.choice.endswith("11.2.0") for reason in plan.reasons)


def test_a_cuda_11_0_driver_is_not_trusted_for_minor_version_compatibility() -> None:
    """Drivers reporting 11.0 start at 450.36.06, below the 11.x floor 450.80.02: no CUDA 11.2 for them."""
    plan = make_plan(with_driver("linux-rtx3090-driver-535.json", "0", "11.0"), Wishes(tensorflow="2.10"))
    assert not plan.ok
    blocker = next(b for b in plan.blockers if b.code == "driver-too-old")
    assert "version unknown, supports CUDA 11.0" in blocker.message


@pytest.mark.parametrize("cuda", ["10.0", "9.0"])
def test_too_old_a_cuda_version_asks_for_a_newer_driver_without_calling_it_driver_0(cuda: str) -> None:
    plan = make_plan(with_driver("linux-rtx3090-driver-535.json", "0", cuda), Wishes(tensorflow="2.21"))
    assert not plan.ok
    assert all("Driver 0 " not in blocker.message for blocker in plan.blockers)
    assert any(b.code == "driver-too-old" for b in plan.blockers)


def test_a_known_driver_version_is_still_judged_by_nvidia_table_3() -> None:
    plan = make_plan(with_driver("linux-rtx3090-driver-535.json", "450.36.06", "11.0"), Wishes(tensorflow="2.10"))
    assert not plan.ok and any(b.code == "driver-too-old" for b in plan.blockers)
