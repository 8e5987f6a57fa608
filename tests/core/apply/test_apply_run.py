"""The ``apply`` runner in-process: one question before the first change, one run id, checks first."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.made_here import planner_makes
from wizard.basics.errors import BadInputError
from wizard.basics.events import Started, run_to_completion
from wizard.core.apply.model import ApplyOptions, ApplyState, PlanBlockedError
from wizard.core.apply.run import apply_plan_step, new_state
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _state(tmp_path: Path, steps: tuple[str, ...], **plan: object) -> ApplyState:
    cuda = tmp_path / "cuda-12.2"
    (cuda / "bin").mkdir(parents=True, exist_ok=True)
    (cuda / "lib64").mkdir(exist_ok=True)
    made = Plan(route="linux", tensorflow=TfChoice("1.0", "tinytf", "tinytf==1.0"), python="3.11", cuda="12.2",
                cudnn=None, steps=tuple(PlanStep(step, step) for step in steps), host_id=current_host_id(),
                **plan)  # type: ignore[arg-type]
    planner_makes(made)  # a GPU plan of tinytf: no GPU here, no tinytf in the catalog
    return new_state(made, ApplyOptions(cuda_root=cuda, skip_verify=True), dry_run=False)


def _run(state: ApplyState, confirm: object) -> tuple[list[object], list[str]]:
    events, summaries = run_to_completion(apply_plan_step(state, confirm))  # type: ignore[arg-type]
    return list(events), summaries


@pytest.mark.usefixtures("sandboxed_registry")  # on Windows the PATH and CUDA_PATH changes go to the registry
def test_it_asks_once_just_before_the_first_change_and_every_change_is_one_run(tmp_path: Path) -> None:
    state = _state(tmp_path, ("check-driver", "verify", "download", "set-env-vars"))
    timeline: list[str] = []
    step = apply_plan_step(state, lambda: timeline.append("asked"))
    while True:
        try:
            event = next(step)
        except StopIteration:
            break
        if isinstance(event, Started) and event.key in ("verify", "download", "set-env-vars"):
            timeline.append(event.key)
    assert timeline == ["verify", "asked", "download", "set-env-vars"]
    entries = Journal().entries()
    assert entries and {entry.run_id for entry in entries} == {state.run_id}
    assert state.changed == ["set-env-vars"]


def test_a_refused_question_changes_nothing(tmp_path: Path) -> None:
    state = _state(tmp_path, ("set-env-vars",))
    home_before = sorted(p.name for p in Path.home().iterdir())

    def refuse() -> None:
        raise BadInputError("Stopped: nothing was changed.")

    with pytest.raises(BadInputError):
        _run(state, refuse)
    assert Journal().entries() == []
    assert sorted(p.name for p in Path.home().iterdir()) == home_before


def test_a_driver_older_than_the_plan_needs_blocks_before_the_question(tmp_path: Path) -> None:
    """No NVIDIA driver on the test machines; the facts are this machine's, probed for real."""
    state = _state(tmp_path, ("check-driver", "set-env-vars"), driver_min="99999.1")
    asked: list[bool] = []
    with pytest.raises(PlanBlockedError):
        _run(state, lambda: asked.append(True))
    assert asked == [] and Journal().entries() == []
