"""The WSL2 route's planner rules as seen from the Windows side (the facts the wizard on Windows plans from),
one table per rule, each row naming its source:

* S3, TensorFlow's install guide / NVIDIA's CUDA on WSL guide: CUDA in WSL2 needs Windows 11, or Windows 10
  version 21H2 (build 19044) or newer.
* S28, NVIDIA's CUDA on WSL user guide: the Windows driver series R495 or newer; enabled from Kepler on,
  officially supported from Pascal on. S29, NVIDIA's architecture matrix: Kepler's last driver series is R470.

The GPU and the driver cannot exist here, so they are written into the facts; the planner and catalog are real.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, load_facts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

BASE = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "gui_rtx4070_windows11.json")


def windows(build: str = "22631", driver: str = "552.22", cc: str = "8.6",
            name: str = "NVIDIA GeForce RTX 3060") -> MachineFacts:
    return replace(BASE, os=replace(BASE.os, build=build), driver=DriverFacts(driver, "12.4"),
                   gpus=(GpuFacts(name, cc),))


def wsl2(facts: MachineFacts) -> Plan:
    return make_plan(facts, Wishes(route="wsl2"))


@pytest.mark.parametrize(("build", "ok", "code"), [
    pytest.param("19041", False, "windows-too-old-for-wsl2", id="S3-windows-10-2004-is-too-old"),
    pytest.param("19043", False, "windows-too-old-for-wsl2", id="S3-windows-10-21H1-is-too-old"),
    pytest.param("19044", True, None, id="S3-windows-10-21H2-is-the-first"),
    pytest.param("22631", True, None, id="S3-windows-11-23H2"),
    pytest.param("", True, "windows-build-unknown", id="S3-unknown-build-is-a-warning"),
])
def test_the_windows_build_gates_the_gpu_in_wsl2(build: str, ok: bool, code: str | None) -> None:
    plan = wsl2(windows(build=build))
    assert plan.ok is ok
    found = {b.code for b in plan.blockers} | {w.code for w in plan.warnings}
    assert (code in found) if code else not found
    if ok:
        assert "S3" in next(r for r in plan.reasons if r.key == "route").source


@pytest.mark.parametrize(("driver", "ok", "tensorflow"), [
    pytest.param("472.12", False, None, id="S28-driver-472-below-R495-blocks"),
    pytest.param("528.24", True, "2.14.1", id="S28-driver-528.24-gets-the-newest-its-cuda-allows"),
    pytest.param("552.22", True, "2.21.0", id="S28-driver-552-rtx3060-gets-the-newest"),
])
def test_the_windows_driver_series_decides(driver: str, ok: bool, tensorflow: str | None) -> None:
    plan = wsl2(windows(driver=driver))
    assert plan.ok is ok
    if ok:
        assert plan.tensorflow is not None and plan.tensorflow.version == tensorflow
        assert next(r for r in plan.reasons if r.key == "driver").source == "S28"


@pytest.mark.parametrize(("cc", "name", "blocker", "warning"), [
    pytest.param("2.1", "NVIDIA GeForce GTX 560", "gpu-not-supported-in-wsl", None, id="S28-fermi-never"),
    pytest.param("3.5", "Tesla K40", "gpu-driver-series-ends-before-wsl", None, id="S29-kepler-ends-at-R470"),
    pytest.param("5.2", "NVIDIA GeForce GTX 970", None, "gpu-not-officially-supported-in-wsl",
                 id="S28-maxwell-unofficial"),
    pytest.param("8.6", "NVIDIA GeForce RTX 3060", None, None, id="S28-ampere-supported"),
])
def test_gpu_generations_in_wsl2(cc: str, name: str, blocker: str | None, warning: str | None) -> None:
    plan = wsl2(windows(cc=cc, name=name))
    assert (blocker in {b.code for b in plan.blockers}) if blocker else plan.ok
    assert (warning in {w.code for w in plan.warnings}) if warning else not plan.warnings
