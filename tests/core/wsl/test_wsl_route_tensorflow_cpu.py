"""Slow: the WSL2 route from Windows with the real ``tensorflow-cpu`` installed inside and its verification
brought back passing.

Stood in (there is no Windows and no GPU here): wsl.exe and the Windows state behind it (tests/fakes/wsl_standin.py),
the registry and this process's Windows facts; inside, the distribution is this machine in a sandbox HOME, and the
fake GPU of the launcher never reaches TensorFlow: ``tensorflow-cpu`` has no GPU support, so the verification runs
on the CPU (the GPU being absent is the stand-in's fact, not TensorFlow's). Real: the CLI, the journal, the wizard's
Linux CLI inside, uv, the wheels from the package registry (about 250 MB, as tests/e2e/test_tensorflow_cpu_env.py
downloads them) and the verification script. Selected with ``pytest -m slow`` only.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.wsl.route_support import INSIDE_ENV, cli, stand_in_windows, write_plan, wsl2_plan
from tests.fakes.made_here import MADE_HERE_VARIABLE, SITE_FOLDER, planner_makes
from wizard.core.plan import TfChoice

TF_CPU = "2.20.0"  # the release tests/e2e/test_tensorflow_cpu_env.py installs
CACHE_VARIABLE = "TFGPU_WIZARD_TEST_PACKAGE_CACHE"  # a folder kept between runs for the wheels (optional)


@pytest.mark.slow
@pytest.mark.timeout(1500)
def test_the_route_installs_real_tensorflow_cpu_inside_and_brings_its_passing_verification_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        request: pytest.FixtureRequest) -> None:
    if "slow" not in (request.config.option.markexpr or "") or "not slow" in request.config.option.markexpr:
        pytest.skip("downloads ~250 MB: run with pytest -m slow")
    # tensorflow-cpu stands in for the GPU build a real WSL2 plan installs (no GPU here): the planner, on the
    # Windows side and in the run inside, is stood in to make this plan (tests/fakes/made_here); the comparison
    # of the file with it runs for real
    inside_env = {**INSIDE_ENV, "PYTHONPATH": os.pathsep.join((INSIDE_ENV["PYTHONPATH"], str(SITE_FOLDER))),
                  MADE_HERE_VARIABLE: os.environ[MADE_HERE_VARIABLE]}
    if os.environ.get(CACHE_VARIABLE):
        inside_env["XDG_CACHE_HOME"] = os.environ[CACHE_VARIABLE]
    standin, _registry = stand_in_windows(tmp_path, monkeypatch, installed=True)
    standin.change(pass_env=inside_env)
    plan = planner_makes(replace(wsl2_plan(), tensorflow=TfChoice(TF_CPU, "tensorflow-cpu",
                                                                  f"tensorflow-cpu=={TF_CPU}")))
    report = tmp_path / "report.json"
    code = cli("apply", "--plan", str(write_plan(tmp_path, plan)), "--yes", "--wsl-user", "ada", "--report",
               str(report), "--timeout", "900")
    done = capsys.readouterr()
    assert code == 0, done.out[-3000:] + done.err[-3000:]
    assert f"TensorFlow {TF_CPU} works, on the CPU only" in done.out
    home = standin.distro_root("Ubuntu-24.04") / "home" / "ada"
    installed = list(home.rglob(f"tensorflow_cpu-{TF_CPU}.dist-info"))
    assert installed, "tensorflow-cpu is not in the environment inside"
    document = json.loads(report.read_text(encoding="utf-8"))
    verification = document["verification"]
    assert verification["tensorflow"]["version"] == TF_CPU and verification["cpu_only"] is True
    assert verification["tensorflow"]["built_with_cuda"] is False
    checks = {check["id"]: check for check in verification["checks"]}
    assert checks["import"]["ok"] and all(check["ok"] for check in checks.values()), checks
    assert any(check["status"] == "pass" and check["id"] != "import" for check in checks.values())  # it computed
    assert document["wsl"]["distro"] == "Ubuntu-24.04" and document["wsl"]["verified_inside"] is True
