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
    section, descriptors_size = _idata(imports, machine == "amd64")
    return _write_pe(path, machine, b".idata", section, directory=1, directory_size=descriptors_size)


def _version_resource(version: str) -> bytes:
    """A ``.rsrc`` section (RVA SECTION_RVA): RT_VERSION / 1 / 0x409 -> VS_VERSIONINFO with a fixed file info."""
    a, b, c, d = (int(part) for part in version.split("."))
    key = "VS_VERSION_INFO\x00".encode("utf-16-le")
    fixed = struct.pack("<13I", 0xFEEF04BD, 0x10000, a << 16 | b, c << 16 | d, a << 16 | b, c << 16 | d,
                        0x3F, 0, 0x40004, 2, 0, 0, 0)
    info = struct.pack("<HHH", 6 + len(key) + 2 + len(fixed), len(fixed), 0) + key + b"\x00\x00" + fixed
    def directory(entry_id: int, target: int) -> bytes:
        return struct.pack("<IIHHHH", 0, 0, 0, 0, 0, 1) + struct.pack("<II", entry_id, target)
    tree = directory(16, 0x80000000 | 24) + directory(1, 0x80000000 | 48) + directory(0x409, 72)
    return tree + struct.pack("<IIII", SECTION_RVA + 88, len(info), 0, 0) + info


def build_versioned_dll(path: Path, version: str, machine: str = "amd64") -> Path:
    """Write a DLL named ``path`` whose version resource states ``version`` (``a.b.c.d``), as Explorer shows."""
    section = _version_resource(version)
    return _write_pe(path, machine, b".rsrc", section, directory=2, directory_size=len(section))


def _write_pe(path: Path, machine: str, name: bytes, section: bytes, *, directory: int, directory_size: int) -> Path:
    """Headers and one section at SECTION_RVA that data directory ``directory`` points at."""
    wide = machine == "amd64"
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
    directories[directory * 8:directory * 8 + 8] = struct.pack("<II", SECTION_RVA, directory_size)
    header = dos + b"PE\x00\x00" + coff + optional + bytes(directories)
    section_header = struct.pack("<8sIIIIIIHHI", name, len(section), SECTION_RVA, raw_size, FILE_ALIGN,
                                 0, 0, 0, 0, 0xC0000040 if name == b".idata" else 0x40000040)
    headers = (header + section_header).ljust(FILE_ALIGN, b"\x00")
    path.write_bytes(headers + section.ljust(raw_size, b"\x00"))
    return path
