"""The journal's step labels are the planner's step ids (wizard.core.steps.ids), and older labels read as them."""

from __future__ import annotations

import pytest

from wizard.core.planner.steps import StepInputs, make_steps
from wizard.core.steps import ids


def test_every_label_the_front_ends_journal_is_a_step_id_the_planner_makes() -> None:
    made = {step.id for step in make_steps(StepInputs("linux", "3.11", "tensorflow==2.15.0", "12.2", True, True))}
    assert {ids.DOWNLOAD, ids.INSTALL_CUDA, ids.INSTALL_CUDNN, ids.SET_ENV_VARS, ids.CREATE_ENV} <= made
    assert set(ids.LEGACY_LABELS.values()) <= made and not set(ids.LEGACY_LABELS) & made


@pytest.mark.parametrize(("label", "step"), [("env-create", "create-env"), ("env-vars", "set-env-vars"),
                                             ("cli-path", "set-env-vars"), ("create-env", "create-env"),
                                             ("env-remove", "env-remove")])
def test_an_older_label_reads_as_the_plans_id_and_any_other_stays(label: str, step: str) -> None:
    assert ids.step_label(label) == step
