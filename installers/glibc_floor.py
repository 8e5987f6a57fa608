"""The glibc a frozen Linux build needs: the newest ``GLIBC_x.y`` symbol version any of its ELF files asks for.

The loader refuses a program or library that needs a symbol version the system's glibc does not define
("version `GLIBC_2.34' not found"), so the build's floor is the highest version named in the version-needed
sections (``.gnu.version_r``) of its files, whichever library of glibc (libc, libm, libpthread...) they name.
Read with pyelftools, the preflight's own ELF reader.
"""

from __future__ import annotations

import re
from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection
from packaging.version import Version

_GLIBC_VERSION = re.compile(r"^GLIBC_(\d+(?:\.\d+)+)$")  # GLIBC_2.34; GLIBC_PRIVATE is no version
_ELF_MAGIC = b"\x7fELF"


def needed_glibc(path: Path) -> str | None:
    """The newest glibc symbol version ``path`` needs (``2.34``); None for a file that is no ELF file or needs
    none (a static program, a library without glibc symbols)."""
    with path.open("rb") as stream:
        if stream.read(4) != _ELF_MAGIC:
            return None
        stream.seek(0)
        try:
            elf = ELFFile(stream)
            versions = [match.group(1)
                        for section in elf.iter_sections() if isinstance(section, GNUVerNeedSection)
                        for _library, needed in section.iter_versions()
                        for entry in needed if (match := _GLIBC_VERSION.match(entry.name))]
        except ELFError:
            return None
    return max(versions, key=Version, default=None)


def glibc_floor(folder: Path) -> tuple[str, Path]:
    """The newest glibc any ELF file under ``folder`` needs, and the first file that needs it."""
    found: list[tuple[str, Path]] = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink() and (version := needed_glibc(path)) is not None:
            found.append((version, path))
    if not found:
        raise SystemExit(f"no ELF file under {folder} needs glibc: not a Linux build")
    return max(found, key=lambda item: Version(item[0]))
