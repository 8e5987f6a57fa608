"""Windows preflight on real PE files (built from bytes by pe_builder, parsed by pefile) laid out in folders as
on Windows: python.exe's folder, System32, a CUDA bin on PATH. The Windows loader itself cannot run here; its
search order is the pure WindowsLoader, so these tests run on Linux."""

from __future__ import annotations

from pathlib import Path

from tests.core.preflight.pe_builder import build_pe_dll
from wizard.core.preflight.binary import read_library
from wizard.core.preflight.report import ChainWalker, Wanted
from wizard.core.preflight.search import WindowsLoader


def _machine(tmp_path: Path) -> tuple[WindowsLoader, Path, Path]:
    env, system32, cuda_bin = tmp_path / "env", tmp_path / "Windows" / "System32", tmp_path / "CUDA" / "bin"
    for folder in (env / "Lib" / "site-packages" / "tensorflow" / "python", system32, cuda_bin):
        folder.mkdir(parents=True)
    build_pe_dll(system32 / "KERNEL32.DLL", [])
    build_pe_dll(system32 / "nvcuda.dll", ["kernel32.dll"])
    build_pe_dll(cuda_bin / "cudart64_110.dll", ["KERNEL32.dll", "api-ms-win-crt-runtime-l1-1-0.dll"])
    build_pe_dll(cuda_bin / "cudnn64_8.dll", ["KERNEL32.dll", "cudnn_ops_infer64_8.dll"])
    build_pe_dll(cuda_bin / "cudnn_ops_infer64_8.dll", ["KERNEL32.dll", "zlibwapi.dll"])
    loader = WindowsLoader(app_dir=env, system32=system32, windows_dir=system32.parent, path_dirs=[cuda_bin])
    pyd = build_pe_dll(env / "Lib" / "site-packages" / "tensorflow" / "python" / "_pywrap_tensorflow_internal.pyd",
                       ["KERNEL32.dll", "msvcp140.dll"])
    return loader, pyd, cuda_bin


def _walker(loader: WindowsLoader) -> ChainWalker:
    return ChainWalker(lambda name, requester, loaders, lazy:
                       loader.resolve(name, requester, "loadlibrary" if lazy else "extension"))


def test_the_missing_zlibwapi_is_named_with_the_cudnn_dll_that_needs_it(tmp_path: Path) -> None:
    loader, pyd, cuda_bin = _machine(tmp_path)
    build_pe_dll(loader.system32 / "msvcp140.dll", ["KERNEL32.dll"])
    walker = _walker(loader)
    walker.walk_binary(pyd)
    for name in ("nvcuda.dll", "cudart64_110.dll", "cudnn64_8.dll"):
        walker.walk_wanted(Wanted(name, read_library(pyd), "TensorFlow 2.10.1"))
    (problem,) = walker.report.problems
    assert problem.name == "zlibwapi.dll" and problem.kind == "missing"
    assert problem.message().startswith("cudnn_ops_infer64_8.dll needs zlibwapi.dll, found nowhere on: ")
    assert str(cuda_bin) in problem.message()
    assert problem.chain == ("TensorFlow 2.10.1", "cudnn64_8.dll", "cudnn_ops_infer64_8.dll")
    assert walker.report.resolved["KERNEL32.dll"] == str(loader.system32 / "KERNEL32.DLL")  # case ignored


def test_an_extension_module_never_finds_its_imports_on_path_only_through_dll_directories(tmp_path: Path) -> None:
    loader, pyd, cuda_bin = _machine(tmp_path)
    build_pe_dll(cuda_bin / "msvcp140.dll", ["KERNEL32.dll"])
    walker = _walker(loader)
    walker.walk_binary(pyd)
    assert [p.name for p in walker.report.problems] == ["msvcp140.dll"]
    loader.dll_directories = [cuda_bin]
    walker = _walker(loader)
    walker.walk_binary(pyd)
    assert walker.report.ok


def test_cudnn_7_on_path_where_8_is_needed_is_the_wrong_version(tmp_path: Path) -> None:
    loader, pyd, cuda_bin = _machine(tmp_path)
    (cuda_bin / "cudnn64_8.dll").rename(cuda_bin / "cudnn64_7.dll")
    walker = _walker(loader)
    walker.walk_wanted(Wanted("cudnn64_8.dll", read_library(pyd), "TensorFlow 2.10.1"))
    (problem,) = walker.report.problems
    assert problem.kind == "wrong-version"
    assert problem.found_instead == (str(cuda_bin / "cudnn64_7.dll"),)
    assert "only another version was found" in problem.message()


def test_a_32_bit_dll_is_skipped_for_a_64_bit_process_and_reported(tmp_path: Path) -> None:
    loader, pyd, cuda_bin = _machine(tmp_path)
    build_pe_dll(cuda_bin / "cudart64_110.dll", ["KERNEL32.dll"], machine="i386")
    walker = _walker(loader)
    walker.walk_wanted(Wanted("cudart64_110.dll", read_library(pyd), "TensorFlow"))
    (problem,) = walker.report.problems
    assert problem.kind == "wrong-arch"
    assert read_library(cuda_bin / "cudart64_110.dll").arch == "pe-i386"


def test_msvcp140_next_to_a_missing_msvcp140_1_is_not_called_another_version(tmp_path: Path) -> None:
    loader, pyd, _ = _machine(tmp_path)
    build_pe_dll(loader.system32 / "msvcp140.dll", ["KERNEL32.dll"])
    build_pe_dll(pyd, ["KERNEL32.dll", "msvcp140.dll", "msvcp140_1.dll"])
    walker = _walker(loader)
    walker.walk_binary(pyd)
    (problem,) = walker.report.problems
    assert (problem.name, problem.kind) == ("msvcp140_1.dll", "missing")
