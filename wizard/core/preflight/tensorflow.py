"""The preflight for one Python environment: find TensorFlow there without importing it, read its build info,
follow the import chains of its libraries and of the CUDA libraries it will open, then confirm with ctypes.

Two small stdlib scripts run in the target interpreter (``resources/verify/tf_locate.py`` and ``lib_load.py``);
everything else (reading ELF/PE files, the search order) happens in the wizard's own process.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError
from wizard.core.preflight.binary import LibraryReader
from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError
from wizard.core.preflight.needs import build_facts, needed_libraries, parse_build_info
from wizard.core.preflight.report import ChainWalker, PreflightReport, Wanted
from wizard.core.preflight.search import ArchOf, LinuxLoader, WindowsLoader, system_ld_cache
from wizard.core.verify.bounded import ChildOutput, last_json_line, run_bounded
from wizard.core.verify.build_numbers import cuda_version, cudnn_major
from wizard.core.verify.capture import MAX_STDOUT_BYTES
from wizard.core.verify.runner import check_python, child_env
from wizard.resources import resource_path

SCRIPT_TIMEOUT = 120.0


class PreflightRunError(WizardError):
    """A helper script could not run in the target interpreter."""

    reference = "preflight-failed"


@dataclass
class PreflightResult:
    """The preflight document: where TensorFlow is, what it needs, what is broken, what ctypes said."""

    located: dict[str, Any]
    build: dict[str, Any] = field(default_factory=dict)
    needed: list[str] = field(default_factory=list)
    report: PreflightReport = field(default_factory=PreflightReport)
    confirm: list[dict[str, Any]] = field(default_factory=list)

    @property
    def tensorflow_found(self) -> bool:
        return bool(self.located.get("tensorflow", {}).get("dir"))

    @property
    def ok(self) -> bool:
        return self.tensorflow_found and self.report.ok and all(item.get("ok") for item in self.confirm)

    def to_dict(self) -> dict[str, Any]:
        return {"schema": 1, "ok": self.ok, "tensorflow_found": self.tensorflow_found,
                "python": self.located.get("python"), "tensorflow": self.located.get("tensorflow"),
                "build": self.build, "needed": self.needed, **self.report.to_dict(), "confirm": self.confirm}


def run_script(python: Path, name: str, args: list[str], kind: type, timeout: float = SCRIPT_TIMEOUT) -> Any:
    """Run ``resources/verify/<name>`` in ``python`` (bounded: :mod:`wizard.core.verify.bounded`); its stdout's
    last line is JSON of type ``kind``. PreflightRunError when it does not finish or gives no such answer."""
    command = [str(python), str(resource_path("verify", name)), *args]
    output = run_bounded(command, python=python, timeout=timeout, env=child_env())
    try:
        value = None if output.code is None or output.answer.overflowed else last_json_line(output.answer.text(), kind)
    except DocumentError as error:
        raise _run_error(python, error.problem) from None
    if value is None:
        raise _run_error(python, _no_answer(output, timeout))
    return value


def _no_answer(output: ChildOutput, timeout: float) -> str:
    if output.code is None:
        return tr("Preflight", "it did not finish within {seconds} s").format(seconds=int(timeout))
    if output.answer.overflowed:
        return tr("Preflight", "it printed more than {size} MiB").format(size=MAX_STDOUT_BYTES // 2**20)
    return tr("Preflight", "it gave no answer (exit code {code})").format(code=output.code)


def _run_error(python: Path, problem: str) -> PreflightRunError:
    return PreflightRunError(
        tr("Preflight", "{python} could not run the library check: {problem}").format(python=python, problem=problem),
        hint=tr("Preflight", "Check that this Python starts on its own."),
    )


def tensorflow_binaries(located: dict[str, Any]) -> list[Path]:
    """TensorFlow's own native libraries, framework first (it opens the CUDA libraries)."""
    folders = [Path(d) for d in (located["tensorflow"].get("core_dir"), located["tensorflow"].get("dir")) if d]
    found: list[Path] = []
    for folder in folders:
        found += sorted(folder.glob("libtensorflow_framework.so*"))
        found += sorted((folder / "python").glob("_pywrap_tensorflow_internal.*"))
    return [p for p in found if p.suffix in {".so", ".pyd"} or ".so." in p.name]


def read_build(located: dict[str, Any]) -> dict[str, Any]:
    for key in ("core_dir", "dir"):
        folder = located["tensorflow"].get(key)
        path = Path(folder) / "python" / "platform" / "build_info.py" if folder else None
        if path is not None and path.is_file():
            return build_facts(parse_build_info(path.read_text(encoding="utf-8", errors="replace")))
    return build_facts({})


def conda_activation_dirs(prefix: Path) -> list[Path]:
    """The folders ``conda activate`` puts first on PATH on Windows (conda's activate.bat order), for a conda
    environment (one with ``conda-meta``); the wizard runs its python directly, so it adds them itself."""
    if not (prefix / "conda-meta").is_dir():
        return []
    parts = ("", "Library/mingw-w64/bin", "Library/usr/bin", "Library/bin", "Scripts", "bin")
    return [prefix / part if part else prefix for part in parts]


def with_catalog_versions(build: dict[str, Any], os_name: str, tf_version: str | None) -> dict[str, Any]:
    """A CUDA build whose build_info names no CUDA/cuDNN version (TF 1.12/1.13) gets them from the catalog."""
    if not build.get("is_cuda_build") or (build.get("cuda") and build.get("cudnn")) or not tf_version:
        return build
    from wizard.core.catalog.load import load_catalog
    from wizard.core.catalog.query import find_tf_build

    row = find_tf_build(load_catalog(), "windows" if os_name == "windows" else "linux", tf_version)
    if row is None:
        return build
    return {**build, "cuda": build.get("cuda") or cuda_version(row.cuda),
            "cudnn": build.get("cudnn") or cudnn_major(row.cudnn_min), "from_catalog": True}


def _resolver(located: dict[str, Any], arch_of: ArchOf) -> Any:
    environ = located.get("environ", {})
    if located["python"].get("platform") == "win32":
        root = Path(os.environ.get("SYSTEMROOT", r"C:\Windows"))
        prefix = Path(located["python"]["prefix"])
        loader = WindowsLoader(
            app_dir=Path(located["python"]["executable"]).parent, system32=root / "System32", windows_dir=root,
            path_dirs=[*conda_activation_dirs(prefix), *(Path(p) for p in environ.get("PATH", "").split(";") if p)],
            dll_directories=[d for d in (prefix / "Library" / "bin",) if d.is_dir()],  # conda's python adds it
            arch_of=arch_of,
        )
        return lambda name, requester, loaders, lazy: loader.resolve(
            name, requester, "loadlibrary" if lazy else "extension")
    linux = LinuxLoader(ld_library_path=environ.get("LD_LIBRARY_PATH", "").split(":"), cache=system_ld_cache(),
                        arch_of=arch_of)
    return lambda name, requester, loaders, lazy: linux.resolve(name, requester, loaders)


def run_preflight(python: Path, *, confirm: bool = True, timeout: float = SCRIPT_TIMEOUT) -> PreflightResult:
    """Locate, read, walk, confirm. Raises only for an interpreter that cannot run at all."""
    check_python(python)
    located = run_script(python, "tf_locate.py", [], dict, timeout)
    if not all(isinstance(located.get(key), dict) for key in ("python", "tensorflow")):
        raise _run_error(python, tr("Preflight", "its answer is not the one the library check gives"))
    result = PreflightResult(located)
    if not result.tensorflow_found:
        result.report.notes.append(tr("Preflight", "TensorFlow is not installed in this environment."))
        return result
    os_name = "windows" if located["python"].get("platform") == "win32" else "linux"
    result.build = with_catalog_versions(read_build(located), os_name, located["tensorflow"].get("version"))
    result.needed = needed_libraries(os_name, result.build)
    reader = LibraryReader()
    walker = ChainWalker(_resolver(located, reader.arch), reader)
    binaries = tensorflow_binaries(located)
    for binary in binaries:
        walker.walk_binary(binary)
    opener = _opener(walker, binaries)
    if opener is not None:
        label = tr("Preflight", "TensorFlow {version}").format(version=located["tensorflow"].get("version") or "")
        for name in result.needed:
            walker.walk_wanted(Wanted(name, opener, label.strip()))
    result.report = walker.report
    if not result.build.get("is_cuda_build"):
        result.report.notes.append(tr("Preflight", "This TensorFlow is a CPU-only build: it opens no GPU libraries."))
    if confirm and result.needed:
        targets = [walker.report.resolved.get(name, name) for name in result.needed]
        result.confirm = run_script(python, "lib_load.py", targets, list, timeout)
        if not all(isinstance(item, dict) and isinstance(item.get("name"), str) for item in result.confirm):
            raise _run_error(python, tr("Preflight", "its answer is not the one the library check gives"))
    return result


def _opener(walker: ChainWalker, binaries: list[Path]) -> LibraryInfo | None:
    for binary in binaries:
        try:
            return walker.read(binary)
        except UnreadableLibraryError:
            continue
    return None
