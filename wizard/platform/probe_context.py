"""The probe's context: every outside input a sub-probe reads through, and what each OS's reader answers.

Why a context object: the machine probe must be testable on a machine without a GPU, without Windows and
without conda. Everything the probe touches from the outside world (environment, filesystem root,
subprocesses, the registry, NVML, the CUDA driver library) is a field here, so a test swaps exactly one
thing (a fake NVML module, a fake ``/proc``) and the rest stays real.
"""

from __future__ import annotations

import contextlib
import os
import platform as std_platform
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from wizard.basics.facts import CpuFacts, OsFacts, PythonFacts, WindowsFacts
from wizard.platform.bounded_output import run_bounded
from wizard.platform.host import running_is_python
from wizard.platform.registry import Registry, system_registry

Family = Literal["windows", "linux", "macos", "other"]

# Windows: do not flash a console window when the GUI runs a probe command.
_CREATION_FLAGS = getattr(subprocess, "CREATE_NO_WINDOW", 0)


@dataclass(frozen=True)
class RunResult:
    """What a finished command printed and returned."""

    returncode: int
    stdout: str
    stderr: str = ""


class Runner(Protocol):
    """Runs an argument list (never a shell line); raises ``subprocess.TimeoutExpired`` or ``OSError``."""

    def __call__(self, args: Sequence[str], *, timeout: float, env: Mapping[str, str]) -> RunResult:
        """Run ``args`` to completion within ``timeout`` seconds."""
        ...


def run_command(args: Sequence[str], *, timeout: float, env: Mapping[str, str]) -> RunResult:
    """The real runner: argument list, no shell, no stdin, output read in bounded memory and decoded leniently
    (an answer past the bound raises :class:`~wizard.platform.bounded_output.OutputTooLargeError`, a
    ``SubprocessError``)."""
    completed = run_bounded(args, timeout=timeout, env=env, creationflags=_CREATION_FLAGS)
    return RunResult(completed.returncode, completed.out_text(), completed.err_text())


class CudaDriver(Protocol):
    """The one call the probe needs from the CUDA driver library (libcuda / nvcuda)."""

    def driver_version(self) -> int:
        """``cuDriverGetVersion``: the newest CUDA the driver supports, as 1000*major + 10*minor."""
        ...


@dataclass(frozen=True)
class CtypesCudaDriver:
    """``cuDriverGetVersion`` through ctypes; it needs no ``cuInit`` (CUDA driver API reference)."""

    library: Any

    def driver_version(self) -> int:
        """See :class:`CudaDriver`; a non-zero CUresult becomes ``OSError``."""
        import ctypes

        value = ctypes.c_int(0)
        status = self.library.cuDriverGetVersion(ctypes.byref(value))
        if status != 0:
            raise OSError(f"cuDriverGetVersion returned CUresult {status}")
        return int(value.value)


def load_cuda_driver(names: Sequence[str]) -> CudaDriver:
    """Open the first CUDA driver library that loads; ``OSError`` naming them all when none does."""
    import ctypes

    problems: list[str] = []
    for name in names:
        try:
            return CtypesCudaDriver(ctypes.CDLL(name))
        except OSError as error:
            problems.append(f"{name}: {error}")
    raise OSError("; ".join(problems) or "no library names")


def load_nvml() -> Any:
    """The ``pynvml`` module (package nvidia-ml-py); imported lazily because only the probe needs it."""
    import pynvml

    return pynvml


class PlatformProbe(Protocol):
    """What differs between operating systems; every method reads through the context, never globals."""

    family: Family
    case_insensitive: bool
    path_separator: str
    path_warn_length: int
    path_max_length: int
    cuda_driver_libraries: tuple[str, ...]

    def read_os(self, ctx: ProbeContext) -> OsFacts: ...
    def read_cpu(self, ctx: ProbeContext) -> CpuFacts | None: ...
    def read_driver_files(self, ctx: ProbeContext) -> tuple[str | None, str | None, str]: ...
    def nvidia_smi_candidates(self, ctx: ProbeContext) -> list[Path]: ...
    def toolkit_folders(self, ctx: ProbeContext) -> list[Path]: ...
    def cudnn_sites(self, ctx: ProbeContext) -> list[tuple[Path, list[Path], list[Path]]]: ...
    def conda_roots(self, ctx: ProbeContext) -> list[Path]: ...
    def conda_executable(self, root: Path) -> Path: ...
    def executable_name(self, name: str) -> str: ...
    def find_pythons(self, ctx: ProbeContext) -> list[PythonFacts]: ...
    def read_windows_extras(self, ctx: ProbeContext) -> WindowsFacts | None: ...


@dataclass(frozen=True)
class ProbeContext:
    """Every outside input of the probe; :func:`wizard.platform.probe.default_probe_context` fills it from this
    machine."""

    env: Mapping[str, str]
    platform: PlatformProbe
    home: Path
    root: Path = Path("/")
    registry: Registry = field(default_factory=system_registry)
    runner: Runner = run_command
    nvml_loader: Callable[[], Any] = load_nvml
    cuda_driver_loader: Callable[[Sequence[str]], CudaDriver] = load_cuda_driver
    timeout: float = 3.0
    python_executable: str = sys.executable
    python_version: str = std_platform.python_version()
    running_is_python: bool = field(default_factory=running_is_python)

    def getenv(self, name: str) -> str | None:
        """A variable of this context's environment; names ignore case where the OS ignores it.

        Python on Windows upper-cases every name in ``os.environ`` (``PROGRAMFILES``, ``SYSTEMROOT``),
        while Windows itself and facts from elsewhere keep the written case (``ProgramFiles``, ``Path``).
        """
        if name in self.env or not self.platform.case_insensitive:
            return self.env.get(name)
        wanted = name.upper()
        return next((value for key, value in self.env.items() if key.upper() == wanted), None)

    def path_key(self, path: str | Path, *, resolve: bool = False) -> str:
        """How this OS tells two paths apart: links followed if ``resolve``, no trailing separator,
        case-folded where the OS ignores case (``C:\\CUDA`` is ``c:\\cuda``)."""
        text = str(path)
        if resolve:
            with contextlib.suppress(OSError, ValueError):  # a loop or an odd name: compare as written
                text = os.path.realpath(text)
        text = text.rstrip("/\\") or text
        return text.casefold() if self.platform.case_insensitive else text

    def which(self, name: str) -> Path | None:
        """``name`` on this context's PATH (not the process's), or None."""
        found = shutil.which(self.platform.executable_name(name), path=self.getenv("PATH") or "")
        return Path(found) if found else None

    def at_root(self, absolute: str) -> Path:
        """A POSIX absolute path under this context's filesystem root (a fake ``/proc`` in tests)."""
        return self.root / absolute.lstrip("/")

    def run(self, args: Sequence[str], timeout: float | None = None) -> RunResult:
        """Run a command through the runner seam with this context's environment."""
        return self.runner(args, timeout=self.timeout if timeout is None else timeout, env=self.env)
