"""``env create|list|remove``, ``kernel`` and ``undo --last`` end to end: real CLI processes, real venvs, a
real index on 127.0.0.1."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest

from tests.cli.support import run_cli, start_cli
from tests.cli.test_env_remove_undo import POSIX_ACTIVATE
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id  # made here, for this machine
from wizard.core.pyenv.envs import env_prefix


def _plan_file(tmp_path: Path, requirement: str = "tinytf==1.0.0") -> Path:
    version = requirement.split("==")[1]
    plan = Plan(route="cpu", tensorflow=TfChoice(version, "tinytf", requirement), python=PYTHON, cuda=None,
                cudnn=None, host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # this test machine makes no tinytf plan
    return path


def test_env_create_then_list_then_undo_last_removes_exactly_what_it_made(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    made = run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    assert "tfgpu-wizard undo --last" in made.stdout and "Installed" in made.stderr
    assert [(e["name"], e["path"]) for e in _listed()] == [("tf", str(env_prefix("tf")))]
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert not env_prefix("tf").exists()
    assert _listed() == []


def _listed() -> list[dict[str, object]]:
    """``env list --json``, its failure shown whole (a run once printed nothing here: the cause was not kept)."""
    listed = run_cli("env", "list", "--json")
    assert listed.returncode == 0 and listed.stdout.strip(), (listed.returncode, listed.stdout, listed.stderr)
    return list(json.loads(listed.stdout))


def test_dry_run_and_a_bad_name_change_nothing(tmp_path: Path, tiny_index: SimpleIndex) -> None:  # noqa: F811
    plan = str(_plan_file(tmp_path))
    dry = run_cli("env", "create", "--plan", plan, "--index", tiny_index.url, "--dry-run")
    assert dry.returncode == 0 and "Dry run" in dry.stdout
    bad = run_cli("env", "create", "--plan", plan, "--name", "../evil", "--yes")
    assert bad.returncode == 2 and "cannot be used as an environment name" in bad.stderr
    assert "Traceback" not in bad.stderr
    unasked = run_cli("env", "create", "--plan", plan, "--index", tiny_index.url)
    assert unasked.returncode == 2 and "--yes" in unasked.stderr
    assert not env_prefix("tf").parent.exists() or list(env_prefix("tf").parent.iterdir()) == []
    assert tiny_index.requests == []


@pytest.mark.posix_only("a real SIGINT sent to the child; Ctrl-C on Windows is a console event")
def test_ctrl_c_during_the_install_stops_it_and_removes_the_env(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    tiny_index.delay = 30.0
    child = start_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url, "--yes")
    deadline = time.monotonic() + 60
    while not (env_prefix("tf") / "pyvenv.cfg").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1.0)
    child.send_signal(signal.SIGINT)
    _, stderr = child.communicate(timeout=30)
    assert child.returncode == 130, stderr
    assert not env_prefix("tf").exists()


def test_env_remove_is_undone_by_making_the_same_env_again_and_kernel_add_remove(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    assert run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    unknown = run_cli("env", "remove", "other")
    assert unknown.returncode == 2 and "There is no environment 'other'" in unknown.stderr
    removed = run_cli("env", "remove", "tf")
    assert removed.returncode == 0, removed.stderr
    assert not env_prefix("tf").exists()
    assert run_cli("undo", "--last").returncode == 0
    assert (env_prefix("tf") / "pyvenv.cfg").is_file()
    bad = run_cli("kernel", "add", "--env", "nope")
    assert bad.returncode == 2


@pytest.mark.parametrize("lang", ["zh_CN"])
def test_env_list_speaks_the_users_language(lang: str, installer_isolation: Path) -> None:  # noqa: F811
    listed = run_cli("env", "list", lang=lang)
    assert listed.returncode == 0 and "No environments made by this wizard." not in listed.stdout


def test_kernel_add_then_remove_then_undo_through_the_cli(tmp_path: Path, tiny_index: SimpleIndex) -> None:  # noqa: F811
    """ipykernel comes from this test run's site-packages through a .pth file in the env (no network)."""
    import ipykernel

    from wizard.core.pyenv.kernelspec import kernel_dir
    from wizard.platform.pyenv_layout import site_packages

    assert run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    [packages] = site_packages(env_prefix("tf"))
    (packages / "runner.pth").write_text(str(Path(ipykernel.__file__).parent.parent) + "\n")
    added = run_cli("kernel", "add", "--env", "tf")
    assert added.returncode == 0, added.stderr
    spec = json.loads((kernel_dir("tf") / "kernel.json").read_text())
    assert spec["display_name"] == "TensorFlow 1.0 CPU (tf)" and spec["argv"][0].startswith(str(env_prefix("tf")))
    assert run_cli("kernel", "remove", "--env", "tf").returncode == 0 and not kernel_dir("tf").exists()
    assert run_cli("undo", "--last").returncode == 0 and (kernel_dir("tf") / "kernel.json").is_file()


def test_env_vscode_points_a_project_folder_at_the_env_and_undo_takes_it_back(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    from wizard.platform.pyenv_layout import venv_python

    project = tmp_path / "project"
    project.mkdir()
    assert run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    done = run_cli("env", "vscode", "tf", "--folder", str(project))
    assert done.returncode == 0, done.stderr
    settings = json.loads((project / ".vscode" / "settings.json").read_text())
    assert settings == {"python.defaultInterpreterPath": str(venv_python(env_prefix("tf")))}
    assert run_cli("undo", "--last").returncode == 0 and list(project.iterdir()) == []
    assert run_cli("env", "vscode", "nope", "--folder", str(project)).returncode == 2


def test_env_remove_takes_its_kernel_along_and_undo_last_brings_both_back(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """ipykernel comes from this test run's site-packages through a .pth file in the env (no network)."""
    import ipykernel

    from wizard.core.pyenv.kernelspec import kernel_dir
    from wizard.platform.pyenv_layout import site_packages

    assert run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    [packages] = site_packages(env_prefix("tf"))
    (packages / "runner.pth").write_text(str(Path(ipykernel.__file__).parent.parent) + "\n")
    assert run_cli("kernel", "add", "--env", "tf").returncode == 0
    spec = (kernel_dir("tf") / "kernel.json").read_bytes()
    removed = run_cli("env", "remove", "tf")
    assert removed.returncode == 0, removed.stderr
    assert not env_prefix("tf").exists() and not kernel_dir("tf").exists()
    assert run_cli("undo", "--last").returncode == 0
    assert (env_prefix("tf") / "pyvenv.cfg").is_file()
    assert (kernel_dir("tf") / "kernel.json").read_bytes() == spec


def test_env_remove_leaves_a_kernel_of_the_same_name_it_did_not_make(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    from wizard.core.pyenv.kernelspec import kernel_dir

    assert run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", tiny_index.url,
                   "--yes").returncode == 0
    kernel_dir("tf").mkdir(parents=True)
    (kernel_dir("tf") / "kernel.json").write_text('{"argv": ["python"], "display_name": "mine"}')
    assert run_cli("env", "remove", "tf").returncode == 0
    assert not env_prefix("tf").exists()
    assert (kernel_dir("tf") / "kernel.json").read_text() == '{"argv": ["python"], "display_name": "mine"}'


@pytest.mark.posix_only(POSIX_ACTIVATE)
def test_a_linux_plan_on_the_system_toolkit_gets_its_lib64_in_the_activate_script(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    import subprocess

    plan = Plan(route="linux", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                cuda="12.3", cudnn="8.9", host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # a GPU plan: no GPU here
    made = run_cli("env", "create", "--plan", str(path), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    activate = env_prefix("tf") / "bin" / "activate"
    shown = subprocess.run(["bash", "-c", f'. "{activate}"; echo "$LD_LIBRARY_PATH"'], capture_output=True,
                           text=True, check=True, env={"PATH": "/usr/bin:/bin"})
    assert shown.stdout.strip() == "/usr/local/cuda-12.3/lib64"
    assert run_cli("undo", "--last").returncode == 0 and not env_prefix("tf").exists()
