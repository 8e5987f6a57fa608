"""Which GPUs a library has code for, read from its CUDA fatbin containers (no GPU, no CUDA, no import).

TensorFlow 2.22 no longer reports its compute capabilities in ``build_info``, and older releases never did on
every platform; the libraries themselves say it. nvcc (and clang's CUDA path) put a fatbin container in the ELF
section ``.nv_fatbin`` (``__nv_relfatbin`` for relocatable device code) or the PE section ``.nv_fatb``. A
container starts with the magic 0xBA55ED50, a 16-byte header and its size; its entries each have a header that
names the kind (1 PTX, 2 SASS cubin), the architecture (``10 * major + minor``) and flags, among them the
arch-specific ``a`` (0x100000) and family ``f`` (0x200000) variants. The layout was checked against nvcc 13.0
builds with known ``-gencode`` lists (tests/core/preflight/test_fatbin.py). Only headers are read, by seeking:
a 500 MB library costs a few thousand small reads, and a hostile file cannot make the reader loop or allocate
more than one window.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Literal

MAGIC = 0xBA55ED50
MAGIC_BYTES = struct.pack("<I", MAGIC)
CONTAINER = struct.Struct("<IHHQ")  # magic, version, header size, size of the entries after the header
ENTRY = struct.Struct("<HHIQIIHHIIIQ")  # kind, version, header size, payload size, ..., arch, ..., flags
ARCH_SPECIFIC, FAMILY = 0x100000, 0x200000
KINDS = {1: "ptx", 2: "sass"}
ELF_SECTIONS = (".nv_fatbin", "__nv_relfatbin")
PE_SECTION = ".nv_fatb"
WINDOW = 1 << 16
MAX_ENTRIES = 200_000

Kind = Literal["sass", "ptx"]


@dataclass(frozen=True, order=True)
class CodeTarget:
    """One piece of device code: SASS for one architecture, or PTX that the driver can compile (JIT)."""

    kind: Kind
    major: int
    minor: int
    variant: str = ""  # "" plain, "a" this exact architecture only, "f" its family

    @property
    def name(self) -> str:
        """nvcc's spelling: ``sm_90a`` for SASS, ``compute_90`` for PTX."""
        prefix = "sm" if self.kind == "sass" else "compute"
        return f"{prefix}_{self.major}{self.minor}{self.variant}"

    def runs_on(self, major: int, minor: int) -> bool:
        """NVIDIA's compatibility rules: SASS within one major version, newer minors; PTX on any newer card;
        an ``a`` target only on its own architecture, an ``f`` target within its family (same major)."""
        if self.variant == "a":
            return (major, minor) == (self.major, self.minor)
        if self.kind == "sass" or self.variant == "f":
            return major == self.major and minor >= self.minor
        return (major, minor) >= (self.major, self.minor)


@dataclass(frozen=True)
class LibraryCode:
    """The device code of a set of libraries: which files had fatbins, and every target found in them."""

    files: tuple[Path, ...]
    targets: frozenset[CodeTarget]

    @property
    def sass(self) -> tuple[str, ...]:
        return tuple(t.name for t in sorted(self.targets) if t.kind == "sass")

    @property
    def ptx(self) -> tuple[str, ...]:
        return tuple(t.name for t in sorted(self.targets) if t.kind == "ptx")

    def to_dict(self) -> dict[str, object]:
        return {"files": [str(p) for p in self.files], "sass": list(self.sass), "ptx": list(self.ptx)}


def read_libraries(paths: Iterable[Path]) -> LibraryCode:
    """The device code of all ``paths`` together (a file without fatbins, or not a library, adds nothing)."""
    files: list[Path] = []
    targets: set[CodeTarget] = set()
    for path in paths:
        found = read_library(path)
        if found:
            files.append(path)
            targets.update(found)
    return LibraryCode(tuple(files), frozenset(targets))


def read_library(path: Path) -> frozenset[CodeTarget]:
    """Every device-code target in one ELF or PE file; empty when it has none or cannot be read."""
    try:
        with path.open("rb") as stream:
            regions = list(_fatbin_regions(stream))
            return frozenset(t for start, size in regions for t in _targets(stream, start, size))
    except OSError:
        return frozenset()


def _fatbin_regions(stream: BinaryIO) -> Iterator[tuple[int, int]]:
    """(offset, size) of the fatbin sections, or of the whole file where the format is not recognised."""
    head = stream.read(4)
    stream.seek(0, 2)
    length = stream.tell()
    sections = _elf_sections(stream) if head == b"\x7fELF" else _pe_sections(stream) if head[:2] == b"MZ" else None
    yield from sections if sections is not None else [(0, length)]


def _elf_sections(stream: BinaryIO) -> list[tuple[int, int]] | None:
    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile

    try:
        elf = ELFFile(stream)
        return [(s["sh_offset"], s["sh_size"]) for s in elf.iter_sections()
                if s.name in ELF_SECTIONS and s["sh_type"] != "SHT_NOBITS"]
    except (ELFError, struct.error, ValueError):
        return None


def _pe_sections(stream: BinaryIO) -> list[tuple[int, int]] | None:
    import pefile

    stream.seek(0)
    try:
        pe = pefile.PE(data=stream.read(WINDOW * 16), fast_load=True)
    except pefile.PEFormatError:
        return None
    found = [(s.PointerToRawData, s.SizeOfRawData) for s in pe.sections
             if s.Name.rstrip(b"\0").decode("ascii", "replace") == PE_SECTION]
    pe.close()
    return found


def _targets(stream: BinaryIO, start: int, size: int) -> Iterator[CodeTarget]:
    """Walk the containers of one region: entries by their sizes, gaps by searching for the next magic."""
    end, offset, entries = start + size, start, 0
    while offset + CONTAINER.size <= end and entries < MAX_ENTRIES:
        found = _next_magic(stream, offset, end, start)
        if found is None:
            return
        offset = found
        stream.seek(offset)
        _magic, version, header_size, body = CONTAINER.unpack(stream.read(CONTAINER.size))
        if version != 1 or header_size < CONTAINER.size or offset + header_size + body > end:
            offset += 4  # a chance match of the magic: look further
            continue
        position, body_end = offset + header_size, offset + header_size + body
        while position + ENTRY.size <= body_end and entries < MAX_ENTRIES:
            stream.seek(position)
            kind, _, entry_header, payload, *_rest, arch, _name_offset, _name_size, flags = ENTRY.unpack(
                stream.read(ENTRY.size))
            if entry_header < ENTRY.size or position + entry_header + payload > body_end:
                break
            entries += 1
            target = _target(kind, arch, flags)
            if target is not None:
                yield target
            position += entry_header + payload
        offset = body_end


def _target(kind: int, arch: int, flags: int) -> CodeTarget | None:
    name = KINDS.get(kind)
    if name is None or not 10 <= arch < 1000:
        return None
    variant = "a" if flags & ARCH_SPECIFIC else "f" if flags & FAMILY else ""
    return CodeTarget("sass" if name == "sass" else "ptx", arch // 10, arch % 10, variant)


def _next_magic(stream: BinaryIO, offset: int, end: int, start: int) -> int | None:
    """The offset of the next container magic at or after ``offset``; containers sit on 4-byte boundaries
    from the start of their region (a section need not be aligned in the file)."""
    while offset + 4 <= end:
        stream.seek(offset)
        window = stream.read(min(WINDOW, end - offset))
        found = window.find(MAGIC_BYTES)
        while found >= 0 and (offset + found - start) % 4:
            found = window.find(MAGIC_BYTES, found + 1)
        if found >= 0:
            return offset + found
        if len(window) < 4:
            return None
        offset += len(window) - 3
    return None
