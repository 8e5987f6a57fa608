"""cuDNN archive layouts, expected libraries (from the real catalog) and zlibwapi.dll, on real folders."""

from __future__ import annotations

import hashlib
import struct
import tarfile
from pathlib import Path

import pytest

from wizard.basics.events import LogLine, run_to_completion
from wizard.core.archives.layouts import (
    CudnnArchiveError,
    check_libraries,
    expected_libraries,
    find_release,
    read_cudnn_version,
    recognise_layout,
)
from wizard.core.archives.zlibwapi import ZlibwapiError, is_amd64_dll, needs_zlibwapi, zlib_from_file
from wizard.core.catalog.load import load_catalog
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import data_dir

WIN8 = ["cudnn64_8.dll", *(f"cudnn_{s}64_8.dll" for s in
        ("ops_infer", "ops_train", "cnn_infer", "cnn_train", "adv_infer", "adv_train"))]


def tree(root: Path, files: dict[str, bytes]) -> Path:
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


def version_header(major: int, minor: int, patch: int) -> bytes:
    values = {"MAJOR": major, "MINOR": minor, "PATCHLEVEL": patch}
    return "".join(f"#define CUDNN_{name} {value}\n" for name, value in values.items()).encode()


def pe_image(machine: int) -> bytes:
    """The first bytes of a PE file: 'MZ', e_lfanew at 0x3C, then 'PE\\0\\0' and the machine type."""
    head = bytearray(256)
    head[:2] = b"MZ"
    struct.pack_into("<I", head, 0x3C, 0x80)
    head[0x80:0x84] = b"PE\0\0"
    struct.pack_into("<H", head, 0x84, machine)
    return bytes(head)


@pytest.mark.parametrize(
    ("files", "os_name", "kind", "targets"),
    [
        ({"cuda/bin/cudnn64_8.dll": b"", "cuda/include/cudnn.h": b"", "cuda/lib/x64/cudnn.lib": b""},
         "windows", "cuda-folder", ["bin", "include", "lib/x64"]),
        ({"cudnn-windows-x86_64-8.9.7.29_cuda12-archive/bin/cudnn64_8.dll": b"",
          "cudnn-windows-x86_64-8.9.7.29_cuda12-archive/include/cudnn.h": b"",
          "cudnn-windows-x86_64-8.9.7.29_cuda12-archive/lib/x64/cudnn.lib": b""},
         "windows", "archive-folder", ["bin", "include", "lib/x64"]),
        ({"cudnn-windows-x86_64-9.3.0.75_cuda12-archive/bin/cudnn64_9.dll": b"",
          "cudnn-windows-x86_64-9.3.0.75_cuda12-archive/include/cudnn.h": b"",
          "cudnn-windows-x86_64-9.3.0.75_cuda12-archive/lib/cudnn.lib": b""},
         "windows", "archive-folder", ["bin", "include", "lib/x64"]),
        ({"cuda/include/cudnn.h": b"", "cuda/lib64/libcudnn.so.8": b""}, "linux", "cuda-folder",
         ["include", "lib64"]),
        ({"cudnn-linux-x86_64-8.9.7.29_cuda12-archive/include/cudnn.h": b"",
          "cudnn-linux-x86_64-8.9.7.29_cuda12-archive/lib/libcudnn.so.8": b""}, "linux", "archive-folder",
         ["include", "lib64"]),
    ],
    ids=["windows old cuda/", "windows new archive", "windows new with flat lib", "linux old cuda/",
         "linux new archive (lib goes to lib64)"],
)
def test_both_layouts_are_recognised_on_both_systems(
    tmp_path: Path, files: dict[str, bytes], os_name: str, kind: str, targets: list[str],
) -> None:
    layout = recognise_layout(tree(tmp_path, files), os_name)  # type: ignore[arg-type]
    assert layout.kind == kind
    assert [m.target for m in layout.mappings] == targets


def test_the_linux_archive_on_windows_is_named_as_such(tmp_path: Path) -> None:
    tree(tmp_path, {"cudnn-linux-x86_64-8.9.7.29_cuda12-archive/include/cudnn.h": b"",
                    "cudnn-linux-x86_64-8.9.7.29_cuda12-archive/lib/libcudnn.so.8": b""})
    with pytest.raises(CudnnArchiveError, match="lacks the folders bin ") as caught:
        recognise_layout(tmp_path, "windows")
    assert "Linux archive" in caught.value.hint


def test_a_folder_that_is_no_cudnn_archive_is_refused_with_what_it_holds(tmp_path: Path) -> None:
    tree(tmp_path, {"stuff/readme.txt": b"", "other/x": b""})
    with pytest.raises(CudnnArchiveError, match="other, stuff"):
        recognise_layout(tmp_path, "linux")


def test_versions_are_read_from_cudnn_version_h_and_from_cudnn_h_for_7(tmp_path: Path) -> None:
    tree(tmp_path, {"a/cudnn_version.h": version_header(8, 9, 7), "b/cudnn.h": version_header(7, 6, 5)})
    assert read_cudnn_version(tmp_path / "a") == "8.9.7"
    assert read_cudnn_version(tmp_path / "b") == "7.6.5"
    assert read_cudnn_version(tmp_path / "c") is None


def test_the_catalog_row_decides_the_expected_libraries_and_names_every_missing_one(tmp_path: Path) -> None:
    catalog = load_catalog()
    release = find_release(catalog, "8.1.0")
    assert release is not None and release.version == "8.1.0"
    expected = expected_libraries("8.1.0", "windows", release)
    assert "cudnn64_8.dll" in expected and "cudnn_cnn_infer64_8.dll" in expected
    files = {f"cuda/bin/{name}": b"" for name in WIN8 if name != "cudnn_cnn_infer64_8.dll"}
    files.update({"cuda/include/cudnn_version.h": version_header(8, 1, 0), "cuda/lib/x64/cudnn.lib": b""})
    layout = recognise_layout(tree(tmp_path, files), "windows")
    with pytest.raises(CudnnArchiveError, match=r"lacks 1 library file: cudnn_cnn_infer64_8\.dll"):
        check_libraries(layout, expected)
    (layout.library_dir / "cudnn_cnn_infer64_8.dll").write_bytes(b"")
    check_libraries(layout, expected)


def test_without_a_catalog_row_the_family_of_the_major_is_expected() -> None:
    assert expected_libraries("9.3.0", "linux", None)[0] == "libcudnn.so.9"
    assert "cudnn_engines_precompiled64_9.dll" in expected_libraries("9.3.0", "windows", None)
    assert expected_libraries(None, "linux", None) == ()


def test_find_release_matches_four_part_archive_versions() -> None:
    release = find_release(load_catalog(), "8.9.7.29")
    assert release is not None and release.version == "8.9.7"


def test_zlibwapi_is_needed_for_windows_8_3_to_8_9_only() -> None:
    catalog = load_catalog()
    assert needs_zlibwapi(find_release(catalog, "8.9.7"), "8.9.7", "windows")
    assert not needs_zlibwapi(find_release(catalog, "8.1.0"), "8.1.0", "windows")
    assert not needs_zlibwapi(find_release(catalog, "8.9.7"), "8.9.7", "linux")
    assert needs_zlibwapi(None, "8.4.1", "windows") and not needs_zlibwapi(None, "9.3.0", "windows")


def test_only_a_64_bit_pe_image_counts_as_zlibwapi(tmp_path: Path) -> None:
    x64, x86 = tmp_path / "x64.dll", tmp_path / "x86.dll"
    x64.write_bytes(pe_image(0x8664))
    x86.write_bytes(pe_image(0x014C))
    assert is_amd64_dll(x64) and not is_amd64_dll(x86)
    with pytest.raises(ZlibwapiError, match="not a 64-bit"):
        zlib_from_file(x86, None, tmp_path)


def test_a_user_given_dll_is_used_only_with_its_sha256_matching(tmp_path: Path) -> None:
    dll = tmp_path / "zlibwapi.dll"
    dll.write_bytes(pe_image(0x8664))
    with pytest.raises(ZlibwapiError, match="does not have the sha256"):
        zlib_from_file(dll, "0" * 64, tmp_path)
    source = zlib_from_file(dll, hashlib.sha256(dll.read_bytes()).hexdigest(), tmp_path)
    assert "sha256 checked" in source.provenance


def _conda_package(path: Path, dll: bytes) -> Path:
    """A stand-in for conda-forge's libzlib-wapi .tar.bz2 (same layout: Library/bin/zlibwapi.dll)."""
    member = path.parent / "zlibwapi.dll"
    member.write_bytes(dll)
    with tarfile.open(path, "w:bz2") as archive:
        archive.add(member, "Library/bin/zlibwapi.dll")
        archive.add(member, "info/files")
    return path


def test_the_conda_forge_package_is_verified_then_unpacked_safely(tmp_path: Path) -> None:
    package = _conda_package(tmp_path / "libzlib-wapi-1.2.13-h2466b09_5.tar.bz2", pe_image(0x8664))
    with pytest.raises(ZlibwapiError, match="only used with the sha256"):
        zlib_from_file(package, None, tmp_path)
    source = zlib_from_file(package, hashlib.sha256(package.read_bytes()).hexdigest(), tmp_path)
    assert source.path.name == "zlibwapi.dll" and is_amd64_dll(source.path)
    assert "conda-forge package libzlib-wapi" in source.provenance


def _windows_89_zip(tmp_path: Path) -> Path:
    import zipfile

    top = "cudnn-windows-x86_64-8.9.7.29_cuda12-archive"
    archive = tmp_path / "cudnn-win-test.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr(f"{top}/include/cudnn_version.h", version_header(8, 9, 7))
        handle.writestr(f"{top}/lib/x64/cudnn.lib", b"lib")
        for name in WIN8:
            handle.writestr(f"{top}/bin/{name}", pe_image(0x8664))
    return archive


def test_windows_8_9_without_zlibwapi_warns_with_instructions_and_never_guesses(tmp_path: Path) -> None:
    op = CopyCudnnIntoCuda(archive=str(_windows_89_zip(tmp_path)), into=str(tmp_path / "v12.2"), os="windows",
                           catalog=load_catalog())
    events, prepared = run_to_completion(op.prepare_step())
    warnings = [e.text for e in events if isinstance(e, LogLine) and e.level == "warning"]
    assert any("libzlib-wapi" in w for w in warnings)
    assert not any(i.rel.endswith("zlibwapi.dll") for i in prepared.plan.items)
    op.discard()
    assert not prepared.staging.exists()


def test_a_verified_zlibwapi_is_copied_into_bin_with_its_provenance_journaled(tmp_path: Path) -> None:
    dll = tmp_path / "zlibwapi.dll"
    dll.write_bytes(pe_image(0x8664))
    root = tmp_path / "v12.2"
    root.mkdir()
    op = CopyCudnnIntoCuda(archive=str(_windows_89_zip(tmp_path)), into=str(root), os="windows",
                           zlibwapi=str(dll), zlibwapi_sha256=hashlib.sha256(dll.read_bytes()).hexdigest(),
                           catalog=load_catalog())
    result = op.apply(OpContext(backup_dir=data_dir() / "backups" / "t"))
    assert (root / "bin" / "zlibwapi.dll").read_bytes() == dll.read_bytes()
    assert "sha256 checked" in result.record["zlibwapi"]
