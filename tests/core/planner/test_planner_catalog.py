"""The planner against the bundled catalog: the official tables of compat-facts.md section 6, and profiles.

Each case names the table row it checks. The machine profiles in ``tests/fixtures/facts`` are facts
documents as ``tfgpu-wizard probe --json`` writes them (GPU values typed in from the real cards, since
this test machine has no GPU).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts, load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import REASON_KEYS, Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.packages import gpu_package
from wizard.core.planner.versions import parse

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


def linux(driver: str, cc: str = "7.0", python: str = "3.8.10", glibc: str = "2.35") -> MachineFacts:
    return MachineFacts(
        os=OsFacts(family="linux", glibc=glibc),
        driver=DriverFacts(driver),
        gpus=(GpuFacts("GPU", cc),),
        python=PythonFacts(python),
    )


def windows(driver: str, cc: str = "6.1", python: str = "3.6.8") -> MachineFacts:
    return MachineFacts(
        os=OsFacts(family="windows", build="19045"),
        driver=DriverFacts(driver),
        gpus=(GpuFacts("GPU", cc),),
        python=PythonFacts(python),
    )


def tf_version(plan: Plan) -> str | None:
    return plan.tensorflow.version if plan.ok and plan.tensorflow else None


def plan(facts: MachineFacts, **wishes: object) -> Plan:
    return make_plan(facts, Wishes(**wishes))  # type: ignore[arg-type]


def test_windows_native_newest_is_2_10_1_with_cuda_11_2_and_cudnn_8_1() -> None:
    result = plan(windows("461.33", cc="7.5", python="3.10.11"))
    assert (result.route, tf_version(result), result.cuda) == ("windows-native", "2.10.1", "11.2")
    assert result.cudnn and result.cudnn.startswith("8.1")
    assert result.tensorflow and result.tensorflow.requirement == "tensorflow==2.10.1"


def test_driver_457_20_on_windows_gets_2_10_1_through_minor_version_compatibility() -> None:
    """The issue's RTX 2060 example: 457.20 reports CUDA 11.1, but 11.x MVC (>= 452.39) covers 11.2."""
    result = plan(load_facts(FACTS / "windows-rtx2060-driver-457.json"))
    assert tf_version(result) == "2.10.1" and result.driver_min == "452.39"
    assert not result.warnings  # RTX 2060 (7.5) has SASS in 2.10: no PTX JIT, so MVC is safe


def test_tf_2_4_on_driver_457_20_uses_cuda_11_0_with_full_support() -> None:
    """457.20 meets Table 3 for CUDA 11.0.3 (451.82), so TF 2.4 needs no minor-version compatibility."""
    result = plan(load_facts(FACTS / "windows-rtx2060-driver-457.json"), tensorflow="2.4")
    assert tf_version(result) == "2.4.4" and result.driver_min == "451.82"


# compat-facts 6.1, Linux: driver -> newest TF GPU build without changing the driver
@pytest.mark.parametrize(
    ("driver", "newest"),
    [
        ("384.81", "1.12.3"),
        ("410.47", "1.12.3"),
        ("410.48", "2.0.4"),
        ("418.38", "2.0.4"),
        ("418.39", "2.3.4"),
        ("450.36.05", "2.3.4"),
        ("450.51.05", "2.4.4"),
        ("450.80.01", "2.4.4"),
        ("450.80.02", "2.14.1"),
        ("525.60.12", "2.14.1"),
        ("525.60.13", "2.21.0"),
        ("580.65.06", "2.21.0"),
    ],
)
def test_linux_driver_table_6_1_gives_the_newest_tf(driver: str, newest: str) -> None:
    assert tf_version(plan(linux(driver))) == newest


def test_linux_driver_below_384_81_has_no_gpu_plan() -> None:
    result = plan(linux("375.26"))
    assert not result.ok and {b.code for b in result.blockers} == {"driver-too-old"}


# compat-facts 6.1, Windows native
@pytest.mark.parametrize(
    ("driver", "newest"),
    [
        ("385.54", "1.12.3"),
        ("411.30", "1.12.3"),
        ("411.31", "2.0.4"),
        ("418.95", "2.0.4"),
        ("418.96", "2.3.4"),
        ("451.21", "2.3.4"),
        ("451.48", "2.4.4"),
        ("452.38", "2.4.4"),
        ("452.39", "2.10.1"),
        ("566.36", "2.10.1"),
    ],
)
def test_windows_driver_table_6_1_gives_the_newest_native_tf(driver: str, newest: str) -> None:
    assert tf_version(plan(windows(driver))) == newest


# compat-facts 6.2: compute capability -> newest usable wheel (Linux, a current driver)
@pytest.mark.parametrize(
    ("cc", "newest"),
    [
        ("3.5", "2.14.1"),
        ("3.7", "2.14.1"),
        ("5.0", "2.16.2"),
        ("5.2", "2.16.2"),
        ("6.1", "2.21.0"),
        ("7.5", "2.21.0"),
        ("8.6", "2.21.0"),
        ("8.9", "2.21.0"),
        ("9.0", "2.21.0"),
    ],
)
def test_compute_capability_table_6_2_gives_the_newest_tf(cc: str, newest: str) -> None:
    assert tf_version(plan(linux("570.124.06", cc=cc, python="3.10.12"))) == newest


def test_kepler_3_0_has_no_tensorflow_gpu_build() -> None:
    result = plan(linux("470.82.01", cc="3.0"))
    assert not result.ok and "gpu-below-minimum-cc" in {b.code for b in result.blockers}
    assert any(a.route == "cpu" for a in result.alternatives)


def test_cc_5_0_cannot_run_tf_2_3_but_runs_2_2_and_2_4() -> None:
    facts = linux("470.82.01", cc="5.0", python="3.8.10")
    assert {b.code for b in plan(facts, tensorflow="2.3").blockers} == {"gpu-no-kernels"}
    assert plan(facts, tensorflow="2.2").ok and plan(facts, tensorflow="2.4").ok


def test_hopper_runs_2_15_through_ptx_jit_and_2_16_natively() -> None:
    facts = linux("550.54.15", cc="9.0", python="3.10.12")
    assert "ptx-jit" in {w.code for w in plan(facts, tensorflow="2.15").warnings}
    assert "ptx-jit" not in {w.code for w in plan(facts, tensorflow="2.16").warnings}


# compat-facts 6.3: Python -> newest TF with a wheel
@pytest.mark.parametrize(
    ("python", "newest"),
    [
        ("3.5", "2.3.1"),
        ("3.6", "2.6.2"),
        ("3.7", "2.11.0"),
        ("3.8", "2.13.1"),
        ("3.9", "2.20.0"),
        ("3.10", "2.21.0"),
        ("3.13", "2.21.0"),
    ],
)
def test_python_table_6_3_on_linux(python: str, newest: str) -> None:
    assert tf_version(plan(linux("570.124.06"), python=python)) == newest


def test_python_3_11_has_no_native_windows_gpu_wheel() -> None:
    result = plan(windows("566.36"), python="3.11")
    assert {b.code for b in result.blockers} == {"no-wheel-for-python"}
    assert any(a.route == "windows-native" and a.python == "3.10" for a in result.alternatives)


def test_centos_7_glibc_2_17_gets_at_most_2_20() -> None:
    result = plan(load_facts(FACTS / "centos7-v100-glibc-2.17.json"))
    assert tf_version(result) == "2.20.0"
    assert "2.21" in str(plan(load_facts(FACTS / "centos7-v100-glibc-2.17.json"), tensorflow="2.21").blockers)


@pytest.mark.parametrize(
    ("profile", "route", "version", "warning"),
    [
        ("windows-rtx2060-driver-457.json", "windows-native", "2.10.1", None),
        ("linux-rtx3090-driver-535.json", "linux", "2.21.0", None),
        ("linux-no-gpu.json", "cpu", "2.21.0", "no-nvidia-gpu"),
        ("windows-gtx1050-laptop-conda.json", "windows-isolated", "2.10.1", None),
        ("linux-k40-kepler-driver-470.json", "linux", "2.14.1", None),
        ("wsl2-rtx4090-driver-546.json", "wsl2", "2.21.0", None),
        ("centos7-v100-glibc-2.17.json", "linux", "2.20.0", None),
        ("windows-gtx1080-driver-398.json", "windows-native", "1.12.3", None),
        ("linux-rtx5090-blackwell.json", "linux", "2.19.1", "proved-before-kept"),
        ("windows-rtx5080-blackwell.json", "cpu", "2.21.0", "no-windows-build-for-this-card"),
        ("linux-gtx750ti-maxwell-driver-418.json", "linux", "2.2.3", "ptx-jit"),
        ("macos-no-gpu.json", "cpu", "2.21.0", "cpu-only-os"),
    ],
)
def test_machine_profiles_get_the_expected_plan(
    profile: str, route: str, version: str, warning: str | None
) -> None:
    result = plan(load_facts(FACTS / profile))
    assert (result.route, tf_version(result)) == (route, version)
    assert warning is None or warning in {w.code for w in result.warnings}


def test_a_cpu_without_avx_has_no_plan_at_all() -> None:
    result = plan(load_facts(FACTS / "linux-no-avx-gtx1060.json"))
    assert not result.ok and "cpu-lacks-avx" in {b.code for b in result.blockers}
    assert result.alternatives == ()


def test_the_and_cuda_route_never_pins_2_15_0() -> None:
    result = plan(linux("535.104.05", python="3.10.12"), tensorflow="2.15.0")
    assert result.tensorflow and result.tensorflow.requirement == "tensorflow[and-cuda]==2.15.0.post1"


def test_system_cuda_routes_download_the_catalogs_installer_and_cudnn_archive() -> None:
    result = plan(linux("470.82.01", python="3.8.10"), tensorflow="2.10")
    catalog = load_catalog()
    files = {a.file: a for r in catalog.cuda for a in r.installers} | {
        a.file: a for r in catalog.cudnn for a in r.archives
    }
    assert [d.kind for d in result.downloads] == ["cuda-installer", "cudnn-archive"]
    for download in result.downloads:
        assert files[download.file].url == download.url and files[download.file].sha256 == download.sha256


def test_every_catalog_gpu_row_uses_the_package_name_of_rule_r2() -> None:
    rows = [(row.os, v, row.package) for row in load_catalog().tensorflow for v in row.versions]
    wrong = [r for r in rows if r[2] != gpu_package(r[1])]
    assert not wrong
    assert all(p != "tensorflow-gpu" for _, v, p in rows if parse(v) >= parse("2.12"))


def test_no_windows_plan_ever_uses_and_cuda() -> None:
    for version in ("2.10", "2.4", "1.15", "2.0"):
        result = plan(windows("566.36"), tensorflow=version)
        assert result.tensorflow and "[and-cuda]" not in result.tensorflow.requirement


def test_an_isolated_route_plan_uses_the_conda_recommendation_cudnn_8_1_0() -> None:
    """TensorFlow's own Windows recipe: conda-forge cudatoolkit=11.2 cudnn=8.1.0 (S3), a build the channel has."""
    facts = load_facts(FACTS / "windows-gtx1050-laptop-conda.json")
    result = plan(facts)
    assert (result.cuda, result.cudnn, result.downloads) == ("11.2", "8.1.0.77", ())
    assert result.conda_packages == ("cudatoolkit=11.2", "cudnn=8.1.0.77")


def test_alternatives_from_the_real_catalog_are_working_plans() -> None:
    facts = replace(load_facts(FACTS / "windows-rtx2060-driver-457.json"))
    result = plan(facts, tensorflow="2.16")
    assert not result.ok and result.alternatives
    assert all(a.ok and not a.alternatives for a in result.alternatives)
    assert {a.route for a in result.alternatives} >= {"wsl2", "cpu", "windows-native"}


@pytest.mark.parametrize("profile", sorted(FACTS.glob("*.json")), ids=lambda p: p.stem)
def test_every_reason_on_a_machine_profile_has_a_known_key(profile: Path) -> None:
    """Reasons are filed by ``Reason.key`` in the GUI; every plan and alternative gives a known one."""
    if "invalid" in profile.stem:
        pytest.skip("not a valid facts document")
    for wishes in (Wishes(), Wishes(allow_driver_upgrade=True), Wishes(route="cpu")):
        plan = make_plan(load_facts(profile), wishes, load_catalog())
        plans = [plan, *plan.alternatives]
        keys = [reason.key for each in plans for reason in each.reasons]
        assert keys and set(keys) <= set(REASON_KEYS), (profile.stem, wishes, keys)
