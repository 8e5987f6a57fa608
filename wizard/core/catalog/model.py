"""Typed rows of the compatibility catalog (the data itself lives in ``resources/catalog/*.json``).

Versions are strings as NVIDIA and PyPI write them; compare them with ``packaging.version.Version``.
Every row names its sources by id (``S1``...) from ``sources.json`` and a confidence tag:
P (primary), M (primary through a copy), T (third party), I (inferred by a stated rule).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from wizard.core.catalog.bundle import NO_BUNDLE, BundleInfo
from wizard.core.catalog.framework_model import BuildKind, FrameworkRelease

OsName = Literal["linux", "windows"]
CpuOsName = Literal["linux", "windows", "macos"]
Arch = Literal["x86_64", "arm64"]
Confidence = Literal["P", "M", "T", "I"]


@dataclass(frozen=True)
class Source:
    """Where a fact comes from: ``title`` is short (it is shown wherever the source is cited, translated),
    ``summary`` says in one English sentence what it is and what the wizard reads, ``details`` is the full
    reference (which revision, which lines) for whoever checks the fact."""

    id: str
    title: str
    url: str = ""
    summary: str = ""
    details: str = ""


@dataclass(frozen=True)
class TfBuild:
    """TensorFlow GPU builds for one OS: a set of releases that share every fact below.

    ``cudnn_min`` is the version the binary was compiled with: TF's start-up check accepts the same major
    and a minor at or above it. ``sass`` lists the compute capabilities compiled as machine code,
    ``ptx`` those embedded as PTX (JIT-compiled forward). ``python`` lists CPython X.Y with wheels.
    ``and_cuda`` is True when ``tensorflow[and-cuda]`` pulls a working CUDA from pip for these releases.
    Empty ``sass`` and ``ptx`` mean the list is not known (TF 1.12/1.13, Windows before 2.3): only
    ``min_cc`` can be judged, and a plan should say the rest is unverified.
    ``arch`` is the CPU architecture the CUDA build exists for (every published one is x86_64: the Linux
    aarch64 wheels are CPU-only, #121157). ``jit_fails`` lists compute-capability majors (``"12"``) on
    which JIT-compiling this build's PTX is known to fail (Blackwell, compat-facts M15): a plan that
    relies on it is experimental, never recommended.
    """

    os: OsName
    versions: tuple[str, ...]
    package: str
    python: tuple[str, ...]
    cuda: str
    cudnn: str
    cudnn_min: str
    min_cc: str
    sass: tuple[str, ...] = ()
    ptx: tuple[str, ...] = ()
    glibc_min: str | None = None
    avx: bool = True
    avx2: bool = False
    and_cuda: bool = False
    alt_packages: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"
    arch: Arch = "x86_64"
    jit_fails: tuple[str, ...] = ()


@dataclass(frozen=True)
class CpuBuild:
    """CPU-only wheels of ``package`` (``tensorflow-cpu`` or ``tensorflow``) for one OS and architecture.

    Read from the package index's file lists (S8, S26): ``python`` lists the CPython X.Y with a wheel,
    ``glibc_min`` follows the manylinux tag (Linux only). The CPU route prefers ``tensorflow-cpu``.
    """

    os: CpuOsName
    arch: Arch
    package: str
    versions: tuple[str, ...]
    python: tuple[str, ...]
    glibc_min: str | None = None
    avx: bool = True
    avx2: bool = False
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"


@dataclass(frozen=True)
class CondaPackage:
    """The builds one conda channel has of one package for one OS (its feedstock history, S19/S27).

    ``versions``: what ``conda install name=V`` can resolve to, oldest first (``cudatoolkit`` by CUDA
    line, ``cudnn`` by full version).
    """

    channel: str
    os: OsName
    name: str
    versions: tuple[str, ...]
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "T"


@dataclass(frozen=True)
class CondaGpuBuild:
    """A TensorFlow GPU build a conda channel has for cards no official package has code for (S41).

    ``spec`` (``tensorflow=2.19.1=cuda128*``) is what the env asks the channel for; ``python`` the Pythons
    it is built for, ``python_default`` the one a plan takes unless the user chose another; ``driver_min``
    the driver its CUDA line needs (R570 for CUDA 12.8); ``routes`` where it runs (Linux itself, Linux inside
    WSL2) on ``arch``; ``sass``/``ptx`` the compute capabilities compiled into it, as in :class:`TfBuild`.
    """

    channel: str
    package: str
    version: str
    build: str
    python: tuple[str, ...]
    python_default: str
    cuda: str
    driver_min: str
    routes: tuple[str, ...]
    sass: tuple[str, ...]
    ptx: tuple[str, ...] = ()
    first_build_number: int = 0
    arch: Arch = "x86_64"
    subdir: str = "linux-64"
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"

    @property
    def spec(self) -> str:
        """The conda match spec: ``package=version=build``."""
        return f"{self.package}={self.version}={self.build}"


@dataclass(frozen=True)
class ToolPin:
    """The exact release of an env's tool (pip, ipykernel) the wizard installs for the Pythons ``python``."""

    name: str
    version: str
    python: tuple[str, ...]
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"


@dataclass(frozen=True)
class SdistPin:
    """One source archive the wizard may turn into a wheel itself: exact release, file, sha256, which planned
    requirements need it (``needed_by``: specifiers such as ``tensorflow~=2.4.0``), and the environment
    variables its build gets (``build_env``, ``NAME=value``; e.g. wrapt's switch that skips its C extension)."""

    name: str
    version: str
    file: str
    sha256: str
    needed_by: tuple[str, ...]
    build_env: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"


@dataclass(frozen=True)
class Resolution:
    """Where one planned requirement resolves from wheels (S42): ``package`` as pip gets it (``tensorflow[and-cuda]``),
    on ``platform`` (``linux-x86_64``), for ``versions``; ``python`` the Pythons whose whole requirement resolves,
    ``unresolved`` per Python without a solution what has no wheel for it (``tensorrt==8.5.3.1``).

    Written by ``tools/check_catalog_resolution.py --write`` against the package index; the slow test tier
    resolves every recorded Python again, so a Python listed here is one ``pip install`` really finds.
    """

    package: str
    platform: str
    versions: tuple[str, ...]
    python: tuple[str, ...]
    unresolved: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"


@dataclass(frozen=True)
class Archive:
    """One downloadable file: installer or archive, with what NVIDIA (or a named third party) publishes.

    ``sha256``/``md5``/``size`` are set only where a full value is published. For cuDNN archives,
    ``cuda_variant`` is the CUDA version in the file name: ``"11.2"`` (old per-version packages) or a
    bare major ``"12"`` (``-archive`` packages, serving every 12.x line). ``checksums_url`` is NVIDIA's
    published md5 list holding this file (CUDA installers, S16): where no checksum is in the row, the
    downloader takes this file's md5 from that list before fetching it.
    """

    os: OsName
    file: str
    url: str
    sha256: str | None = None
    md5: str | None = None
    size: int | None = None
    layout: Literal["installer", "cuda-folder", "archive-folder"] = "installer"
    cuda_variant: str | None = None
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # CUDA major.minor lines a cuDNN archive serves when more than its cuda_variant names (8.1's
    # "cudnn-11.2-..." package serves 11.0-11.2); empty: just cuda_variant (a bare major covers the major).
    serves: tuple[str, ...] = ()
    checksums_url: str | None = None


@dataclass(frozen=True)
class CudaRelease:
    """One CUDA toolkit release and the driver it needs for full support (NVIDIA's Table 3)."""

    version: str
    driver_linux: str | None
    driver_windows: str | None
    installers: tuple[Archive, ...] = ()
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "M"


@dataclass(frozen=True)
class CudaMajor:
    """Minor-version compatibility floor for one CUDA major (none before CUDA 11)."""

    major: int
    mvc_linux: str | None
    mvc_windows: str | None
    min_cc: str
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class CudnnRelease:
    """One cuDNN release: which CUDA major.minor it is built for, its archives and its libraries."""

    version: str
    cuda: tuple[str, ...]
    archives: tuple[Archive, ...] = ()
    libraries: dict[str, tuple[str, ...]] = field(default_factory=dict)
    needs_zlibwapi_windows: bool = False
    min_cc: str = "3.5"
    notes: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    confidence: Confidence = "P"
    full_version: str | None = None  # NVIDIA's four-part number, e.g. "8.1.0.77" (archive names, pip pins)


@dataclass(frozen=True)
class Catalog:
    """The whole catalog, validated at load (see ``wizard.core.catalog.load``)."""

    schema: int
    tensorflow: tuple[TfBuild, ...]
    cuda: tuple[CudaRelease, ...]
    cuda_majors: tuple[CudaMajor, ...]
    cudnn: tuple[CudnnRelease, ...]
    sources: tuple[Source, ...]
    cpu_builds: tuple[CpuBuild, ...] = ()
    conda: tuple[CondaPackage, ...] = ()
    tools: tuple[ToolPin, ...] = ()
    sdists: tuple[SdistPin, ...] = ()
    conda_gpu: tuple[CondaGpuBuild, ...] = ()
    resolution: tuple[Resolution, ...] = ()
    info: BundleInfo = NO_BUNDLE  # which catalog: version, date, expiry, bundled or updated
    build_kinds: tuple[BuildKind, ...] = ()  # PyTorch's and JAX's build tags (pytorch.json, jax.json)
    framework_releases: tuple[FrameworkRelease, ...] = ()  # torch, jax and keras releases (issue 33)

    @property
    def version(self) -> int:
        """The bundle's version (0 for a hand-made catalog without a manifest)."""
        return self.info.version
