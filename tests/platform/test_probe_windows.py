"""Windows reads through stand-ins, on any OS: the registry is an in-memory MemoryRegistry, the Win32 calls
(version resources, IsProcessorFeaturePresent, IsUserAnAdmin) are given to WindowsProbe, and the folders
(%ProgramFiles%, %ProgramData%, the profile) are real folders in tmp_path. This machine has no Windows."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

from tests.fakes.fake_nvml import FakeCudaDriver, probe_test_context
from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.probe import probe_machine
from wizard.platform.probe_context import ProbeContext, RunResult
from wizard.platform.registry import HKLM, REG_DWORD, REG_SZ, RegistryValue
from wizard.platform.windows_probe import (
    CPU_KEY,
    LONG_PATHS_KEY,
    PF_AVX,
    VC_RUNTIME_KEYS,
    WindowsProbe,
    cuda_from_product_version,
    driver_version_from_file_version,
    parse_py_launcher,
    windows_release,
)


def _windows(
    tmp_path: Path,
    registry: MemoryRegistry | None = None,
    *,
    avx2: bool = True,
    admin: bool = False,
    nvcuda: tuple[str | None, str | None] = (None, None),
    build: str = "19045",
    avx: bool = True,
    **overrides: object,
) -> ProbeContext:
    program_files, program_data, system_root = (
        tmp_path / n for n in ("Program Files", "ProgramData", "Windows")
    )
    for folder in (program_files, program_data, system_root / "System32"):
        folder.mkdir(parents=True, exist_ok=True)
    probe = WindowsProbe(
        file_version=lambda path: nvcuda,
        feature_present=lambda feature: avx if feature == PF_AVX else avx2,
        is_admin=lambda: admin,
        build=lambda: build,
    )
    env = {
        "PATH": str(tmp_path / "bin"),
        "ProgramFiles": str(program_files),
        "ProgramData": str(program_data),
        "SystemRoot": str(system_root),
    }
    return probe_test_context(
        tmp_path, platform=probe, env=env, registry=registry or MemoryRegistry(), **overrides
    )


def test_vc_runtime_long_paths_and_elevation_come_from_the_registry(tmp_path: Path) -> None:
    registry = MemoryRegistry()
    registry.write(HKLM, VC_RUNTIME_KEYS[1], "Version", RegistryValue("v14.38.33130.00", REG_SZ))
    registry.write(HKLM, LONG_PATHS_KEY, "LongPathsEnabled", RegistryValue(1, REG_DWORD))
    ctx = _windows(tmp_path, registry, admin=True)
    extras = ctx.platform.read_windows_extras(ctx)
    assert extras is not None
    assert (extras.vc_runtime, extras.long_paths_enabled, extras.is_admin) == ("14.38.33130.00", True, True)


def test_a_bare_windows_has_no_runtime_and_long_paths_off(tmp_path: Path) -> None:
    ctx = _windows(tmp_path)
    extras = ctx.platform.read_windows_extras(ctx)
    assert extras is not None and (extras.vc_runtime, extras.long_paths_enabled, extras.is_admin) == (
        None,
        False,
        False,
    )


def test_cpu_features_and_name(tmp_path: Path) -> None:
    registry = MemoryRegistry()
    registry.write(HKLM, CPU_KEY, "ProcessorNameString", RegistryValue("Intel(R) Core(TM) i5-3470  ", REG_SZ))
    ctx = _windows(tmp_path, registry, avx2=False)
    cpu = ctx.platform.read_cpu(ctx)
    assert cpu is not None and (cpu.avx, cpu.avx2, cpu.name) == (True, False, "Intel(R) Core(TM) i5-3470")


@pytest.mark.parametrize(
    ("build", "avx", "avx2", "expected"),
    [
        ("17763", False, False, None),  # Server 2019 / Windows 10 1809: the call says false even with AVX
        ("18363", True, False, None),  # 1909: AVX2 false is not an answer either
        ("18363", True, True, (True, True)),  # a true is always true
        ("19041", False, False, (False, False)),  # 2004 and later: false means no AVX
        ("", False, True, None),  # build unknown: not trusted
    ],
    ids=["server-2019-false", "1909-avx2-false", "1909-true", "2004-false", "unknown-build"],
)
def test_avx_false_before_windows_10_2004_is_unknown_not_no_avx(
    tmp_path: Path, build: str, avx: bool, avx2: bool, expected: tuple[bool, bool] | None
) -> None:
    ctx = _windows(tmp_path, build=build, avx=avx, avx2=avx2)
    cpu = ctx.platform.read_cpu(ctx)
    assert (None if cpu is None else (cpu.avx, cpu.avx2)) == expected


def test_an_unknown_avx_answer_is_planned_as_avx_with_a_warning(tmp_path: Path) -> None:
    facts = probe_machine(_windows(tmp_path, build="17763", avx=False, avx2=False))
    assert (facts.cpu.avx, facts.cpu.avx2) == (True, True)
    assert any(note.code == "cpu-unknown" for note in facts.notes)


@pytest.mark.parametrize(
    ("file_version", "driver"),
    [("27.21.14.5720", "457.20"), ("31.0.15.3640", "536.40"), ("26.21.14.4120", "441.20"), ("1.2.3", None)],
)
def test_windows_driver_file_versions_map_to_nvidia_versions(file_version: str, driver: str | None) -> None:
    assert driver_version_from_file_version(file_version) == driver


def test_nvcuda_version_resource_gives_driver_and_cuda(tmp_path: Path) -> None:
    ctx = _windows(tmp_path, nvcuda=("27.21.14.5720", "11.1.114"))
    (Path(ctx.env["SystemRoot"]) / "System32" / "nvcuda.dll").write_bytes(b"MZ")
    assert ctx.platform.read_driver_files(ctx) == ("457.20", "11.1", "nvcuda.dll version resource")
    assert cuda_from_product_version("27.21.14.5720") is None


def test_py_launcher_lists_in_old_and_new_formats() -> None:
    old = " -3.8-64        C:\\Python38\\python.exe *\n -3.7-32        C:\\Python37-32\\python.exe\n"
    new = " -V:3.11 *        C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python311\\python.exe\n"
    assert [(p.version, p.arch) for p in parse_py_launcher(old)] == [("3.8", "x86_64"), ("3.7", "x86")]
    assert [(p.version, p.executable) for p in parse_py_launcher(new)] == [
        ("3.11", "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python311\\python.exe")
    ]


def test_a_whole_windows_probe_through_the_stand_ins(tmp_path: Path) -> None:
    """The full probe with WindowsProbe: toolkits under %ProgramFiles%, conda.exe (not conda.bat) under the
    profile, cuDNN copied into CUDA v11.2, PATH with the older CUDA first, the driver from a fake nvcuda."""
    ctx = _windows(
        tmp_path, nvcuda=("27.21.14.5720", "11.1.114"), cuda_driver_loader=lambda names: FakeCudaDriver(11010)
    )
    (Path(ctx.env["SystemRoot"]) / "System32" / "nvcuda.dll").write_bytes(b"MZ")
    cuda = Path(ctx.env["ProgramFiles"]) / "NVIDIA GPU Computing Toolkit" / "CUDA"
    for version, full in (("v10.0", "10.0.130"), ("v11.2", "11.2.2")):
        (cuda / version / "bin").mkdir(parents=True)
        (cuda / version / "bin" / "nvcc.exe").write_text("")
        (cuda / version / "version.json").write_text(json.dumps({"cuda": {"version": full}}))
    (cuda / "v11.2" / "include").mkdir()
    (cuda / "v11.2" / "include" / "cudnn_version.h").write_text(
        "#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 1\n#define CUDNN_PATCHLEVEL 1\n"
    )
    (cuda / "v11.2" / "bin" / "cudnn64_8.dll").write_text("")
    conda = ctx.home / "miniconda3"
    (conda / "Scripts").mkdir(parents=True)
    (conda / "Scripts" / "conda.exe").write_text("")
    (conda / "condabin").mkdir()
    (conda / "condabin" / "conda.bat").write_text("")
    (conda / "conda-meta").mkdir()
    (conda / "conda-meta" / "conda-4.9.2-py38haa95532_0.json").write_text("{}")
    env = {
        **ctx.env,
        "CUDA_PATH": str(cuda / "v11.2"),
        "PATH": f"{cuda / 'v10.0' / 'bin'};%CUDA_PATH%/bin;{ctx.env['SystemRoot']}",
    }
    facts = probe_machine(_with_env(ctx, env))
    assert facts.os.family == "windows"
    assert facts.driver is not None and (facts.driver.version, facts.driver.cuda) == ("457.20", "11.1")
    assert [(t.version, t.source) for t in facts.cuda_toolkits] == [
        ("11.2.2", "CUDA_PATH"),
        ("10.0.130", "standard folder"),
    ]
    assert [(c.version, c.libraries) for c in facts.cudnn] == [("8.1.1", ("cudnn64_8.dll",))]
    assert [(Path(c.executable).name, c.version) for c in facts.conda] == [("conda.exe", "4.9.2")]
    assert [(p.code, p.entry) for p in facts.path.problems] == [
        ("older-cuda-first", str(cuda / "v10.0" / "bin"))
    ]
    assert facts.windows is not None and facts.windows.vc_runtime is None


def _with_env(ctx: ProbeContext, env: dict[str, str]) -> ProbeContext:
    from dataclasses import replace

    return replace(ctx, env=env)


@pytest.mark.parametrize(("reported", "build", "release"), [("10", "19045", "10"), ("10", "22631", "11"),
                                                            ("11", "22631", "11"), ("8.1", "9600", "8.1")])
def test_windows_11_is_told_apart_by_its_build(reported: str, build: str, release: str) -> None:
    assert windows_release(reported, build) == release


def test_pythons_come_from_the_py_launcher_through_the_runner(tmp_path: Path) -> None:
    """Runner stand-in: answers `py -0p` as the Windows launcher does (no Windows here)."""
    seen: list[list[str]] = []

    def runner(args: Sequence[str], *, timeout: float, env: Mapping[str, str]) -> RunResult:
        seen.append(list(args))
        return RunResult(0, " -V:3.10 * C:\\Python310\\python.exe\n -V:3.8  C:\\Python38\\python.exe\n")

    ctx = _windows(tmp_path, runner=runner)
    launcher = Path(ctx.env["SystemRoot"]) / "py.exe"
    launcher.write_text("")
    assert [p.version for p in ctx.platform.find_pythons(ctx)] == ["3.10", "3.8"]
    assert seen == [[str(launcher), "-0p"]]


def test_folders_are_found_through_upper_case_variable_names_as_os_environ_gives_them_on_windows(
    tmp_path: Path,
) -> None:
    """Python on Windows upper-cases every name in os.environ (PROGRAMFILES, SYSTEMROOT), so the probe
    must look names up without regard to case; a toolkit under a non-default Program Files is found."""
    ctx = _windows(tmp_path)
    upper = {name.upper(): value for name, value in ctx.env.items()}
    program_files = tmp_path / "D" / "Programs"
    upper["PROGRAMFILES"] = str(program_files)
    toolkit = program_files / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v11.2"
    (toolkit / "bin").mkdir(parents=True)
    smi = Path(upper["SYSTEMROOT"]) / "System32" / "nvidia-smi.exe"
    ctx = _with_env(ctx, upper)
    assert ctx.platform.toolkit_folders(ctx) == [toolkit]
    assert ctx.platform.nvidia_smi_candidates(ctx)[-1] == smi
    assert ctx.getenv("Path") == upper["PATH"]


def test_the_frozen_wizard_is_no_python_so_a_machine_without_one_plans_to_install_it(tmp_path: Path) -> None:
    """The installed app runs as ``tfgpu-wizard.exe`` (``sys.frozen``): its ``sys.executable`` is no Python.
    Windows stand-ins as above (no py launcher, no python.exe on PATH: a machine without Python)."""
    from wizard.core.by_hand.commands import python_source
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    ctx = _windows(tmp_path, running_is_python=False, python_executable=str(tmp_path / "tfgpu-wizard.exe"),
                   python_version="3.11.9")
    facts = probe_machine(ctx)
    assert facts.python is None and facts.pythons == ()
    plan = make_plan(facts, Wishes(tensorflow="newest", route="cpu"))
    assert plan.python is not None
    assert "already on this computer" not in " ".join(r.why for r in plan.reasons)
    assert python_source(plan, True, facts) != "installed"


def test_the_running_python_is_still_the_first_python_outside_the_frozen_app(tmp_path: Path) -> None:
    ctx = _windows(tmp_path, python_executable=str(tmp_path / "python.exe"), python_version="3.11.9")
    facts = probe_machine(ctx)
    assert facts.python is not None and facts.python.version == "3.11.9" and facts.pythons[0] == facts.python
