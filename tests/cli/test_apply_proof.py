"""``apply`` and a plan kept only once proved on the GPU (conda-forge's Blackwell build, step ``prove-gpu``).

This machine has no Blackwell card and no conda-forge TensorFlow env, so the proof's failure cannot happen here
for real: the failed verification is raised as the verify step raises it (a StepFailedError of step "verify"),
and the environment is stood in for by a real journaled change of this run (``path add`` on real rc files in
the test's HOME), which the undo must really reverse. The CPU plan comes from the real planner and catalog.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from wizard.basics.facts import load_facts
from wizard.cli.commands.apply import EXIT_PROOF_FAILED, _proof_failed
from wizard.core.apply.model import ApplyOptions
from wizard.core.apply.route_steps import PlanShapeError, check_route_shape
from wizard.core.apply.run import new_state
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in change is the POSIX rc-file backend")

FACTS = load_facts(Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "linux-rtx5090-blackwell.json")
CUDA_BIN = "/usr/local/cuda-12.8/bin"


def _conda_plan() -> Plan:
    plan = make_plan(FACTS, Wishes())
    assert plan.ok and "prove-gpu" in [step.id for step in plan.steps]
    return plan


def _state_after_a_change(home: Path, plan: Plan) -> object:
    (home / ".bashrc").write_bytes(b"# mine\n")
    added = run_cli("path", "add", CUDA_BIN, env={"PATH": "/usr/bin:/bin"})
    assert added.returncode == 0, added.stderr
    assert b"# >>> tfgpu-wizard >>>" in (home / ".bashrc").read_bytes()
    state = new_state(plan, ApplyOptions(), dry_run=False)
    state.facts, state.changed = FACTS, ["create-env"]
    return state


def test_a_failed_proof_with_yes_undoes_the_run_and_prints_the_cpu_plan(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = _state_after_a_change(isolated_home, _conda_plan())
    assert _proof_failed(state, yes=True)  # type: ignore[arg-type]
    out, err = capsys.readouterr()
    assert "did not compute on your graphics card" in err
    assert "The environment was undone." in out
    assert "The plan for the processor: TensorFlow 2.21.0 on the processor" in out
    assert "tfgpu-wizard plan --route cpu" in out
    assert (isolated_home / ".bashrc").read_bytes() == b"# mine\n"
    assert Journal().pending(None) == []


def test_without_yes_and_without_a_terminal_it_keeps_the_env_and_says_how_to_undo_it(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = _state_after_a_change(isolated_home, _conda_plan())
    assert _proof_failed(state, yes=False)  # type: ignore[arg-type]
    out, _ = capsys.readouterr()
    assert "To remove it: tfgpu-wizard undo --last" in out and "The plan for the processor" in out
    assert b"# >>> tfgpu-wizard >>>" in (isolated_home / ".bashrc").read_bytes()


def test_a_plan_without_the_proof_step_gets_the_usual_failure_report(isolated_home: Path) -> None:
    plan = make_plan(FACTS, Wishes(route="cpu"))
    state = new_state(plan, ApplyOptions(), dry_run=False)
    assert not _proof_failed(state, yes=True)


def test_the_exit_code_of_a_failed_proof_is_its_own() -> None:
    assert EXIT_PROOF_FAILED == 5  # documented in the apply command's docstring and docs/cli.md


def test_the_conda_plan_has_its_routes_shape_and_an_edited_one_is_refused() -> None:
    plan = _conda_plan()
    check_route_shape(plan)  # the planner's own plan passes
    for packages in (("python=3.12", "tensorflow=2.19.1=cuda128*", "pip", "evil"),
                     ("python=3.12", "tensorflow=2.21.0=cuda128*", "pip"),
                     ("python=3.11", "tensorflow=2.19.1=cuda128*", "pip")):
        with pytest.raises(PlanShapeError, match="not a conda-forge build the catalog lists"):
            check_route_shape(replace(plan, conda_packages=packages))
