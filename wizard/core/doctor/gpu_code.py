"""The doctor's GPU-code section: which GPUs the checked TensorFlow has code for, read from its own libraries.

TensorFlow 2.22 stopped reporting its compute capabilities in ``build_info``; the fatbins in its libraries
(:mod:`wizard.core.preflight.fatbin`) still say them, for any build (a wheel, conda-forge's, a source build).
Each GPU of the machine then gets its verdict (:mod:`wizard.core.preflight.gpu_fit`), with the catalog's record
of PTX compiling that fails for the release where the catalog knows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.facts import GpuFacts
from wizard.core.preflight.fatbin import LibraryCode, read_libraries
from wizard.core.preflight.gpu_fit import GpuFit, fit_gpu
from wizard.core.preflight.tensorflow import tensorflow_binaries


@dataclass(frozen=True)
class GpuCode:
    """The libraries' device code and every GPU's verdict."""

    code: LibraryCode
    fits: tuple[GpuFit, ...]

    def to_dict(self) -> dict[str, Any]:
        return {**self.code.to_dict(), "gpus": [fit.to_dict() for fit in self.fits]}


def code_libraries(located: dict[str, Any]) -> list[Path]:
    """TensorFlow's libraries that may hold GPU code: the ones the preflight walks (the framework, and the Python
    extension that holds it in the Windows builds up to 2.10) and ``libtensorflow_cc``, where 2.x wheels keep
    most kernels."""
    folders = [Path(d) for d in (located["tensorflow"].get("core_dir"), located["tensorflow"].get("dir")) if d]
    extra = [p for folder in dict.fromkeys(folders) for p in sorted(folder.glob("libtensorflow_cc.so*"))]
    return list(dict.fromkeys([*tensorflow_binaries(located), *extra]))


def gpu_code(located: dict[str, Any], gpus: Sequence[GpuFacts]) -> GpuCode:
    """Read the libraries of the located TensorFlow and judge each of ``gpus`` against them."""
    code = read_libraries(code_libraries(located))
    jit_fails = _jit_fails(located)
    fits = tuple(fit_gpu(gpu.name, gpu.compute_capability, code, jit_fails)
                 for gpu in gpus if gpu.compute_capability)
    return GpuCode(code, fits)


def _jit_fails(located: dict[str, Any]) -> tuple[str, ...]:
    """The catalog's ``jit_fails`` of the release (empty when the catalog has no row for it)."""
    from wizard.core.catalog.load import load_catalog
    from wizard.core.catalog.query import find_tf_build

    version = located["tensorflow"].get("version")
    if not version:
        return ()
    windows = located.get("python", {}).get("platform") == "win32"
    row = find_tf_build(load_catalog(), "windows" if windows else "linux", str(version))
    return row.jit_fails if row is not None else ()


def machine_gpus() -> list[GpuFacts]:
    """This machine's GPUs, from the driver (NVML, then the CUDA driver library); none without a driver."""
    from wizard.core.probe.draft import FactsDraft
    from wizard.core.probe.nvidia import probe_driver
    from wizard.platform.probe import default_probe_context

    ctx = default_probe_context()
    draft = FactsDraft(family=ctx.platform.family)
    probe_driver(ctx, draft)
    return list(draft.gpus)
