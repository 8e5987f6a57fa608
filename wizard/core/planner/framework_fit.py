"""Which PyTorch or JAX build fits a machine: the system, the driver, and the code for every one of its GPUs.

A build runs on a card only with SASS of the card's major compute capability and an equal or lower minor, or with
PTX of a lower or equal capability (R5, as for TensorFlow). Every GPU is checked, so the lowest compute capability
decides at the old end (a Pascal card needs a build with sm_60 code: the cu126 line, S45, S51) and the newest
card at the new end (an RTX 50xx, 12.0, needs a CUDA 12.8 or newer build). A CUDA 13 build needs a driver of the
R580 series or newer (S12); a driver older than a build's floor never gets it.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.facts import MachineFacts
from wizard.core.catalog.framework_model import BUILD_STATUS_ORDER, BuildKind, FrameworkRelease, ReleaseBuild
from wizard.core.catalog.model import Catalog
from wizard.core.planner.rules.driver import UNKNOWN_DRIVER_VERSION
from wizard.core.planner.versions import at_least, cc_pair, major, newest_first, parse

PYTHON_PREFERENCE = ("3.12", "3.13", "3.11", "3.14", "3.10", "3.15")
"""The Python a framework plan takes when none is wished: the first of these the release has."""


@dataclass(frozen=True)
class Target:
    """Where the env runs: the wheels' system (``linux`` inside WSL2 too), the driver's system (WSL2 runs on the
    Windows driver), the machine architecture, and whether a GPU build is wanted at all."""

    wheel_os: str
    driver_os: str
    arch: str
    gpu: bool


@dataclass(frozen=True)
class BuildPick:
    """A release and one of its builds, with what the build tag means."""

    release: FrameworkRelease
    build: ReleaseBuild
    kind: BuildKind
    python: str


def releases_of(catalog: Catalog, package: str) -> list[FrameworkRelease]:
    """The catalog's releases of ``package``, newest first."""
    rows = {row.version: row for row in catalog.framework_releases if row.package == package}
    return [rows[version] for version in newest_first(list(rows))]


def build_kind(catalog: Catalog, framework: str, tag: str) -> BuildKind | None:
    """What build tag ``tag`` of ``framework`` means."""
    return next((k for k in catalog.build_kinds if k.framework == framework and k.tag == tag), None)


def runs_on(build: ReleaseBuild, wheel_os: str, cc: str) -> bool:
    """True when ``build`` has code a GPU of compute capability ``cc`` runs (SASS of its family, or PTX)."""
    card = cc_pair(cc)
    if any(s[0] == card[0] and s[1] <= card[1] for s in map(cc_pair, build.sass)):
        return True
    return any(cc_pair(p) <= card for p in build.ptx_on(wheel_os))


def driver_floor(kind: BuildKind, driver_os: str) -> str | None:
    """The lowest driver ``kind`` needs on ``driver_os`` (None: a CPU build, or none there)."""
    return kind.driver_linux if driver_os == "linux" else kind.driver_windows


def driver_allows(facts: MachineFacts, kind: BuildKind, driver_os: str) -> bool:
    """True when the machine's driver runs ``kind`` (a CPU build always; unknown driver numbers by its CUDA)."""
    if kind.cuda is None:
        return True
    floor = driver_floor(kind, driver_os)
    driver = facts.driver
    if floor is None or driver is None:
        return False
    if driver.version and driver.version != UNKNOWN_DRIVER_VERSION:
        return at_least(driver.version, floor)
    return driver.cuda is not None and major(driver.cuda) >= major(kind.cuda)


def choose_python(release: FrameworkRelease, wished: str | None, also: tuple[str, ...] = ()) -> str | None:
    """The wished Python when the release (and ``also``, another package's Pythons) has it, else the preferred."""
    allowed = [p for p in release.python if not also or p in also]
    if wished is not None:
        return wished if wished in allowed else None
    return next((p for p in PYTHON_PREFERENCE if p in allowed), None)


def gpu_builds(release: FrameworkRelease, target: Target) -> list[ReleaseBuild]:
    """The release's CUDA builds for the target, preferred first: by status, then the newer CUDA."""
    found = [b for b in release.builds if b.tag != "cpu" and target.wheel_os in b.os and target.arch in b.arch]
    return sorted(found, key=lambda b: (BUILD_STATUS_ORDER.index(b.status), -parse(_cuda_order(b.tag)).release[0]))


def cpu_build(release: FrameworkRelease, target: Target) -> ReleaseBuild | None:
    """The release's CPU build for the target, if it has one."""
    return next((b for b in release.builds if b.tag == "cpu" and target.wheel_os in b.os
                 and target.arch in b.arch), None)


def _cuda_order(tag: str) -> str:
    """``cu126`` -> 126, ``cuda13`` -> 13: an ordering key within one framework's tags."""
    digits = "".join(ch for ch in tag if ch.isdigit())
    return digits or "0"
