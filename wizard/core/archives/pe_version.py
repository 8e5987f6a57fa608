"""A Windows DLL's machine and the version its version resource states, read from bytes with pefile.

Used where no checksum exists for a cuDNN zip (:mod:`wizard.core.download.own_copy`): the main DLL must be a
64-bit Windows DLL, and the version its ``VS_FIXEDFILEINFO`` states (the "File version" Explorer shows) is
compared with the catalog's. A DLL without a version resource has ``version`` None.
"""

from __future__ import annotations

from dataclasses import dataclass

import pefile


@dataclass(frozen=True)
class PeVersion:
    """The DLL's machine (``AMD64``, ``I386``) and its four-part file version, or None without one."""

    machine: str
    version: str | None


def read_pe_version(data: bytes) -> PeVersion | None:
    """What ``data`` says about itself; None when it is not a PE file at all."""
    try:
        pe = pefile.PE(data=data, fast_load=True)
        pe.parse_data_directories(directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
    except pefile.PEFormatError:
        return None
    try:
        machine = str(pefile.MACHINE_TYPE.get(pe.FILE_HEADER.Machine, hex(pe.FILE_HEADER.Machine)))
        return PeVersion(machine.removeprefix("IMAGE_FILE_MACHINE_"), _file_version(pe))
    finally:
        pe.close()


def _file_version(pe: pefile.PE) -> str | None:
    """``a.b.c.d`` from the fixed file info (the numbers Windows itself reads), or None."""
    infos = getattr(pe, "VS_FIXEDFILEINFO", None)
    if not infos:
        return None
    info = infos[0]
    high, low = info.FileVersionMS, info.FileVersionLS
    return f"{high >> 16}.{high & 0xFFFF}.{low >> 16}.{low & 0xFFFF}"
