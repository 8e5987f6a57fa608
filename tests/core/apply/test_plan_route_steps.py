"""Issue 16, item 3: a plan runs only its own route's steps and the catalog's downloads.

A plan is a file someone can hand over edited. Each hostile class is refused by the one check every command
that changes the machine from a plan runs (``plan_for_this_machine``), before anything changes. "This machine"
is a facts file of a Linux GPU PC (there is no GPU here) stamped with this host's fingerprint, so the real
planner makes a system-CUDA plan with NVIDIA's downloads from the real catalog; a plan "from another machine"
carries another fingerprint, or only the older stand-in key that anyone who knows the host name can write.
"""

from __future__ import annotations

import platform
import socket
from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.apply.host_check import plan_for_this_machine
from wizard.core.plan import Download, Plan, PlanStep, TfChoice, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import OtherMachineError, current_host_id, legacy_key
from wizard.platform.host import HOST_OS

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
ELSEWHERE = "h1-" + "0" * 24
EVIL = "https://attacker.invalid/cuda_10.1.243_418.87.00_linux.run"


@pytest.fixture
def here() -> MachineFacts:
    """This machine: a GTX 750 Ti on Linux with driver 418 (CUDA 10.1 + cuDNN 7.6.5 from the catalog)."""
    return replace(load_facts(FACTS / "linux-gtx750ti-maxwell-driver-418.json"), host_id=current_host_id())


@pytest.fixture
def planned(here: MachineFacts) -> Plan:
    plan = make_plan(here, Wishes())
    assert plan.ok and plan.downloads and "install-cuda" in [step.id for step in plan.steps]
    return plan


def _installer(plan: Plan, **changes: object) -> Plan:
    """``plan`` with its CUDA installer download changed."""
    downloads = tuple(replace(item, **changes) if item.kind == "cuda-installer" else item  # type: ignore[arg-type]
                      for item in plan.downloads)
    return replace(plan, downloads=downloads)


def test_an_untouched_plan_of_another_machine_runs_as_the_plan_made_here(here: MachineFacts, planned: Plan) -> None:
    checked, line = plan_for_this_machine(replace(planned, host_id=ELSEWHERE), here)
    assert checked.downloads == planned.downloads and checked.steps == planned.steps
    assert checked.host_id == current_host_id() and "checked against this machine" in line


@pytest.mark.parametrize("change", [
    {"url": EVIL},
    {"sha256": "0" * 64},
    {"md5": "0" * 32},
    {"size": 1234},
    {"file": "cuda_10.1.243_418.87.00_linux-evil.run"},
    {"checksums_url": "https://attacker.invalid/md5sum.txt"},
], ids=lambda change: next(iter(change)))
def test_a_download_of_another_machine_that_is_not_the_catalogs_is_refused_by_name(
    here: MachineFacts, planned: Plan, change: dict[str, object]
) -> None:
    hostile = replace(_installer(planned, **change), host_id=ELSEWHERE)
    with pytest.raises(OtherMachineError) as refused:
        plan_for_this_machine(hostile, here)
    assert refused.value.exit_code == 2 and "download" in refused.value.message and refused.value.hint


def test_a_plan_of_another_machine_with_a_download_left_out_or_added_is_refused(
    here: MachineFacts, planned: Plan
) -> None:
    fewer = replace(planned, host_id=ELSEWHERE, downloads=planned.downloads[:1])
    with pytest.raises(OtherMachineError, match="downloads"):
        plan_for_this_machine(fewer, here)
    swapped = replace(planned, host_id=ELSEWHERE, downloads=(
        planned.downloads[0], Download("cudnn-archive", "cudnn.tgz", "https://attacker.invalid/cudnn.tgz")))
    with pytest.raises(OtherMachineError, match=r"cudnn\.tgz"):
        plan_for_this_machine(swapped, here)


@pytest.mark.parametrize("steps", [
    ("check-driver", "upgrade-driver", "download", "install-cuda", "install-cudnn", "set-env-vars", "create-env",
     "install-tensorflow", "verify", "report"),  # a step of the route the plan made here does not have
    ("download", "install-cuda", "install-cudnn", "set-env-vars", "create-env", "install-tensorflow"),  # fewer
], ids=["extra-step", "steps-left-out"])
def test_a_plan_of_another_machine_runs_exactly_the_steps_made_here_or_is_refused(
    here: MachineFacts, planned: Plan, steps: tuple[str, ...]
) -> None:
    hostile = replace(planned, host_id=ELSEWHERE, steps=tuple(PlanStep(step, step) for step in steps))
    with pytest.raises(OtherMachineError, match="steps"):
        plan_for_this_machine(hostile, here)


def test_a_host_id_anyone_can_write_from_the_host_name_is_made_again_here(here: MachineFacts, planned: Plan) -> None:
    """The older stand-in key is a hash of the host name, OS and architecture: a plan carrying it is checked
    as one from elsewhere, so its own installer URL is refused."""
    guessed = legacy_key(HOST_OS, platform.machine(), socket.gethostname())
    with pytest.raises(OtherMachineError, match="download"):
        plan_for_this_machine(replace(_installer(planned, url=EVIL), host_id=guessed), here)


def test_a_plan_of_this_machine_with_the_catalogs_downloads_runs_as_the_plan_made_here(
    here: MachineFacts, planned: Plan
) -> None:
    """What runs is the plan made now (its words may differ: the reasons are worded for the wishes it is made
    for); every field that decides what runs is the file's."""
    checked, line = plan_for_this_machine(planned, here)
    assert line == "" and checked.steps == planned.steps and checked.downloads == planned.downloads
    assert (checked.tensorflow, checked.cuda, checked.cudnn) == (planned.tensorflow, planned.cuda, planned.cudnn)


def _this_machine(route: str, steps: tuple[str, ...], **changes: object) -> Plan:
    fields: dict[str, object] = {"route": route, "tensorflow": TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                                 "python": "3.11", "cuda": None, "cudnn": None, "host_id": current_host_id(),
                                 "steps": tuple(PlanStep(step, step) for step in steps)}
    fields.update(changes)
    return Plan(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("plan", [
    _this_machine("cpu", ("download", "install-cuda", "create-env"),
                  downloads=(Download("cuda-installer", "cuda.run", EVIL, sha256="a" * 64),)),
    _this_machine("cpu", ("check-driver", "create-env")),
    _this_machine("linux", ("install-cuda-runtime", "create-env"), cuda="12.2"),
    _this_machine("linux", ("check-wsl", "create-env"), cuda="12.2"),
    _this_machine("linux", ("install-cuda", "create-env"), cuda="12.3",
                  tensorflow=TfChoice("2.16.2", "tensorflow[and-cuda]", "tensorflow[and-cuda]==2.16.2")),
    _this_machine("windows-isolated", ("install-cuda", "create-env"), cuda="11.2"),
    _this_machine("cpu", ("create-env", "install-tensorflow", "create-env")),
], ids=["cuda-in-a-cpu-plan", "driver-in-a-cpu-plan", "conda-runtime-on-linux", "wsl-on-linux",
        "system-cuda-with-pip-cuda", "system-cuda-on-isolated", "step-twice"])
def test_a_plan_of_this_machine_with_a_step_its_route_does_not_have_is_refused(here: MachineFacts, plan: Plan) -> None:
    with pytest.raises(WizardError) as refused:
        plan_for_this_machine(plan, here)
    assert refused.value.exit_code == 2 and refused.value.reference == "plan-not-of-its-route"
    assert refused.value.hint


@pytest.mark.parametrize("plan", [
    _this_machine("cpu", ("create-env",), downloads=(Download("cuda-installer", "cuda.run", EVIL),)),
    _this_machine("linux", ("download", "create-env"), cuda="12.2", downloads=(
        Download("cuda-installer", "a.run", EVIL), Download("cuda-installer", "b.run", EVIL))),
    _this_machine("linux", ("download", "create-env"), cuda="12.2", downloads=(Download("helper", "x.sh", EVIL),)),
], ids=["download-in-a-cpu-plan", "two-installers", "unknown-kind"])
def test_a_plan_of_this_machine_with_a_download_its_route_does_not_have_is_refused(
    here: MachineFacts, plan: Plan
) -> None:
    with pytest.raises(WizardError) as refused:
        plan_for_this_machine(plan, here)
    assert refused.value.exit_code == 2 and refused.value.reference == "plan-not-of-its-route"


@pytest.mark.parametrize("requirement", [
    "tinytf @ https://attacker.invalid/tinytf-1.0.0-py3-none-any.whl",
    "tinytf==1.0.0 --index-url https://attacker.invalid/simple/",
    "othertf==1.0.0",
    "tinytf>=1.0.0",
    "tinytf==1.0.0; python_version > '3'",
])
def test_a_requirement_that_is_not_the_plain_pin_of_the_plans_tensorflow_is_refused(
    here: MachineFacts, requirement: str
) -> None:
    plan = _this_machine("cpu", ("create-env",), tensorflow=TfChoice("1.0.0", "tinytf", requirement))
    with pytest.raises(WizardError, match="requirement") as refused:
        plan_for_this_machine(plan, here)
    assert refused.value.exit_code == 2


@pytest.mark.parametrize("changes", [
    {"python": "/tmp/someone/bin/python3"},
    {"cuda": "12.2/../../../etc", "route": "linux"},
    {"cudnn": "8.9 && curl attacker.invalid", "route": "linux", "cuda": "12.2"},
    {"driver_min": "535; reboot", "route": "linux"},
], ids=["python-path", "cuda-folder-escape", "cudnn-command", "driver"])
def test_a_version_field_that_is_not_a_version_number_is_refused(
    here: MachineFacts, changes: dict[str, object]
) -> None:
    """They name folders (``/usr/local/cuda-<cuda>``) and interpreters: a path in one never gets that far."""
    with pytest.raises(WizardError, match="not a version number") as refused:
        plan_for_this_machine(replace(_this_machine("cpu", ("create-env",)), **changes), here)  # type: ignore[arg-type]
    assert refused.value.exit_code == 2 and refused.value.reference == "plan-not-of-its-route"


def test_every_route_lists_the_steps_the_planner_gives_it(here: MachineFacts, planned: Plan) -> None:
    """The allowed steps are the planner's own: a plan the planner made always passes."""
    from wizard.core.apply.route_steps import route_step_ids

    ids = [step.id for step in planned.steps]
    allowed = route_step_ids(planned)
    assert all(step in allowed for step in ids)
    assert "install-cuda" not in route_step_ids(_this_machine("cpu", ()))


def test_a_plan_written_for_another_kind_of_system_is_refused_but_a_wsl2_plan_runs_inside_wsl(
    here: MachineFacts, planned: Plan
) -> None:
    """This Linux machine's fingerprint on a plan that says Windows (hand-edited) is refused naming both
    systems; a WSL2 plan made on Windows is what the Windows side hands in to WSL's Linux: made again here."""
    with pytest.raises(OtherMachineError, match="it is for Windows, this computer runs Linux") as refused:
        plan_for_this_machine(replace(planned, os_family="windows"), here)
    assert refused.value.exit_code == 2
    windows = load_facts(FACTS / "gui_rtx4070_windows11.json")
    from_windows = make_plan(windows, Wishes(route="wsl2"))
    assert from_windows.ok and from_windows.os_family == "windows"
    with pytest.raises(OtherMachineError, match="made on another machine and does not fit") as elsewhere:
        plan_for_this_machine(from_windows, here)
    assert "it is for" not in elsewhere.value.message
