"""Issue 16, item 3, in real CLI processes: a plan file handed over with steps, downloads or a requirement its
route does not have, or made on another machine, is refused with exit 2 before anything is fetched, installed
or journaled. A real server on 127.0.0.1 stands in for the attacker's download, a real index for the packages.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.cli.support import run_cli
from tests.core.http_server import serving
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.core.plan import Download, Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix

PAYLOAD = b"#!/bin/sh\necho owned > /tmp/owned\n"


def _write(tmp_path: Path, plan: Plan) -> Path:
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


def _cpu_plan(**changes: object) -> Plan:
    fields: dict[str, object] = {"route": "cpu", "tensorflow": TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                                 "python": PYTHON, "cuda": None, "cudnn": None, "host_id": current_host_id(),
                                 "steps": (PlanStep("create-env", "Create"), PlanStep("verify", "Verify"))}
    fields.update(changes)
    return Plan(**fields)  # type: ignore[arg-type]


def _nothing_changed(tmp_path: Path) -> None:
    assert not list(tmp_path.rglob("journal.json")) and not list(Path.home().rglob("journal.json"))
    assert not env_prefix("tf").exists()


def test_apply_refuses_a_cpu_plan_that_brings_its_own_cuda_installer_before_fetching_it(tmp_path: Path) -> None:
    with serving() as server:
        url = server.add("/cuda_12.2.0_535.54.03_linux.run", PAYLOAD)
        plan = _cpu_plan(
            steps=(PlanStep("download", "Download"), PlanStep("install-cuda", "Install CUDA", True),
                   PlanStep("create-env", "Create")),
            downloads=(Download("cuda-installer", "cuda_12.2.0_535.54.03_linux.run", url,
                                sha256=hashlib.sha256(PAYLOAD).hexdigest(), size=len(PAYLOAD)),))
        result = run_cli("apply", "--plan", str(_write(tmp_path, plan)), "--yes", "--skip-verify",
                         "--dest", str(tmp_path / "files"))
        assert result.returncode == 2, result.stderr
        assert "download" in result.stderr and "cpu" in result.stderr and "Traceback" not in result.stderr
        assert "reference: plan-not-of-its-route" in result.stderr
        assert server.gets() == []
    assert not (tmp_path / "files").exists()
    _nothing_changed(tmp_path)


def test_env_create_refuses_a_plan_of_another_machine_that_this_machine_would_not_make(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    plan = _cpu_plan(host_id="h1-" + "0" * 24)
    result = run_cli("env", "create", "--plan", str(_write(tmp_path, plan)), "--index", tiny_index.url, "--yes")
    assert result.returncode == 2, result.stderr
    assert "made on another machine" in result.stderr and "reference: plan-for-another-machine" in result.stderr
    assert tiny_index.requests == []
    _nothing_changed(tmp_path)


def test_env_create_refuses_a_requirement_that_is_not_the_plans_tensorflow(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    plan = _cpu_plan(tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==2.0.0"))
    result = run_cli("env", "create", "--plan", str(_write(tmp_path, plan)), "--index", tiny_index.url, "--yes")
    assert result.returncode == 2, result.stderr
    assert "tinytf==2.0.0" in result.stderr and "hint:" in result.stderr
    assert tiny_index.requests == []
    _nothing_changed(tmp_path)


def test_install_cuda_refuses_a_plan_with_a_step_its_route_does_not_have(tmp_path: Path) -> None:
    from tests.core.install.test_cuda_installer import write_fake

    installer = write_fake(tmp_path)
    plan = _cpu_plan(steps=(PlanStep("install-cuda", "Install CUDA", True), PlanStep("create-env", "Create")))
    result = run_cli("install-cuda", "--installer", str(installer), "--into", str(tmp_path / "cuda"),
                     "--sha256", hashlib.sha256(installer.read_bytes()).hexdigest(),
                     "--plan", str(_write(tmp_path, plan)))
    assert result.returncode == 2, result.stderr
    assert "install-cuda" in result.stderr and "reference: plan-not-of-its-route" in result.stderr
    assert not (tmp_path / "argv.txt").exists() and not (tmp_path / "cuda").exists()


def _fleet_plan(tmp_path: Path, drop: str = "") -> Path:
    """This machine's own CPU plan (the real probe and planner) as if made on another machine of the lab."""
    from dataclasses import replace

    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan
    from wizard.core.probe import probe_machine

    here = make_plan(probe_machine(), Wishes(route="cpu"))
    assert here.ok, here.blockers
    steps = tuple(step for step in here.steps if step.id != drop)
    return _write(tmp_path, replace(here, host_id="h1-" + "1" * 24, steps=steps))


def test_a_plan_of_another_machine_that_this_machine_makes_too_runs_here_in_env_create_and_apply(
    tmp_path: Path,
) -> None:
    plan = str(_fleet_plan(tmp_path))
    for command in (("env", "create", "--plan", plan, "--dry-run"), ("apply", "--plan", plan, "--dry-run")):
        result = run_cli(*command)
        assert result.returncode == 0, result.stderr
        assert "checked against this machine's own facts" in result.stderr + result.stdout
    _nothing_changed(tmp_path)


def test_apply_refuses_a_plan_of_another_machine_whose_steps_are_not_the_ones_made_here(tmp_path: Path) -> None:
    result = run_cli("apply", "--plan", str(_fleet_plan(tmp_path, drop="verify")), "--dry-run")
    assert result.returncode == 2, result.stderr
    assert "made on another machine" in result.stderr and "steps create-env" in result.stderr
    _nothing_changed(tmp_path)
