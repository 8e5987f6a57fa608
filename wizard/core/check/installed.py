"""What the setup put on disk, checked again: the env's interpreter and TensorFlow, the CUDA and cuDNN files,
the PATH and CUDA_PATH entries (read from the setup run's journal entries), and WSL for a WSL2 setup."""

from __future__ import annotations

import subprocess
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr, tr_n
from wizard.core.check.model import Change
from wizard.core.check.record import SetupRecord
from wizard.core.ops.journal import JournalEntry
from wizard.core.wsl.facts import WslFacts

_VERSION_OF = "import importlib.metadata as m, sys; print(m.version(sys.argv[1]))"


def env_changes(record: SetupRecord, timeout: float = 120.0) -> list[Change]:
    """The env's interpreter and its TensorFlow distribution, asked of the interpreter itself."""
    if not record.python or record.distro:
        return []
    python = Path(record.python)
    if not python.exists():
        return [Change("env-python-gone", "broken",
                       tr("Check", "The environment's Python is gone: {path}").format(path=python),
                       tr("Check", "TensorFlow cannot start from that environment."), _remake())]
    tf = record.plan.tensorflow
    if tf is None or record.plan.framework not in ("tensorflow", "keras"):  # others: check.framework
        return []
    package = tf.package.split("[", 1)[0]
    try:
        done = subprocess.run([str(python), "-c", _VERSION_OF, package], capture_output=True, text=True,
                              timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return [Change("env-python-broken", "broken",
                       tr("Check", "The environment's Python does not start: {error}").format(error=error),
                       tr("Check", "TensorFlow cannot start from that environment."), _remake())]
    if done.returncode != 0:
        return [Change("tensorflow-gone", "broken",
                       tr("Check", "{package} is no longer installed in the environment.").format(package=package),
                       tr("Check", "The environment has no TensorFlow to run."), _remake())]
    found = done.stdout.strip()
    if found != tf.version:
        return [Change("tensorflow-changed", "look",
                       tr("Check", "The environment now has {package} {found} (the setup installed {version}).")
                       .format(package=package, found=found, version=tf.version),
                       tr("Check", "That version was not checked against this computer's driver and card."),
                       tr("Check", "Make a plan for TensorFlow {found} with the wizard, or install {version} "
                                   "again.").format(found=found, version=tf.version),
                       f"tfgpu-wizard plan --tf {found}")]
    return []


def file_changes(entries: Iterable[JournalEntry]) -> list[Change]:
    """CUDA and cuDNN files the setup's run put in place and that are gone now."""
    changes: list[Change] = []
    for entry in entries:
        if entry.kind == "cuda-install-toolkit" and not Path(str(entry.record.get("root", ""))).is_dir():
            changes.append(Change("cuda-gone", "broken", tr("Check", "The CUDA folder is gone: {path}").format(
                path=entry.record.get("root")), tr("Check", "TensorFlow cannot load CUDA's libraries."),
                tr("Check", "Install CUDA {version} again (set up again with the wizard).").format(
                    version=entry.record.get("version", ""))))
        if entry.kind == "cudnn-copy-into-cuda":
            missing = _missing_targets(entry.record)
            if missing:
                changes.append(Change("cudnn-files-gone", "broken", tr_n(
                    "Check", "%n cuDNN file(s) the wizard copied are gone, e.g. {path}", len(missing)).format(
                    path=missing[0]), tr("Check", "TensorFlow cannot load cuDNN."),
                    tr("Check", "Copy cuDNN into CUDA again (set up again with the wizard).")))
    return changes


def variable_changes(entries: Iterable[JournalEntry]) -> list[Change]:
    """PATH and CUDA_PATH entries the setup's run made and that are no longer in effect."""
    from wizard.core.ops.base import build_operation

    changes: list[Change] = []
    for entry in entries:
        if entry.kind not in ("env-add-to-path", "env-set-variable") or not entry.params:
            continue
        operation: Any = build_operation(entry.kind, entry.params)
        backend = operation.resolved_backend()
        if entry.kind == "env-add-to-path" and not _on_path(backend, operation):
            changes.append(Change("path-entry-gone", "broken", tr(
                "Check", "{entry} is no longer on {variable}.").format(entry=operation.entry,
                                                                     variable=operation.variable),
                tr("Check", "Programs no longer find the CUDA and cuDNN libraries there."),
                tr("Check", "Add {entry} to {variable} again, or set up again with the wizard.").format(
                    entry=operation.entry, variable=operation.variable),
                f'tfgpu-wizard path add "{operation.entry}"'))
        if entry.kind == "env-set-variable" and operation.value and not _is_set(backend, operation):
            changes.append(Change("variable-gone", "broken", tr(
                "Check", "{name} is no longer set to {value}.").format(name=operation.name, value=operation.value),
                tr("Check", "Programs that look for CUDA through it no longer find it."),
                tr("Check", "Set up again with the wizard, or set {name} to {value} again.").format(
                    name=operation.name, value=operation.value)))
    return changes


def wsl_changes(record: SetupRecord, wsl: WslFacts | None) -> list[Change]:
    """For a WSL2 setup made from Windows: WSL still on, the distribution still there."""
    if not record.distro or wsl is None:
        return []
    if not wsl.installed:
        return [Change("wsl-off", "broken", tr("Check", "WSL is turned off."),
                       tr("Check", "The environment inside {distro} cannot start.").format(distro=record.distro),
                       tr("Check", "Turn WSL on again (the wizard's WSL2 setup does it), then restart."))]
    if wsl.distro(record.distro) is None:
        return [Change("wsl-distro-gone", "broken",
                       tr("Check", "The WSL distribution {distro} is gone.").format(distro=record.distro),
                       tr("Check", "The environment and TensorFlow inside it are gone with it."),
                       tr("Check", "Set up the WSL2 route again with the wizard."))]
    return []


def _missing_targets(record: dict[str, Any]) -> list[str]:
    root = Path(str(record.get("root", "")))
    targets = [Path(str(item.get("target", ""))) for item in record.get("files", []) if isinstance(item, dict)]
    return [str(path if path.is_absolute() else root / path) for path in targets
            if not (path if path.is_absolute() else root / path).exists()]


def _on_path(backend: Any, operation: Any) -> bool:
    """The entry is in the managed script (POSIX) or in the stored variable (Windows)."""
    script = getattr(backend, "script_path", None)
    if script is not None:
        path = script(operation.scope)
        return path.is_file() and operation.entry in path.read_text(encoding="utf-8", errors="replace")
    entries = backend.current_path(operation.scope, operation.variable).split(";")
    wanted = operation.entry.rstrip("\\/").lower()
    return any(item.strip().rstrip("\\/").lower() == wanted for item in entries)


def _is_set(backend: Any, operation: Any) -> bool:
    script = getattr(backend, "script_path", None)
    if script is not None:
        path = script(operation.scope)
        text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        return operation.name in text and operation.value in text
    value = backend.read(operation.scope, operation.name)
    return value is not None and str(getattr(value, "data", value)) == operation.value


def _remake() -> str:
    return tr("Check", "Set up again with the wizard (undo the last setup first), or make the environment again.")
