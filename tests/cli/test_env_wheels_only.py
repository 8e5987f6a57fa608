"""``env create`` through the real CLI: an index offering only an sdist gets a plain refusal (no traceback, the
env gone), and ``--dry-run --kernel`` previews the kernel of an env that does not exist yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex, make_sdist, pip_wheel, serving_index
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.kernelspec import kernel_dir


def _plan_file(tmp_path: Path, requirement: str) -> Path:
    name, version = requirement.split("==")
    plan = Plan(route="cpu", tensorflow=TfChoice(version, name, requirement), python=PYTHON, cuda=None, cudnn=None,
                host_id=current_host_id())  # made here, for this machine
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # the catalog has none of the test packages
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


def test_dry_run_with_kernel_works_before_the_env_exists(tmp_path: Path, tiny_index: SimpleIndex) -> None:  # noqa: F811
    dry = run_cli("env", "create", "--plan", str(_plan_file(tmp_path, "tinytf==1.0.0")), "--index", tiny_index.url,
                  "--kernel", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "Dry run: nothing was run or changed." in dry.stdout and "Traceback" not in dry.stderr
    assert str(kernel_dir("tf") / "kernel.json") in dry.stdout
    assert not env_prefix("tf").exists() and not kernel_dir("tf").exists() and tiny_index.requests == []


def test_kernel_add_dry_run_still_refuses_an_env_that_was_never_made(installer_isolation: Path) -> None:  # noqa: F811
    """The dry run above may preview a kernel for an env to be made in the same run; ``kernel add`` alone may not."""
    dry = run_cli("kernel", "add", "--env", "nope", "--dry-run")
    assert dry.returncode == 2 and "There is no environment 'nope' made by this wizard." in dry.stderr
    assert "Traceback" not in dry.stderr and not kernel_dir("nope").exists()


def test_the_dry_run_of_a_tf_2_4_plan_names_the_checked_source_archives_it_builds(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """The seeds' TensorFlow 2.4 on Python 3.8: the plan says up front which two sdists the env step builds
    (from the catalog's checked files) and runs nothing."""
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan
    from wizard.core.probe import probe_machine

    plan = make_plan(probe_machine(), Wishes(tensorflow="2.4.4", route="cpu", python="3.8"))  # as `plan` makes it
    assert plan.ok and plan.tensorflow is not None and plan.tensorflow.version == "2.4.4", plan.blockers
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    dry = run_cli("env", "create", "--plan", str(path), "--index", "http://127.0.0.1:9/simple/", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert ("builds from the exact source files the wizard has checked (the package index has no ready-built "
            "package of them): termcolor 1.1.0, wrapt 1.12.1") in dry.stdout
    assert not env_prefix("tf").exists()
