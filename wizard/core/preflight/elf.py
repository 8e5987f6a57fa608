"""ELF shared libraries (Linux) with pyelftools: DT_NEEDED, DT_RPATH, DT_RUNPATH, DT_SONAME and the machine."""

from __future__ import annotations

from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.dynamic import DynamicSection
from elftools.elf.elffile import ELFFile

from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError


def _split(value: str) -> tuple[str, ...]:
    return tuple(part for part in value.split(":") if part)


_TAG_FIELDS = {"DT_NEEDED": "needed", "DT_RPATH": "rpath", "DT_RUNPATH": "runpath", "DT_SONAME": "soname"}


def _dynamic_strings(elf: ELFFile) -> list[tuple[str, str]]:
    """(tag, string) for the dynamic-section entries that name libraries or paths, in file order."""
    found: list[tuple[str, str]] = []
    for section in elf.iter_sections():
        if not isinstance(section, DynamicSection):
            continue
        for tag in section.iter_tags():
            field = _TAG_FIELDS.get(tag.entry.d_tag)
            if field is not None:  # pyelftools sets these attributes per tag kind
                found.append((tag.entry.d_tag, str(getattr(tag, field))))
    return found


def read_elf(path: Path) -> LibraryInfo:
    """The dynamic section of ``path``; the loader only reads the headers, so does this (TF's .so is 1 GB)."""
    try:
        with path.open("rb") as stream:
            elf = ELFFile(stream)
            arch = f"elf{elf.elfclass}-{elf['e_machine']}"
            entries = _dynamic_strings(elf)
    except (ELFError, OSError, ValueError) as error:
        raise UnreadableLibraryError(f"{path.name}: {error}", context={"path": path}) from error
    values: dict[str, list[str]] = {}
    for kind, value in entries:
        values.setdefault(kind, []).append(value)
    last = {kind: found[-1] for kind, found in values.items()}
    return LibraryInfo(
        path, arch, tuple(values.get("DT_NEEDED", [])), _split(last.get("DT_RPATH", "")),
        _split(last.get("DT_RUNPATH", "")), last.get("DT_SONAME"),
    )
