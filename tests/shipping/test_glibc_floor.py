"""The Linux build's glibc floor (installers/glibc_floor.py) read from real ELF files of this machine: the
interpreter running the tests and a library from an installed manylinux wheel."""

from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import sys
from pathlib import Path

import pytest
from packaging.version import Version

from tests.shipping.support import installers_module

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and ELF files: Linux only")
_NAMED = re.compile(rb"\x00GLIBC_(\d+\.\d+(?:\.\d+)?)\x00")  # the version names in .dynstr, NUL-terminated


def _highest_named(path: Path) -> str:
    """The highest ``GLIBC_x.y`` string in the file's bytes: an independent look at what the reader parses."""
    return max((found.decode() for found in _NAMED.findall(path.read_bytes())), key=Version)


def _cffi_library() -> tuple[Path, str]:
    """cffi's compiled module and the manylinux glibc its wheel's tag promises (``manylinux_2_17``: 2.17)."""
    dist = importlib.metadata.distribution("cffi")
    library = next(Path(str(dist.locate_file(f))) for f in dist.files or () if f.name.startswith("_cffi_backend"))
    wheel = dist.read_text("WHEEL") or ""
    tag = re.search(r"manylinux_(\d+)_(\d+)_", wheel)
    assert tag is not None, wheel
    return library, f"{tag.group(1)}.{tag.group(2)}"


def test_the_interpreter_needs_a_glibc_this_machine_has_and_the_reader_names_the_highest() -> None:
    glibc_floor = installers_module("glibc_floor")
    interpreter = Path(sys.executable).resolve()
    needed = glibc_floor.needed_glibc(interpreter)
    assert needed is not None and needed == _highest_named(interpreter)
    here = os.confstr("CS_GNU_LIBC_VERSION") or ""
    assert here.startswith("glibc ") and Version(needed) <= Version(here.split()[1])


def test_a_manylinux_wheels_library_needs_no_newer_glibc_than_its_tag() -> None:
    glibc_floor = installers_module("glibc_floor")
    library, promised = _cffi_library()
    needed = glibc_floor.needed_glibc(library)
    assert needed is not None and needed == _highest_named(library)
    assert Version(needed) <= Version(promised)


def test_the_floor_of_a_folder_is_its_hungriest_file_and_other_files_do_not_count(tmp_path: Path) -> None:
    glibc_floor = installers_module("glibc_floor")
    library, _promised = _cffi_library()
    interpreter = Path(sys.executable).resolve()
    (tmp_path / "lib").mkdir()
    shutil.copy2(library, tmp_path / "lib" / library.name)
    shutil.copy2(interpreter, tmp_path / "python")
    (tmp_path / "lib" / "notes.txt").write_text("GLIBC_9.99 is only words here\n", encoding="utf-8")
    (tmp_path / "lib" / "truncated.so").write_bytes(b"\x7fELF\x02\x01\x01" + bytes(9))  # a broken ELF file
    expected = max((_highest_named(interpreter), "python"), (_highest_named(library), f"lib/{library.name}"),
                   key=lambda item: Version(item[0]))
    floor, needing = glibc_floor.glibc_floor(tmp_path)
    assert (floor, needing.relative_to(tmp_path).as_posix()) == expected
    assert glibc_floor.needed_glibc(tmp_path / "lib" / "notes.txt") is None
    assert glibc_floor.needed_glibc(tmp_path / "lib" / "truncated.so") is None


def test_a_folder_without_any_linux_program_is_no_linux_build(tmp_path: Path) -> None:
    glibc_floor = installers_module("glibc_floor")
    (tmp_path / "tfgpu-wizard.exe").write_bytes(b"MZ" + bytes(64))
    with pytest.raises(SystemExit, match="not a Linux build"):
        glibc_floor.glibc_floor(tmp_path)
