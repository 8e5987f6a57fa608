"""What the preflight needs from one shared library, whatever its format: name, architecture, imports, paths."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr


class UnreadableLibraryError(WizardError):
    """A file is not a shared library this preflight can read (truncated, another format)."""

    reference = "library-unreadable"


@dataclass(frozen=True)
class LibraryInfo:
    """The loader-relevant facts of one ELF or PE file.

    ``arch`` is comparable between files of one format (``elf64-x86_64``, ``pe-amd64``); ``needed`` lists the
    imports in file order (ELF DT_NEEDED; PE import and delay-import tables); ``rpath``/``runpath`` are ELF's
    raw entries (``$ORIGIN`` unexpanded); PE has neither.
    """

    path: Path
    arch: str
    needed: tuple[str, ...]
    rpath: tuple[str, ...] = ()
    runpath: tuple[str, ...] = ()
    soname: str | None = None


def read_library(path: Path) -> LibraryInfo:
    """Read an ELF or PE file by its magic bytes."""
    try:
        with path.open("rb") as stream:
            magic = stream.read(4)
    except OSError as error:
        raise UnreadableLibraryError(str(error), context={"path": path}) from error
    if magic == b"\x7fELF":
        from wizard.core.preflight.elf import read_elf

        return read_elf(path)
    if magic[:2] == b"MZ":
        from wizard.core.preflight.pe import read_pe

        return read_pe(path)
    raise UnreadableLibraryError(tr("Preflight", "{name} is neither an ELF nor a PE file.").format(name=path.name),
                                 context={"path": path})


class LibraryReader:
    """:func:`read_library` for one preflight: each file is parsed once, whether the loader's search (its
    architecture) or the chain walker (its imports) asks first; unreadable files are tried again."""

    def __init__(self) -> None:
        self._read: dict[Path, LibraryInfo] = {}

    def read(self, path: Path) -> LibraryInfo:
        info = self._read.get(path)
        if info is None:
            info = self._read[path] = read_library(path)
        return info

    def arch(self, path: Path) -> str | None:
        """The file's architecture; None when it is not a library."""
        try:
            return self.read(path).arch
        except UnreadableLibraryError:
            return None
