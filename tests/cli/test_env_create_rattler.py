"""``env create`` of an isolated-route plan on a machine without conda: real ``python -m wizard`` children make
the conda env with py-rattler from a local channel the test builds (tests/core/conda_channel.py), pip (uv)
installs TensorFlow's stand-in from a real index on 127.0.0.1, and ``undo --last`` removes it all; a child
SIGKILLed while rattler links (after the journal's intent) leaves a half env that ``undo`` removes.

No conda anywhere (none on PATH, no CONDA_EXE). What "no shortcut, registry entry or PATH change" is checked
against: the user's home folder (the Start-menu folder, shell rc files: nothing outside the wizard's own data
and cache folders changes), the journal (no PATH or registry operation), and the registry's Environment and
PEP 514 keys (tests/fakes/sandbox_registry.py's snapshot: real on the Windows tier, empty here).
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.conda_channel import CUDA_EULA, PYTHON_LINE, make_channel, runnable_route_packages
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from tests.fakes.sandbox_registry import environment_snapshot
from wizard.core.download.settings_file import load_network_settings
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, PlanStep, TfChoice, plan_from_dict
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.conda import PEP514_KEY
from wizard.core.pyenv.envs import env_prefix, installed_version, read_marker
from wizard.platform.registry import HKCU, system_registry

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a linux-64 env from the local channel; SIGKILL")
KILLED = -9
OURS = (".cache/tfgpu-wizard", ".config/tfgpu-wizard")  # where the wizard keeps its caches and settings


@pytest.fixture
def isolated_plan(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The windows-isolated plan (TensorFlow from pip, CUDA and cuDNN from conda) made for this machine, with
    conda nowhere: the children's PATH holds only the system's folders."""
    monkeypatch.delenv("CONDA_EXE", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    plan = Plan(route="windows-isolated", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON_LINE,
                cuda="11.2", cudnn="8.1", host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # a Windows route, made on Linux
    return path


def _home_files(home: Path) -> dict[str, int]:
    """Every file under the home folder but the wizard's own caches and settings, with its size."""
    found: dict[str, int] = {}
    for root, _dirs, files in os.walk(home):
        for name in files:
            relative = (Path(root) / name).relative_to(home).as_posix()
            if not relative.startswith(OURS):
                found[relative] = (Path(root) / name).stat().st_size
    return found


def _registry() -> tuple[object, ...]:
    return environment_snapshot(), tuple(system_registry().subkeys(HKCU, PEP514_KEY))


def test_env_create_makes_the_conda_env_without_conda_and_undo_last_removes_it_all(
    tmp_path: Path, isolated_plan: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    channel = make_channel(tmp_path / "channel", runnable_route_packages())
    home = Path(os.environ["HOME"])
    (home / ".bashrc").write_text("# the user's\n")
    files, registry = _home_files(home), _registry()
    made = run_cli("env", "create", "--plan", str(isolated_plan), "--index", tiny_index.url, "--installer", "uv",
                   "--conda-channel", channel.as_uri(), "--yes", timeout=300)
    assert made.returncode == 0, made.stdout + made.stderr
    prefix = env_prefix("tf")
    assert (read_marker(prefix) or {})["kind"] == "conda" and (prefix / "conda-meta").is_dir()
    assert (prefix / "lib" / "libcudnn.so.8").is_file() and installed_version(prefix, ("tinytf",)) == "1.0.0"
    assert "NVIDIA's licence" in made.stdout and "LICENSE.txt" in made.stdout  # the CUDA licence is named
    licence = Path(next(line for line in made.stdout.splitlines() if "NVIDIA's licence" in line)
                   .split("read it at ", 1)[1].split(". Using", 1)[0])
    assert licence.read_bytes() == CUDA_EULA
    assert [e.kind for e in Journal().pending()] == ["env-create", "env-conda-variable"]  # no PATH, no registry
    assert load_network_settings().conda_channel == channel.as_uri()  # --conda-channel is remembered
    assert _home_files(home) == files and _registry() == registry
    assert not (home / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu").exists()
    undone = run_cli("undo", "--last")
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert not prefix.exists() and Journal().pending() == []
    assert _home_files(home) == files


@pytest.mark.timeout(300)
def test_a_kill_while_rattler_links_leaves_a_half_env_that_undo_removes(
    tmp_path: Path, isolated_plan: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """SIGKILL at the first package rattler links (the journal's intent is on disk by then): the folder is left
    half made, its entry pending; ``undo --last`` takes the folder away and closes the entry."""
    channel = make_channel(tmp_path / "channel", runnable_route_packages())
    log = tmp_path / "points.log"
    args = ("env", "create", "--plan", str(isolated_plan), "--index", tiny_index.url, "--installer", "uv",
            "--conda-channel", channel.as_uri(), "--yes")
    counted = run_cli(*args, env={CRASH_LOG_ENV: str(log)}, timeout=300)
    assert counted.returncode == 0, counted.stderr
    passed = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
    assert passed.count("rattler-link") == 4, passed
    assert run_cli("undo", "--last").returncode == 0 and not env_prefix("tf").exists()
    for k in (passed.index("rattler-link") + 1, len(passed) - passed[::-1].index("rattler-link")):
        killed = run_cli(*args, env={CRASH_AT_ENV: str(k)}, timeout=300)
        assert killed.returncode == KILLED, (k, killed.stderr)
        prefix = env_prefix("tf")
        assert prefix.is_dir() and read_marker(prefix) is not None  # half made, and known as the wizard's
        assert installed_version(prefix, ("tinytf",)) is None
        [entry] = Journal().pending()
        assert entry.kind == "env-create" and entry.interrupted
        undone = run_cli("undo", "--last")
        assert undone.returncode == 0, undone.stdout + undone.stderr
        assert not prefix.exists() and Journal().pending() == []


def test_apply_makes_the_same_conda_env_from_the_mirror_it_is_given_and_undo_last_removes_it(
    tmp_path: Path, isolated_plan: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """``apply`` composes the env step the way ``env create`` does: py-rattler, the channel from --conda-channel."""
    channel = make_channel(tmp_path / "channel", runnable_route_packages())
    plan = plan_from_dict(json.loads(isolated_plan.read_text(encoding="utf-8")))
    plan = planner_makes(replace(plan, steps=(PlanStep("create-env", "Create"),)))
    isolated_plan.write_text(plan.to_json(), encoding="utf-8")
    done = run_cli("apply", "--plan", str(isolated_plan), "--index", tiny_index.url, "--installer", "uv",
                   "--conda-channel", channel.as_uri(), "--skip-verify", "--yes", timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    prefix = env_prefix("tf")
    assert (read_marker(prefix) or {})["params"]["conda_channels"] == [channel.as_uri()]
    assert installed_version(prefix, ("tinytf",)) == "1.0.0"
    assert run_cli("undo", "--last").returncode == 0 and not prefix.exists()
