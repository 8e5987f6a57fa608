"""Small, real PE DLL files built from bytes (the Windows loader's format), with an import table.

The layout follows the PE/COFF specification: DOS header, ``PE\\0\\0``, COFF header, optional header (PE32 for
i386, PE32+ for amd64) with 16 data directories, one ``.idata`` section holding the import descriptors, the
lookup tables, hint/name entries and DLL names. pefile parses them as it parses any DLL.
"""

from __future__ import annotations

import struct
from pathlib import Path

FILE_ALIGN = 0x200
SECTION_RVA = 0x1000
MACHINES = {"amd64": 0x8664, "i386": 0x14C}


def _idata(imports: list[str], wide: bool) -> tuple[bytes, int]:
    """The import section (RVA SECTION_RVA) and the size of its descriptor table."""
    thunk = 8 if wide else 4
    descriptors_size = 20 * (len(imports) + 1)
    tables_at = SECTION_RVA + descriptors_size
    strings = bytearray()
    tables = bytearray()
    descriptors = bytearray()
    strings_at = tables_at + len(imports) * 2 * thunk * 2
    for index, dll in enumerate(imports):
        hint_rva = strings_at + len(strings)
        strings += struct.pack("<H", 0) + b"f\x00" + (b"\x00" if len(strings) % 2 else b"")
        name_rva = strings_at + len(strings)
        strings += dll.encode("ascii") + b"\x00"
        ilt_rva = tables_at + index * 4 * thunk
        iat_rva = ilt_rva + 2 * thunk
        fmt = "<QQ" if wide else "<II"
        tables += struct.pack(fmt, hint_rva, 0) + struct.pack(fmt, hint_rva, 0)
        descriptors += struct.pack("<IIIII", ilt_rva, 0, 0, name_rva, iat_rva)
    descriptors += b"\x00" * 20
    return bytes(descriptors + tables + strings), descriptors_size


def build_pe_dll(path: Path, imports: list[str], machine: str = "amd64") -> Path:
    """Write a DLL named ``path`` importing one function from each DLL in ``imports``."""
    wide = machine == "amd64"
    section, descriptors_size = _idata(imports, wide)
    raw_size = -(-len(section) // FILE_ALIGN) * FILE_ALIGN
    optional_size = 0xF0 if wide else 0xE0
    dos = b"MZ" + b"\x00" * 58 + struct.pack("<I", 0x40)
    coff = struct.pack("<HHIIIHH", MACHINES[machine], 1, 0, 0, 0, optional_size, 0x2102 if not wide else 0x2022)
    size_of_image = SECTION_RVA + -(-len(section) // 0x1000) * 0x1000
    if wide:
        optional = struct.pack("<HBBIIIII", 0x20B, 14, 0, 0, raw_size, 0, 0, SECTION_RVA)
        optional += struct.pack("<QIIHHHHHHIIIIHHQQQQII", 0x180000000, 0x1000, FILE_ALIGN, 6, 0, 0, 0, 6, 0, 0,
                                size_of_image, FILE_ALIGN, 0, 3, 0x160, 0x100000, 0x1000, 0x100000, 0x1000, 0, 16)
    else:
        optional = struct.pack("<HBBIIIIII", 0x10B, 14, 0, 0, raw_size, 0, 0, SECTION_RVA, SECTION_RVA)
        optional += struct.pack("<IIIHHHHHHIIIIHHIIIIII", 0x10000000, 0x1000, FILE_ALIGN, 6, 0, 0, 0, 6, 0, 0,
                                size_of_image, FILE_ALIGN, 0, 3, 0x140, 0x100000, 0x1000, 0x100000, 0x1000, 0, 16)
    directories = bytearray(16 * 8)
    directories[8:16] = struct.pack("<II", SECTION_RVA, descriptors_size)
    header = dos + b"PE\x00\x00" + coff + optional + bytes(directories)
    section_header = struct.pack("<8sIIIIIIHHI", b".idata", len(section), SECTION_RVA, raw_size, FILE_ALIGN,
                                 0, 0, 0, 0, 0xC0000040)
    headers = (header + section_header).ljust(FILE_ALIGN, b"\x00")
    path.write_bytes(headers + section.ljust(raw_size, b"\x00"))
    return path
