"""Slow: the real CPU torch wheel (torch 2.13.0+cpu, 192 MB, in /opt/wheels here) from a loopback index standing in
for PyTorch's ``cpu`` index, its dependencies from the machine's own local package index (file:///opt/pypi/simple)
as the user's index: ``env create --framework pytorch`` makes the env, torch computes in it, ``undo`` removes it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, serving_index
from tests.fakes.made_here import planner_makes
from wizard.core.plan import FrameworkBuild, Plan
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix
from wizard.platform.pyenv_layout import venv_python

WHEEL = Path("/opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl")
LOCAL_INDEX = Path("/opt/pypi/simple")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not WHEEL.is_file() or not LOCAL_INDEX.is_dir() or sys.version_info[:2] != (3, 11),
                       reason="needs the real torch wheel, the local index and Python 3.11"),
]


@pytest.fixture
def cpu_index(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    with serving_index(tmp_path / "build") as index:
        index.publish([WHEEL])
        yield index


def test_a_real_cpu_torch_env_is_made_computes_and_is_undone(tmp_path: Path, cpu_index: SimpleIndex) -> None:
    choice = FrameworkBuild("pytorch", "2.13.0", (), "cpu", "", cpu_index.url, ("torch==2.13.0+cpu",))
    plan = Plan(route="cpu", tensorflow=None, python="3.11", cuda=None, cudnn=None, host_id=current_host_id(),
                framework="pytorch", framework_build=choice)
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")
    made = run_cli("env", "create", "--framework", "pytorch", "--plan", str(path), "--index",
                   LOCAL_INDEX.as_uri(), "--installer", "pip", "--yes", timeout=900)
    assert made.returncode == 0, made.stderr[-3000:]
    assert any(unquote(p).endswith(WHEEL.name) for p in cpu_index.requests), "torch came from elsewhere"
    compute = "import torch; print(torch.__version__, float(torch.ones(3, 3).matmul(torch.ones(3)).sum()))"
    ran = subprocess.run([str(venv_python(env_prefix("tf"))), "-c", compute], capture_output=True, text=True,
                         timeout=300, check=False)
    assert ran.returncode == 0 and ran.stdout.split() == ["2.13.0+cpu", "9.0"], ran.stderr[-2000:]
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert not env_prefix("tf").exists()
