"""Follow every import chain from TensorFlow's libraries and report the first broken link of each.

A broken link is a library found nowhere on the search path, found only for another architecture, or found
only as another version (``libcudnn.so.8`` where ``libcudnn.so.9`` is needed). The chain under a broken link
is not followed (the loader never gets there), and each broken name is reported once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from wizard.basics.i18n import tr
from wizard.core.preflight.binary import LibraryReader
from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError
from wizard.core.preflight.search import Lookup

VERSIONED_PREFIXES = ("cu", "libcu", "nv", "libnv")


class Resolver(Protocol):
    """Resolves ``name`` wanted by ``requester`` (loaded by ``loaders``); ``lazy``: opened at run time."""

    def __call__(self, name: str, requester: LibraryInfo, loaders: Sequence[LibraryInfo], lazy: bool) -> Lookup: ...


@dataclass(frozen=True)
class Wanted:
    """A library the program opens itself at run time (TF's CUDA libraries), as if by ``opener``."""

    name: str
    opener: LibraryInfo
    label: str


@dataclass(frozen=True)
class Problem:
    """The first broken link of one chain."""

    kind: str  # missing, wrong-version, wrong-arch, unreadable
    name: str
    needed_by: str
    chain: tuple[str, ...]
    searched: tuple[str, ...] = ()
    found_instead: tuple[str, ...] = ()

    def message(self) -> str:
        """One sentence naming the library, who needs it and where the loader looked."""
        if self.kind == "wrong-version":
            return tr("Preflight", "{needer} needs {name}, but only another version was found: {found}.").format(
                needer=self.needed_by, name=self.name, found=", ".join(self.found_instead))
        if self.kind == "wrong-arch":
            return tr("Preflight", "{needer} needs {name}; {found} is built for another architecture.").format(
                needer=self.needed_by, name=self.name, found=", ".join(self.found_instead))
        if self.kind == "unreadable":
            return tr("Preflight", "{needer} needs {name}, which is damaged or not a library.").format(
                needer=self.needed_by, name=self.name)
        return tr("Preflight", "{needer} needs {name}, found nowhere on: {dirs}").format(
            needer=self.needed_by, name=self.name, dirs=", ".join(self.searched) or "-")


@dataclass
class PreflightReport:
    """Every broken link, plus what was resolved where (for support), and what could not be judged."""

    problems: list[Problem] = field(default_factory=list)
    resolved: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "problems": [{"kind": p.kind, "name": p.name, "needed_by": p.needed_by, "chain": list(p.chain),
                          "searched": list(p.searched), "found_instead": list(p.found_instead),
                          "message": p.message()} for p in self.problems],
            "resolved": dict(self.resolved),
            "notes": list(self.notes),
        }


def other_versions(name: str, folders: Sequence[Path]) -> list[Path]:
    """Files in ``folders`` that are ``name`` in another version: libcudnn.so.8 for libcudnn.so.9,
    cudnn64_7.dll for cudnn64_8.dll, cudart64_101.dll for cudart64_110.dll. Only NVIDIA's libraries carry their
    version in the name this way (msvcp140_1.dll is not a version of msvcp140.dll)."""
    if not name.lower().startswith(VERSIONED_PREFIXES):
        return []
    linux = re.match(r"^(lib.+?\.so)(\.[0-9.]+)?$", name)
    windows = re.match(r"^(.+?)(\d+)(_\d+)?\.dll$", name, re.IGNORECASE)
    if linux:
        stem, pattern = linux.group(1), re.compile(re.escape(linux.group(1)) + r"\.[0-9.]+$")
    elif windows:
        stem = windows.group(1)
        pattern = re.compile(re.escape(stem) + r"\d+(_\d+)?\.dll$", re.IGNORECASE)
    else:
        return []
    found: list[Path] = []
    for folder in folders:
        try:
            entries = sorted(folder.iterdir())
        except OSError:
            continue
        found += [e for e in entries if e.name.lower() != name.lower() and pattern.match(e.name)
                  and e.name.lower().startswith(stem.lower())]
    return found


class ChainWalker:
    """Breadth-first over import tables; remembers what it resolved so shared libraries are read once."""

    def __init__(self, resolve: Resolver, reader: LibraryReader | None = None) -> None:
        self.resolve = resolve
        self.report = PreflightReport()
        self._reader = reader or LibraryReader()
        self._seen: set[Path] = set()
        self._broken: set[str] = set()

    def read(self, path: Path) -> LibraryInfo:
        """``path``'s loader facts, parsed on the first request only (libc is needed by every library)."""
        return self._reader.read(path)

    def walk_binary(self, path: Path) -> None:
        """A library that is loaded for sure (TensorFlow's own): follow its imports."""
        try:
            info = self.read(path)
        except UnreadableLibraryError:
            self._problem(Problem("unreadable", path.name, path.name, (path.name,)))
            return
        self.report.resolved[path.name] = str(path)
        self._walk([(info, (), (path.name,), False)])

    def walk_wanted(self, wanted: Wanted) -> None:
        """A library opened at run time by ``wanted.opener``: resolve it, then follow its imports."""
        lookup = self.resolve(wanted.name, wanted.opener, (), True)
        found = self._judge(lookup, wanted.label, (wanted.label,))
        if found is not None:
            self._walk([(found, (wanted.opener,), (wanted.label, wanted.name), True)])

    def _walk(self, queue: list[tuple[LibraryInfo, tuple[LibraryInfo, ...], tuple[str, ...], bool]]) -> None:
        while queue:
            info, loaders, chain, lazy = queue.pop(0)
            if info.path in self._seen:
                continue
            self._seen.add(info.path)
            for name in info.needed:
                lookup = self.resolve(name, info, loaders, lazy)
                found = self._judge(lookup, info.path.name, chain)
                if found is not None:
                    queue.append((found, (info, *loaders), (*chain, name), lazy))

    def _judge(self, lookup: Lookup, needer: str, chain: tuple[str, ...]) -> LibraryInfo | None:
        if lookup.virtual:
            return None
        if lookup.found is None:
            self._missing(lookup, needer, chain)
            return None
        self.report.resolved.setdefault(lookup.name, str(lookup.found))
        try:
            return self.read(lookup.found)
        except UnreadableLibraryError:
            self._problem(Problem("unreadable", lookup.name, needer, chain))
            return None

    def _missing(self, lookup: Lookup, needer: str, chain: tuple[str, ...]) -> None:
        searched = tuple(str(s) for s in lookup.searched)
        if lookup.wrong_arch:
            problem = Problem("wrong-arch", lookup.name, needer, chain, searched,
                              tuple(str(p) for p in lookup.wrong_arch))
        else:
            others = other_versions(lookup.name, lookup.searched)
            kind = "wrong-version" if others else "missing"
            problem = Problem(kind, lookup.name, needer, chain, searched, tuple(str(p) for p in others))
        self._problem(problem)

    def _problem(self, problem: Problem) -> None:
        if problem.name.lower() not in self._broken:
            self._broken.add(problem.name.lower())
            self.report.problems.append(problem)
