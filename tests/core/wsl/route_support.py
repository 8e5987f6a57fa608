"""What the WSL2 route's tests from Windows share: this process's Windows facts, the Linux build's archive (a
launcher of this checkout's CLI), the plan, and the stand-in Windows (wsl.exe, dism.exe, the registry) wired in.

Stood in, as each test's docstring says: wsl.exe and dism.exe with the Windows state behind them
(tests/fakes/wsl_standin.py), the registry (MemoryRegistry), this process's facts (a Windows 11 PC with an RTX
3060 on driver 552.22, virtualization on in its firmware) and, inside the distribution, the GPU
(tests/core/wsl/inside_launcher.py).
"""

from __future__ import annotations

import io
import json
import sys
import tarfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.gpu_tensorflow_standin import rtx_3060_files
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin, make_wsl_standin
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, load_facts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id
from wizard.core.wsl.bundle import BUNDLE_VARIABLE
from wizard.platform.wsl_exe import DISM_EXE_VARIABLE, WSL_EXE_VARIABLE, WSL_LAUNCHERS_VARIABLE

REPO = Path(__file__).resolve().parents[3]
FACTS = REPO / "tests" / "fixtures" / "facts" / "gui_rtx4070_windows11.json"
INSIDE_ENV = {"PYTHONPATH": str(REPO), "UV_NO_CONFIG": "1", "PIP_CONFIG_FILE": "/dev/null",
              "TFGPU_WIZARD_LANG": "en"}

TF_VERSION = "2.21.0"


@pytest.fixture
def index(tmp_path: Path) -> Iterator[SimpleIndex]:
    """A package index on 127.0.0.1 holding pip and the stand-in TensorFlow 2.21.0 on one RTX 3060 (its wheel
    installed inside the distribution by the Linux CLI)."""
    wheels = tmp_path / "wheels"
    built = [make_wheel(wheels, "tensorflow", TF_VERSION, extras={"and-cuda": ()}, files=rtx_3060_files(TF_VERSION)),
             pip_wheel()]
    with serving_index(tmp_path / "index") as served:
        served.publish(built)
        yield served


def windows_rtx3060() -> MachineFacts:
    """A Windows 11 PC with an RTX 3060 on driver 552.22 (this process's facts: it runs on Linux)."""
    facts = load_facts(FACTS)
    return replace(facts, host_id=current_host_id(), driver=DriverFacts("552.22", "12.4", "nvml"),
                   gpus=(GpuFacts("NVIDIA GeForce RTX 3060", "8.6", 12288),))


def linux_bundle(folder: Path, *, glibc_floor: str = "") -> Path:
    """The Linux build's archive: a launcher of this checkout's CLI (with the GPU faked inside); with
    ``glibc_floor``, the build-info.json a real build carries first."""
    launcher = f"#!/bin/sh\nexec {sys.executable} -m tests.core.wsl.inside_launcher \"$@\"\n".encode()
    folder.mkdir(parents=True, exist_ok=True)
    archive = folder / "tfgpu-wizard-linux.tar.gz"
    members = {"tfgpu-wizard": launcher}
    if glibc_floor:
        members = {"build-info.json": json.dumps({"wizard_version": "0.1.0", "glibc_floor": glibc_floor}).encode(),
                   **members}
    with tarfile.open(archive, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o755
            tar.addfile(info, io.BytesIO(data))
    return archive


def wsl2_plan() -> Plan:
    """The planner's WSL2 plan for :func:`windows_rtx3060`, for this interpreter's Python."""
    plan = make_plan(windows_rtx3060(), Wishes(route="wsl2", python=f"{sys.version_info[0]}.{sys.version_info[1]}"))
    assert plan.ok and plan.route == "wsl2", plan.blockers
    return plan


def write_plan(folder: Path, plan: Plan | None = None) -> Path:
    """The plan as a file, as ``plan --json`` writes it."""
    path = folder / "plan.json"
    path.write_text((plan or wsl2_plan()).to_json(), encoding="utf-8")
    return path


def stand_in_windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **standin: object) -> tuple[WslStandin,
                                                                                                   MemoryRegistry]:
    """The stand-in Windows wired into this process: wsl.exe, dism.exe, the launchers, the registry, the facts."""
    made = make_wsl_standin(tmp_path / "windows", pass_env=INSIDE_ENV, **standin)  # type: ignore[arg-type]
    registry = MemoryRegistry()
    monkeypatch.setenv(WSL_EXE_VARIABLE, str(made.program))
    monkeypatch.setenv(DISM_EXE_VARIABLE, str(made.dism))
    monkeypatch.setenv(WSL_LAUNCHERS_VARIABLE, str(made.launchers))
    monkeypatch.setenv(BUNDLE_VARIABLE, str(linux_bundle(tmp_path / "installer" / "linux")))
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("wizard.core.wsl.reboot.windows_registry", lambda: registry)
    monkeypatch.setattr("wizard.core.probe.probe_machine", windows_rtx3060)
    # The firmware's virtualization switch: on, as on a PC that runs WSL2 (off Windows nothing can tell, and
    # wine's processor says off).
    monkeypatch.setattr("wizard.core.wsl.probe.virtualization_in_firmware", lambda: True)
    return made, registry


def cli(*args: str) -> int:
    """The CLI in this process, as ``tfgpu-wizard ARGS`` runs it."""
    from wizard.cli import main

    return main(list(args))
