"""``env create`` through the real CLI: an index offering only an sdist gets a plain refusal (no traceback, the
env gone)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import make_sdist, pip_wheel, serving_index
from wizard.core.plan import Plan, TfChoice
from wizard.core.pyenv.envs import env_prefix


def _plan_file(tmp_path: Path, requirement: str) -> Path:
    name, version = requirement.split("==")
    plan = Plan(route="cpu", tensorflow=TfChoice(version, name, requirement), python=PYTHON, cuda=None, cudnn=None)
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_env_create_from_an_index_with_only_an_sdist_is_refused_plainly(
    installer: str, tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    marker = tmp_path / "build-code-ran"
    with serving_index(tmp_path / "index") as index:
        index.publish([make_sdist(tmp_path / "wheels", "tinysrc", "1.0", marker=marker), pip_wheel()])
        made = run_cli("env", "create", "--plan", str(_plan_file(tmp_path, "tinysrc==1.0")), "--index", index.url,
                       "--installer", installer, "--yes")
    assert made.returncode == 1, made.stderr
    assert "Traceback" not in made.stderr and not marker.exists()
    assert f"Python {PYTHON}" in made.stderr and "another" in made.stderr
    assert not env_prefix("tf").exists()
