"""Windows reads for the probe: registry values, DLL version resources, CPU features, standard folders.

The registry goes through :class:`wizard.platform.registry.Registry` and the Win32 calls through small
callables given to :class:`WindowsProbe`, so this module is importable (and its logic tested with an
in-memory registry) on any OS; only the default callables need Windows.
"""

from __future__ import annotations

import platform as std_platform
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics.facts import CpuFacts, OsFacts, PythonFacts, WindowsFacts, normalise_arch
from wizard.platform.probe_context import Family
from wizard.platform.registry import HKLM

if TYPE_CHECKING:
    from wizard.platform.probe_context import ProbeContext

# IsProcessorFeaturePresent (winnt.h): PF_AVX_INSTRUCTIONS_AVAILABLE, PF_AVX2_INSTRUCTIONS_AVAILABLE.
PF_AVX = 39
PF_AVX2 = 40
# Before Windows 10 2004 (build 19041), and so on Server 2019 (17763), IsProcessorFeaturePresent answers
# false for 39/40 even on CPUs with AVX/AVX2 (reported by other projects, e.g. oven-sh/bun): there a false
# means "unknown", never "no AVX" (which would block every TensorFlow).
AVX_FEATURES_RELIABLE_FROM_BUILD = 19041
# "Determining if the Visual C++ redistributable is installed" (Microsoft Learn): both registry views.
VC_RUNTIME_KEYS = (
    r"SOFTWARE\Microsoft\VisualStudio\14.0\VC\Runtimes\x64",
    r"SOFTWARE\WOW6432Node\Microsoft\VisualStudio\14.0\VC\Runtimes\x64",
)
LONG_PATHS_KEY = r"SYSTEM\CurrentControlSet\Control\FileSystem"
CPU_KEY = r"HARDWARE\DESCRIPTION\System\CentralProcessor\0"
# 32,767 characters is the environment-variable limit (GetEnvironmentVariable docs); 2,047 is where
# older tools (the legacy environment dialog, some installers) start truncating PATH.
_ENV_VALUE_LIMIT = 32767
_LEGACY_PATH_LIMIT = 2047
_PY_LAUNCHER_LINE = re.compile(
    r"^\s*-(?:V:)?(\d+\.\d+)(?:-(32|64|arm64))?\S*\s+(?:\*\s+)?(\S.*?\.exe)(?:\s+\*)?\s*$", re.IGNORECASE)
_CONDA_FOLDERS = ("miniconda3", "anaconda3", "miniforge3", "mambaforge")

FileVersionReader = Callable[[Path], tuple[str | None, str | None]]


def driver_version_from_file_version(file_version: str) -> str | None:
    """Windows driver file version -> NVIDIA version: 27.21.14.5720 -> 457.20 (last five digits)."""
    parts = file_version.split(".")
    if len(parts) != 4 or not all(p.isdigit() for p in parts):
        return None
    digits = (parts[2] + parts[3].zfill(4))[-5:]
    return f"{int(digits[:3])}.{digits[3:]}"


def cuda_from_product_version(product_version: str | None) -> str | None:
    """NVCUDA's product version is the CUDA it supports (11.1.114 -> 11.1); driver-like numbers are not."""
    match = re.match(r"^(\d+)\.(\d+)", product_version or "")
    if not match or int(match.group(1)) > 20:
        return None
    return f"{match.group(1)}.{match.group(2)}"


def windows_release(reported: str, build: str) -> str:
    """Windows 11 kept the kernel version 10.0; builds from 22000 on are 11 (older Pythons say "10")."""
    if reported == "10" and build.isdigit() and int(build) >= 22000:
        return "11"
    return reported


def avx_answer_reliable(build: str) -> bool:
    """True when IsProcessorFeaturePresent(39/40) can be trusted on this Windows build."""
    return build.isdigit() and int(build) >= AVX_FEATURES_RELIABLE_FROM_BUILD


def parse_py_launcher(text: str) -> list[PythonFacts]:
    """``py -0p`` lines, old (`` -3.8-64  C:\\...``) and new (`` -V:3.11 *  C:\\...``) launcher formats."""
    found: list[PythonFacts] = []
    for line in text.splitlines():
        match = _PY_LAUNCHER_LINE.match(line)
        if match:
            arch = "x86" if match.group(2) == "32" else "x86_64"
            found.append(PythonFacts(version=match.group(1), executable=match.group(3).strip(), arch=arch,
                                     source="py launcher"))
    return found


def _unavailable_version(path: Path) -> tuple[str | None, str | None]:
    return None, None


def _no_feature(feature: int) -> bool:
    return False


def _not_admin() -> bool:
    return False


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    def read_file_version(path: Path) -> tuple[str | None, str | None]:
        """(VS_FIXEDFILEINFO file version, ProductVersion string) via GetFileVersionInfoW/VerQueryValueW."""
        version_dll = ctypes.WinDLL("version")
        size = version_dll.GetFileVersionInfoSizeW(str(path), None)
        if not size:
            return None, None
        buffer = ctypes.create_string_buffer(size)
        if not version_dll.GetFileVersionInfoW(str(path), 0, size, buffer):
            return None, None
        pointer, length = ctypes.c_void_p(), wintypes.UINT()
        file_version = None
        found = version_dll.VerQueryValueW(buffer, "\\", ctypes.byref(pointer), ctypes.byref(length))
        if found and length.value:
            words = ctypes.cast(pointer, ctypes.POINTER(wintypes.DWORD * 13)).contents
            ms, ls = words[2], words[3]  # dwFileVersionMS/LS follow dwSignature and dwStrucVersion
            file_version = f"{ms >> 16}.{ms & 0xFFFF}.{ls >> 16}.{ls & 0xFFFF}"
        return file_version, _query_string(version_dll, buffer, "ProductVersion")

    def _query_string(version_dll: ctypes.WinDLL, buffer: ctypes.Array[ctypes.c_char],
                      name: str) -> str | None:
        pointer, length = ctypes.c_void_p(), wintypes.UINT()
        if not version_dll.VerQueryValueW(buffer, r"\VarFileInfo\Translation", ctypes.byref(pointer),
                                          ctypes.byref(length)) or length.value < 4:
            return None
        language, codepage = ctypes.cast(pointer, ctypes.POINTER(wintypes.WORD * 2)).contents
        block = f"\\StringFileInfo\\{language:04x}{codepage:04x}\\{name}"
        if not version_dll.VerQueryValueW(buffer, block, ctypes.byref(pointer), ctypes.byref(length)):
            return None
        return ctypes.wstring_at(pointer, max(length.value - 1, 0)) or None

    def processor_feature_present(feature: int) -> bool:
        """kernel32 IsProcessorFeaturePresent."""
        return bool(ctypes.WinDLL("kernel32").IsProcessorFeaturePresent(feature))

    def user_is_admin() -> bool:
        """shell32 IsUserAnAdmin: true in an elevated process."""
        return bool(ctypes.WinDLL("shell32").IsUserAnAdmin())

    def _windows_build() -> str:
        return str(sys.getwindowsversion().build)
else:
    read_file_version = _unavailable_version
    processor_feature_present = _no_feature
    user_is_admin = _not_admin

    def _windows_build() -> str:
        return ""


class WindowsProbe:
    """Native Windows."""

    family: Family = "windows"
    case_insensitive: bool = True
    path_separator: str = ";"
    path_warn_length: int = _LEGACY_PATH_LIMIT
    path_max_length: int = _ENV_VALUE_LIMIT
    cuda_driver_libraries: tuple[str, ...] = ("nvcuda.dll",)

    def __init__(
        self,
        file_version: FileVersionReader | None = None,
        feature_present: Callable[[int], bool] | None = None,
        is_admin: Callable[[], bool] | None = None,
        build: Callable[[], str] | None = None,
    ) -> None:
        self.file_version = file_version or read_file_version
        self.feature_present = feature_present or processor_feature_present
        self.is_admin = is_admin or user_is_admin
        self.build = build or _windows_build

    def read_os(self, ctx: ProbeContext) -> OsFacts:
        """Release and build of this Windows; the architecture of the OS, not of this Python."""
        arch = ctx.getenv("PROCESSOR_ARCHITEW6432") or ctx.getenv("PROCESSOR_ARCHITECTURE") or ""
        build = self.build()
        return OsFacts(family="windows", release=windows_release(std_platform.release(), build), build=build,
                       arch=normalise_arch(arch or std_platform.machine()))

    def read_cpu(self, ctx: ProbeContext) -> CpuFacts | None:
        """AVX/AVX2 from IsProcessorFeaturePresent (39/40); the name from the registry. None (unknown)
        when a feature reads false on a build whose answer is not reliable (before 19041)."""
        avx, avx2 = self.feature_present(PF_AVX), self.feature_present(PF_AVX2)
        if not (avx and avx2) and not avx_answer_reliable(self.build()):
            return None
        name = ctx.registry.read(HKLM, CPU_KEY, "ProcessorNameString")
        return CpuFacts(avx=avx, avx2=avx2, name=str(name.data).strip() if name else "")

    def read_driver_files(self, ctx: ProbeContext) -> tuple[str | None, str | None, str]:
        """The NVCUDA DLL's version resource: file version -> driver, product version -> CUDA."""
        nvcuda = self._system32(ctx) / "nvcuda.dll"
        if not nvcuda.is_file():
            return None, None, "nvcuda.dll"
        file_version, product_version = self.file_version(nvcuda)
        driver = driver_version_from_file_version(file_version) if file_version else None
        return driver, cuda_from_product_version(product_version), "nvcuda.dll version resource"

    def _system32(self, ctx: ProbeContext) -> Path:
        return Path(ctx.getenv("SystemRoot") or r"C:\Windows") / "System32"

    def nvidia_smi_candidates(self, ctx: ProbeContext) -> list[Path]:
        """PATH, then the NVSMI folder of older drivers, then System32 (drivers from 2019 on)."""
        found = ctx.which("nvidia-smi")
        fixed = [self._program_files(ctx) / "NVIDIA Corporation" / "NVSMI" / "nvidia-smi.exe",
                 self._system32(ctx) / "nvidia-smi.exe"]
        return [p for p in (found, *fixed) if p is not None]

    def toolkit_folders(self, ctx: ProbeContext) -> list[Path]:
        """The CUDA installer's default: ``%ProgramFiles%\\NVIDIA GPU Computing Toolkit\\CUDA\\vX.Y``."""
        base = self._program_files(ctx) / "NVIDIA GPU Computing Toolkit" / "CUDA"
        return sorted(base.glob("v*")) if base.is_dir() else []

    def _program_files(self, ctx: ProbeContext) -> Path:
        return Path(ctx.getenv("ProgramW6432") or ctx.getenv("ProgramFiles") or r"C:\Program Files")

    def cudnn_sites(self, ctx: ProbeContext) -> list[tuple[Path, list[Path], list[Path]]]:
        """cuDNN 9's installer: ``%ProgramFiles%\\NVIDIA\\CUDNN\\vX.Y`` with per-CUDA subfolders."""
        base = self._program_files(ctx) / "NVIDIA" / "CUDNN"
        sites: list[tuple[Path, list[Path], list[Path]]] = []
        for root in sorted(base.glob("v*")) if base.is_dir() else []:
            includes = [root / "include", *sorted((root / "include").glob("*"))]
            libs = [root / "bin", *sorted((root / "bin").glob("*"))]
            sites.append((root, includes, libs))
        return sites

    def conda_roots(self, ctx: ProbeContext) -> list[Path]:
        """Per-user installs in the profile, all-users installs in %ProgramData%."""
        data = Path(ctx.getenv("ProgramData") or r"C:\ProgramData")
        return [*(ctx.home / name for name in _CONDA_FOLDERS), *(data / name for name in _CONDA_FOLDERS)]

    def conda_executable(self, root: Path) -> Path:
        """``Scripts\\conda.exe``: never ``condabin\\conda.bat``, which cmd.exe would parse (BatBadBut)."""
        return root / "Scripts" / "conda.exe"

    def executable_name(self, name: str) -> str:
        """Programs end in .exe here (``cmd.exe`` stays as it is)."""
        return name if name.lower().endswith(".exe") else f"{name}.exe"

    def find_pythons(self, ctx: ProbeContext) -> list[PythonFacts]:
        """The py launcher's list (``py -0p``), when the launcher is installed."""
        launcher = ctx.which("py") or self._system32(ctx).parent / "py.exe"
        if not launcher.is_file():
            return []
        try:
            result = ctx.run([str(launcher), "-0p"])
        except (OSError, subprocess.SubprocessError):
            return []
        return parse_py_launcher(result.stdout + "\n" + result.stderr)

    def read_windows_extras(self, ctx: ProbeContext) -> WindowsFacts:
        """VC++ 2015-2022 runtime (x64), LongPathsEnabled, and whether this process is elevated."""
        runtime = None
        for key in VC_RUNTIME_KEYS:
            value = ctx.registry.read(HKLM, key, "Version")
            if value is not None and str(value.data).strip():
                runtime = str(value.data).strip().lstrip("vV")
                break
        long_paths = ctx.registry.read(HKLM, LONG_PATHS_KEY, "LongPathsEnabled")
        enabled = long_paths is not None and isinstance(long_paths.data, int) and long_paths.data == 1
        return WindowsFacts(vc_runtime=runtime, long_paths_enabled=enabled, is_admin=self.is_admin())
