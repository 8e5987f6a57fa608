"""The journal's step labels are the planner's step ids (wizard.core.plan.StepId), and older labels read as them."""

from __future__ import annotations

import pytest

from wizard.core.plan import LEGACY_LABELS, ROUTES, StepId, step_label
from wizard.core.planner.steps import StepInputs, make_steps


def test_every_label_the_front_ends_journal_is_a_step_id_the_planner_makes() -> None:
    made = {step.id for step in make_steps(StepInputs("linux", "3.11", "tensorflow==2.15.0", "12.2", True, True))}
    assert {StepId.DOWNLOAD, StepId.INSTALL_CUDA, StepId.INSTALL_CUDNN, StepId.SET_ENV_VARS, StepId.CREATE_ENV} <= made
    assert set(LEGACY_LABELS.values()) <= made and not set(LEGACY_LABELS) & made


def test_every_step_the_planner_makes_is_named_once_in_the_plan() -> None:
    """No step id the planner lists is typed out anywhere but in StepId: every route, every plan shape."""
    named = {value for name, value in vars(StepId).items() if name.isupper()}
    shapes = [StepInputs(route, "3.11", "tensorflow==2.15.0", "12.2", system_cuda, upgrade, conda_gpu)
              for route in ROUTES for system_cuda in (True, False) for upgrade in (True, False)
              for conda_gpu in (True, False)]
    made = {step.id for inputs in shapes for step in make_steps(inputs)}
    assert made <= named


@pytest.mark.parametrize(("label", "step"), [("env-create", "create-env"), ("env-vars", "set-env-vars"),
                                             ("cli-path", "set-env-vars"), ("create-env", "create-env"),
                                             ("env-remove", "env-remove")])
def test_an_older_label_reads_as_the_plans_id_and_any_other_stays(label: str, step: str) -> None:
    assert step_label(label) == step
