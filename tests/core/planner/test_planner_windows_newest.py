"""Issue 29 items 1 and 2, against the bundled catalog: on Windows "newest that works" is the newest TensorFlow
through WSL2 wherever this Windows can run it, native 2.10 the first alternative saying what it is; where WSL2
cannot run (an old Windows or driver, a GPU CUDA on WSL cannot reach), native stays and says why.

Each case's id reads as the rule it checks, with the sources it rests on: S2/S3 (TensorFlow: native Windows GPU
ends at 2.10, WSL2 needs Windows 10 build 19044+), S28 (NVIDIA's CUDA on WSL guide: driver R495+, not for
data-centre cards; WSL reaches GPUs in the WDDM driver model only), S43 (PEP 619: Python 3.10's security support
ends October 2026), S44 (Ubuntu 24.04's python3 is 3.12). The GPUs are facts typed in (no GPU on this machine).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

RTX_4070 = GpuFacts("NVIDIA GeForce RTX 4070", "8.9", 12282)


def windows(build: str = "22631", driver: str = "560.94", gpu: GpuFacts = RTX_4070, python: str = "3.13.1",
            ) -> MachineFacts:
    """A Windows machine as the probe describes it (11 is build 22000 and later)."""
    return MachineFacts(os=OsFacts(family="windows", release="11" if int(build) >= 22000 else "10", build=build),
                        driver=DriverFacts(driver, cuda="12.6"), gpus=(gpu,), python=PythonFacts(python))


def line(plan: Plan) -> tuple[str, str, str | None]:
    return plan.route, plan.tensorflow.version if plan.tensorflow else "", plan.python


def warning(plan: Plan, code: str) -> str:
    return next((w.message for w in plan.warnings if w.code == code), "")


@pytest.mark.parametrize("facts", [windows("22631"), windows("19045"), windows("19044")],
                         ids=["S3-windows-11-gets-tf-2.21-through-wsl2",
                              "S3-windows-10-22h2-build-19045-gets-wsl2",
                              "S3-windows-10-21h2-build-19044-is-the-first-that-gets-wsl2"])
def test_newest_that_works_on_windows_is_the_newest_tensorflow_through_wsl2(facts: MachineFacts) -> None:
    plan = make_plan(facts, Wishes())
    assert line(plan) == ("wsl2", "2.21.0", "3.12")
    assert plan.tensorflow is not None and plan.tensorflow.requirement == "tensorflow[and-cuda]==2.21.0"


def test_S44_the_wsl2_plan_takes_ubuntu_24_04_s_python_3_12_not_the_python_on_windows() -> None:
    plan = make_plan(windows(python="3.13.1"), Wishes())
    python = next(r for r in plan.reasons if r.key == "python")
    assert plan.python == "3.12" and "Ubuntu 24.04" in python.why and "S44" in python.source


def test_S44_a_release_without_a_wheel_for_3_12_takes_its_newest_python_instead() -> None:
    plan = make_plan(windows(), Wishes(tensorflow="2.13"))
    assert line(plan) == ("wsl2", "2.13.1", "3.11")  # 2.13 has wheels for 3.8 to 3.11 (S8)


def test_S2_S43_native_2_10_is_the_first_alternative_and_its_line_says_what_it_is() -> None:
    plan = make_plan(windows(), Wishes())
    first = plan.alternatives[0]
    assert line(first) == ("windows-native", "2.10.1", "3.10")
    assert "last GPU release for Windows itself" in first.summary
    assert "Python 3.10 at most" in first.summary and "October 2026" in first.summary
    route = next(r for r in first.reasons if r.key == "route")
    assert "S43" in route.source and "October 2026" in route.why


def test_S2_with_conda_the_isolated_native_route_comes_first_among_the_alternatives() -> None:
    from wizard.basics.facts import CondaFacts

    plan = make_plan(replace(windows(), conda=(CondaFacts("conda.exe"),)), Wishes())
    assert plan.route == "wsl2" and [a.route for a in plan.alternatives[:2]] == ["windows-isolated", "windows-native"]


@pytest.mark.parametrize(("facts", "code", "words"), [
    (windows("19041"), "windows-too-old-for-wsl2", "19044"),
    (windows(driver="472.12"), "driver-too-old-for-wsl2", "495"),
    (windows(driver="474.44", gpu=GpuFacts("NVIDIA GeForce GTX 780", "3.5")), "gpu-not-supported-in-wsl", "495"),
    (windows(gpu=replace(RTX_4070, driver_model="TCC")), "gpu-tcc-not-in-wsl", "TCC"),
    (windows(gpu=replace(RTX_4070, driver_model="MCDM")), "gpu-tcc-not-in-wsl", "MCDM"),
    (windows(gpu=GpuFacts("NVIDIA A100-PCIE-40GB", "8.0", 40960, driver_model="TCC")), "gpu-tcc-not-in-wsl", "TCC"),
], ids=["S3-windows-10-build-19041-is-too-old-for-wsl2",
        "S28-driver-below-r495-keeps-native",
        "S28-S29-kepler-drivers-end-at-r470-before-wsl2-s-r495",
        "S28-a-geforce-in-tcc-mode-is-not-reached-by-wsl",
        "S28-a-card-in-mcdm-mode-is-not-reached-by-wsl",
        "S28-a-data-centre-a100-in-tcc-mode-gets-the-native-plan"])
def test_where_wsl2_cannot_run_native_stays_the_recommendation_and_says_why(
        facts: MachineFacts, code: str, words: str) -> None:
    plan = make_plan(facts, Wishes())
    assert plan.ok and plan.route == "windows-native"
    said = warning(plan, "wsl2-not-possible")
    assert words in said, said
    assert all(a.route != "wsl2" or not a.ok or "upgrade-driver" in [s.id for s in a.steps]
               for a in plan.alternatives)
    if "driver_model" in code or "tcc" in code:
        assert all(a.route != "wsl2" for a in plan.alternatives), "a GPU WSL cannot reach gets no WSL2 plan"


def test_S28_a_wsl2_plan_asked_for_on_a_gpu_in_tcc_mode_is_refused_with_the_reason() -> None:
    plan = make_plan(windows(gpu=replace(RTX_4070, driver_model="TCC")), Wishes(route="wsl2"))
    assert not plan.ok and {b.code for b in plan.blockers} == {"gpu-tcc-not-in-wsl"}
    assert any(a.route in ("windows-native", "windows-isolated") and a.ok for a in plan.alternatives)
    assert {"windows-native", "cpu"} <= {fix.params.get("route") for fix in plan.blockers[0].fixes}


def test_S28_a_data_centre_blackwell_on_windows_is_never_planned_for_wsl2() -> None:
    b200 = GpuFacts("NVIDIA B200", "10.0", 183359)
    plan = make_plan(windows(driver="572.16", gpu=b200), Wishes())
    assert plan.route != "wsl2" and all(a.route != "wsl2" for a in plan.alternatives if a.ok)
    assert make_plan(windows(driver="572.16", gpu=b200), Wishes(route="wsl2")).blockers[0].code == \
        "gpu-data-centre-not-in-wsl"


def test_a_second_gpu_in_wddm_keeps_wsl2_when_the_other_runs_in_tcc() -> None:
    """WSL reaches the WDDM card; the TCC one is simply not there (S28)."""
    facts = replace(windows(), gpus=(RTX_4070, GpuFacts("NVIDIA A100", "8.0", driver_model="TCC", index=1)))
    assert make_plan(facts, Wishes()).route == "wsl2"


def test_the_plan_stays_a_pure_function_of_the_facts() -> None:
    """trustplan re-plans every plan file from the probe: the same facts give the same plan, every time."""
    facts = windows(gpu=replace(RTX_4070, driver_model="TCC"))
    assert make_plan(facts, Wishes()) == make_plan(facts, Wishes())
