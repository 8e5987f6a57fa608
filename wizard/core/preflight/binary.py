"""What the preflight needs from one shared library, whatever its format: name, architecture, imports, paths."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.i18n import tr
from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError


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
