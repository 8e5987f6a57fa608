"""``env create`` of a plan with conda packages, made by py-rattler with no conda anywhere: a local channel the test
builds and indexes (tests/core/conda_channel.py), solved and linked for real, then pip (uv) installing into the env
from a real index on 127.0.0.1; the activate.d scripts and the kernel put the env's ``lib`` (``Library\\bin``)
on the library path; undo removes it all.

Fake only in content: the channel's python is this test's own interpreter laid out as a venv, its cudatoolkit a
licence and a file named like the runtime, its tensorflow a tiny module (the conda-forge GPU build, in miniature).
The envs that run are this machine's kind (linux-64 here, win-64 on Windows: the wizard runs an env's python where
a conda env of its own OS has it, ``bin/python`` or ``python.exe``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.conda_channel import (
    CUDA_EULA,
    PYTHON_LINE,
    conda_tensorflow,
    isolated_route_packages,
    make_channel,
    runnable_route_packages,
    working_python,
)
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.basics.events import Advanced, Event, LogLine, run_to_completion
from wizard.core.download.network import NetworkSettings
from wizard.core.ops.base import Operation
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations_step
from wizard.core.ops.undo import undo
from wizard.core.plan import Plan, TfChoice
from wizard.core.pyenv.conda_env_ops import CondaEnvVar
from wizard.core.pyenv.create import CONDA_KEY
from wizard.core.pyenv.envs import env_prefix, installed_version, list_envs, read_marker
from wizard.core.pyenv.kernel_ops import AddKernel
from wizard.core.pyenv.plan_ops import CondaNotFoundError, create_env_from_plan, kernel_for, remove_env_operations
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.rattler_env import library_dirs
from wizard.core.report.build import build_report
from wizard.core.steps.python_env import env_operations
from wizard.platform.pyenv_layout import conda_python

ON_WINDOWS = sys.platform == "win32"
HOST_FAMILY, HOST_SUBDIR = ("windows", "win-64") if ON_WINDOWS else ("linux", "linux-64")

ISOLATED = Plan(route="windows-isolated", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON_LINE,
                cuda="11.2", cudnn="8.1", os_family=HOST_FAMILY)
BLACKWELL = Plan(route="linux", tensorflow=TfChoice("2.19.1", "tensorflow", ""), python=PYTHON_LINE, cuda="12.8",
                 cudnn=None, os_family=HOST_FAMILY,
                 conda_packages=(f"python={PYTHON_LINE}", "tensorflow=2.19.1=cuda128*"))


@pytest.fixture
def no_conda(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A machine without conda: none on PATH, no CONDA_EXE."""
    monkeypatch.delenv("CONDA_EXE", raising=False)
    system = [os.path.join(os.environ.get("SYSTEMROOT", r"C:\Windows"), "System32")] if sys.platform == "win32" \
        else ["/usr/bin", "/bin"]
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp_path / "empty"), *system]))


def _settings(channel: Path) -> NetworkSettings:
    return NetworkSettings(conda_channel=channel.as_uri())


def _run(operations: Sequence[Operation]) -> tuple[list[Event], Journal]:
    journal = Journal()
    events, report = run_to_completion(apply_operations_step(operations, journal, step="create-env"))
    assert report.ok, report.items
    return events, journal


def test_the_isolated_route_makes_its_conda_env_without_conda_and_undo_removes_it(
    tmp_path: Path, tiny_index: SimpleIndex, no_conda: None  # noqa: F811
) -> None:
    channel = make_channel(tmp_path / "channel", runnable_route_packages(HOST_SUBDIR))
    operations = env_operations(ISOLATED, index_url=tiny_index.url, settings=_settings(channel), installer="uv")
    create, hook = operations
    assert isinstance(create, CreateEnv) and create.conda == "" and create.conda_platform == HOST_SUBDIR
    request = create.rattler_request()
    assert request is not None and request.specs == (f"python={PYTHON_LINE}", "cudatoolkit=11.2", "cudnn=8.1.0", "pip")
    events, journal = _run(operations)
    prefix = env_prefix("tf")
    (library,) = library_dirs(prefix, HOST_SUBDIR)
    assert (library / ("cudnn64_8.dll" if ON_WINDOWS else "libcudnn.so.8")).read_bytes() == b"dnn" * 100
    assert installed_version(prefix, ("tinytf",)) == "1.0.0"  # pip (uv) installed into the conda env
    assert (read_marker(prefix) or {})["kind"] == "conda"
    [listed] = list_envs()
    assert listed.kind == "conda" and listed.python == f"{PYTHON_LINE}." + listed.python.split(".")[-1]
    linked = [e for e in events if isinstance(e, Advanced) and e.key == CONDA_KEY]
    assert linked and linked[-1].done == linked[-1].total == 4
    licence = [e.text for e in events if isinstance(e, LogLine) and "NVIDIA's licence" in e.text]
    assert len(licence) == 1 and "LICENSE.txt" in licence[0]
    assert [entry.kind for entry in journal.pending()] == ["env-create", "env-conda-variable"]
    # the activate.d script puts the env's library folder first on the library path (LD_LIBRARY_PATH; PATH on
    # Windows), and the kernel's spec does the same
    variable = "PATH" if ON_WINDOWS else "LD_LIBRARY_PATH"
    assert isinstance(hook, CondaEnvVar) and (hook.name, hook.value) == (variable, str(library)) and hook.prepend
    activate = prefix / "etc" / "conda" / "activate.d"
    if ON_WINDOWS:
        assert str(library) in (activate / "tfgpu-wizard_vars.bat").read_text()
    else:
        seen = subprocess.run(["sh", "-c", f'. "{activate / "tfgpu-wizard_vars.sh"}"; echo "$LD_LIBRARY_PATH"'],
                              capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}, check=True).stdout
        assert seen.strip() == str(library)
    entries = json.loads(kernel_for(create, ISOLATED).wanted())["env"][variable].split(os.pathsep)
    first = entries[:entries.index(str(library))]  # on Windows the env's top folder comes before, as conda has it
    assert all(Path(entry).is_relative_to(prefix) for entry in first)
    assert undo(journal, "last").ok and not prefix.exists()


def test_the_licence_files_are_in_the_journal_record_the_result_and_the_report(
    tmp_path: Path, tiny_index: SimpleIndex, no_conda: None  # noqa: F811
) -> None:
    channel = make_channel(tmp_path / "channel", runnable_route_packages(HOST_SUBDIR))
    [create, _] = env_operations(ISOLATED, index_url=tiny_index.url, settings=_settings(channel), installer="uv")
    journal = Journal()
    _, report = run_to_completion(apply_operations_step([create], journal, step="create-env"))
    [item] = report.items
    assert "NVIDIA's licence" in (item.detail or "")
    [entry] = journal.pending()
    assert [Path(p).read_bytes() for p in entry.record["licences"]] == [CUDA_EULA]
    [row] = build_report(facts=None, plan=ISOLATED, journal=journal).operations or ()
    assert "NVIDIA's licence for its CUDA libraries" in row.description and "LICENSE.txt" in row.description


def test_a_blackwell_plan_takes_tensorflow_from_conda_and_pip_installs_nothing(
    tmp_path: Path, tiny_index: SimpleIndex, no_conda: None  # noqa: F811
) -> None:
    """The blackwell helper's plans: conda_packages with tensorflow, an empty pip requirement, ``__cuda`` from the
    driver (12.8 here); the index is never asked."""
    _, _, _, pip = isolated_route_packages()
    channel = make_channel(tmp_path / "channel", [working_python(HOST_SUBDIR), pip,
                                                  conda_tensorflow("12.8", HOST_SUBDIR)])
    create = create_env_from_plan(BLACKWELL, index_url=tiny_index.url, settings=_settings(channel),
                                  driver_cuda="12.9")
    assert create.virtual_packages == ("__cuda=12.9",) and create.requirement == ""
    _run([create])
    prefix = env_prefix("tf")
    assert installed_version(prefix, ("tensorflow",)) == "2.19.1" and tiny_index.requests == []
    answer = subprocess.run([str(conda_python(prefix)), "-c", "import tensorflow; print(tensorflow.__version__)"],
                            capture_output=True, text=True, check=True)
    assert answer.stdout.strip() == "2.19.1"
    journal = Journal()  # env remove, then its undo: the same env made again by py-rattler from its marker
    run_to_completion(apply_operations_step(remove_env_operations("tf"), journal, step="env-remove"))
    assert not prefix.exists()
    assert undo(journal, "last").ok
    assert installed_version(prefix, ("tensorflow",)) == "2.19.1" and (read_marker(prefix) or {})["kind"] == "conda"


def test_a_driver_too_old_for_the_conda_build_is_refused_before_anything_is_made(
    tmp_path: Path, installer_isolation: Path, no_conda: None  # noqa: F811
) -> None:
    _, _, _, pip = isolated_route_packages()
    channel = make_channel(tmp_path / "channel", [working_python(HOST_SUBDIR), pip,
                                                  conda_tensorflow("12.8", HOST_SUBDIR)])
    create = create_env_from_plan(BLACKWELL, settings=_settings(channel), driver_cuda="12.4")
    _, report = run_to_completion(apply_operations_step([create], Journal(), step="create-env"))
    assert not report.ok and "has no set of packages" in report.items[0].error
    assert not env_prefix("tf").exists()


def test_the_windows_half_puts_library_bin_on_path_in_activate_d_and_the_kernel(
    tmp_path: Path, installer_isolation: Path, no_conda: None  # noqa: F811
) -> None:
    """A win-64 solve and install of the same kind of channel, here: the DLLs in ``Library\\bin``, which the
    activate.d scripts (``.bat``/``.ps1`` too) and the kernel put first on PATH."""
    channel = make_channel(tmp_path / "channel", isolated_route_packages("win-64"))
    plan = replace(ISOLATED, os_family="windows", tensorflow=TfChoice("2.10.1", "tensorflow", ""),
                   conda_packages=("python=3.10", "cudatoolkit=11.2", "cudnn=8.1.0"))
    create, hook = env_operations(plan, settings=_settings(channel))
    assert isinstance(create, CreateEnv) and create.conda_platform == "win-64"
    _run([create, hook])
    prefix = env_prefix("tf")
    bin_dir = prefix / "Library" / "bin"
    assert {p.name for p in bin_dir.iterdir()} == {"cudart64_110.dll", "cudnn64_8.dll"}
    assert isinstance(hook, CondaEnvVar) and (hook.name, hook.value) == ("PATH", str(bin_dir))
    bat = (prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.bat").read_text()
    assert str(bin_dir) in bat
    kernel = AddKernel(env="tf", conda_platform="win-64")
    assert str(bin_dir) in json.loads(kernel.wanted())["env"]["PATH"]


def test_an_installed_conda_is_used_only_when_asked_for(installer_isolation: Path, no_conda: None  # noqa: F811
                                                        ) -> None:
    assert create_env_from_plan(ISOLATED).conda_platform == HOST_SUBDIR
    with pytest.raises(CondaNotFoundError) as raised:
        create_env_from_plan(ISOLATED, conda_tool="conda")
    assert raised.value.reference == "conda-not-found"


def test_a_spec_the_mirror_lacks_is_explained_and_nothing_is_made(
    tmp_path: Path, installer_isolation: Path, no_conda: None  # noqa: F811
) -> None:
    channel = make_channel(tmp_path / "channel", runnable_route_packages(HOST_SUBDIR))
    plan = replace(ISOLATED, cudnn="9.1")
    [create, _] = env_operations(plan, settings=_settings(channel))
    _, report = run_to_completion(apply_operations_step([create], Journal(), step="create-env"))
    assert not report.ok and "cudnn=9.1.0" in report.items[0].error
    assert not env_prefix("tf").exists()
