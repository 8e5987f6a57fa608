"""ELF preflight on real shared libraries compiled by the test with ``cc``: liba needs libb (found through
RUNPATH $ORIGIN/deps), libb needs libc. Removing, re-versioning or re-targeting libb must be named."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from wizard.core.preflight.binary import LibraryReader, read_library
from wizard.core.preflight.library import LibraryInfo
from wizard.core.preflight.report import ChainWalker, Wanted
from wizard.core.preflight.search import LinuxLoader, parse_ldconfig, system_ld_cache

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")


def _build(tmp_path: Path, soname: str = "libb.so.1") -> Path:
    deps = tmp_path / "deps"
    deps.mkdir()
    (tmp_path / "b.c").write_text("#include <unistd.h>\nint b(void) { return (int)getpid(); }\n")
    (tmp_path / "a.c").write_text("int b(void);\nint a(void) { return b(); }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(deps / soname), f"-Wl,-soname,{soname}",
                    str(tmp_path / "b.c")], check=True)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(tmp_path / "liba.so"), str(tmp_path / "a.c"),
                    f"-L{deps}", f"-l:{soname}", "-Wl,--enable-new-dtags,-rpath,$ORIGIN/deps"], check=True)
    return tmp_path / "liba.so"


def _walk(liba: Path, loader: LinuxLoader | None = None) -> ChainWalker:
    loader = loader or LinuxLoader(cache=system_ld_cache())
    walker = ChainWalker(lambda name, requester, loaders, lazy: loader.resolve(name, requester, loaders))
    walker.walk_binary(liba)
    return walker


def test_the_import_table_and_runpath_are_read(tmp_path: Path) -> None:
    info = read_library(_build(tmp_path))
    assert info.needed[0] == "libb.so.1"
    assert info.runpath == ("$ORIGIN/deps",)
    assert info.arch.startswith("elf64") or info.arch.startswith("elf32")


def test_a_complete_chain_resolves_through_origin_and_the_ld_cache(tmp_path: Path) -> None:
    walker = _walk(_build(tmp_path))
    assert walker.report.ok, walker.report.problems
    assert walker.report.resolved["libb.so.1"] == str(tmp_path / "deps" / "libb.so.1")
    assert "libc.so.6" in walker.report.resolved


def test_the_removed_second_library_is_named_with_who_needs_it_and_where_it_was_looked_for(tmp_path: Path) -> None:
    liba = _build(tmp_path)
    (tmp_path / "deps" / "libb.so.1").unlink()
    problems = _walk(liba).report.problems
    assert [(p.kind, p.name) for p in problems] == [("missing", "libb.so.1")]
    message = problems[0].message()
    assert message.startswith("liba.so needs libb.so.1, found nowhere on: ")
    assert str(tmp_path / "deps") in message


def test_another_version_in_the_search_path_is_reported_as_the_wrong_version(tmp_path: Path) -> None:
    liba = _build(tmp_path, soname="libcudnn.so.9")
    (tmp_path / "deps" / "libcudnn.so.9").rename(tmp_path / "deps" / "libcudnn.so.8")
    (problem,) = _walk(liba).report.problems
    assert problem.kind == "wrong-version"
    assert problem.found_instead == (str(tmp_path / "deps" / "libcudnn.so.8"),)
    assert problem.message().startswith("liba.so needs libcudnn.so.9, but only another version was found: ")


def test_a_library_for_another_machine_is_skipped_as_ld_so_does_and_reported(tmp_path: Path) -> None:
    liba = _build(tmp_path)
    libb = tmp_path / "deps" / "libb.so.1"
    data = bytearray(libb.read_bytes())
    data[18:20] = (183).to_bytes(2, "little")  # e_machine = EM_AARCH64
    libb.write_bytes(bytes(data))
    (problem,) = _walk(liba).report.problems
    assert problem.kind == "wrong-arch"
    assert problem.found_instead == (str(libb),)


def test_ld_library_path_comes_before_runpath(tmp_path: Path) -> None:
    liba = _build(tmp_path)
    first = tmp_path / "first"
    first.mkdir()
    shutil.copy(tmp_path / "deps" / "libb.so.1", first / "libb.so.1")
    walker = _walk(liba, LinuxLoader(ld_library_path=[str(first)], cache=system_ld_cache()))
    assert walker.report.resolved["libb.so.1"] == str(first / "libb.so.1")


def test_a_library_opened_at_run_time_uses_the_openers_runpath(tmp_path: Path) -> None:
    liba = _build(tmp_path)
    loader = LinuxLoader(cache=system_ld_cache())
    walker = ChainWalker(lambda name, requester, loaders, lazy: loader.resolve(name, requester, loaders))
    walker.walk_wanted(Wanted("libb.so.1", read_library(liba), "TensorFlow"))
    walker.walk_wanted(Wanted("libcudnn.so.9", read_library(liba), "TensorFlow"))
    assert walker.report.resolved["libb.so.1"] == str(tmp_path / "deps" / "libb.so.1")
    assert [p.name for p in walker.report.problems] == ["libcudnn.so.9"]
    assert walker.report.problems[0].message().startswith("TensorFlow needs libcudnn.so.9, found nowhere on:")


def test_ldconfig_output_is_parsed_into_name_and_paths() -> None:
    text = ("12 libs found in cache `/etc/ld.so.cache'\n"
            "\tlibz.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libz.so.1\n"
            "\tlibz.so.1 (libc6) => /lib/i386-linux-gnu/libz.so.1\n")
    assert parse_ldconfig(text) == {"libz.so.1": [Path("/lib/x86_64-linux-gnu/libz.so.1"),
                                                  Path("/lib/i386-linux-gnu/libz.so.1")]}



def test_each_library_is_parsed_once_however_many_chains_and_searches_reach_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """libb is reached from liba's import table and again as a library opened at run time, and the loader's
    search checks its architecture each time; one preflight parses it once. The real reader runs; the spy
    only counts its calls."""
    import wizard.core.preflight.binary as binary_module

    calls: list[Path] = []

    def counting(path: Path) -> LibraryInfo:
        calls.append(path)
        return read_library(path)

    monkeypatch.setattr(binary_module, "read_library", counting)
    liba = _build(tmp_path)
    reader = LibraryReader()
    loader = LinuxLoader(cache=system_ld_cache(), arch_of=reader.arch)
    walker = ChainWalker(lambda name, requester, loaders, lazy: loader.resolve(name, requester, loaders), reader)
    walker.walk_binary(liba)
    walker.walk_wanted(Wanted("libb.so.1", walker.read(liba), "TensorFlow"))
    assert walker.report.ok, walker.report.problems
    assert walker.report.resolved["libb.so.1"] == str(tmp_path / "deps" / "libb.so.1")
    assert calls.count(liba) == 1
    assert calls.count(tmp_path / "deps" / "libb.so.1") == 1
