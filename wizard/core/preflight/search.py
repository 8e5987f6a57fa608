"""Where the loader looks for a library, in its real order, as pure functions over folders (testable anywhere).

Linux (ld.so(8)): a name with a slash is used as is; otherwise DT_RPATH of the requesting object and of the
objects that loaded it (only when the requester has no DT_RUNPATH), then ``LD_LIBRARY_PATH``, then the
requester's DT_RUNPATH, then the ld.so cache, then the default folders. ``$ORIGIN`` is the requester's folder.
A file of another architecture is skipped (ld.so goes on looking), and reported if nothing else is found.
glibc's ``dlopen`` uses the calling object's DT_RUNPATH too, so TensorFlow's lazily opened CUDA libraries are
resolved with ``libtensorflow_framework``'s RUNPATH.

Windows: Python 3.8+ loads extension modules (.pyd) and their imports with LOAD_LIBRARY_SEARCH_DEFAULT_DIRS |
LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR: the DLL's folder, the application (python.exe) folder, the
``os.add_dll_directory`` folders and System32, never PATH. TensorFlow opens CUDA DLLs with LoadLibraryEx
(LOAD_WITH_ALTERED_SEARCH_PATH), the standard order: the DLL's folder for its own imports, the application
folder, System32, the Windows folder, then PATH. API-set names (``api-ms-win-*``, ``ext-ms-*``) are virtual
and always resolve.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from wizard.core.preflight.binary import read_library
from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError
from wizard.platform.bounded_output import run_bounded

LINUX_DEFAULT_DIRS = ("/lib64", "/usr/lib64", "/lib", "/usr/lib")
ArchOf = Callable[[Path], "str | None"]


@dataclass(frozen=True)
class Lookup:
    """Where one name was looked for and what was found."""

    name: str
    found: Path | None
    searched: tuple[Path, ...]
    wrong_arch: tuple[Path, ...] = ()
    virtual: bool = False


def arch_of(path: Path) -> str | None:
    try:
        return read_library(path).arch
    except UnreadableLibraryError:
        return None


def _expand_origin(entry: str, origin: Path) -> Path:
    text = re.sub(r"\$(\{ORIGIN\}|ORIGIN)", str(origin).replace("\\", "/"), entry)
    text = re.sub(r"\$(\{LIB\}|LIB)", "lib64", text)
    return Path(os.path.normpath(text))


@dataclass
class LinuxLoader:
    """ld.so's search for one process: its LD_LIBRARY_PATH, its ld.so cache (name -> paths), default folders."""

    ld_library_path: Sequence[str] = ()
    cache: Mapping[str, Sequence[Path]] = field(default_factory=dict)
    default_dirs: Sequence[str] = LINUX_DEFAULT_DIRS
    arch_of: ArchOf = arch_of

    def dirs_for(self, requester: LibraryInfo, loaders: Sequence[LibraryInfo] = ()) -> list[Path]:
        """The folders in order (the ld.so cache is consulted between RUNPATH and the defaults)."""
        dirs: list[Path] = []
        if not requester.runpath:
            for owner in (requester, *loaders):
                dirs += [_expand_origin(e, owner.path.parent) for e in owner.rpath]
        dirs += [Path(e) for e in self.ld_library_path if e]
        dirs += [_expand_origin(e, requester.path.parent) for e in requester.runpath]
        return _unique(dirs)

    def resolve(self, name: str, requester: LibraryInfo, loaders: Sequence[LibraryInfo] = ()) -> Lookup:
        if "/" in name:
            path = _expand_origin(name, requester.path.parent)
            return Lookup(name, path if path.is_file() else None, (path.parent,))
        candidates = [d / name for d in self.dirs_for(requester, loaders)]
        candidates += list(self.cache.get(name, ()))
        candidates += [Path(d) / name for d in self.default_dirs]
        return _first_matching(name, _unique(candidates), requester.arch, self.arch_of)


@dataclass
class WindowsLoader:
    """The Windows loader's folders for one environment: python.exe's folder, System32, PATH, DLL folders."""

    app_dir: Path
    system32: Path
    windows_dir: Path
    path_dirs: Sequence[Path] = ()
    dll_directories: Sequence[Path] = ()
    arch_of: ArchOf = arch_of

    def dirs_for(self, requester: LibraryInfo, mode: str) -> list[Path]:
        """``mode`` is ``extension`` (a .pyd and its imports, Python 3.8+) or ``loadlibrary`` (TF's CUDA DLLs)."""
        own = [requester.path.parent]
        if mode == "extension":
            return _unique([*own, self.app_dir, *self.dll_directories, self.system32])
        return _unique([*own, self.app_dir, self.system32, self.windows_dir, *self.path_dirs])

    def resolve(self, name: str, requester: LibraryInfo, mode: str = "loadlibrary") -> Lookup:
        if name.lower().startswith(("api-ms-win-", "ext-ms-")):
            return Lookup(name, None, (), virtual=True)
        dirs = self.dirs_for(requester, mode)
        return _first_matching(name, [_case_insensitive(d, name) for d in dirs], requester.arch, self.arch_of)


def _case_insensitive(folder: Path, name: str) -> Path:
    """``folder/name`` as the folder spells it (Windows names ignore case; the tests run on Linux)."""
    try:
        for entry in os.scandir(folder):
            if entry.name.lower() == name.lower():
                return folder / entry.name
    except OSError:
        pass
    return folder / name


def _first_matching(name: str, candidates: Sequence[Path], arch: str, arch_of: ArchOf) -> Lookup:
    wrong: list[Path] = []
    for candidate in candidates:
        if not candidate.is_file():
            continue
        if arch_of(candidate) == arch:
            return Lookup(name, candidate, tuple(c.parent for c in candidates), tuple(wrong))
        wrong.append(candidate)
    return Lookup(name, None, tuple(_unique([c.parent for c in candidates])), tuple(wrong))


def _unique(paths: Sequence[Path]) -> list[Path]:
    seen: set[Path] = set()
    result = []
    for path in paths:
        if path not in seen:
            seen.add(path)
            result.append(path)
    return result


_CACHE_LINE = re.compile(r"^\s*(\S+)\s+\(([^)]*)\)\s+=>\s+(\S+)\s*$")


def parse_ldconfig(text: str) -> dict[str, list[Path]]:
    """``ldconfig -p`` output -> name -> paths, in the cache's order (ld.so checks each path's architecture)."""
    cache: dict[str, list[Path]] = {}
    for line in text.splitlines():
        match = _CACHE_LINE.match(line)
        if match:
            cache.setdefault(match.group(1), []).append(Path(match.group(3)))
    return cache


def system_ld_cache() -> dict[str, list[Path]]:
    """This machine's ld.so cache, read through ``ldconfig -p`` (empty where there is none, as on musl)."""
    ldconfig = shutil.which("ldconfig") or next((p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig")
                                                 if Path(p).is_file()), None)
    if ldconfig is None:
        return {}
    try:
        done = run_bounded([ldconfig, "-p"], timeout=30)
    except (OSError, subprocess.SubprocessError):
        return {}
    return parse_ldconfig(done.out_text())
