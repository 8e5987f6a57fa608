"""The NVIDIA driver and its GPUs: NVML first, then the CUDA driver library, then ``nvidia-smi``.

Why this order: NVML (``pynvml``) answers everything in-process and fast; ``cuDriverGetVersion`` works
where NVML is missing but only knows the CUDA version; ``nvidia-smi`` is a subprocess and sometimes hangs
on a broken driver, so it runs last, only when something is still unknown, with a short timeout.
``driver.cuda`` is the newest CUDA the driver supports (NVML ``nvmlSystemGetCudaDriverVersion``, CUDA
driver API ``cuDriverGetVersion``: 1000*major + 10*minor), never an installed toolkit.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.facts import DriverFacts, GpuFacts
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext

UNKNOWN_DRIVER_VERSION = "0"
"""``driver.version`` when only the CUDA version could be read (a note says so)."""
UNKNOWN_COMPUTE_CAPABILITY = "0.0"
"""``compute_capability`` when the driver cannot tell it (a note says so)."""

# NVML return codes (nvml.h): NVML_ERROR_NO_PERMISSION, _DRIVER_NOT_LOADED, _LIBRARY_NOT_FOUND,
# _FUNCTION_NOT_FOUND.
_NVML_NO_PERMISSION = 4
_NVML_DRIVER_NOT_LOADED = 9
_NVML_LIBRARY_NOT_FOUND = 12
_NVML_FUNCTION_NOT_FOUND = 13
_SMI_FIELDS = "index,name,uuid,memory.total,compute_cap,driver_version"
_SMI_CUDA = re.compile(r"CUDA Version\s*:\s*(\d+\.\d+)")


@dataclass
class DriverReading:
    """What one source said; empty fields are what it could not tell."""

    version: str | None = None
    cuda: str | None = None
    gpus: list[GpuFacts] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)

    def merge(self, other: DriverReading | None) -> None:
        """Fill what is still unknown from ``other`` (earlier sources win)."""
        if other is None:
            return
        taken = False
        if self.version is None and other.version:
            self.version, taken = other.version, True
        if self.cuda is None and other.cuda:
            self.cuda, taken = other.cuda, True
        if not self.gpus and other.gpus:
            self.gpus, taken = list(other.gpus), True
        if taken:
            self.sources.extend(other.sources)

    def complete(self) -> bool:
        """Version, CUDA and at least one GPU are known."""
        return bool(self.version and self.cuda and self.gpus)


def cuda_version_text(value: int) -> str | None:
    """12040 -> "12.4", 11010 -> "11.1"; None for 0 or nonsense."""
    if value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"


def probe_driver(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Fill ``driver`` and ``gpus`` from the best sources available, noting each one that failed."""
    reading = DriverReading()
    nvml = read_nvml(ctx, draft)
    reading.merge(nvml)
    if nvml is None or reading.cuda is None:
        reading.merge(read_cuda_driver(ctx, draft))
        reading.merge(read_driver_files(ctx))
    if nvml is None and not reading.complete():
        reading.merge(read_nvidia_smi(ctx, draft, need_cuda=reading.cuda is None))
    _store(reading, draft)


def _store(reading: DriverReading, draft: FactsDraft) -> None:
    if not (reading.version or reading.cuda):
        draft.note("no-driver", "warning")
        return
    if reading.version is None:
        draft.note("driver-version-unknown", "warning")
    draft.driver = DriverFacts(version=reading.version or UNKNOWN_DRIVER_VERSION, cuda=reading.cuda,
                               source="+".join(reading.sources))
    draft.gpus = reading.gpus
    if not reading.gpus:
        draft.note("no-gpu", "warning")
    for gpu in reading.gpus:
        if gpu.compute_capability == UNKNOWN_COMPUTE_CAPABILITY:
            draft.note("compute-capability-unknown", "warning", name=gpu.name)


def read_nvml(ctx: ProbeContext, draft: FactsDraft) -> DriverReading | None:
    """Driver version, CUDA version and every GPU from NVML; None (with a note) when NVML cannot start."""
    try:
        nvml = ctx.nvml_loader()
    except ImportError:
        draft.note("nvml-module-missing", "warning")
        return None
    nvml_error: type[BaseException] = getattr(nvml, "NVMLError", OSError)
    try:
        nvml.nvmlInit()
    except nvml_error as error:
        draft.note("nvml-unavailable", "info", **_nvml_problem(error))
        return None
    try:
        version = _text(nvml.nvmlSystemGetDriverVersion())
        cuda = _nvml_cuda(nvml, nvml_error)
        gpus = [_nvml_gpu(nvml, nvml_error, index) for index in range(int(nvml.nvmlDeviceGetCount()))]
    except nvml_error as error:
        draft.note("nvml-failed", "warning", error=str(error))
        return None
    finally:
        _shutdown(nvml, nvml_error)
    return DriverReading(version=version or None, cuda=cuda, gpus=gpus, sources=["nvml"])


def _nvml_problem(error: BaseException) -> dict[str, str]:
    """The note's values for NVML's start-up error: a named variant where NVML's code is known."""
    variants = {_NVML_LIBRARY_NOT_FOUND: "library-not-found", _NVML_DRIVER_NOT_LOADED: "driver-not-loaded",
                _NVML_NO_PERMISSION: "no-permission", _NVML_FUNCTION_NOT_FOUND: "function-not-found"}
    variant = variants.get(getattr(error, "value", -1))
    return {"variant": variant} if variant else {"error": str(error)}


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _nvml_cuda(nvml: Any, nvml_error: type[BaseException]) -> str | None:
    for name in ("nvmlSystemGetCudaDriverVersion_v2", "nvmlSystemGetCudaDriverVersion"):
        function = getattr(nvml, name, None)
        if function is None:
            continue
        try:
            return cuda_version_text(int(function()))
        except nvml_error:
            continue
    return None


def _nvml_gpu(nvml: Any, nvml_error: type[BaseException], index: int) -> GpuFacts:
    """One GPU; a query the driver does not support leaves that field at its 'unknown' value."""
    handle = nvml.nvmlDeviceGetHandleByIndex(index)

    def ask(query: str, default: Any) -> Any:
        try:
            return getattr(nvml, query)(handle)
        except nvml_error:
            return default

    major_minor = ask("nvmlDeviceGetCudaComputeCapability", None)
    memory = ask("nvmlDeviceGetMemoryInfo", None)
    capability = f"{major_minor[0]}.{major_minor[1]}" if major_minor else UNKNOWN_COMPUTE_CAPABILITY
    return GpuFacts(
        name=_text(ask("nvmlDeviceGetName", f"NVIDIA GPU {index}")),
        compute_capability=capability,
        memory_mib=int(memory.total) // (1024 * 1024) if memory is not None else 0,
        uuid=_text(ask("nvmlDeviceGetUUID", "")),
        index=index,
    )


def _shutdown(nvml: Any, nvml_error: type[BaseException]) -> None:
    try:
        nvml.nvmlShutdown()
    except nvml_error:
        return


def read_cuda_driver(ctx: ProbeContext, draft: FactsDraft) -> DriverReading | None:
    """``cuDriverGetVersion`` from libcuda.so.1 / nvcuda.dll: the CUDA version only."""
    try:
        driver = ctx.cuda_driver_loader(ctx.platform.cuda_driver_libraries)
        cuda = cuda_version_text(driver.driver_version())
    except OSError:
        names = ", ".join(dict.fromkeys(Path(n).name for n in ctx.platform.cuda_driver_libraries))
        draft.note("cuda-driver-missing", "info", names=names)
        return None
    return DriverReading(cuda=cuda, sources=["cuDriverGetVersion"]) if cuda else None


def read_driver_files(ctx: ProbeContext) -> DriverReading | None:
    """The driver's own files: /proc/driver/nvidia/version, or NVCUDA's version resource on Windows."""
    version, cuda, source = ctx.platform.read_driver_files(ctx)
    if not (version or cuda):
        return None
    return DriverReading(version=version, cuda=cuda, sources=[source])


def find_nvidia_smi(ctx: ProbeContext) -> Path | None:
    """The first ``nvidia-smi`` the platform knows of that exists."""
    return next((path for path in ctx.platform.nvidia_smi_candidates(ctx) if path.is_file()), None)


def read_nvidia_smi(ctx: ProbeContext, draft: FactsDraft, need_cuda: bool = True) -> DriverReading | None:
    """Last resort: ``nvidia-smi --query-gpu`` (and its banner for the CUDA version), with a timeout."""
    smi = find_nvidia_smi(ctx)
    if smi is None:
        draft.note("nvidia-smi-missing", "info")
        return None
    try:
        reading = _query_smi(ctx, smi)
    except subprocess.TimeoutExpired:
        draft.note("nvidia-smi-timeout", "warning", seconds=f"{ctx.timeout:g}")
        return None
    except OSError as error:
        draft.note("nvidia-smi-failed", "warning", error=str(error))
        return None
    if reading is None:
        draft.note("nvidia-smi-failed", "warning", variant="no-answer")
    elif need_cuda:
        reading.cuda = _smi_cuda(ctx, smi)
    return reading


def _query_smi(ctx: ProbeContext, smi: Path) -> DriverReading | None:
    result = ctx.run([str(smi), f"--query-gpu={_SMI_FIELDS}", "--format=csv,noheader,nounits"])
    fields = _SMI_FIELDS
    if result.returncode != 0 and "compute_cap" in (result.stdout + result.stderr):
        # Drivers before 510 do not know the compute_cap field: ask again without it.
        fields = _SMI_FIELDS.replace(",compute_cap", "")
        result = ctx.run([str(smi), f"--query-gpu={fields}", "--format=csv,noheader,nounits"])
    if result.returncode != 0:
        return None
    return parse_smi_query(result.stdout, fields.split(","))


def parse_smi_query(text: str, fields: list[str]) -> DriverReading | None:
    """Rows of ``--format=csv,noheader,nounits`` output into a reading; None when nothing parses."""
    reading = DriverReading(sources=["nvidia-smi"])
    for line in text.splitlines():
        values = dict(zip(fields, (part.strip() for part in line.split(",")), strict=False))
        if len(values) < len(fields) or not values.get("index", "").isdigit():
            continue
        reading.version = reading.version or values.get("driver_version") or None
        capability = values.get("compute_cap", "")
        if not re.fullmatch(r"\d+\.\d+", capability):
            capability = UNKNOWN_COMPUTE_CAPABILITY
        memory = values.get("memory.total", "")
        reading.gpus.append(GpuFacts(
            name=values["name"],
            compute_capability=capability,
            memory_mib=int(memory) if memory.isdigit() else 0,
            uuid=values.get("uuid", ""),
            index=int(values["index"]),
        ))
    return reading if reading.version else None


def _smi_cuda(ctx: ProbeContext, smi: Path) -> str | None:
    """The "CUDA Version" of nvidia-smi's banner; a failure here keeps what the query already gave."""
    try:
        result = ctx.run([str(smi)])
    except (OSError, subprocess.SubprocessError):
        return None
    found = _SMI_CUDA.search(result.stdout)
    return found.group(1) if found else None
