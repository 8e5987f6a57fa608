"""PE DLLs (Windows) with pefile: the import and delay-import tables and the machine type."""

from __future__ import annotations

from pathlib import Path

import pefile

from wizard.core.preflight.library import LibraryInfo, UnreadableLibraryError

_IMPORT_DIRECTORIES = [
    pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"],
    pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_DELAY_IMPORT"],
]


def _machine(pe: pefile.PE) -> str:
    machine = pe.FILE_HEADER.Machine
    name = pefile.MACHINE_TYPE.get(machine, hex(machine))
    return "pe-" + str(name).replace("IMAGE_FILE_MACHINE_", "").lower()


def read_pe(path: Path) -> LibraryInfo:
    """Imported DLL names in table order (delay-loaded ones too: they fail at first use, just later)."""
    try:
        pe = pefile.PE(str(path), fast_load=True)
        pe.parse_data_directories(directories=_IMPORT_DIRECTORIES)
    except (pefile.PEFormatError, OSError) as error:
        raise UnreadableLibraryError(f"{path.name}: {error}", context={"path": path}) from error
    names: list[str] = []
    for attribute in ("DIRECTORY_ENTRY_IMPORT", "DIRECTORY_ENTRY_DELAY_IMPORT"):
        for entry in getattr(pe, attribute, []):
            name = entry.dll.decode("ascii", errors="replace")
            if name.lower() not in (n.lower() for n in names):
                names.append(name)
    arch = _machine(pe)
    pe.close()
    return LibraryInfo(path, arch, tuple(names))
