"""Settings are values: a command loads the network settings once, when it starts, and a run keeps them even
when the settings file changes under it; the package index picked in an earlier run is the default."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli.support import REPO, cli_env, run_cli
from tests.core.http_server import serving
from tests.fakes.made_here import planner_makes
from wizard.core.download.network import NetworkSettings
from wizard.core.download.settings_file import save_network_settings, settings_path
from wizard.core.plan import Download, Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id

DATA = os.urandom(200_000)
VENDOR = "https://developer.download.nvidia.invalid/compute/cuda/12.2.0/local_installers/cuda_12.2.0_linux.run"
DEAD = "http://127.0.0.1:9"  # the discard port: nothing listens there


def _download_plan(tmp_path: Path) -> Path:
    download = Download("cuda-installer", "cuda_12.2.0_linux.run", VENDOR, sha256=hashlib.sha256(DATA).hexdigest(),
                        size=len(DATA))
    plan = Plan(route="linux", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python="3.11",
                cuda="12.2", cudnn=None, steps=(PlanStep("download", "Download"),), downloads=(download,),
                host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # a GPU plan: no GPU here
    return path


def _read_until(stream: int, marker: bytes, timeout: float) -> bytes:
    seen, deadline = b"", time.monotonic() + timeout
    while marker not in seen:
        assert time.monotonic() < deadline, seen.decode(errors="replace")
        chunk = os.read(stream, 4096)
        assert chunk, seen.decode(errors="replace")
        seen += chunk
    return seen


@pytest.mark.posix_only("the run's question is asked on a real pseudo-terminal (os.openpty)")
def test_apply_keeps_the_settings_it_started_with_when_the_file_changes_while_it_asks(tmp_path: Path) -> None:
    """The run waits at its one question (a real pseudo-terminal); meanwhile the settings file is rewritten to a
    proxy and a mirror that do not answer. The download still comes from the mirror the run started with."""
    with serving() as server:
        server.add("/nvidia/compute/cuda/12.2.0/local_installers/cuda_12.2.0_linux.run", DATA)
        save_network_settings(NetworkSettings("none", mirror_base=server.url("/nvidia/")))
        controller, terminal = os.openpty()
        child = subprocess.Popen(
            [sys.executable, "-m", "wizard", "apply", "--plan", str(_download_plan(tmp_path)), "--dest",
             str(tmp_path / "files")], stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
            env=cli_env())
        try:
            assert child.stdout is not None
            _read_until(child.stdout.fileno(), b"Go ahead?", 60)
            save_network_settings(NetworkSettings("explicit", f"{DEAD}/", mirror_base=f"{DEAD}/dead/"))
            os.write(controller, b"y\n")
            err = child.communicate(timeout=120)[1]
        finally:
            child.kill()
            os.close(controller)
            os.close(terminal)
        assert child.returncode == 0, err.decode()
        assert (tmp_path / "files" / "cuda_12.2.0_linux.run").read_bytes() == DATA
        assert [hit.path for hit in server.gets()] == [
            "/nvidia/compute/cuda/12.2.0/local_installers/cuda_12.2.0_linux.run"]


def test_env_create_uses_the_package_index_remembered_in_the_settings_file(tmp_path: Path) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"proxy_mode": "system", "package_index": "tsinghua"}), encoding="utf-8")
    plan = tmp_path / "plan.json"
    plan.write_text(planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                                       python="3.11", cuda=None, cudnn=None, steps=(PlanStep("create-env", "Create"),),
                                       host_id=current_host_id())).to_json(), encoding="utf-8")
    result = run_cli("env", "create", "--plan", str(plan), "--dry-run")
    assert result.returncode == 0, result.stderr
    assert "pypi.tuna.tsinghua.edu.cn" in result.stdout
    given = run_cli("env", "create", "--plan", str(plan), "--dry-run", "--index", "https://index.example/simple")
    assert given.returncode == 0, given.stderr
    assert "index.example" in given.stdout and "tsinghua" not in given.stdout
