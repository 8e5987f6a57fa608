"""ELF shared libraries (Linux) with pyelftools: DT_NEEDED, DT_RPATH, DT_RUNPATH, DT_SONAME and the machine."""

from __future__ import annotations

from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.dynamic import DynamicSection
from elftools.elf.elffile import ELFFile

from wizard.core.preflight.binary import LibraryInfo, UnreadableLibraryError


def _split(value: str) -> tuple[str, ...]:
    return tuple(part for part in value.split(":") if part)


def read_elf(path: Path) -> LibraryInfo:
    """The dynamic section of ``path``; the loader only reads the headers, so does this (TF's .so is 1 GB)."""
    needed: list[str] = []
    rpath: tuple[str, ...] = ()
    runpath: tuple[str, ...] = ()
    soname = None
    try:
        with path.open("rb") as stream:
            elf = ELFFile(stream)
            arch = f"elf{elf.elfclass}-{elf['e_machine']}"
            for section in elf.iter_sections():
                if not isinstance(section, DynamicSection):
                    continue
                for tag in section.iter_tags():
                    kind = tag.entry.d_tag
                    if kind == "DT_NEEDED":
                        needed.append(tag.needed)
                    elif kind == "DT_RPATH":
                        rpath = _split(tag.rpath)
                    elif kind == "DT_RUNPATH":
                        runpath = _split(tag.runpath)
                    elif kind == "DT_SONAME":
                        soname = tag.soname
    except (ELFError, OSError, ValueError) as error:
        raise UnreadableLibraryError(f"{path.name}: {error}", context={"path": path}) from error
    return LibraryInfo(path, arch, tuple(needed), rpath, runpath, soname)
