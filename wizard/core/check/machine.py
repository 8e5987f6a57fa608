"""The machine side of ``check``: the driver against the plan's floor, a driver updated without a restart, and
GPUs the installed build has no code for."""

from __future__ import annotations

from pathlib import Path

from packaging.version import InvalidVersion, Version

from wizard.basics.facts import GpuFacts, MachineFacts
from wizard.basics.i18n import tr
from wizard.core.catalog.model import Catalog, TfBuild
from wizard.core.catalog.query import find_tf_build
from wizard.core.check.model import Change
from wizard.core.check.record import SetupRecord
from wizard.core.plan import framework_name
from wizard.core.preflight.fatbin import CodeTarget, LibraryCode, read_libraries
from wizard.core.preflight.gpu_fit import fit_gpu

_LIBRARY_PATTERNS = ("libtensorflow_framework.so*", "libtensorflow_cc.so*", "python/_pywrap_tensorflow_internal.*")


def driver_changes(record: SetupRecord, now: MachineFacts) -> list[Change]:
    """A driver that needs a restart, is gone, or is below the plan's floor; a harmless change as info."""
    if record.plan.route == "cpu":
        return []
    if any(n.code == "nvml-unavailable" and n.params.get("variant") == "version-mismatch" for n in now.notes):
        return [Change("driver-restart-needed", "broken",
                       tr("Check", "The NVIDIA driver was updated, but the old one is still running."),
                       tr("Check", "No program can use the graphics card until the computer restarts "
                                   "(driver/library version mismatch)."),
                       tr("Check", "Restart the computer."))]
    before = record.facts.driver.version if record.facts.driver else ""
    if now.driver is None or not now.driver.version:
        return [Change("driver-gone", "broken", tr("Check", "No NVIDIA driver answers any more."),
                       tr("Check", "TensorFlow runs on the processor only."),
                       tr("Check", "Install the NVIDIA driver {floor} or newer, then restart.").format(
                           floor=record.plan.driver_min or before))]
    current = now.driver.version
    floor = record.plan.driver_min
    if floor and _below(current, floor):
        return [Change("driver-below-floor", "broken",
                       tr("Check", "The NVIDIA driver is now {now} (it was {before}).").format(now=current,
                                                                                             before=before),
                       tr("Check", "CUDA {cuda} needs driver {floor} or newer: TensorFlow cannot use the graphics "
                                   "card.").format(cuda=record.plan.cuda or "?", floor=floor),
                       tr("Check", "Install the NVIDIA driver {floor} or newer, then restart.").format(floor=floor))]
    if before and current != before:
        return [Change("driver-changed", "info", tr("Check", "The NVIDIA driver is now {now} (it was {before}); "
                                                             "it still meets the floor {floor}.").format(
            now=current, before=before, floor=floor or "-"))]
    return []


def gpu_changes(record: SetupRecord, now: MachineFacts, catalog: Catalog) -> list[Change]:
    """GPUs that are new or gone since the setup; a new one the installed build has no code for is broken."""
    if record.plan.route == "cpu":
        return []
    known = {_identity(gpu) for gpu in record.facts.gpus}
    current = {_identity(gpu) for gpu in now.gpus}
    changes: list[Change] = []
    if known and not now.gpus and now.driver is not None:
        changes.append(Change("gpu-gone", "broken", tr("Check", "No NVIDIA graphics card is found any more."),
                              tr("Check", "TensorFlow runs on the processor only."),
                              tr("Check", "Check that the card is seated and enabled, then restart.")))
    new = [gpu for gpu in now.gpus if _identity(gpu) not in known]
    code = installed_code(record, catalog) if new else None
    row = _catalog_row(record, catalog)
    for gpu in new:
        if not gpu.compute_capability or code is None:
            continue
        fit = fit_gpu(gpu.name, gpu.compute_capability, code, row.jit_fails if row else ())
        if fit.verdict == "no-code":
            changes.append(Change("gpu-without-code", "broken", tr(
                "Check", "A new graphics card: {name} (compute capability {cc}).").format(
                name=gpu.name, cc=gpu.compute_capability), tr(
                "Check", "The installed {framework} build has no code for it: it cannot run there.").format(
                framework=framework_name(record.plan.framework)),
                tr("Check", "Make a new plan for this computer and set it up again.")))
        else:
            changes.append(Change("gpu-new", "info", tr(
                "Check", "A new graphics card: {name} (compute capability {cc}); the installed build runs on it.")
                .format(name=gpu.name, cc=gpu.compute_capability)))
    gone = known - current
    if gone and now.gpus:
        changes.append(Change("gpu-removed", "info", tr("Check", "A graphics card of the setup is gone: {names}.")
                              .format(names=", ".join(sorted(name for name, _ in gone)))))
    return changes


def installed_code(record: SetupRecord, catalog: Catalog) -> LibraryCode | None:
    """The GPU code of the env's TensorFlow, read from its libraries; the catalog's record of the release where
    the libraries hold none (or cannot be found); None when neither says."""
    if record.plan.framework != "tensorflow":
        from wizard.core.check.framework import framework_code

        return framework_code(record)
    libraries = _tensorflow_libraries(record.python)
    code = read_libraries(libraries) if libraries else None
    if code is not None and code.targets:
        return code
    row = _catalog_row(record, catalog)
    if row is None:
        return None
    targets = {_target("sass", cc) for cc in row.sass} | {_target("ptx", cc) for cc in row.ptx}
    return LibraryCode((), frozenset(targets))


def _catalog_row(record: SetupRecord, catalog: Catalog) -> TfBuild | None:
    """The catalog's row of the installed release (its code and the PTX compiling known to fail)."""
    tf = record.plan.tensorflow
    if tf is None:
        return None
    return find_tf_build(catalog, "windows" if record.facts.os.family == "windows" else "linux", tf.version)


def _tensorflow_libraries(python: str) -> list[Path]:
    if not python:
        return []
    prefix = Path(python).parent.parent if Path(python).parent.name in ("bin", "Scripts") else Path(python).parent
    folders = [*prefix.glob("lib/python3*/site-packages/tensorflow"), prefix / "Lib" / "site-packages" / "tensorflow"]
    return sorted(path for folder in folders if folder.is_dir() for pattern in _LIBRARY_PATTERNS
                  for path in folder.glob(pattern) if path.is_file())


def _target(kind: str, cc: str) -> CodeTarget:
    major, minor = (int(part) for part in cc.split(".")[:2])
    return CodeTarget(kind, major, minor)  # type: ignore[arg-type]


def _identity(gpu: GpuFacts) -> tuple[str, str]:
    return gpu.name, gpu.uuid or f"{gpu.index}:{gpu.compute_capability}"


def _below(version: str, floor: str) -> bool:
    try:
        return Version(version) < Version(floor)
    except InvalidVersion:
        return False
