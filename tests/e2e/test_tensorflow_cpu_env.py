"""Slow: the real ``tensorflow-cpu`` from the default registry into a fresh env made by ``env create``, imported.

Marked ``slow`` (about 250 MB of wheels) and skipped unless selected with ``pytest -m slow``, so ``make test``
stays offline and quick. It needs
the network to the package registry and a Python the current TensorFlow has wheels for.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from wizard.core.plan import TfChoice, Wishes
from wizard.core.planner import make_plan
from wizard.core.probe import probe_machine
from wizard.core.pyenv.envs import env_prefix
from wizard.platform.pyenv_layout import venv_python

TF_CPU = "2.20.0"
PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_env_create_installs_real_tensorflow_cpu_that_imports_and_computes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    if "slow" not in (request.config.option.markexpr or "") or "not slow" in request.config.option.markexpr:
        pytest.skip("downloads ~250 MB: run with pytest -m slow")
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    plan = make_plan(probe_machine(), Wishes(route="cpu", tensorflow=TF_CPU, python=PYTHON))  # as `plan` makes it
    assert plan.tensorflow == TfChoice(TF_CPU, "tensorflow-cpu", f"tensorflow-cpu=={TF_CPU}"), plan.blockers
    (tmp_path / "plan.json").write_text(plan.to_json(), encoding="utf-8")
    made = run_cli("env", "create", "--plan", str(tmp_path / "plan.json"), "--yes", timeout=1100)
    assert made.returncode == 0, made.stderr[-3000:]
    python = venv_python(env_prefix("tf"))
    code = "import tensorflow as tf; print(tf.__version__); print(float(tf.reduce_sum(tf.ones([3, 3]))))"
    done = subprocess.run([str(python), "-c", code], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split()[:2] == [TF_CPU, "9.0"]
    listed = json.loads(run_cli("env", "list", "--json").stdout)
    assert listed[0]["tensorflow"] == TF_CPU
    assert run_cli("undo", "--last").returncode == 0 and not env_prefix("tf").exists()
