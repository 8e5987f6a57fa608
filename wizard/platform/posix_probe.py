"""Linux (and other POSIX) reads for the probe: /proc, os-release, glibc, WSL, standard folders.

Every path goes through ``ctx.at_root`` so tests point the probe at a fake ``/proc`` and ``/usr`` in
tmp_path. WSL is recognised from ``/proc/version`` ("microsoft", as Microsoft's WSL docs suggest) or the
``WSL_DISTRO_NAME``/``WSL_INTEROP`` variables that WSL sets in every session.
"""

from __future__ import annotations

import os
import platform as std_platform
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics.facts import CpuFacts, OsFacts, PythonFacts, WindowsFacts, normalise_arch
from wizard.platform.probe_context import Family

if TYPE_CHECKING:
    from wizard.platform.probe_context import ProbeContext

# Linux limits one argument/env string to MAX_ARG_STRLEN = 32 pages (execve(2), "Limits on size").
_MAX_ARG_STRLEN = 131072
_WSL1_BUILD = re.compile(r"^\d+\.\d+\.\d+-(\d{5})-Microsoft", re.IGNORECASE)
_WINDOWS_VER = re.compile(r"Version\s+\d+\.\d+\.(\d+)")
_NVRM_VERSION = re.compile(r"Kernel Module\s+(?:for\s+\S+\s+)?(\d+\.\d+(?:\.\d+)?)")
_PYTHON_NAME = re.compile(r"^python(3\.\d+)$")
_MULTIARCH = ("x86_64-linux-gnu", "aarch64-linux-gnu")
_CONDA_FOLDERS = ("miniconda3", "anaconda3", "miniforge3", "mambaforge", "miniconda", "anaconda")


def _read_text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def parse_os_release(text: str) -> dict[str, str]:
    """``KEY=value`` lines of os-release(5), quotes removed."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() and not key.startswith("#"):
            values[key.strip()] = value.strip().strip("'\"")
    return values


def read_glibc() -> str | None:
    """The C library version of this process: ``os.confstr`` first, ``platform.libc_ver`` second."""
    confstr = getattr(os, "confstr", None)  # absent on Windows; mypy --platform win32 checks this file too
    try:
        text = str(confstr("CS_GNU_LIBC_VERSION") or "") if confstr else ""
    except (ValueError, OSError):
        text = ""
    match = re.search(r"(\d+\.\d+)", text)
    if match:
        return match.group(1)
    name, version = std_platform.libc_ver()
    return version if name == "glibc" and version else None


def parse_cpuinfo(text: str) -> CpuFacts | None:
    """AVX/AVX2 from the first processor's ``flags`` line of /proc/cpuinfo; None when there is none."""
    name = ""
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key = key.strip().lower()
        if key == "model name" and not name:
            name = value.strip()
        elif key in {"flags", "features"}:
            flags = set(value.split())
            return CpuFacts(avx="avx" in flags, avx2="avx2" in flags, name=name)
    return None


def detect_wsl(version_text: str, env: Mapping[str, str]) -> bool:
    """WSL 1 or 2: the kernel says "microsoft", or WSL's own session variables are set."""
    if "microsoft" in version_text.lower():
        return True
    return bool(env.get("WSL_DISTRO_NAME") or env.get("WSL_INTEROP"))


def _behind_pyenv_shim(candidate: Path, ctx: ProbeContext) -> Path | None:
    """The real interpreter behind a pyenv shim, None when pyenv has no such version; else ``candidate``.

    A shim only runs the versions pyenv has selected ("pyenv: python3.12: command not found" otherwise),
    so the probe names the installed interpreter under ``$PYENV_ROOT/versions`` instead: that one always runs.
    """
    try:
        with candidate.open("rb") as handle:
            head = handle.read(512)
    except OSError:
        return candidate
    if not head.startswith(b"#!") or b"pyenv" not in head:
        return candidate
    root = Path(ctx.env.get("PYENV_ROOT") or ctx.home / ".pyenv")
    minor = candidate.name.removeprefix("python")
    installed = sorted(root.glob(f"versions/{minor}.*/bin/{candidate.name}"), key=_pyenv_version_order)
    return installed[-1] if installed else None


def _pyenv_version_order(interpreter: Path) -> tuple[int, ...]:
    """``versions/3.12.10/bin/python3.12`` sorts after ``versions/3.12.9/...`` (numbers, not text)."""
    return tuple(int(part) if part.isdigit() else -1 for part in interpreter.parent.parent.name.split("."))


def _version_order(path: Path) -> tuple[int, ...]:
    digits = re.findall(r"\d+", path.name)
    return tuple(int(d) for d in digits)


class PosixProbe:
    """Linux and other POSIX systems."""

    case_insensitive: bool = False
    path_separator: str = ":"
    path_warn_length: int = _MAX_ARG_STRLEN
    path_max_length: int = _MAX_ARG_STRLEN
    cuda_driver_libraries: tuple[str, ...] = ("libcuda.so.1", "/usr/lib/wsl/lib/libcuda.so.1")

    def __init__(self, family: Family | None = None) -> None:
        self.family: Family = family or ("macos" if sys.platform == "darwin" else "linux")

    def read_os(self, ctx: ProbeContext) -> OsFacts:
        """Distro and release from os-release, kernel as build, glibc, WSL and the Windows build under it."""
        release_text = _read_text(ctx.at_root("/etc/os-release")) or _read_text(
            ctx.at_root("/usr/lib/os-release")) or ""
        release = parse_os_release(release_text)
        kernel = (_read_text(ctx.at_root("/proc/sys/kernel/osrelease")) or std_platform.release()).strip()
        wsl = detect_wsl(_read_text(ctx.at_root("/proc/version")) or "", ctx.env)
        return OsFacts(
            family=self.family,
            release=release.get("VERSION_ID", ""),
            build=kernel,
            arch=normalise_arch(std_platform.machine()),
            wsl=wsl,
            glibc=read_glibc() if self.family == "linux" else None,
            distro=release.get("ID") or None,
            windows_build=self._windows_build(ctx, kernel) if wsl else None,
        )

    def _windows_build(self, ctx: ProbeContext, kernel: str) -> str | None:
        """WSL 1 carries the host build in the kernel name; WSL 2 needs ``cmd.exe /c ver`` (interop)."""
        match = _WSL1_BUILD.match(kernel)
        if match:
            return match.group(1)
        cmd = ctx.which("cmd.exe") or ctx.at_root("/mnt/c/Windows/System32/cmd.exe")
        if not cmd.is_file():
            return None
        try:
            result = ctx.run([str(cmd), "/c", "ver"], timeout=min(ctx.timeout, 2.0))
        except (OSError, subprocess.SubprocessError):  # interop may be off: then no build, no crash
            return None
        found = _WINDOWS_VER.search(result.stdout)
        return found.group(1) if found else None

    def read_cpu(self, ctx: ProbeContext) -> CpuFacts | None:
        """AVX flags from /proc/cpuinfo (the kernel's view of CPUID)."""
        text = _read_text(ctx.at_root("/proc/cpuinfo"))
        return parse_cpuinfo(text) if text else None

    def read_driver_files(self, ctx: ProbeContext) -> tuple[str | None, str | None, str]:
        """The kernel module's version from /proc/driver/nvidia/version; it says nothing about CUDA."""
        text = _read_text(ctx.at_root("/proc/driver/nvidia/version")) or ""
        match = _NVRM_VERSION.search(text)
        return (match.group(1) if match else None), None, "/proc/driver/nvidia/version"

    def nvidia_smi_candidates(self, ctx: ProbeContext) -> list[Path]:
        """PATH first; WSL keeps nvidia-smi beside the driver's libraries."""
        found = ctx.which("nvidia-smi")
        return [p for p in (found, ctx.at_root("/usr/lib/wsl/lib/nvidia-smi")) if p is not None]

    def toolkit_folders(self, ctx: ProbeContext) -> list[Path]:
        """The runfile and package defaults: /usr/local/cuda-X.Y, /usr/local/cuda, /opt/cuda (Arch)."""
        local = ctx.at_root("/usr/local")
        versioned = sorted(local.glob("cuda-*")) if local.is_dir() else []
        return [*versioned, local / "cuda", ctx.at_root("/opt/cuda")]

    def cudnn_sites(self, ctx: ProbeContext) -> list[tuple[Path, list[Path], list[Path]]]:
        """Distribution packages put cuDNN in /usr/include and the multiarch library folder."""
        usr = ctx.at_root("/usr")
        includes = [usr / "include", *(usr / "include" / arch for arch in _MULTIARCH)]
        libs = [*(usr / "lib" / arch for arch in _MULTIARCH), usr / "lib64"]
        return [(usr, includes, libs)]

    def conda_roots(self, ctx: ProbeContext) -> list[Path]:
        """The installers' default folders in the home, and the usual shared ones."""
        shared = [ctx.at_root(f"/opt/{name}") for name in ("conda", *_CONDA_FOLDERS)]
        return [*(ctx.home / name for name in _CONDA_FOLDERS), *shared]

    def conda_executable(self, root: Path) -> Path:
        """``bin/conda`` is a Python entry point, safe to run with an argument list."""
        return root / "bin" / "conda"

    def executable_name(self, name: str) -> str:
        """Executables carry no suffix here."""
        return name

    def find_pythons(self, ctx: ProbeContext) -> list[PythonFacts]:
        """``python3.X`` files on PATH, version from the name (no subprocess: the probe must be fast)."""
        found: list[PythonFacts] = []
        seen: set[str] = set()
        for entry in (ctx.getenv("PATH") or "").split(self.path_separator):
            folder = Path(entry) if entry else None
            if folder is None or not folder.is_dir():
                continue
            for listed in sorted(folder.glob("python3.*"), key=_version_order):
                match = _PYTHON_NAME.match(listed.name)
                if not match or not os.access(listed, os.X_OK):
                    continue
                candidate = _behind_pyenv_shim(listed, ctx)
                if candidate is None:
                    continue
                real = ctx.path_key(candidate, resolve=True)
                if real not in seen:
                    seen.add(real)
                    found.append(PythonFacts(version=match.group(1), executable=str(candidate),
                                             source="PATH"))
        return found

    def read_windows_extras(self, ctx: ProbeContext) -> WindowsFacts | None:
        """Nothing Windows-only to read here."""
        return None
