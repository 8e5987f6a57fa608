"""A WSL2 plan seen from Windows: the environment, TensorFlow and the proof are left to WSL. The Windows side
is stood in by its facts family (this machine runs Linux); every part after that is real: the planner's own
WSL2 plan for a Windows RTX 4070 profile, the env operation builder, ``apply`` with a real journal."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.events import Step, run_to_completion
from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.apply.model import ApplyOptions
from wizard.core.apply.run import apply_plan_step, new_state
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.plan_ops import create_env_from_plan
from wizard.core.wsl.handoff import InsideWslError, step_runs_here

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


def _windows() -> MachineFacts:
    return replace(load_facts(FACTS / "gui_rtx4070_windows11.json"), host_id=current_host_id())


def _wsl2_plan(facts: MachineFacts) -> Plan:
    plan = make_plan(facts, Wishes(route="wsl2"))
    assert plan.ok and plan.route == "wsl2", plan.blockers
    return plan


def test_on_the_windows_side_only_the_python_steps_are_left_to_wsl() -> None:
    plan = _wsl2_plan(_windows())
    here = [step.id for step in plan.steps if step_runs_here(plan, step.id, "windows")]
    assert "check-driver" in here and not {"create-env", "install-tensorflow", "verify"} & set(here)
    assert all(step_runs_here(plan, step.id, "linux") for step in plan.steps)  # inside WSL: every step


def test_the_environment_of_a_wsl2_plan_is_never_made_on_windows() -> None:
    plan = _wsl2_plan(_windows())
    with pytest.raises(InsideWslError) as refused:
        create_env_from_plan(plan, host_family="windows")
    assert refused.value.exit_code == 3 and "inside WSL2" in refused.value.message
    assert "tfgpu-wizard apply --plan plan.json" in refused.value.hint
    assert create_env_from_plan(plan, host_family="linux").requirement.startswith("tensorflow[and-cuda]")


def test_apply_of_a_wsl2_plan_on_windows_asks_before_setting_up_wsl_and_a_no_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``apply`` on Windows now drives WSL itself (tests/core/wsl/test_wsl_route_cli.py runs it all); its one
    question comes before the WSL setup, and a no leaves the journal empty."""
    from wizard.basics.errors import BadInputError

    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    facts = _windows()
    state = new_state(_wsl2_plan(facts), ApplyOptions(), dry_run=False)
    state.facts = facts  # the probe of the Windows side (stand-in: this machine runs Linux)
    asked: list[str] = []

    def refuse() -> None:
        asked.append("asked")
        raise BadInputError("Stopped: nothing was changed.")

    def no_report(_state: object) -> Step[str]:
        raise AssertionError("no step may run")
        yield  # a step generator

    with pytest.raises(BadInputError):
        run_to_completion(apply_plan_step(state, refuse, {"report": no_report}))
    assert asked == ["asked"] and Journal().entries() == [] and state.changed == []


def test_the_plan_command_sends_a_wsl2_plan_on_windows_to_wsl_not_to_apply_here() -> None:
    from tests.cli.support import run_cli

    result = run_cli("plan", "--facts", str(FACTS / "gui_rtx4070_windows11.json"), "--route", "wsl2")
    assert result.returncode == 0, result.stderr
    assert "Then, inside WSL2: install tfgpu-wizard there" in result.stdout
    assert "apply --plan PLAN.json carries out every step" not in result.stdout
