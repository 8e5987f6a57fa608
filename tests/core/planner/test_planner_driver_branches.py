"""Advice rules that hang on the driver series and the GPU generation, each a table citing its source.

* S28, NVIDIA's CUDA on WSL user guide: CUDA in WSL 2 needs the Windows driver series R495 or newer, for
  every CUDA (also CUDA 11, TF <= 2.14); it is enabled from Kepler on (11.2 edition) and officially
  supported on Pascal and later (11.4 edition).
* S29, NVIDIA's CUDA and architecture matrix: Kepler's last driver series is R470 (Fermi's R390).

The GPU and the driver cannot exist here, so the facts are written in code (a real WSL 2 probe reports
them the same way); the catalog is the bundled one, the planner the real one.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, load_facts
from wizard.core.catalog.gpu_generations import WSL_DRIVER_BRANCH, driver_branch
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.versions import parse

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
CATALOG = load_catalog()
WSL = load_facts(FACTS / "wsl2-rtx4090-driver-546.json")
KEPLER_LINUX = load_facts(FACTS / "linux-k40-kepler-driver-470.json")
KEPLER_WINDOWS = load_facts(FACTS / "windows-k40-kepler-newest.json")


def wsl(driver: str, cc: str = "8.9", name: str = "NVIDIA GeForce RTX 4090") -> MachineFacts:
    """WSL 2 facts with this Windows driver and one GPU of this compute capability."""
    return replace(WSL, driver=DriverFacts(driver), gpus=(GpuFacts(name, cc),))


def plan(facts: MachineFacts, **wishes: object) -> Plan:
    return make_plan(facts, Wishes(**wishes), CATALOG)  # type: ignore[arg-type]


def codes(result: Plan) -> set[str]:
    return {b.code for b in result.blockers}


def warned(result: Plan) -> set[str]:
    return {w.code for w in result.warnings}


def offered_drivers(result: Plan) -> set[str]:
    return {f.params["driver"] for b in result.blockers for f in b.fixes if "driver" in f.params}


# --- S28: the WSL 2 driver floor is R495 for every TensorFlow series ----------------------------------------


@pytest.mark.parametrize(
    ("tensorflow", "driver"),
    [
        pytest.param("2.10", "474.44", id="S28-tf2.10-cuda11.2-driver-474-is-below-R495"),
        pytest.param("2.14", "474.44", id="S28-tf2.14-cuda11.8-driver-474-is-below-R495-though-MVC-covers-11.8"),
        pytest.param("2.4", "470.05", id="S28-tf2.4-cuda11.0-driver-470-is-below-R495"),
    ],
)
def test_a_wsl2_plan_below_the_r495_series_is_blocked_and_the_fix_names_a_newer_driver(
    tensorflow: str, driver: str
) -> None:
    result = plan(wsl(driver), route="wsl2", tensorflow=tensorflow)
    assert "driver-too-old" in codes(result)
    offered = offered_drivers(result)
    assert offered and all(parse(d) > parse(driver) and driver_branch(d) >= WSL_DRIVER_BRANCH for d in offered)


@pytest.mark.parametrize(
    ("tensorflow", "driver"),
    [
        pytest.param("2.10", "496.13", id="S28-tf2.10-cuda11.2-on-R495-driver"),
        pytest.param("2.14", "512.15", id="S28-tf2.14-cuda11.8-on-R510-driver"),
        pytest.param("2.16", "546.12", id="S28-tf2.16-cuda12.3-on-R545-driver"),
    ],
)
def test_a_wsl2_plan_states_the_r495_floor(tensorflow: str, driver: str) -> None:
    result = plan(wsl(driver), route="wsl2", tensorflow=tensorflow)
    assert result.ok, result.blockers
    assert result.driver_min and driver_branch(result.driver_min) >= WSL_DRIVER_BRANCH
    assert any(r.key == "driver" and "S28" in r.source and "495" in r.why for r in result.reasons)


@pytest.mark.parametrize(
    ("tensorflow", "driver"),
    [
        pytest.param("2.10", "474.44", id="S28-tf2.10-installed-474-upgrade-names-a-newer-driver-not-461.33"),
        pytest.param("2.14", "474.44", id="S28-tf2.14-installed-474-upgrade-names-a-newer-driver"),
        pytest.param("2.10", "", id="S28-tf2.10-no-driver-upgrade-names-R495-or-newer"),
    ],
)
def test_a_wsl2_driver_upgrade_plan_names_a_driver_newer_than_the_installed_one(tensorflow: str, driver: str) -> None:
    facts = wsl(driver) if driver else replace(WSL, driver=None)
    result = plan(facts, route="wsl2", tensorflow=tensorflow, allow_driver_upgrade=True)
    assert result.ok and "needs-driver-upgrade" in warned(result), result.blockers
    assert result.driver_min and driver_branch(result.driver_min) >= WSL_DRIVER_BRANCH
    assert not driver or parse(result.driver_min) > parse(driver)


# --- S28: the GPU generations CUDA on WSL 2 supports ------------------------------------------------------


@pytest.mark.parametrize(
    ("cc", "name", "outcome"),
    [
        pytest.param("2.1", "GeForce GTX 560", "refused", id="S28-Fermi-is-not-enabled-in-WSL2"),
        pytest.param("3.5", "Tesla K40c", "refused", id="S28+S29-Kepler-has-no-R495-driver-so-no-WSL2"),
        pytest.param("5.2", "GeForce GTX 970", "warned", id="S28-Maxwell-is-not-officially-supported"),
        pytest.param("6.1", "GeForce GTX 1080", "plain", id="S28-Pascal-is-officially-supported"),
        pytest.param("8.9", "NVIDIA GeForce RTX 4090", "plain", id="S28-Ada-is-officially-supported"),
    ],
)
def test_a_wsl2_plan_is_refused_or_warned_by_gpu_generation(cc: str, name: str, outcome: str) -> None:
    result = plan(wsl("546.12", cc, name), route="wsl2", tensorflow="2.14")
    refusals = {"gpu-not-supported-in-wsl", "gpu-driver-series-ends-before-wsl"} & codes(result)
    warning = "gpu-not-officially-supported-in-wsl" in warned(result)
    assert (bool(refusals), warning) == {"refused": (True, False), "warned": (False, True),
                                         "plain": (False, False)}[outcome]
    if outcome == "warned":
        assert result.ok
    if outcome == "refused":
        assert not any("driver" in f.params for b in result.blockers for f in b.fixes)


def test_a_kepler_card_on_windows_gets_no_wsl2_alternative() -> None:
    """S28+S29: the last Kepler driver (R470) is older than the R495 series CUDA in WSL 2 needs."""
    result = plan(KEPLER_WINDOWS)
    assert result.ok and result.route == "windows-native"
    assert not any(a.route == "wsl2" and a.ok for a in result.alternatives)


# --- S29: a driver-upgrade plan never asks for a driver past the GPU's last series ------------------------


@pytest.mark.parametrize(
    ("facts", "tensorflow", "expected"),
    [
        pytest.param(KEPLER_LINUX, "2.14", "470.82.01",
                     id="S29-Kepler-linux-tf2.14-cuda11.8-gets-R470-via-MVC-not-520.61.05"),
        pytest.param(KEPLER_WINDOWS, "2.10", "461.33", id="S29-Kepler-windows-tf2.10-cuda11.2-within-R470"),
        pytest.param(KEPLER_LINUX, "1.15", "410.48", id="S29-Kepler-linux-tf1.15-cuda10.0-within-R470"),
    ],
)
def test_a_kepler_driver_upgrade_stays_within_r470(facts: MachineFacts, tensorflow: str, expected: str) -> None:
    old = replace(facts, driver=DriverFacts("370.28"))
    result = plan(old, tensorflow=tensorflow, allow_driver_upgrade=True)
    assert result.ok and "needs-driver-upgrade" in warned(result), result.blockers
    assert result.driver_min == expected
    assert driver_branch(result.driver_min) <= 470


def test_a_kepler_driver_too_old_fix_stays_within_r470() -> None:
    """S29: without leave to upgrade, the blocker's fix also names a driver Kepler can run."""
    result = plan(replace(KEPLER_LINUX, driver=DriverFacts("370.28")), tensorflow="2.14")
    assert codes(result) == {"driver-too-old"}
    offered = offered_drivers(result)
    assert offered and all((driver_branch(d) or 0) <= 470 for d in offered)


@pytest.mark.parametrize(
    ("driver", "allow_upgrade"),
    [
        pytest.param("370.28", True, id="S29-driver-370-upgrade-allowed"),
        pytest.param("370.28", False, id="S29-driver-370-upgrade-not-allowed"),
        pytest.param("470.82.01", True, id="S29-driver-470-past-the-MVC-floor-upgrade-allowed"),
        pytest.param("470.82.01", False, id="S29-driver-470-past-the-MVC-floor-upgrade-not-allowed"),
    ],
)
def test_no_gpu_plan_when_only_a_driver_past_the_last_series_would_do(driver: str, allow_upgrade: bool) -> None:
    """A made-up 2.14 build whose only code for Kepler is PTX (compute_20; no such wheel exists, the real
    one has sm_35, S7), so the card needs CUDA 11.8's own driver (PTX JIT is outside minor-version
    compatibility, S12): 520.61.05, past R470. The plan says no GPU plan exists, never asking for it."""
    ptx_only = tuple(
        replace(b, sass=("5.0", "6.0"), ptx=("2.0",)) if b.os == "linux" and "2.14.1" in b.versions else b
        for b in CATALOG.tensorflow
    )
    catalog = replace(CATALOG, tensorflow=ptx_only)
    old = replace(KEPLER_LINUX, driver=DriverFacts(driver))
    result = make_plan(old, Wishes(tensorflow="2.14", route="linux", allow_driver_upgrade=allow_upgrade), catalog)
    assert "gpu-driver-series-ends" in codes(result)
    assert not any((driver_branch(d) or 0) > 470 for d in offered_drivers(result))


@pytest.mark.parametrize(
    ("reported", "ok"),
    [
        pytest.param("11.4", False, id="S28-version-unread-reports-cuda11.4-so-maybe-R470-not-enough"),
        pytest.param("11.5", True, id="S28-version-unread-reports-cuda11.5-so-R495-or-newer"),
        pytest.param("12.3", True, id="S28-version-unread-reports-cuda12.3"),
    ],
)
def test_a_wsl2_driver_judged_by_the_cuda_it_reports_must_prove_the_r495_series(reported: str, ok: bool) -> None:
    """The probe records version "0" when only the supported CUDA could be read: CUDA 11.4's drivers are
    R470 (Table 3, S11), 11.5's the first R495 ones, so only 11.5 or newer proves the WSL 2 floor."""
    facts = replace(WSL, driver=DriverFacts("0", cuda=reported))
    result = plan(facts, route="wsl2", tensorflow="2.10")
    assert result.ok is ok, result.blockers
