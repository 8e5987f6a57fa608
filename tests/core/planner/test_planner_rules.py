"""Planner rules on a small catalog built in code (each row a fact from compat-facts.md, cited inline).

A hand-made catalog keeps these tests independent of the bundled data: they pin the rules themselves
(R1-R7); ``test_planner_catalog.py`` checks the same behaviour against the real catalog.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from packaging.version import Version

from tests.core.plan_document import PLAN_DOCUMENT_KEYS
from wizard.basics.errors import BadInputError
from wizard.basics.facts import CondaFacts, CpuFacts, DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.core.catalog.model import (
    Archive,
    Catalog,
    CondaPackage,
    CpuBuild,
    CudaMajor,
    CudaRelease,
    CudnnRelease,
    Source,
    TfBuild,
)
from wizard.core.plan import REASON_KEYS, Plan, Reason, Wishes
from wizard.core.planner import UnknownVersionError, make_plan

AS_24 = ("3.5", "5.0", "6.0", "7.0", "7.5")
AS_217 = ("6.0", "7.0", "8.0", "8.9")
PY_210 = ("3.7", "3.8", "3.9", "3.10")


def _tf(os_name: str, versions: tuple[str, ...], cuda: str, cudnn: str, **extra: object) -> TfBuild:
    defaults: dict[str, object] = {
        "package": "tensorflow",
        "python": PY_210,
        "cudnn_min": cudnn,
        "min_cc": "3.5",
        "sass": AS_24,
        "ptx": ("8.0",),
        "sources": ("S1",) if os_name == "linux" else ("S2",),
        "jit_fails": ("10", "12"),  # Blackwell: PTX JIT known to fail (compat-facts M15)
    }
    defaults.update(extra)
    return TfBuild(os=os_name, versions=versions, cuda=cuda, cudnn=cudnn, **defaults)  # type: ignore[arg-type]


def _cuda(version: str, linux: str, windows: str | None) -> CudaRelease:
    installers = (
        Archive(
            "linux",
            f"cuda_{version}_linux.run",
            f"https://example.invalid/cuda_{version}_linux.run",
            sha256="a" * 64,
            size=1000,
        ),
        Archive(
            "windows",
            f"cuda_{version}_windows.exe",
            f"https://example.invalid/cuda_{version}.exe",
            md5="b" * 32,
        ),
    )
    return CudaRelease(version, linux, windows, installers=installers, sources=("S11",))


def _cudnn(version: str, cuda: tuple[str, ...], variant: str | None, min_cc: str = "3.5") -> CudnnRelease:
    archives = tuple(
        Archive(
            os_name,
            f"cudnn-{os_name}-{version}.zip",
            f"https://example.invalid/cudnn-{os_name}-{version}",
            sha256="c" * 64,
            layout="archive-folder",
            cuda_variant=variant,
        )
        for os_name in ("linux", "windows")
    )
    return CudnnRelease(version, cuda, archives=archives, min_cc=min_cc, sources=("S17",))


GPU_ROWS = (
        _tf(
            "linux",
            ("1.12.0", "1.12.3"),
            "9.0",
            "7.2",
            package="tensorflow-gpu",
            python=("2.7", "3.5", "3.6"),
            sass=(),
            ptx=(),
        ),
        _tf(
            "linux",
            ("2.3.0", "2.3.4"),
            "10.1",
            "7.6",
            python=("3.6", "3.7", "3.8"),
            sass=("3.5", "3.7", "5.2", "6.0", "6.1"),
            ptx=("7.0",),
        ),
        _tf("linux", ("2.4.0",), "11.0", "8.0", python=("3.6", "3.7", "3.8"), avx2=True),
        _tf("linux", ("2.4.1", "2.4.4"), "11.0", "8.0", python=("3.6", "3.7", "3.8")),
        _tf("linux", ("2.10.0", "2.10.1"), "11.2", "8.1", glibc_min="2.17"),
        _tf(
            "linux",
            ("2.14.0", "2.14.1"),
            "11.8",
            "8.7",
            python=("3.9", "3.10", "3.11"),
            and_cuda=True,
            glibc_min="2.17",
        ),
        _tf(
            "linux",
            ("2.15.0", "2.15.0.post1", "2.15.1"),
            "12.2",
            "8.9",
            python=("3.9", "3.10", "3.11"),
            and_cuda=True,
            min_cc="5.0",
            sass=("5.0", "6.0", "7.0", "7.5"),
            glibc_min="2.17",
        ),
        _tf(
            "linux",
            ("2.16.1", "2.16.2"),
            "12.3",
            "8.9",
            python=("3.9", "3.10", "3.11", "3.12"),
            and_cuda=True,
            min_cc="5.0",
            sass=("5.0", "6.0", "7.0", "8.0"),
            ptx=("9.0",),
            glibc_min="2.17",
        ),
        _tf(
            "linux",
            ("2.21.0",),
            "12.5",
            "9.3",
            python=("3.10", "3.11", "3.12", "3.13"),
            and_cuda=True,
            min_cc="6.0",
            sass=AS_217,
            ptx=("9.0",),
            glibc_min="2.27",
        ),
        _tf(
            "windows",
            ("2.3.0", "2.3.4"),
            "10.1",
            "7.6",
            python=("3.6", "3.7", "3.8"),
            sass=("3.5", "3.7", "5.2", "6.0", "6.1"),
            ptx=("7.0",),
        ),
        _tf("windows", ("2.4.0",), "11.0", "8.0", python=("3.6", "3.7", "3.8"), avx2=True),
        _tf("windows", ("2.4.1", "2.4.4"), "11.0", "8.0", python=("3.6", "3.7", "3.8")),
        _tf("windows", ("2.10.0", "2.10.1"), "11.2", "8.1"),
)


def _cpu_rows(row: TfBuild) -> tuple[CpuBuild, ...]:
    """CPU wheels as the package index has them (S8/S26): tensorflow-cpu from 2.1 on Linux/Windows x86_64
    (and macOS x86_64 to 2.16.2), plain tensorflow for older ones, macOS arm64 and Linux aarch64 from 2.13."""
    versions = tuple(v for v in row.versions if not v.endswith("post1"))
    new = tuple(v for v in versions if Version(v) >= Version("2.13"))
    intel_mac = tuple(v for v in versions if Version(v) <= Version("2.16.2"))
    package = "tensorflow" if row.package == "tensorflow-gpu" else "tensorflow-cpu"
    found = [CpuBuild("linux", "x86_64", package, row.versions, row.python, glibc_min=row.glibc_min,
                      avx2=row.avx2, sources=("S26",))]
    if row.os == "linux" and new:
        found += [CpuBuild("windows", "x86_64", package, new, row.python, sources=("S26",)),
                  CpuBuild("macos", "arm64", "tensorflow", new, row.python, avx=False, sources=("S8",)),
                  CpuBuild("linux", "arm64", "tensorflow", new, row.python, avx=False, glibc_min=row.glibc_min,
                           sources=("S8",))]
    if row.os == "windows":
        found = [CpuBuild("windows", "x86_64", package, versions, row.python, avx2=row.avx2, sources=("S26",))]
    if intel_mac and row.os == "linux":
        found.append(CpuBuild("macos", "x86_64", package, intel_mac, row.python, avx2=row.avx2, sources=("S26",)))
    return tuple(found)


MINI = Catalog(
    schema=1,
    tensorflow=GPU_ROWS,
    cpu_builds=tuple(cpu for row in GPU_ROWS for cpu in _cpu_rows(row)),
    conda=(
        CondaPackage("conda-forge", "windows", "cudatoolkit", ("10.1", "11.0", "11.2"), sources=("S19",)),
        CondaPackage("conda-forge", "windows", "cudnn", ("7.6.5.32", "8.0.5.39", "8.1.0.77"), sources=("S19",)),
    ),
    cuda=(
        _cuda("9.0.176", "384.81", "385.54"),
        _cuda("10.1.105", "418.39", "418.96"),
        _cuda("11.0.2", "450.51.05", "451.48"),
        _cuda("11.0.3", "450.51.06", "451.82"),
        _cuda("11.2.0", "460.27.03", "460.82"),
        _cuda("11.2.2", "460.32.03", "461.33"),
        _cuda("11.8.0", "520.61.05", "520.06"),
        _cuda("12.2.0", "535.54.03", "536.25"),
        _cuda("12.3.0", "545.23.06", "545.84"),
        _cuda("12.5.1", "555.42.06", "555.85"),
    ),
    cuda_majors=(
        CudaMajor(11, "450.80.02", "452.39", "3.5", sources=("S12",)),
        CudaMajor(12, "525.60.13", "527.41", "5.0", sources=("S12", "S13")),
    ),
    cudnn=(
        _cudnn("7.2.1.38", ("9.0",), "9.0"),
        _cudnn("7.6.5.32", ("10.1", "10.0", "9.0"), "10.1"),
        _cudnn("8.0.5.39", ("11.0",), "11.0"),
        _cudnn("8.1.0.77", ("11.0", "11.1", "11.2"), "11.2"),
        _cudnn("8.7.0.84", ("11",), "11"),
        _cudnn("8.9.4.25", ("12", "11"), "12", min_cc="5.0"),
        _cudnn("8.9.7.29", ("12", "11"), "12", min_cc="5.0"),
        _cudnn("9.3.0.75", ("12", "11"), "12", min_cc="5.0"),
    ),
    sources=(
        Source("S1", "TF tested build configurations (Linux)"),
        Source("S2", "TF tested build configurations (Windows)"),
        Source("S11", "NVIDIA CUDA Toolkit Release Notes, Table 3"),
        Source("S12", "NVIDIA CUDA Compatibility"),
        Source("S13", "NVIDIA Table 2 (older revisions)"),
        Source("S17", "NVIDIA cuDNN support matrices"),
        Source("S19", "conda-forge feedstocks"),
        Source("S26", "Package index file list of tensorflow-cpu"),
    ),
)


def machine(
    family: str = "linux",
    driver: str | None = "535.104.05",
    cc: str | None = "8.6",
    python: str = "3.10",
    **os_extra: object,
) -> MachineFacts:
    """A facts document; ``cc=None`` means no GPU, ``driver=None`` no NVIDIA driver."""
    os_fields: dict[str, object] = {"glibc": "2.35"} if family == "linux" else {"build": "19045"}
    os_fields.update(os_extra)
    return MachineFacts(
        os=OsFacts(family=family, **os_fields),  # type: ignore[arg-type]
        driver=DriverFacts(driver) if driver else None,
        gpus=(GpuFacts("NVIDIA Test GPU", cc),) if cc else (),
        python=PythonFacts(python),
    )


def plan_for(facts: MachineFacts, **wishes: object) -> Plan:
    return make_plan(facts, Wishes(**wishes), MINI)  # type: ignore[arg-type]


def codes(plan: Plan) -> set[str]:
    return {b.code for b in plan.blockers}


def steps(plan: Plan) -> list[str]:
    return [step.id for step in plan.steps]


def warning_codes(plan: Plan) -> set[str]:
    return {w.code for w in plan.warnings}


# --- R1: Python wheels -------------------------------------------------------------------------------


def test_the_machines_python_is_kept_when_the_chosen_release_has_a_wheel_for_it() -> None:
    plan = plan_for(machine(python="3.11.4"))
    assert (plan.tensorflow and plan.tensorflow.version, plan.python) == ("2.21.0", "3.11")


def test_another_python_found_on_the_machine_is_preferred_to_a_new_one() -> None:
    facts = replace(machine(python="3.6.9"), pythons=(PythonFacts("3.11.2"), PythonFacts("3.12.1")))
    assert plan_for(facts).python == "3.11"


def test_otherwise_the_newest_python_with_a_wheel_is_chosen() -> None:
    plan = plan_for(machine(python="3.6.9"))
    assert plan.python == "3.13"


def test_a_fixed_python_picks_the_newest_release_that_has_a_wheel_for_it() -> None:
    plan = plan_for(machine(), python="3.8")
    assert plan.ok and plan.tensorflow and plan.tensorflow.version == "2.10.1"


def test_a_python_without_a_wheel_is_a_blocker_and_another_python_is_offered() -> None:
    plan = plan_for(machine(), tensorflow="2.21", python="3.8")
    assert codes(plan) == {"no-wheel-for-python"}
    assert any(
        a.python != "3.8" and a.tensorflow and a.tensorflow.version == "2.21.0" for a in plan.alternatives
    )


# --- R2: package names ---------------------------------------------------------------------------------


def test_old_releases_install_as_tensorflow_gpu() -> None:
    plan = plan_for(machine(driver="384.81"), tensorflow="1.12")
    assert plan.tensorflow and plan.tensorflow.requirement == "tensorflow-gpu==1.12.3"


def test_linux_from_2_14_uses_and_cuda_and_needs_no_toolkit_download() -> None:
    plan = plan_for(machine(), tensorflow="2.16")
    assert plan.tensorflow and plan.tensorflow.requirement == "tensorflow[and-cuda]==2.16.2"
    assert plan.downloads == () and "install-cuda" not in steps(plan)


def test_and_cuda_is_never_pinned_to_the_broken_2_15_0() -> None:
    plan = plan_for(machine(), tensorflow="2.15.0")
    assert plan.tensorflow and plan.tensorflow.requirement == "tensorflow[and-cuda]==2.15.0.post1"
    assert any("2.15.0.post1" in r.why and r.rule == "R2" for r in plan.reasons)


def test_the_cpu_route_installs_tensorflow_cpu_where_it_exists() -> None:
    plan = plan_for(machine(cc=None, driver=None))
    assert plan.route == "cpu" and plan.tensorflow and plan.tensorflow.requirement == "tensorflow-cpu==2.21.0"


def test_the_cpu_route_installs_plain_tensorflow_where_no_tensorflow_cpu_exists() -> None:
    """Linux aarch64 has only the plain (CPU-only) tensorflow wheels (S8); 1.12 has no tensorflow-cpu at all."""
    arm = plan_for(machine(cc=None, driver=None, arch="arm64"))
    assert arm.tensorflow and arm.tensorflow.requirement == "tensorflow==2.21.0"
    old = plan_for(machine(cc=None, driver=None, python="3.6"), tensorflow="1.12")
    assert old.tensorflow and old.tensorflow.requirement == "tensorflow==1.12.3"


# --- R3: CUDA runtime and cuDNN ------------------------------------------------------------------------


def test_tf_2_4_installs_cuda_11_0_exactly_and_a_cudnn_8_0_for_it() -> None:
    plan = plan_for(machine(driver="460.32.03"), tensorflow="2.4")
    assert (plan.cuda, plan.cudnn) == ("11.0", "8.0.5.39")
    assert [d.file for d in plan.downloads] == ["cuda_11.0.3_linux.run", "cudnn-linux-8.0.5.39.zip"]


def test_cudnn_prefers_the_release_tensorflow_was_compiled_with() -> None:
    plan = plan_for(machine(family="windows", driver="461.33", cc="7.5"), tensorflow="2.10")
    assert plan.cudnn == "8.1.0.77"


def test_a_cudnn_archive_that_serves_several_cuda_lines_is_downloaded_for_each_of_them() -> None:
    """8.1's ``cudnn-11.2-...`` package also serves CUDA 11.0 and 11.1 (its row's ``serves``, S17)."""
    serving = _cudnn("8.1.1.33", ("11.0", "11.1", "11.2"), "11.2")
    serving = replace(serving, archives=tuple(replace(a, serves=("11.0", "11.1", "11.2")) for a in serving.archives))
    catalog = replace(
        MINI,
        tensorflow=(_tf("windows", ("2.5.0",), "11.1", "8.1"),),
        cuda=(_cuda("11.1.1", "455.32.00", "456.81"),),
        cudnn=(serving,),
    )
    plan = make_plan(machine(family="windows", driver="461.33", cc="7.5"), Wishes(), catalog)
    assert plan.ok and (plan.cuda, plan.cudnn) == ("11.1", "8.1.1.33")
    assert [d.file for d in plan.downloads] == ["cuda_11.1.1_windows.exe", "cudnn-windows-8.1.1.33.zip"]
    assert "cudnn-download-unknown" not in warning_codes(plan)


# --- R4: driver ----------------------------------------------------------------------------------------


def test_before_cuda_11_the_driver_must_meet_table_3_exactly() -> None:
    plan = plan_for(machine(driver="418.30", cc="7.5"), tensorflow="2.3")
    assert codes(plan) == {"driver-too-old"}
    assert "418.39" in plan.blockers[0].message


def test_from_cuda_11_a_driver_above_the_mvc_floor_is_enough() -> None:
    plan = plan_for(machine(driver="455.45.01", cc="7.5"), tensorflow="2.10")
    assert plan.ok and plan.driver_min == "450.80.02"
    assert any("minor-version compatibility" in r.why and r.rule == "R4" for r in plan.reasons)


def test_a_ptx_only_gpu_on_a_driver_below_the_toolkits_is_blocked_with_a_driver_fix() -> None:
    """Minor-version compatibility does not cover PTX JIT (S12): the driver must reach the toolkit's."""
    plan = plan_for(machine(driver="455.45.01", cc="9.0"), tensorflow="2.10")
    assert codes(plan) == {"ptx-needs-newer-driver"}
    fixes = plan.blockers[0].fixes
    assert [f.kind for f in fixes[:2]] == ["allow-driver-upgrade", "upgrade-driver"]
    assert all(f.params["driver"] == "460.32.03" for f in fixes[:2])
    upgraded = plan_for(machine(driver="455.45.01", cc="9.0"), tensorflow="2.10", allow_driver_upgrade=True)
    assert upgraded.ok and upgraded.driver_min == "460.32.03" and "upgrade-driver" in steps(upgraded)


def test_a_driver_below_the_mvc_floor_is_refused_and_an_upgrade_is_offered() -> None:
    plan = plan_for(machine(driver="450.80.01", cc="8.6"), tensorflow="2.10")
    assert codes(plan) == {"driver-too-old"}
    upgraded = [a for a in plan.alternatives if "upgrade-driver" in steps(a)]
    assert upgraded and "needs-driver-upgrade" in warning_codes(upgraded[0])


def test_allowing_a_driver_upgrade_plans_the_upgrade_step_with_admin_rights() -> None:
    plan = plan_for(machine(driver="440.33", cc="8.6"), allow_driver_upgrade=True)
    assert plan.ok and plan.tensorflow and plan.tensorflow.version == "2.21.0"
    upgrade = next(s for s in plan.steps if s.id == "upgrade-driver")
    assert upgrade.needs_admin and plan.driver_min == "555.42.06"


# --- R5: compute capability ----------------------------------------------------------------------------


def test_a_gpu_below_the_builds_minimum_is_refused() -> None:
    plan = plan_for(machine(cc="5.2"), tensorflow="2.21")
    assert codes(plan) == {"gpu-below-minimum-cc"}


def test_a_gpu_with_neither_sass_nor_ptx_is_refused() -> None:
    plan = plan_for(machine(driver="418.39", cc="5.0"), tensorflow="2.3")
    assert codes(plan) == {"gpu-no-kernels"}


def test_a_ptx_only_gpu_gets_a_jit_warning() -> None:
    plan = plan_for(machine(driver="470.57.02", cc="9.0"), tensorflow="2.10")
    assert plan.ok and warning_codes(plan) == {"ptx-jit"}


def test_a_blackwell_gpu_gets_the_cpu_plan_and_an_experimental_gpu_alternative() -> None:
    plan = plan_for(machine(driver="570.26", cc="12.0"))
    assert plan.ok and plan.route == "cpu" and not plan.experimental
    assert "gpu-path-known-to-fail" in warning_codes(plan)
    experimental = [a for a in plan.alternatives if a.experimental]
    assert len(experimental) == 1 and experimental[0] is plan.alternatives[-1]
    assert experimental[0].route == "linux" and "experimental" in warning_codes(experimental[0])


def test_a_kepler_gpu_falls_back_to_the_last_release_that_supports_it() -> None:
    plan = plan_for(machine(driver="470.82.01", cc="3.5"))
    assert plan.tensorflow and plan.tensorflow.version == "2.14.1"


# --- R6: operating system and routes -------------------------------------------------------------------


def test_native_windows_newest_is_the_last_native_gpu_release() -> None:
    plan = plan_for(machine(family="windows", driver="461.33", cc="7.5"))
    assert (plan.route, plan.tensorflow and plan.tensorflow.version) == ("windows-native", "2.10.1")
    assert steps(plan) == [
        "check-driver",
        "download",
        "install-cuda",
        "install-cudnn",
        "set-env-vars",
        "create-env",
        "install-tensorflow",
        "verify",
        "report",
    ]
    assert {d.kind for d in plan.downloads} == {"cuda-installer", "cudnn-archive"}


def test_native_windows_refuses_2_11_plus_and_offers_wsl2_and_cpu() -> None:
    plan = plan_for(machine(family="windows", driver="551.61", cc="8.6"), tensorflow="2.16")
    assert codes(plan) == {"native-windows-gpu-ends-at-2-10"}
    routes = {(a.route, a.tensorflow.version if a.tensorflow else "") for a in plan.alternatives}
    assert {("wsl2", "2.16.2"), ("cpu", "2.16.2"), ("windows-native", "2.10.1")} <= routes


def test_windows_with_conda_gets_the_isolated_route_without_admin_or_downloads() -> None:
    facts = replace(machine(family="windows", driver="461.33", cc="6.1"), conda=(CondaFacts("conda.exe"),))
    plan = plan_for(facts)
    assert plan.route == "windows-isolated" and plan.downloads == ()
    assert not any(s.needs_admin for s in plan.steps) and "install-cuda-runtime" in steps(plan)


def test_the_isolated_route_needs_no_conda_installed() -> None:
    """The wizard makes the conda env itself (py-rattler), so a machine without conda gets the plan."""
    plan = plan_for(machine(family="windows", driver="461.33", cc="6.1"), route="windows-isolated")
    assert plan.ok and codes(plan) == set()
    assert plan.route == "windows-isolated" and "install-cuda-runtime" in steps(plan)


def test_wsl2_needs_windows_build_19044() -> None:
    plan = plan_for(machine(family="windows", build="19041", driver="551.61", cc="8.6"), route="wsl2")
    assert "windows-too-old-for-wsl2" in codes(plan)


def test_wsl2_with_cuda_12_needs_driver_528_33() -> None:
    plan = plan_for(machine(family="windows", driver="527.50", cc="8.6"), route="wsl2")
    assert plan.tensorflow and plan.tensorflow.version == "2.14.1"
    newer = plan_for(machine(family="windows", driver="528.33", cc="8.6"), route="wsl2")
    assert newer.tensorflow and newer.tensorflow.version == "2.21.0" and newer.driver_min == "528.33"


def test_facts_from_inside_wsl_choose_the_wsl2_route() -> None:
    plan = plan_for(machine(wsl=True, windows_build="22631", driver="546.12", cc="8.9"))
    assert plan.route == "wsl2" and "check-wsl" in steps(plan)


def test_the_linux_glibc_floor_caps_the_release() -> None:
    plan = plan_for(machine(glibc="2.17"))
    assert plan.tensorflow and plan.tensorflow.version == "2.16.2"


def test_macos_gets_the_cpu_route_and_a_gpu_route_is_refused() -> None:
    mac = MachineFacts(os=OsFacts(family="macos", arch="arm64"), python=PythonFacts("3.11.9"))
    assert plan_for(mac).route == "cpu" and plan_for(mac).ok
    assert codes(plan_for(mac, route="linux")) >= {"no-gpu-support-on-this-os"}


# --- no GPU, no driver ---------------------------------------------------------------------------------


def test_no_gpu_gives_an_ok_cpu_plan_with_a_clear_warning() -> None:
    plan = plan_for(machine(cc=None, driver=None))
    assert plan.ok and plan.route == "cpu" and warning_codes(plan) == {"no-nvidia-gpu"}
    assert plan.cuda is None and plan.cudnn is None and "check-driver" not in steps(plan)


def test_insisting_on_a_gpu_route_without_a_gpu_is_a_blocker() -> None:
    plan = plan_for(machine(cc=None, driver=None), route="linux")
    assert "no-nvidia-gpu" in codes(plan)
    assert any(a.route == "cpu" for a in plan.alternatives)


def test_a_gpu_without_driver_gets_the_cpu_plan_unless_a_driver_install_is_allowed() -> None:
    assert warning_codes(plan_for(machine(driver=None))) == {"no-nvidia-driver"}
    plan = plan_for(machine(driver=None), allow_driver_upgrade=True)
    assert plan.route == "linux" and "upgrade-driver" in steps(plan)


# --- R7: CPU -------------------------------------------------------------------------------------------


def test_2_4_0_needs_avx2_but_2_4_1_does_not() -> None:
    facts = replace(machine(driver="460.32.03"), cpu=CpuFacts(avx=True, avx2=False))
    assert codes(plan_for(facts, tensorflow="2.4.0")) == {"cpu-lacks-avx2"}
    plan = plan_for(facts, tensorflow="2.4")
    assert plan.ok and plan.tensorflow and plan.tensorflow.version == "2.4.4"


def test_a_cpu_without_avx_gets_no_plan_and_no_alternatives() -> None:
    plan = plan_for(replace(machine(), cpu=CpuFacts(avx=False, avx2=False)))
    assert "cpu-lacks-avx" in codes(plan) and plan.alternatives == ()


# --- wishes, reasons, alternatives ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "wish", [{"tensorflow": "2.x"}, {"tensorflow": "latest"}, {"python": "3"}, {"python": "3.10.1"}]
)
def test_malformed_wishes_are_bad_input(wish: dict[str, str]) -> None:
    with pytest.raises(BadInputError) as caught:
        plan_for(machine(), **wish)
    assert caught.value.exit_code == 2


def test_an_unknown_release_lists_the_known_series() -> None:
    with pytest.raises(UnknownVersionError) as caught:
        plan_for(machine(), tensorflow="2.12")
    assert "2.21" in caught.value.hint and "1.12" in caught.value.hint


def test_every_reason_names_a_rule_and_a_source() -> None:
    plan = plan_for(machine(family="windows", driver="461.33", cc="7.5"))
    assert {r.key for r in plan.reasons} >= {"route", "python", "cuda", "cudnn", "tensorflow"}
    assert all(re.fullmatch(r"R\d", r.rule) and re.fullmatch(r"S\d+(, S\d+)*", r.source) for r in plan.reasons)
    assert all(r.why and not re.match(r"R\d", r.why) for r in plan.reasons)


def test_alternatives_are_working_plans_without_nested_alternatives() -> None:
    plan = plan_for(machine(family="windows", driver="457.20", cc="7.5"), tensorflow="2.16")
    assert plan.alternatives
    assert all(a.ok and a.alternatives == () for a in plan.alternatives)


def test_the_same_input_gives_the_same_plan() -> None:
    facts = machine(family="windows", driver="457.20", cc="7.5")
    assert plan_for(facts, tensorflow="2.16").to_json() == plan_for(facts, tensorflow="2.16").to_json()


def test_the_json_document_has_the_interop_keys() -> None:
    data = plan_for(machine()).to_dict()
    assert set(data) >= PLAN_DOCUMENT_KEYS
    assert {"version", "package"} <= set(data["tensorflow"])


def test_a_plan_document_reads_back_unchanged() -> None:
    """``download --plan`` and the elevated helper read plans back from JSON."""
    import json

    from wizard.core.plan import plan_from_dict

    plan = plan_for(machine(family="windows", driver="457.20", cc="7.5"), tensorflow="2.16")
    assert plan_from_dict(json.loads(plan.to_json())) == plan


def test_blockers_are_translated_into_chinese() -> None:
    from wizard.basics import i18n

    i18n.set_language("zh_CN")
    plan = plan_for(replace(machine(), cpu=CpuFacts(avx=False, avx2=False)))
    assert "AVX" in plan.blockers[0].message and "此处理器不支持" in plan.blockers[0].message


def _reasons_of(plan: Plan) -> list[Reason]:
    """The reasons of a plan and of every alternative offered with it."""
    return [*plan.reasons, *(r for alternative in plan.alternatives for r in _reasons_of(alternative))]


def test_every_reason_has_a_known_key_in_every_language() -> None:
    """The GUI files each reason under a version row by ``Reason.key`` (plan_view.py), never by its words."""
    from wizard.basics import i18n

    facts = machine(family="windows", driver="440.0", cc="7.5")
    for language in ("en", "zh_CN"):
        i18n.set_language(language)
        plan = plan_for(facts, allow_driver_upgrade=True)
        keys = [r.key for r in _reasons_of(plan)]
        assert {"route", "python", "driver", "cudnn", "tensorflow"} <= set(keys), language
        assert set(keys) <= set(REASON_KEYS), language
