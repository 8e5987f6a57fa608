"""Issue 28, item 3: one machine lock for a whole ``apply`` run, in real child processes.

The run is caught where it matters by the crash hook's wait (wizard.core.ops.crashpoints, ``WAIT``: the child waits
there, holding what it holds, until the test lets it go on; files, not SIGSTOP, so it runs on Windows too): between
two steps, an ``undo --last`` and a second ``apply``
are refused with exit 2 naming the run that holds the lock, and the env stays; inside a step, ``journal`` says
"in progress", and once that child is killed (a crash: the OS lets its lock go) it says "interrupted". Real
envs from a real index on 127.0.0.1; the planner is stood in for (tests/fakes/made_here: the catalog has no
tinytf, the stand-in TensorFlow of the index).
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import REPO, cli_env, run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.core.apply.run import STEP_DONE
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_SIGNAL_ENV, CRASH_WAIT_ENV, GO, WAITING
from wizard.core.plan import Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix


def _plan(tmp_path: Path) -> Path:
    plan = planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                              cuda=None, cudnn=None, host_id=current_host_id(),
                              steps=(PlanStep("create-env", "Create"), PlanStep("verify", "Verify"))))
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


class Waiting:
    """An ``apply`` child that waits at every pass of a crash point until this test lets it go on."""

    def __init__(self, tmp_path: Path, command: list[str], point: str) -> None:
        self.folder = tmp_path / "crash-wait"
        self.folder.mkdir()
        self.output = tmp_path / "apply-output.txt"
        # Its output into a file, not a pipe: under wine a pipe may never reach its end (tests/cli/support.py).
        with self.output.open("wb") as out:
            self.child = subprocess.Popen(
                [sys.executable, "-m", "wizard", *command], stdout=out, stderr=subprocess.STDOUT, cwd=REPO,
                env=cli_env(env={CRASH_AT_ENV: point, CRASH_SIGNAL_ENV: "WAIT", CRASH_WAIT_ENV: str(self.folder)}))

    def stopped(self) -> int:
        """Wait until the child waits at the point (or fail with what it said, had it ended); its process id."""
        deadline = time.monotonic() + 300
        while not (self.folder / WAITING).is_file():
            assert self.child.poll() is None, self.said()
            assert time.monotonic() < deadline, "the child never reached the point: " + self.said()
            time.sleep(0.05)
        return int((self.folder / WAITING).read_text(encoding="utf-8"))

    def finish(self) -> int:
        """Let the child go on past every wait until it ends; its exit code."""
        deadline = time.monotonic() + 300
        while self.child.poll() is None:
            assert time.monotonic() < deadline, "the child did not end: " + self.said()
            if (self.folder / WAITING).is_file() and not (self.folder / GO).exists():
                (self.folder / GO).write_text("go", encoding="utf-8")
            time.sleep(0.05)
        return self.child.returncode

    def kill(self) -> None:
        """A crash: no cleanup, and the OS lets go of what it held."""
        if self.child.poll() is None:
            self.child.kill()
        self.child.wait(timeout=60)

    def said(self) -> str:
        return self.output.read_text(encoding="utf-8", errors="replace") if self.output.is_file() else ""


@pytest.fixture
def waiting_apply(tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
                  ) -> Iterator[tuple[object, list[str]]]:
    """``apply`` that waits at every pass of the point named by the test (set before it starts)."""
    started: list[Waiting] = []
    command = ["apply", "--plan", str(_plan(tmp_path)), "--index", tiny_index.url, "--yes", "--skip-verify"]

    def start(point: str) -> Waiting:
        started.append(Waiting(tmp_path, command, point))
        return started[-1]

    yield start, command
    for waiting in started:
        waiting.kill()


def test_undo_and_a_second_apply_are_refused_between_two_steps_and_the_env_stays(
    waiting_apply: tuple[object, list[str]],
) -> None:
    start, command = waiting_apply
    child = start(STEP_DONE)  # type: ignore[operator]
    pid = child.stopped()  # create-env done, verify next: the lock is held across the gap
    assert (env_prefix("tf") / "tfgpu-wizard-env.json").is_file()
    undo = run_cli("undo", "--last")
    assert undo.returncode == 2, undo.stdout + undo.stderr
    assert f"process {pid}" in undo.stderr and "tfgpu-wizard apply --plan" in undo.stderr
    assert "reference: journal-busy" in undo.stderr and "Traceback" not in undo.stderr
    assert (env_prefix("tf") / "tfgpu-wizard-env.json").is_file()  # nothing undone under the running apply
    second = run_cli(*command)
    assert second.returncode == 2 and f"process {pid}" in second.stderr, second.stdout + second.stderr
    assert child.finish() == 0, child.said()
    assert run_cli("undo", "--last").returncode == 0 and not env_prefix("tf").exists()


def test_journal_says_in_progress_while_the_run_holds_the_lock_and_interrupted_after_a_crash(
    waiting_apply: tuple[object, list[str]],
) -> None:
    start, _ = waiting_apply
    child = start("intent-journaled")  # type: ignore[operator]
    pid = child.stopped()  # inside create-env: its intent journaled, the env being made
    running = run_cli("journal")
    assert running.returncode == 0, running.stderr
    assert "[in progress]" in running.stdout and "interrupted" not in running.stdout, running.stdout
    assert f"process {pid}" in running.stdout
    child.kill()  # a crash; the OS lets the lock go
    crashed = run_cli("journal")
    assert "[interrupted, not finished]" in crashed.stdout and "in progress" not in crashed.stdout, crashed.stdout
    assert run_cli("undo", "--all").returncode == 0
