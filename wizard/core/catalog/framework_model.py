"""The catalog rows of PyTorch, JAX and Keras 3 (``pytorch.json``, ``jax.json``, ``keras.json``): one shape for all.

A framework's **build kinds** say what a build tag means wherever it appears (``cu126``: CUDA 12.6, the driver it
needs per OS, the index that serves it); its **releases** say, per release, the Pythons and, per build, the
systems, machine architectures and the GPU code (SASS and PTX compute capabilities) it has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

BuildStatus = Literal["default", "stable", "legacy", "experimental"]
BUILD_STATUS_ORDER: tuple[BuildStatus, ...] = ("default", "stable", "legacy", "experimental")
"""The order the planner prefers builds of one release in (an experimental build only when no other fits)."""


@dataclass(frozen=True)
class BuildKind:
    """What a build tag of a framework means: its CUDA line (None: a CPU build), the lowest driver per OS (None:
    no GPU build there, or a CPU build), and the index that serves it (the torch family's builds; "" for a build
    that comes from the user's index, as JAX's extras do)."""

    framework: str
    tag: str
    sources: tuple[str, ...]
    cuda: str | None = None
    driver_linux: str | None = None
    driver_windows: str | None = None
    index: str = ""


@dataclass(frozen=True)
class ReleaseBuild:
    """One build of a release: where it exists and the GPU code it carries (``ptx_os``: the systems whose wheels
    carry the PTX; empty when every system's do)."""

    tag: str
    os: tuple[str, ...]
    arch: tuple[str, ...]
    status: BuildStatus = "stable"
    sass: tuple[str, ...] = ()
    ptx: tuple[str, ...] = ()
    ptx_os: tuple[str, ...] = ()

    def ptx_on(self, os_name: str) -> tuple[str, ...]:
        """The PTX this build carries on ``os_name``."""
        return self.ptx if not self.ptx_os or os_name in self.ptx_os else ()


@dataclass(frozen=True)
class FrameworkRelease:
    """A release of ``package`` (torch, jax, keras): its Pythons, its builds, and for Keras the backends."""

    package: str
    version: str
    python: tuple[str, ...]
    sources: tuple[str, ...]
    builds: tuple[ReleaseBuild, ...] = ()
    backends: tuple[str, ...] = ()
    confidence: str = "P"
    notes: tuple[str, ...] = ()
