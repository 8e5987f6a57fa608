"""``env create --framework pytorch`` on a CPU plan: the torch family comes from the build's index only, everything
else from the user's index only. Real CLI processes, real venvs, two real PEP 503 indexes on 127.0.0.1: one stands
in for PyTorch's own index of the ``cpu`` build (download.pytorch.org/whl/cpu, not reachable here), the other for
the user's index. Both offer a ``torch`` and a ``triton`` of the same versions and a ``fakedep``, each wheel saying
which index it came from; the torch wheels are small fakes (the real one is in the slow tier)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from tests.fakes.made_here import planner_makes
from wizard.core.plan import FrameworkBuild, Plan
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix
from wizard.platform.pyenv_layout import site_packages, venv_python


def _wheels(folder: Path, origin: str) -> list[Path]:
    """torch 2.13.0+cpu (needing triton and fakedep), triton and fakedep, each module naming ``origin``."""
    return [
        make_wheel(folder, "torch", "2.13.0+cpu", files={"torch/__init__.py": f"ORIGIN = {origin!r}\n"},
                   requires=("fakedep==1.0", 'triton==3.5.0; python_version >= "3.8"')),
        make_wheel(folder, "triton", "3.5.0", files={"triton/__init__.py": f"ORIGIN = {origin!r}\n"}),
        make_wheel(folder, "fakedep", "1.0", files={"fakedep/__init__.py": f"ORIGIN = {origin!r}\n"}),
    ]


@pytest.fixture
def two_indexes(tmp_path: Path, installer_isolation: Path) -> Iterator[tuple[SimpleIndex, SimpleIndex]]:  # noqa: F811
    """(the build's index, the user's index), each serving its own copies."""
    with serving_index(tmp_path / "build") as build, serving_index(tmp_path / "user") as user:
        build.publish(_wheels(tmp_path / "build-wheels", "build-index"))
        user.publish([*_wheels(tmp_path / "user-wheels", "user-index"), pip_wheel()])
        yield build, user


def _plan_file(tmp_path: Path, build_index: str) -> Path:
    choice = FrameworkBuild("pytorch", "2.13.0", (), "cpu", "", build_index, ("torch==2.13.0+cpu",))
    plan = Plan(route="cpu", tensorflow=None, python=PYTHON, cuda=None, cudnn=None, host_id=current_host_id(),
                framework="pytorch", framework_build=choice)
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # the catalog's plan names the real index
    return path


def _origin(module: str) -> str:
    (folder,) = site_packages(env_prefix("tf"))
    text = (folder / module / "__init__.py").read_text(encoding="utf-8")
    return text.split("=", 1)[1].strip().strip("'")


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_torch_family_comes_from_the_build_index_and_nothing_else_does(
    tmp_path: Path, two_indexes: tuple[SimpleIndex, SimpleIndex], installer: str
) -> None:
    build, user = two_indexes
    made = run_cli("env", "create", "--framework", "pytorch", "--plan", str(_plan_file(tmp_path, build.url)),
                   "--index", user.url, "--installer", installer, "--yes")
    assert made.returncode == 0, made.stderr
    assert (_origin("torch"), _origin("triton"), _origin("fakedep")) == ("build-index", "build-index", "user-index")
    assert not any("fakedep" in path for path in build.requests), "the build index was asked for another package"
    assert not any("/files/torch" in path or "/files/triton" in path for path in user.requests)


def test_a_plan_for_another_framework_is_refused_before_anything_is_made(
    tmp_path: Path, two_indexes: tuple[SimpleIndex, SimpleIndex]
) -> None:
    build, user = two_indexes
    refused = run_cli("env", "create", "--framework", "tensorflow", "--plan", str(_plan_file(tmp_path, build.url)),
                      "--index", user.url, "--yes")
    assert refused.returncode == 2 and "The plan sets up pytorch, not tensorflow" in refused.stderr
    assert "Traceback" not in refused.stderr and not env_prefix("tf").exists()
    bad = run_cli("env", "create", "--framework", "caffe", "--plan", "plan.json")
    assert bad.returncode == 2 and "--framework" in bad.stderr and "pytorch" in bad.stderr


def test_keras_on_torch_gets_keras_backend_at_every_start_of_the_envs_python(
    tmp_path: Path, two_indexes: tuple[SimpleIndex, SimpleIndex]
) -> None:
    """A Keras-on-PyTorch plan (native Windows' route, here on a CPU plan): keras from the user's index, torch
    from the build index, and KERAS_BACKEND=torch for any way the env's python starts, unless the user set one."""
    build, user = two_indexes
    user.publish([*_wheels(tmp_path / "user-wheels", "user-index"), pip_wheel(),
                  make_wheel(tmp_path / "user-wheels", "keras", "3.15.1")])
    choice = FrameworkBuild("keras", "3.15.1", ("keras==3.15.1",), "cpu", "", build.url, ("torch==2.13.0+cpu",),
                            backend="torch", backend_version="2.13.0", env={"KERAS_BACKEND": "torch"})
    plan = Plan(route="cpu", tensorflow=None, python=PYTHON, cuda=None, cudnn=None, host_id=current_host_id(),
                framework="keras", framework_build=choice)
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")
    made = run_cli("env", "create", "--framework", "keras", "--plan", str(path), "--index", user.url, "--yes")
    assert made.returncode == 0, made.stderr
    assert _origin("torch") == "build-index"
    python = str(venv_python(env_prefix("tf")))
    show = [python, "-c", "import os, keras; print(os.environ.get('KERAS_BACKEND'))"]
    clean = {k: v for k, v in os.environ.items() if k != "KERAS_BACKEND"}
    assert subprocess.run(show, capture_output=True, text=True, env=clean, check=True).stdout.strip() == "torch"
    mine = subprocess.run(show, capture_output=True, text=True, env={**clean, "KERAS_BACKEND": "jax"}, check=True)
    assert mine.stdout.strip() == "jax", "the user's own choice wins"
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert not env_prefix("tf").exists()
