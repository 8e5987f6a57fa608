"""The fatbin reader on real device code: nvcc's own fatbin (carried, see tests/fixtures/fatbin/README.md, and
compiled here when nvcc is present) inside real ELF and PE libraries made by the test's compilers, plus damaged
and hostile files that must read as "no code" without hanging."""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from wizard.core.preflight.fatbin import MAGIC, CodeTarget, read_libraries, read_library

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "fatbin"
CARRIED = FIXTURES / "nvcc13-mixed.fatbin"
CARRIED_TARGETS = {"sm_75", "sm_80", "sm_90a", "sm_100f", "sm_120", "compute_90"}


def _names(path: Path) -> set[str]:
    return {target.name for target in read_library(path)}


def _elf_with_section(tmp_path: Path, section: str, payload: Path) -> Path:
    """A real shared library from cc, with ``payload`` added as ``section`` by objcopy (as nvcc's host link does)."""
    if shutil.which("cc") is None or shutil.which("objcopy") is None:
        pytest.skip("needs cc and objcopy")
    (tmp_path / "host.c").write_text("int host(void) { return 1; }\n")
    plain = tmp_path / "libplain.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plain), str(tmp_path / "host.c")], check=True)
    library = tmp_path / "libdevice.so"
    subprocess.run(["objcopy", f"--add-section={section}={payload}", f"--set-section-alignment={section}=8",
                    str(plain), str(library)], check=True)
    return library


def test_the_carried_fatbin_read_as_a_file_gives_its_gencode_list() -> None:
    assert _names(CARRIED) == CARRIED_TARGETS


def test_an_elf_library_is_read_from_its_nv_fatbin_section(tmp_path: Path) -> None:
    assert _names(_elf_with_section(tmp_path, ".nv_fatbin", CARRIED)) == CARRIED_TARGETS


def test_relocatable_device_code_section_is_read_too(tmp_path: Path) -> None:
    assert _names(_elf_with_section(tmp_path, "__nv_relfatbin", CARRIED)) == CARRIED_TARGETS


def test_an_elf_library_without_device_code_has_none(tmp_path: Path) -> None:
    if shutil.which("cc") is None:
        pytest.skip("needs cc")
    (tmp_path / "host.c").write_text("int host(void) { return 1; }\n")
    plain = tmp_path / "libplain.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plain), str(tmp_path / "host.c")], check=True)
    assert read_library(plain) == frozenset()
    code = read_libraries([plain])
    assert code.files == () and code.sass == () and code.ptx == ()


def test_a_windows_dll_is_read_from_its_nv_fatb_section(tmp_path: Path) -> None:
    """A real PE DLL from mingw-w64 with the fatbin as ``.nv_fatb``, the section nvcc writes on Windows."""
    gcc, objcopy = shutil.which("x86_64-w64-mingw32-gcc"), shutil.which("x86_64-w64-mingw32-objcopy")
    if gcc is None or objcopy is None:
        pytest.skip("needs gcc-mingw-w64")
    (tmp_path / "host.c").write_text("__declspec(dllexport) int host(void) { return 1; }\n")
    plain, dll = tmp_path / "plain.dll", tmp_path / "cudnn_like.dll"
    subprocess.run([gcc, "-shared", "-o", str(plain), str(tmp_path / "host.c")], check=True)
    subprocess.run([objcopy, f"--add-section=.nv_fatb={CARRIED}", str(plain), str(dll)], check=True)
    assert _names(dll) == CARRIED_TARGETS


def test_a_library_nvcc_builds_here_is_read_exactly(tmp_path: Path) -> None:
    """The reader against nvcc itself, end to end: a shared library with a known -gencode list."""
    if shutil.which("nvcc") is None:
        pytest.skip("needs nvcc")
    source = tmp_path / "k.cu"
    source.write_text((FIXTURES / "add.cu").read_text())
    library = tmp_path / "libk.so"
    subprocess.run(["nvcc", "-shared", "-Xcompiler", "-fPIC", "-o", str(library), str(source),
                    "-gencode", "arch=compute_75,code=sm_75", "-gencode", "arch=compute_86,code=sm_86",
                    "-gencode", "arch=compute_90a,code=sm_90a", "-gencode", "arch=compute_90,code=compute_90"],
                   check=True, capture_output=True)
    assert _names(library) == {"sm_75", "sm_86", "sm_90a", "compute_90"}


def test_containers_after_padding_are_found(tmp_path: Path) -> None:
    """Two containers with zero padding between them (as the linker aligns them) both count."""
    blob = CARRIED.read_bytes()
    padded = tmp_path / "two.bin"
    padded.write_bytes(blob + b"\0" * 24 + blob + b"\0" * 8)
    assert _names(padded) == CARRIED_TARGETS
    assert len(list(read_library(padded))) == len(CARRIED_TARGETS)


@pytest.mark.parametrize("damage", ["truncated", "zero-entry-header", "huge-size", "wrong-version", "noise"])
def test_damaged_fatbins_read_as_nothing_or_what_is_intact(tmp_path: Path, damage: str) -> None:
    blob = bytearray(CARRIED.read_bytes())
    if damage == "truncated":
        blob = blob[:200]
    elif damage == "zero-entry-header":
        struct.pack_into("<I", blob, 16 + 4, 0)  # first entry's header size 0 would loop forever if trusted
    elif damage == "huge-size":
        struct.pack_into("<Q", blob, 8, 1 << 62)
    elif damage == "wrong-version":
        struct.pack_into("<H", blob, 4, 7)
    else:
        blob = bytearray(struct.pack("<I", MAGIC) * 5000)
    path = tmp_path / "damaged.bin"
    path.write_bytes(bytes(blob))
    assert read_library(path) == frozenset()


def test_an_unreadable_or_missing_file_has_no_code(tmp_path: Path) -> None:
    assert read_library(tmp_path / "absent.so") == frozenset()
    (tmp_path / "folder.so").mkdir()
    assert read_library(tmp_path / "folder.so") == frozenset()


def test_target_names_follow_nvcc() -> None:
    assert CodeTarget("sass", 9, 0, "a").name == "sm_90a"
    assert CodeTarget("ptx", 12, 0).name == "compute_120"
    assert CodeTarget("sass", 10, 0, "f").name == "sm_100f"
