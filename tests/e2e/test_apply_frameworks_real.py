"""Slow: ``apply --framework pytorch|jax|keras`` on a CPU plan with the real CPU builds, verified, then undone.

What is real: the wizard's own processes; the env made by the default installer (uv); the real torch 2.13.0+cpu
wheel (/opt/wheels here) served by a loopback index standing in for PyTorch's ``cpu`` build index; jax/jaxlib
0.10.2, keras and every dependency from the machine's local package index (file:///opt/pypi/simple, as the
user's index, which holds no torch at all); the framework's proof run by apply's verify step in the env; the
report apply writes; ``check`` of the setup apply recorded; ``undo --all``. Stood in: this machine's planner
(tests/fakes/made_here.planner_makes), because the catalog's CPU plans name newer releases than the wheels this
machine holds and PyTorch's real build index; apply still compares the file with that plan. There is no GPU
here, and nothing may claim one.

One uv cache and one build index serve the module's tests (the Keras-on-PyTorch env links the torch the PyTorch
env unpacked), so the three applies cost about one torch install. Each test compares the sandbox (HOME with the
user's rc files, the envs folder) before ``apply`` and after ``undo --all``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests import suite_temp
from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, serving_index
from tests.e2e.apply_sandbox import make_sandbox
from tests.fakes.made_here import planner_makes
from wizard.core.plan import FrameworkBuild, Plan, PlanStep
from wizard.core.planner.host_identity import current_host_id
from wizard.platform.pyenv_layout import venv_python

WHEEL = Path("/opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl")
LOCAL_INDEX = Path("/opt/pypi/simple")
KERAS = "3.15.1"  # the keras the local index holds

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(900),
    pytest.mark.skipif(sys.platform != "linux", reason="the CPU wheels here are Linux ones"),
    pytest.mark.skipif(not WHEEL.is_file() or not all((LOCAL_INDEX / name).is_dir() for name in
                                                      ("jax", "jaxlib", "keras"))
                       or sys.version_info[:2] != (3, 11),
                       reason="needs the real torch wheel in /opt/wheels, the local index with jax, jaxlib and "
                              "keras in /opt/pypi/simple, and Python 3.11"),
]


@pytest.fixture(scope="module")
def torch_index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleIndex]:
    """PyTorch's ``cpu`` build index, stood in on 127.0.0.1 with the real wheel (one address for the module, so
    uv's cache knows the wheel the second time)."""
    with serving_index(tmp_path_factory.mktemp("build-index")) as index:
        index.publish([WHEEL])
        yield index


@pytest.fixture
def sandbox_env(installer_isolation: Path) -> dict[str, str]:  # noqa: F811
    """No installer settings of this machine; one uv cache for the session."""
    return {"UV_CACHE_DIR": str(suite_temp.session_folder("frameworks-uv-cache"))}


def _cpu_plan(choice: FrameworkBuild, name: str, install: str) -> Plan:
    """The CPU plan the planner makes for ``choice`` here: no driver, no CUDA (the wheels carry what they need)."""
    steps = (PlanStep("create-env", "Create a Python 3.11 environment"), PlanStep("install-framework", install),
             PlanStep("verify", f"Check that {name} runs"), PlanStep("report", "Write the report"))
    return Plan(route="cpu", tensorflow=None, python="3.11", cuda=None, cudnn=None, steps=steps,
                summary=f"{name} {choice.version} ({choice.build}) for Python 3.11, Processor only (no GPU)",
                host_id=current_host_id(), os_family="linux", framework=choice.framework, framework_build=choice)


def _apply_then_undo(tmp_path: Path, env: dict[str, str], plan: Plan,
                     inside: str) -> tuple[str, str, str]:
    """``apply --framework`` ``plan`` into a fresh sandbox with the local index as the user's, run ``inside`` in
    the env and ``check``, then ``undo --all``: apply's output, its Markdown report and what ``inside`` printed.
    The sandbox is byte-identical afterwards."""
    sandbox = make_sandbox(tmp_path)
    env = {**sandbox.env, **env}
    path = sandbox.outside / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")
    before = sandbox.digest()
    report = sandbox.outside / "report.md"
    applied = run_cli("apply", "--framework", plan.framework, "--plan", str(path), "--yes", "--index",
                      LOCAL_INDEX.as_uri(), "--report", str(report), env=env, timeout=780)
    assert applied.returncode == 0, (applied.stdout + applied.stderr)[-4000:]
    python = venv_python(sandbox.root / "envs" / "tf")
    plain = {name: value for name, value in os.environ.items() if name != "KERAS_BACKEND"}
    ran = subprocess.run([str(python), "-c", inside], capture_output=True, text=True, timeout=120, check=False,
                         env={**plain, "KERAS_HOME": str(tmp_path / "keras-home")}, cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr[-2000:]
    written = report.read_text(encoding="utf-8")
    checked = run_cli("check", "--json", env=env, timeout=300)  # the setup apply recorded, as check sees it
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert json.loads(checked.stdout)["framework"] == plan.framework
    undone = run_cli("undo", "--all", env=env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert sandbox.digest() == before, "undo --all left the sandbox changed"
    return applied.stdout, written, ran.stdout


def _proved_on_the_cpu_only(out: str, report: str, name: str, planned: str, verified: str) -> None:
    """Apply's verify step ran the framework's proof: CPU only, the CPU work done, no GPU claimed; the report
    names the framework and its verified release, never TensorFlow."""
    assert f"== Check that {name} runs" in out and f"{name} {verified} works, on the CPU only" in out, out
    assert f"## {name} GPU setup report" in report and f"**{name} version**: {planned}\n" in report, report
    assert f"{name} built with CUDA: no" in report and "Processor only: yes" in report
    for done in ("Memory can be allocated, written and read back on the CPU", "A matrix multiplication runs on "
                 "the CPU", "A convolution runs on the CPU", "A small network trains on the CPU"):
        assert done in report, done
    assert "on the GPU" not in out + report and "TensorFlow" not in report


def test_apply_makes_a_real_cpu_pytorch_env_proves_it_on_the_cpu_and_undo_all_restores_the_machine(
        tmp_path: Path, sandbox_env: dict[str, str], torch_index: SimpleIndex) -> None:
    choice = FrameworkBuild("pytorch", "2.13.0", (), "cpu", "", torch_index.url, ("torch==2.13.0+cpu",))
    plan = _cpu_plan(choice, "PyTorch", "Install torch==2.13.0+cpu")
    out, report, inside = _apply_then_undo(tmp_path, sandbox_env, plan, "import torch; print(torch.__version__)")
    assert inside.split() == ["2.13.0+cpu"]
    assert any(unquote(path).endswith(WHEEL.name) for path in torch_index.requests), "torch came from elsewhere"
    _proved_on_the_cpu_only(out, report, "PyTorch", "2.13.0 (cpu)", "2.13.0+cpu")


def test_apply_makes_a_real_cpu_jax_env_proves_it_on_the_cpu_and_undo_all_restores_the_machine(
        tmp_path: Path, sandbox_env: dict[str, str]) -> None:
    choice = FrameworkBuild("jax", "0.10.2", ("jax==0.10.2",), "cpu")
    plan = _cpu_plan(choice, "JAX", "Install jax==0.10.2")
    out, report, inside = _apply_then_undo(tmp_path, sandbox_env, plan,
                                           "import jax, jaxlib; print(jax.__version__, jaxlib.__version__)")
    assert inside.split() == ["0.10.2", "0.10.2"]
    _proved_on_the_cpu_only(out, report, "JAX", "0.10.2 (cpu)", "0.10.2")


def test_apply_makes_keras_3_on_a_real_cpu_pytorch_proves_it_and_undo_all_restores_the_machine(
        tmp_path: Path, sandbox_env: dict[str, str], torch_index: SimpleIndex) -> None:
    """Keras 3 on the PyTorch backend: the plan's shape on native Windows (its GPU route for Keras code), made
    here for the CPU; the env's interpreter sets ``KERAS_BACKEND=torch`` itself, activated or not."""
    choice = FrameworkBuild("keras", KERAS, (f"keras=={KERAS}",), "cpu", "", torch_index.url,
                            ("torch==2.13.0+cpu",), backend="torch", backend_version="2.13.0",
                            env={"KERAS_BACKEND": "torch"})
    plan = _cpu_plan(choice, "Keras 3", f"Install keras=={KERAS} and torch==2.13.0+cpu")
    backend = ("import os, keras, torch; print(os.environ['KERAS_BACKEND'], keras.backend.backend(), "
               "keras.__version__, torch.__version__)")
    out, report, inside = _apply_then_undo(tmp_path, sandbox_env, plan, backend)
    assert inside.split() == ["torch", "torch", KERAS, "2.13.0+cpu"]
    _proved_on_the_cpu_only(out, report, "Keras 3", f"{KERAS} (PyTorch 2.13.0, cpu)", KERAS)
