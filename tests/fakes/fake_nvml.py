"""FakeNvml: a stand-in for the ``pynvml`` module, for tests on a machine with no NVIDIA GPU or driver.

It answers the NVML calls the probe makes, from a list of fake GPUs, and raises the REAL
``pynvml.NVMLError`` subclasses (built from NVML return codes), so the probe's error handling is the
code that will meet a real driver. Also here: :func:`probe_test_context`, a ProbeContext whose outside
world (NVML, CUDA driver library, filesystem root, home, PATH) is under a tmp folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pynvml

from wizard.platform.probe import CURRENT_PLATFORM
from wizard.platform.probe_context import CudaDriver, ProbeContext


@dataclass
class FakeGpu:
    """One GPU as NVML would describe it; ``capability`` None means the query is not supported."""

    name: str
    capability: tuple[int, int] | None
    memory_mib: int
    uuid: str


@dataclass
class FakeNvml:
    """Module-shaped: attribute names match pynvml's functions."""

    driver_version: str = "535.104.05"
    cuda_version: int = 12020
    gpus: list[FakeGpu] = field(default_factory=list)
    init_error: int | None = None
    calls: list[str] = field(default_factory=list)
    NVMLError: type[pynvml.NVMLError] = pynvml.NVMLError

    def nvmlInit(self) -> None:
        self.calls.append("init")
        if self.init_error is not None:
            raise pynvml.NVMLError(self.init_error)

    def nvmlShutdown(self) -> None:
        self.calls.append("shutdown")

    def nvmlSystemGetDriverVersion(self) -> bytes:
        return self.driver_version.encode()  # older pynvml returns bytes; the probe must decode

    def nvmlSystemGetCudaDriverVersion_v2(self) -> int:
        return self.cuda_version

    def nvmlDeviceGetCount(self) -> int:
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index: int) -> FakeGpu:
        return self.gpus[index]

    def nvmlDeviceGetName(self, handle: FakeGpu) -> str:
        return handle.name

    def nvmlDeviceGetCudaComputeCapability(self, handle: FakeGpu) -> tuple[int, int]:
        if handle.capability is None:
            raise pynvml.NVMLError(pynvml.NVML_ERROR_NOT_SUPPORTED)
        return handle.capability

    def nvmlDeviceGetMemoryInfo(self, handle: FakeGpu) -> Any:
        return SimpleNamespace(total=handle.memory_mib * 1024 * 1024, free=0, used=0)

    def nvmlDeviceGetUUID(self, handle: FakeGpu) -> str:
        return handle.uuid


@dataclass
class FakeCudaDriver:
    """Stand-in for libcuda/nvcuda: answers ``cuDriverGetVersion`` with a fixed number."""

    version: int

    def driver_version(self) -> int:
        return self.version


def nvml_absent() -> Any:
    """An NVML loader whose library is missing, as on this machine (the real error class)."""
    return FakeNvml(init_error=pynvml.NVML_ERROR_LIBRARY_NOT_FOUND)


def cuda_driver_absent(names: Sequence[str]) -> CudaDriver:
    """A CUDA driver loader that finds no library."""
    raise OSError(f"{', '.join(names)}: cannot open shared object file")


def probe_test_context(tmp_path: Path, **overrides: Any) -> ProbeContext:
    """A context rooted in ``tmp_path``: empty PATH folder, empty root and home, no NVML, no CUDA driver."""
    for folder in ("bin", "root", "home"):
        (tmp_path / folder).mkdir(exist_ok=True)
    values: dict[str, Any] = {
        "env": {"PATH": str(tmp_path / "bin")},
        "platform": CURRENT_PLATFORM,
        "home": tmp_path / "home",
        "root": tmp_path / "root",
        "nvml_loader": nvml_absent,
        "cuda_driver_loader": cuda_driver_absent,
        "timeout": 2.0,
    }
    values.update(overrides)
    return ProbeContext(**values)
