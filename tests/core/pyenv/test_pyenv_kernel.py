"""A kernel registered for a real env, started by jupyter_client with a clean environment, running code, removed."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import make_wheel, pip_wheel, serving_index
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.kernel_ops import AddKernel, RemoveKernel
from wizard.core.pyenv.kernelspec import kernel_dir
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.platform.pyenv_layout import library_path_variable, site_packages

jupyter_client = pytest.importorskip("jupyter_client")
ipykernel = pytest.importorskip("ipykernel")


def _env_with_pip_cuda_layout(tmp_path: Path) -> Path:
    """An env with ``tinytf`` whose dependency ships ``nvidia/cudnn/lib``, the folder layout of the pip CUDA
    wheels; ipykernel comes from this test run's own site-packages through a .pth file (no network)."""
    wheels = tmp_path / "wheels"
    built = [make_wheel(wheels, "tinytf", "2.10.0", requires=("tinynv==1.0",)),
             make_wheel(wheels, "tinynv", "1.0", files={"nvidia/cudnn/lib/libcudnn_stub.txt": "stub\n"}),
             pip_wheel()]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        create = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==2.10.0", tensorflow="2.10.0",
                          index={"index_url": index.url})
        assert apply_operations([create], Journal(), step="test").ok
    prefix = env_prefix("tf")
    [packages] = site_packages(prefix)
    (packages / "test_runner_site.pth").write_text(str(Path(ipykernel.__file__).parent.parent) + "\n")
    return prefix


def _run_in_kernel(name: str, code: str, home: Path) -> str:
    from jupyter_client.manager import start_new_kernel

    clean = {"PATH": "/usr/bin:/bin", "HOME": str(home)}
    if sys.platform == "win32":  # the least a Windows process has (without USERPROFILE, no ~: the kernel dies)
        system = os.environ["SYSTEMROOT"]
        clean = {"PATH": str(Path(system) / "System32"), "SystemRoot": system, "USERPROFILE": str(home)}
    manager, client = start_new_kernel(kernel_name=name, env=clean, startup_timeout=120)
    output: list[str] = []

    def collect(message: dict[str, object]) -> None:
        content = message.get("content")
        if message.get("msg_type") == "stream" and isinstance(content, dict):
            output.append(str(content.get("text", "")))

    try:
        reply = client.execute_interactive(code, output_hook=collect, timeout=60)
        assert reply["content"]["status"] == "ok", reply["content"]
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return "".join(output)


@pytest.mark.timeout(240)
def test_a_registered_kernel_starts_clean_finds_the_env_libraries_runs_code_and_is_removed(
    tmp_path: Path, installer_isolation: Path, isolated_home: Path,  # noqa: F811
) -> None:
    prefix = _env_with_pip_cuda_layout(tmp_path)
    journal = Journal()
    assert apply_operations([AddKernel(env="tf", pip_cuda=True)], journal, step="kernel").ok
    spec = json.loads((kernel_dir("tf") / "kernel.json").read_text())
    assert spec["display_name"] == "TensorFlow 2.10 GPU (tf)"
    from jupyter_client.kernelspec import KernelSpecManager

    assert kernel_dir("tf").name in KernelSpecManager().find_kernel_specs()
    printed = _run_in_kernel(kernel_dir("tf").name, "import os, sys, tinytf\n"
                             f"print(sys.prefix); print(os.environ.get({library_path_variable()!r}))", isolated_home)
    env_prefix_line, library_path = printed.splitlines()[:2]
    assert Path(env_prefix_line) == prefix
    [packages] = site_packages(prefix)
    assert str(packages / "nvidia" / "cudnn" / "lib") in library_path.split(os.pathsep)
    assert apply_operations([RemoveKernel(env="tf")], journal, step="kernel").ok
    assert not kernel_dir("tf").exists()
    assert undo(journal, "last").ok and (kernel_dir("tf") / "kernel.json").read_text() == json.dumps(
        spec, indent=1, sort_keys=True) + "\n"
    assert undo(journal, "last").ok and not kernel_dir("tf").exists()


def test_a_kernel_someone_else_made_under_the_same_name_is_never_replaced(
    tmp_path: Path, installer_isolation: Path,  # noqa: F811
) -> None:
    _env_with_pip_cuda_layout(tmp_path)
    theirs = kernel_dir("tf") / "kernel.json"
    theirs.parent.mkdir(parents=True)
    theirs.write_text('{"argv": ["python"], "display_name": "mine", "language": "python"}')
    report = apply_operations([AddKernel(env="tf")], Journal(), step="kernel")
    assert not report.ok and "was not made by this wizard" in report.items[0].error
    assert json.loads(theirs.read_text())["display_name"] == "mine"
    report = apply_operations([RemoveKernel(env="tf")], Journal(), step="kernel")
    assert not report.ok and theirs.exists()
