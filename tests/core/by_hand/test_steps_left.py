"""What the last page lists once the session made the env: only what is left, never the commands it ran."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.by_hand.commands import manual_steps, steps_left
from wizard.core.by_hand.model import ManualStep
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
PYTHON = "/home/u/.local/share/tfgpu-wizard/envs/tf/bin/python"


def _linux() -> tuple[MachineFacts, Plan]:
    facts = load_facts(FACTS / "linux-rtx3090-driver-535.json")
    return facts, make_plan(facts, Wishes())


def _commands(steps: tuple[ManualStep, ...]) -> str:
    return "\n".join(command for step in steps for command in step.commands)


def test_without_an_env_made_every_step_is_left_by_hand() -> None:
    facts, plan = _linux()
    assert steps_left(plan, False, facts, None) == manual_steps(plan, False, facts)


def test_after_the_env_was_made_only_the_check_and_the_editor_are_left() -> None:
    facts, plan = _linux()
    steps = steps_left(plan, False, facts, PYTHON)
    text = _commands(steps)
    assert "venv" not in text and "pip install" not in text and "conda" not in text
    assert f'"{PYTHON}" -c "import tensorflow as tf' in text, text
    assert steps[-1].commands == (PYTHON,) and "PyCharm" in steps[-1].note and "VS Code" in steps[-1].note


def test_a_passed_verification_leaves_only_the_editor() -> None:
    facts, plan = _linux()
    steps = steps_left(plan, False, facts, PYTHON, verified=True)
    assert [step.commands for step in steps] == [(PYTHON,)]


def test_a_driver_upgrade_stays_the_users_even_after_the_env() -> None:
    facts = load_facts(FACTS / "gui_centos7_m40.json")
    plan = make_plan(facts, Wishes(tensorflow="2.16", allow_driver_upgrade=True))
    steps = steps_left(plan, False, facts, PYTHON, verified=True)
    assert steps[0].commands == ("nvidia-smi",) and len(steps) == 2
