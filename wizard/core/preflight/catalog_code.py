"""Check a TensorFlow wheel's device code against the catalog row of its release (for maintainers).

The catalog's ``sass``/``ptx`` lists come from release notes and build files; the wheel's fatbins are the truth.
:func:`wheel_code` reads the libraries of a wheel without installing it (each large library is unpacked to a
temporary folder, read, and deleted), :func:`differences` says where the row and the wheel disagree.
"""

from __future__ import annotations

import re
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from wizard.core.catalog.model import TfBuild
from wizard.core.preflight.fatbin import CodeTarget, LibraryCode, read_library

LIBRARY = re.compile(r"(\.so(\.\d+)*|\.pyd|\.dll)$")
WHEEL_NAME = re.compile(r"^(?P<name>[^-]+)-(?P<version>[^-]+)-[^-]+-[^-]+-(?P<platform>[^-]+)\.whl$")


@dataclass(frozen=True)
class WheelName:
    """What a wheel's file name says: package, version and the OS the catalog files it under."""

    package: str
    version: str
    os: str

    @classmethod
    def parse(cls, path: Path) -> WheelName:
        found = WHEEL_NAME.match(path.name)
        if found is None:
            raise ValueError(f"{path.name} is not a wheel file name")
        platform = found["platform"]
        os_name = "windows" if platform.startswith("win") else "linux" if "linux" in platform else "macos"
        return cls(found["name"].replace("_", "-"), found["version"], os_name)


def wheel_code(wheel: Path) -> LibraryCode:
    """The device code of every library in ``wheel``."""
    files: list[Path] = []
    targets: set[CodeTarget] = set()
    with zipfile.ZipFile(wheel) as archive, tempfile.TemporaryDirectory(prefix="tfgpu-wheel-") as folder:
        for member in (m for m in archive.namelist() if LIBRARY.search(m)):
            unpacked = Path(archive.extract(member, folder))
            found = read_library(unpacked)
            unpacked.unlink()
            if found:
                files.append(Path(member))
                targets.update(found)
    return LibraryCode(tuple(files), frozenset(targets))


def nvcc_names(kind: str, capabilities: tuple[str, ...]) -> tuple[str, ...]:
    """The catalog's ``"8.9"`` spelled as nvcc's target name (``sm_89`` for SASS, ``compute_89`` for PTX)."""
    prefix = "sm" if kind == "sass" else "compute"
    return tuple(f"{prefix}_{cc.replace('.', '')}" for cc in capabilities)


def differences(code: LibraryCode, row: TfBuild) -> list[str]:
    """Where the row's ``sass``/``ptx`` and the wheel's code disagree (empty: they agree)."""
    problems = []
    for kind, listed, found in (("sass", row.sass, code.sass), ("ptx", row.ptx, code.ptx)):
        expected = nvcc_names(kind, listed)
        if listed and tuple(sorted(expected)) != tuple(sorted(found)):
            problems.append(f"{kind}: the catalog says {', '.join(expected) or 'none'}; "
                            f"the wheel has {', '.join(found) or 'none'}")
        if not listed and found:
            problems.append(f"{kind}: the catalog lists nothing (unknown); the wheel has {', '.join(found)}")
    return problems
