"""``apply``'s refusals, in real CLI processes: each before anything is changed or fetched."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Blocker, Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.platform.host import HOST_OS

TF = TfChoice("1.0.0", "tinytf", "tinytf==1.0.0")


def _plan(tmp_path: Path, *, made_here: bool = True, **changes: object) -> Path:
    """The plan file; ``made_here``: this machine's planner is stood in to make it (the catalog has no tinytf)."""
    fields: dict[str, object] = {"route": "cpu", "tensorflow": TF, "python": "3.11", "cuda": None, "cudnn": None,
                                 "steps": (PlanStep("create-env", "Create"), PlanStep("verify", "Verify")),
                                 "host_id": current_host_id()}  # made on this machine
    fields.update(changes)
    path = tmp_path / "plan.json"
    plan = Plan(**fields)  # type: ignore[arg-type]
    if made_here:
        planner_makes(plan)
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


def _nothing_changed(tmp_path: Path) -> None:
    assert not (tmp_path / "home" / ".local" / "share" / "tfgpu-wizard" / "journal.json").exists()
    assert not list((tmp_path / "home").rglob("journal.json"))


def test_without_yes_and_without_a_terminal_it_refuses_and_says_to_pass_yes(tmp_path: Path) -> None:
    result = run_cli("apply", "--plan", str(_plan(tmp_path)))
    assert result.returncode == 2
    assert "--yes" in result.stderr and "Traceback" not in result.stderr
    _nothing_changed(tmp_path)


def test_a_blocked_plan_exits_3_naming_the_blocker(tmp_path: Path) -> None:
    blocker = Blocker("no-avx", "This processor has no AVX.", "Use another computer.")
    result = run_cli("apply", "--plan", str(_plan(tmp_path, blockers=(blocker,))), "--yes")
    assert result.returncode == 3
    assert "This processor has no AVX." in result.stderr
    _nothing_changed(tmp_path)


def test_a_step_this_version_cannot_carry_out_is_bad_input(tmp_path: Path) -> None:
    result = run_cli("apply", "--plan", str(_plan(tmp_path, steps=(PlanStep("fly-to-moon", "Fly"),))), "--yes")
    assert result.returncode == 2
    assert "fly-to-moon" in result.stderr
    _nothing_changed(tmp_path)


def test_a_plan_that_is_not_json_or_too_deep_is_bad_input(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_bytes(b"[" * 100_000)
    result = run_cli("apply", "--plan", str(broken), "--yes")
    assert result.returncode == 2 and "Cannot read the plan" in result.stderr
    assert "Traceback" not in result.stderr
    missing = run_cli("apply", "--plan", str(tmp_path / "none.json"), "--yes")
    assert missing.returncode == 2


def test_a_timeout_of_zero_is_refused_before_the_first_step(tmp_path: Path) -> None:
    result = run_cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--timeout", "0")
    assert result.returncode == 2 and "--timeout" in result.stderr
    _nothing_changed(tmp_path)


def test_an_index_that_is_no_address_or_holds_a_password_is_refused_first(tmp_path: Path) -> None:
    for index in ("not an address", "https://me:secret@mirror.invalid/simple/"):
        result = run_cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--index", index)
        assert result.returncode == 2, result.stderr
        assert "secret" not in result.stdout + result.stderr
    _nothing_changed(tmp_path)


def test_a_bad_environment_name_is_refused_before_the_first_step(tmp_path: Path) -> None:
    result = run_cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--name", "../evil")
    assert result.returncode == 2
    assert "cannot be used as an environment name" in result.stderr
    _nothing_changed(tmp_path)


def test_a_plan_that_needs_a_newer_driver_than_this_machine_has_exits_3(tmp_path: Path) -> None:
    """No driver anywhere is 99999.1 or newer (none at all here): the driver check refuses with exit 3."""
    path = _plan(tmp_path, route="linux", driver_min="99999.1",
                 steps=(PlanStep("check-driver", "Check"), PlanStep("create-env", "Create")))
    result = run_cli("apply", "--plan", str(path), "--yes")
    assert result.returncode == 3, result.stderr
    assert "99999.1" in result.stderr
    _nothing_changed(tmp_path)


def test_a_plan_made_on_another_machine_that_does_not_fit_this_one_changes_nothing(tmp_path: Path) -> None:
    """The fleet rule: a plan from elsewhere runs only when this machine's own facts give the same plan; a
    Windows GPU plan on this Linux PC (no GPU) does not, and is refused before anything changes."""
    plan = _plan(tmp_path, route="windows-native", tensorflow=TfChoice("2.10.1", "tensorflow", "tensorflow==2.10.1"),
                 python="3.10", cuda="11.2", cudnn="8.1", host_id="h1-" + "0" * 24, made_here=False)
    result = run_cli("apply", "--plan", str(plan), "--yes")
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "made on another machine" in result.stderr
    _nothing_changed(tmp_path)


@pytest.mark.parametrize("route", ["cpu", "windows-isolated", "linux"])
def test_a_plan_for_another_kind_of_system_is_refused_before_anything_changes_even_with_this_hosts_id(
    tmp_path: Path, route: str
) -> None:
    """A hand-edited plan: this machine's fingerprint, but written for the other OS (a Linux env layout on
    Windows, Windows commands on Linux). It is refused up front, naming both systems, not late at the env step."""
    other = "linux" if HOST_OS == "windows" else "windows"
    plan = _plan(tmp_path, route=route, os_family=other, cuda="11.2" if route != "cpu" else None,
                 cudnn="8.1" if route != "cpu" else None)
    result = run_cli("apply", "--plan", str(plan), "--yes")
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    names = {"linux": "Linux", "windows": "Windows"}
    assert f"it is for {names[other]}, this computer runs {names[HOST_OS]}" in result.stderr, result.stderr
    _nothing_changed(tmp_path)


def test_a_plan_made_on_another_machine_that_fits_this_one_is_checked_and_runs(tmp_path: Path) -> None:
    """Planned once in the lab, applied on each machine: the same versions come out of this machine's facts."""
    from wizard.core.apply.host_check import plan_for_this_machine
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan
    from wizard.core.probe import probe_machine

    facts = probe_machine()
    here = make_plan(facts, Wishes(route="cpu"))
    elsewhere = dataclasses.replace(here, host_id="h1-" + "1" * 24)
    checked, line = plan_for_this_machine(elsewhere, facts)
    assert checked.host_id == here.host_id and checked.tensorflow == here.tensorflow
    assert "checked against this machine" in line
