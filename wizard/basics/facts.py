"""``MachineFacts``: what the probe found, as one frozen, versioned, JSON-serialisable document.

A facts document can be produced on one machine and planned for on another (support staff, fleets,
tests), so it is validated field by field when read. "No GPU", "no driver" and "no NVML" are facts,
not exceptions: ``driver`` is None and ``notes`` says why in plain words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from wizard.basics.errors import InvalidFactsError
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError, read_document
from wizard.basics.serial import SchemaError, from_dict, to_dict
from wizard.basics.validate import is_version, printable

FACTS_SCHEMA = 1
# A WSL 1 "kernel" is Windows pretending: "4.4.0-22631-Microsoft" (the host build inside, capital M);
# WSL 2 runs a real Linux kernel: "5.15.153.1-microsoft-standard-WSL2".
WSL1_KERNEL = re.compile(r"^\d+\.\d+\.\d+-\d+-Microsoft$")
WSL2_KERNEL = re.compile(r"microsoft-standard|wsl2", re.IGNORECASE)


def normalise_arch(machine: str) -> str:
    """One name per architecture, whoever reported it: ``AMD64``/``x86_64`` -> ``x86_64``;
    ``ARM64``/``aarch64`` -> ``arm64``; others lower-cased."""
    lowered = machine.lower()
    if lowered in {"amd64", "x86_64", "x64"}:
        return "x86_64"
    if lowered in {"arm64", "aarch64"}:
        return "arm64"
    return lowered or "unknown"


@dataclass(frozen=True)
class OsFacts:
    """Operating system. ``glibc``/``distro`` on Linux only; ``windows_build`` is the host build under WSL.

    ``wsl_version`` is 1 or 2 inside WSL (None: not WSL, or unknown: older facts files lack it, and
    :func:`wsl_version` then reads it from the kernel string in ``build``); ``wsl_distro`` the
    distribution's name as ``wsl.exe`` knows it (``WSL_DISTRO_NAME``), for ``wsl --set-version``.
    """

    family: Literal["windows", "linux", "macos", "other"]
    release: str = ""
    build: str = ""
    arch: str = "x86_64"
    wsl: bool = False
    glibc: str | None = None
    distro: str | None = None
    windows_build: str | None = None
    wsl_version: int | None = None
    wsl_distro: str | None = None


def wsl_version_from_kernel(kernel: str) -> int | None:
    """1 for a WSL 1 kernel string, 2 for a WSL 2 one, None when it reads like neither."""
    text = kernel.strip()
    if WSL1_KERNEL.match(text):
        return 1
    if WSL2_KERNEL.search(text):
        return 2
    return None


def wsl_version(os_facts: OsFacts) -> int | None:
    """The WSL version of these facts: recorded, else read from the kernel string; None outside WSL."""
    if not os_facts.wsl:
        return None
    return os_facts.wsl_version or wsl_version_from_kernel(os_facts.build)


@dataclass(frozen=True)
class CpuFacts:
    """CPU features TensorFlow wheels need (AVX since 1.6; AVX2 by mistake in 2.4.0)."""

    avx: bool = True
    avx2: bool = True
    name: str = ""


@dataclass(frozen=True)
class DriverFacts:
    """The NVIDIA driver. ``cuda`` is the newest CUDA it supports (NVCUDA product version, e.g. 11.1)."""

    version: str
    cuda: str | None = None
    source: str = ""


@dataclass(frozen=True)
class GpuFacts:
    """One NVIDIA GPU as the driver reports it."""

    name: str
    compute_capability: str
    memory_mib: int = 0
    uuid: str = ""
    index: int = 0


@dataclass(frozen=True)
class PythonFacts:
    """A Python interpreter; the first one in ``MachineFacts.python`` is the one running the wizard."""

    version: str
    executable: str = ""
    arch: str = "x86_64"
    source: str = ""


@dataclass(frozen=True)
class CudaToolkitFacts:
    """A CUDA toolkit found on disk (CUDA_PATH, CUDA_PATH_V*, standard folders, nvcc)."""

    version: str
    root: str
    source: str = ""
    nvcc: str | None = None


@dataclass(frozen=True)
class CudnnFacts:
    """A cuDNN found on disk: version from ``cudnn_version.h``/``cudnn.h`` or from the library names."""

    version: str
    location: str
    source: str = ""
    libraries: tuple[str, ...] = ()


@dataclass(frozen=True)
class CondaFacts:
    """A conda (or mamba/micromamba) installation; ``executable`` is conda.exe, never conda.bat."""

    executable: str
    version: str = ""
    root: str = ""
    envs: tuple[str, ...] = ()


@dataclass(frozen=True)
class PathProblem:
    """Something wrong on PATH: ``code`` is stable (missing-dir, duplicate, older-cuda-first, ...)."""

    code: str
    entry: str
    message: str
    level: Literal["info", "warning", "error"] = "warning"


@dataclass(frozen=True)
class PathFacts:
    """The PATH as the probe saw it, split, with the problems it found."""

    entries: tuple[str, ...] = ()
    problems: tuple[PathProblem, ...] = ()
    length: int = 0


@dataclass(frozen=True)
class WindowsFacts:
    """Windows-only facts: the VC++ runtime and whether long paths are enabled. None elsewhere."""

    vc_runtime: str | None = None
    long_paths_enabled: bool | None = None
    is_admin: bool | None = None


@dataclass(frozen=True)
class ProbeNote:
    """A plain-words finding of the probe itself: 'NVML not found', 'nvidia-smi timed out', ..."""

    code: str
    message: str  # the sentence in the language it was probed in: shown only where ``code`` is unknown
    level: Literal["info", "warning", "error"] = "info"
    params: dict[str, str] = field(default_factory=dict)  # the values the sentence of ``code`` takes


@dataclass(frozen=True)
class MachineFacts:
    """Everything the planner needs to know about one machine."""

    os: OsFacts
    schema: int = FACTS_SCHEMA
    cpu: CpuFacts = field(default_factory=CpuFacts)
    driver: DriverFacts | None = None
    gpus: tuple[GpuFacts, ...] = ()
    python: PythonFacts | None = None
    pythons: tuple[PythonFacts, ...] = ()
    cuda_toolkits: tuple[CudaToolkitFacts, ...] = ()
    cudnn: tuple[CudnnFacts, ...] = ()
    conda: tuple[CondaFacts, ...] = ()
    path: PathFacts = field(default_factory=PathFacts)
    windows: WindowsFacts | None = None
    notes: tuple[ProbeNote, ...] = ()
    hostname: str = ""
    probed_at: str = ""
    host_id: str = ""  # the probing host's fingerprint (wizard.core.planner.host_identity); "" in older files

    def to_json(self, indent: int | None = 2) -> str:
        """The document as JSON text."""
        return json.dumps(to_dict(self), indent=indent, ensure_ascii=False)


def facts_from_dict(data: Any) -> MachineFacts:
    """Validate and build facts; :class:`InvalidFactsError` names the field that is wrong."""
    if not isinstance(data, dict):
        raise _invalid("(document)", tr("Facts", "the document must be a JSON object"))
    if data.get("schema", FACTS_SCHEMA) != FACTS_SCHEMA:
        raise _invalid("schema", tr("Facts", "unsupported schema {found}, this wizard reads {ours}").format(
            found=data.get("schema"), ours=FACTS_SCHEMA))
    try:
        facts = from_dict(MachineFacts, data)
    except SchemaError as error:
        raise _invalid(error.field, error.problem) from error
    _check_versions(facts)
    return facts


def _check_versions(facts: MachineFacts) -> None:
    checks: list[tuple[str, str | None]] = []
    if facts.driver is not None:
        checks += [("driver.version", facts.driver.version), ("driver.cuda", facts.driver.cuda)]
    checks += [(f"gpus[{i}].compute_capability", g.compute_capability) for i, g in enumerate(facts.gpus)]
    if facts.python is not None:
        checks.append(("python.version", facts.python.version))
    checks.append(("os.glibc", facts.os.glibc))
    for name, value in checks:
        if value is not None and not is_version(value):
            raise _invalid(name, tr("Facts", "'{value}' is not a version number like 11.2").format(
                value=printable(value[:40])))


def _invalid(field_name: str, problem: str) -> InvalidFactsError:
    return InvalidFactsError(
        tr("Facts", "The facts file is not valid: {field} {problem}.").format(field=field_name, problem=problem),
        hint=tr("Facts", "Create it again with 'tfgpu-wizard probe --json > facts.json' on the target machine."),
        context={"field": field_name},
    )


def load_facts(path: Path) -> MachineFacts:
    """Read a facts file written by ``tfgpu-wizard probe --json`` (bounded: see :mod:`wizard.basics.jsondoc`)."""
    try:
        data = read_document(path)
    except OSError as error:
        raise InvalidFactsError(
            tr("Facts", "Cannot read the facts file {path}: {reason}").format(path=path, reason=error.strerror),
            hint=tr("Facts", "Check the path, or create the file with 'tfgpu-wizard probe --json > facts.json'."),
            context={"path": str(path)},
        ) from error
    except DocumentError as error:
        raise InvalidFactsError(
            tr("Facts", "The facts file {path} cannot be used: {problem}.").format(path=path, problem=error.problem),
            hint=tr("Facts", "Create it again with 'tfgpu-wizard probe --json > facts.json'."),
            context={"path": str(path)},
        ) from None
    return facts_from_dict(data)
