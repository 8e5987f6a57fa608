"""Issue 28, item 3: one machine lock for a whole ``apply`` run, in real child processes.

The run is caught where it matters by the crash hook's stop (wizard.core.ops.crashpoints, ``STOP``: the child
stops itself with SIGSTOP, holding what it holds): between two steps, an ``undo --last`` and a second ``apply``
are refused with exit 2 naming the run that holds the lock, and the env stays; inside a step, ``journal`` says
"in progress", and once that child is killed (a crash: the OS lets its lock go) it says "interrupted". Real
envs from a real index on 127.0.0.1; the planner is stood in for (tests/fakes/made_here: the catalog has no
tinytf, the stand-in TensorFlow of the index).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import run_cli, start_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.core.apply.run import STEP_DONE
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_SIGNAL_ENV
from wizard.core.plan import Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP holds the child where the test needs it")


def _plan(tmp_path: Path) -> Path:
    plan = planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                              cuda=None, cudnn=None, host_id=current_host_id(),
                              steps=(PlanStep("create-env", "Create"), PlanStep("verify", "Verify"))))
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


def _stopped(child: subprocess.Popen[str]) -> None:
    """Wait until the child has stopped itself (or fail with what it said, had it ended)."""
    _, status = os.waitpid(child.pid, os.WUNTRACED)
    assert os.WIFSTOPPED(status), child.communicate()


def _finish(child: subprocess.Popen[str]) -> int:
    """Let the child go on past every stop until it ends; its exit code."""
    while True:
        os.kill(child.pid, signal.SIGCONT)
        _, status = os.waitpid(child.pid, os.WUNTRACED)
        if not os.WIFSTOPPED(status):
            child.returncode = os.waitstatus_to_exitcode(status)
            child.communicate()
            return child.returncode


@pytest.fixture
def stopping_apply(tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
                   ) -> Iterator[tuple[subprocess.Popen[str], list[str]]]:
    """``apply`` that stops itself at every pass of the point named by the test (set before it starts)."""
    started: list[subprocess.Popen[str]] = []
    command = ["apply", "--plan", str(_plan(tmp_path)), "--index", tiny_index.url, "--yes", "--skip-verify"]

    def start(point: str) -> subprocess.Popen[str]:
        child = start_cli(*command, env={CRASH_AT_ENV: point, CRASH_SIGNAL_ENV: "STOP"})
        started.append(child)
        return child

    yield start, command  # type: ignore[misc]
    for child in started:
        if child.returncode is None:
            child.kill()  # SIGKILL ends a stopped process too
            child.wait(timeout=30)
            child.communicate()


def test_undo_and_a_second_apply_are_refused_between_two_steps_and_the_env_stays(
    stopping_apply: tuple[object, list[str]],
) -> None:
    start, command = stopping_apply
    child = start(STEP_DONE)  # type: ignore[operator]
    _stopped(child)  # create-env done, verify next: the lock is held across the gap
    assert (env_prefix("tf") / "tfgpu-wizard-env.json").is_file()
    undo = run_cli("undo", "--last")
    assert undo.returncode == 2, undo.stdout + undo.stderr
    assert f"process {child.pid}" in undo.stderr and "tfgpu-wizard apply --plan" in undo.stderr
    assert "reference: journal-busy" in undo.stderr and "Traceback" not in undo.stderr
    assert (env_prefix("tf") / "tfgpu-wizard-env.json").is_file()  # nothing undone under the running apply
    second = run_cli(*command)
    assert second.returncode == 2 and f"process {child.pid}" in second.stderr, second.stdout + second.stderr
    assert _finish(child) == 0
    assert run_cli("undo", "--last").returncode == 0 and not env_prefix("tf").exists()


def test_journal_says_in_progress_while_the_run_holds_the_lock_and_interrupted_after_a_crash(
    stopping_apply: tuple[object, list[str]],
) -> None:
    start, _ = stopping_apply
    child = start("intent-journaled")  # type: ignore[operator]
    _stopped(child)  # inside create-env: its intent journaled, the env being made
    running = run_cli("journal")
    assert running.returncode == 0, running.stderr
    assert "[in progress]" in running.stdout and "interrupted" not in running.stdout, running.stdout
    assert f"process {child.pid}" in running.stdout
    child.kill()  # SIGKILL: a crash; the OS lets the lock go
    child.wait(timeout=30)
    child.communicate()
    crashed = run_cli("journal")
    assert "[interrupted, not finished]" in crashed.stdout and "in progress" not in crashed.stdout, crashed.stdout
    assert run_cli("undo", "--all").returncode == 0
