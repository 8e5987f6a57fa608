"""Facts and plans know which machine they describe: steps that change a machine run only there.

The real probe of this machine; the other machines are facts files from tests/fixtures/facts.
"""

from __future__ import annotations

import json
import socket
from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.events import run_to_completion
from wizard.basics.facts import MachineFacts, facts_from_dict, load_facts
from wizard.core.plan import Wishes, plan_from_dict
from wizard.core.planner import host_identity, make_plan
from wizard.core.planner.host_identity import (
    OtherMachineError,
    current_host_id,
    describes_this_host,
    ensure_facts_of_this_host,
    ensure_plan_for_this_host,
    plan_is_for_this_host,
)
from wizard.core.probe import probe_step

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


@pytest.fixture(scope="module")
def here() -> MachineFacts:
    return run_to_completion(probe_step())[1]


def test_the_probe_records_this_hosts_fingerprint_and_a_facts_file_keeps_it(here: MachineFacts) -> None:
    assert here.host_id == current_host_id() and here.host_id.startswith("h1-")
    assert socket.gethostname().lower() not in here.host_id  # a hash, never the name in clear
    again = facts_from_dict(json.loads(here.to_json()))
    assert again.host_id == here.host_id and describes_this_host(again)


def test_a_plan_made_from_this_hosts_facts_may_change_this_host(here: MachineFacts) -> None:
    plan = make_plan(here, Wishes())
    assert plan_is_for_this_host(plan)
    assert all(alternative.host_id == plan.host_id for alternative in plan.alternatives)
    ensure_plan_for_this_host(plan_from_dict(json.loads(plan.to_json())))  # the JSON round trip keeps it


@pytest.mark.parametrize("name", ["windows-gtx1080-driver-398.json", "wsl2-rtx4090-driver-546.json",
                                  "linux-gtx750ti-maxwell-driver-418.json"])
def test_another_machines_facts_and_their_plans_are_refused(name: str) -> None:
    facts = load_facts(FACTS / name)
    plan = make_plan(facts, Wishes())
    assert not describes_this_host(facts) and not plan_is_for_this_host(plan)
    with pytest.raises(OtherMachineError) as refused:
        ensure_plan_for_this_host(plan)
    assert refused.value.exit_code == 2 and refused.value.reference == "plan-for-another-machine"
    with pytest.raises(OtherMachineError):
        ensure_facts_of_this_host(facts)


def test_same_name_but_another_installation_is_another_machine(
    here: MachineFacts, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(host_identity, "machine_id", lambda: "a-reinstalled-or-cloned-system")
    assert not describes_this_host(here)


def test_older_facts_without_a_fingerprint_are_this_host_only_when_name_os_and_arch_match(
    here: MachineFacts,
) -> None:
    older = replace(here, host_id="", hostname=socket.gethostname())
    assert describes_this_host(older)
    assert not plan_is_for_this_host(make_plan(older, Wishes()))  # its stand-in key is guessable: made again here
    assert not describes_this_host(replace(older, hostname="students-laptop"))
    assert not describes_this_host(replace(older, hostname=""))
    another_os = "linux" if older.os.family == "windows" else "windows"
    assert not describes_this_host(replace(older, os=replace(older.os, family=another_os)))
    assert not describes_this_host(replace(older, os=replace(older.os, arch="arm64" if older.os.arch != "arm64"
                                                             else "x86_64")))
