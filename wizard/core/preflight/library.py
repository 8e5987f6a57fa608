"""One shared library as the preflight sees it (:class:`LibraryInfo`), and the error for a file it cannot read.

Below the two format readers (:mod:`elf`, :mod:`pe`) and the reader that picks one by the magic bytes
(:mod:`binary`), so the readers import these types and not the module that calls them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import WizardError


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
