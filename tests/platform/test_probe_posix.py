"""Linux reads from a fake filesystem root: os-release, /proc/version (WSL), cpuinfo, the driver's version."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.fake_nvml import probe_test_context
from wizard.platform.posix_probe import PosixProbe, detect_wsl, parse_cpuinfo, parse_os_release, read_glibc
from wizard.platform.probe_context import ProbeContext

UBUNTU = 'NAME="Ubuntu"\nVERSION_ID="22.04"\nID=ubuntu\nID_LIKE=debian\n'
WSL2_VERSION = (
    "Linux version 5.15.133.1-microsoft-standard-WSL2 (root@1c602f52c2e4) (gcc (GCC) 11.2.0) #1 SMP\n"
)


def _root(tmp_path: Path, files: dict[str, str], **overrides: object) -> ProbeContext:
    ctx = probe_test_context(tmp_path, platform=PosixProbe("linux"), **overrides)
    for name, text in files.items():
        path = ctx.at_root(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return ctx


def test_native_linux_reads_distro_release_kernel_and_glibc(tmp_path: Path) -> None:
    ctx = _root(
        tmp_path,
        {
            "/etc/os-release": UBUNTU,
            "/proc/version": "Linux version 6.5.0-14-generic\n",
            "/proc/sys/kernel/osrelease": "6.5.0-14-generic\n",
        },
    )
    facts = ctx.platform.read_os(ctx)
    assert (facts.family, facts.distro, facts.release, facts.build, facts.wsl) == (
        "linux",
        "ubuntu",
        "22.04",
        "6.5.0-14-generic",
        False,
    )
    assert facts.glibc == read_glibc() and facts.windows_build is None


@pytest.mark.posix_only("the stand-in cmd.exe is a #! script, as WSL's Linux side runs it")
def test_wsl2_is_detected_from_proc_version_and_the_windows_build_comes_from_cmd_ver(tmp_path: Path) -> None:
    """Real subprocess: a fake cmd.exe on PATH printing what `cmd.exe /c ver` prints."""
    ctx = _root(
        tmp_path,
        {
            "/etc/os-release": UBUNTU,
            "/proc/version": WSL2_VERSION,
            "/proc/sys/kernel/osrelease": "5.15.133.1-microsoft-standard-WSL2\n",
        },
    )
    cmd = Path(ctx.env["PATH"]) / "cmd.exe"
    cmd.write_text("#!/bin/sh\nprintf '\\r\\nMicrosoft Windows [Version 10.0.19045.3803]\\r\\n'\n")
    cmd.chmod(0o755)
    facts = ctx.platform.read_os(ctx)
    assert (facts.wsl, facts.windows_build) == (True, "19045")


def test_wsl1_carries_the_windows_build_in_the_kernel_name(tmp_path: Path) -> None:
    ctx = _root(
        tmp_path,
        {
            "/proc/version": "Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com)\n",
            "/proc/sys/kernel/osrelease": "4.4.0-19041-Microsoft\n",
        },
    )
    facts = ctx.platform.read_os(ctx)
    assert (facts.wsl, facts.windows_build) == (True, "19041")


def test_wsl2_without_interop_is_still_wsl_with_an_unknown_build(tmp_path: Path) -> None:
    ctx = _root(tmp_path, {"/proc/version": WSL2_VERSION})
    facts = ctx.platform.read_os(ctx)
    assert (facts.wsl, facts.windows_build) == (True, None)


@pytest.mark.parametrize(
    ("version", "env", "wsl"),
    [
        ("Linux version 6.5.0-14-generic", {}, False),
        (WSL2_VERSION, {}, True),
        ("Linux version 6.5.0 (custom kernel)", {"WSL_DISTRO_NAME": "Ubuntu"}, True),
        ("Linux version 6.5.0 (custom kernel)", {"WSL_INTEROP": "/run/WSL/1_interop"}, True),
    ],
    ids=["native", "microsoft-kernel", "WSL_DISTRO_NAME", "WSL_INTEROP"],
)
def test_wsl_detection(version: str, env: dict[str, str], wsl: bool) -> None:
    assert detect_wsl(version, env) is wsl


def test_cpuinfo_flags_give_avx_and_avx2() -> None:
    text = (
        "processor\t: 0\nmodel name\t: Intel(R) Core(TM) i7-2600\nflags\t\t: fpu sse4_2 avx\n\n"
        "processor\t: 1\n"
    )
    assert parse_cpuinfo(text) == parse_cpuinfo(text.replace("processor\t: 1\n", "")) is not None
    cpu = parse_cpuinfo(text)
    assert cpu is not None and (cpu.avx, cpu.avx2, cpu.name) == (True, False, "Intel(R) Core(TM) i7-2600")
    assert parse_cpuinfo("processor : 0\n") is None


def test_unreadable_cpuinfo_gives_none(tmp_path: Path) -> None:
    ctx = _root(tmp_path, {})
    assert ctx.platform.read_cpu(ctx) is None


def test_driver_version_from_the_kernel_modules_version_file(tmp_path: Path) -> None:
    ctx = _root(
        tmp_path,
        {
            "/proc/driver/nvidia/version": "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  "
            "535.104.05  Release Build\n"
        },
    )
    assert ctx.platform.read_driver_files(ctx) == ("535.104.05", None, "/proc/driver/nvidia/version")


def test_os_release_quotes_are_removed() -> None:
    assert parse_os_release(UBUNTU)["NAME"] == "Ubuntu"


def test_conda_roots_and_toolkit_folders_are_under_home_and_root(tmp_path: Path) -> None:
    ctx = _root(tmp_path, {})
    assert ctx.home / "miniconda3" in ctx.platform.conda_roots(ctx)
    assert ctx.platform.conda_executable(ctx.home / "miniconda3") == ctx.home / "miniconda3" / "bin" / "conda"
    assert ctx.platform.toolkit_folders(ctx)[-2:] == [
        ctx.at_root("/usr/local/cuda"),
        ctx.at_root("/opt/cuda"),
    ]
