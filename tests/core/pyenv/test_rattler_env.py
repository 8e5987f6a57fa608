"""The py-rattler conda backend for real: a channel the test builds and indexes (tests/core/conda_channel.py),
solved and installed into a prefix with no conda anywhere, for linux-64 and for win-64 (the isolated Windows
route's ``Library\\bin`` layout), served over file:// and over a real HTTP server on 127.0.0.1 (progress and
cancel in the middle of a download)."""

from __future__ import annotations

import hashlib
import json
import random
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.conda_channel import CUDA_EULA, Package, isolated_route_packages, make_channel
from tests.core.hostile_conda import change_after_indexing, hostile_route
from tests.core.http_server import serving
from wizard.basics.errors import Cancelled
from wizard.basics.events import Advanced, run_to_completion
from wizard.core.pyenv.conda_archives import ChangedPackageError
from wizard.core.pyenv.conda_paths import UnsafePackageError
from wizard.core.pyenv.envs import MARKER
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.rattler_env import (
    RattlerRequest,
    eta_line,
    install,
    library_dirs,
    licence_files,
    names,
    solve,
    virtual_packages,
)

SPECS = ("python=3.10", "cudatoolkit=11.2", "cudnn=8.1.0")


def _request(channel: str, tmp_path: Path, platform: str = "linux-64", specs: tuple[str, ...] = SPECS
             ) -> RattlerRequest:
    return RattlerRequest((channel,), specs, platform, cache_dir=tmp_path / "pkgs").with_pip()


def _never() -> bool:
    return False


def test_an_env_is_solved_and_installed_with_pip_and_its_libraries(tmp_path: Path) -> None:
    channel = make_channel(tmp_path / "channel", isolated_route_packages())
    request = _request(channel.as_uri(), tmp_path)
    assert request.specs[-1] == "pip" and request.with_pip() == request
    _, solved = run_to_completion(solve(request, cancelled=_never))
    assert names(solved) == ["cudatoolkit=11.2.2", "cudnn=8.1.0.77", "pip=24.0", "python=3.10.13"]
    prefix = tmp_path / "envs" / "tf"
    run_to_completion(install(solved, prefix, request, cancelled=_never))
    assert (prefix / "lib" / "libcudnn.so.8").read_bytes() == b"dnn" * 100
    assert (prefix / "lib" / "python3.10" / "site-packages" / "pip" / "__init__.py").is_file()  # noarch linked
    assert sorted(p.name for p in (prefix / "conda-meta").glob("*.json"))[0].startswith("cudatoolkit-11.2.2")
    assert library_dirs(prefix, "linux-64") == (prefix / "lib",)
    assert [p.read_bytes() for p in licence_files(prefix, "cudatoolkit")] == [CUDA_EULA]
    assert licence_files(prefix, "cudnn") == ()


def test_the_windows_half_lays_out_library_bin(tmp_path: Path) -> None:
    """A win-64 solve of the same kind of channel, installed here: cuDNN's DLL lands in Library\\bin, which is
    the folder library_dirs names for the launchers."""
    channel = make_channel(tmp_path / "channel", isolated_route_packages("win-64"))
    request = _request(channel.as_uri(), tmp_path, "win-64")
    _, solved = run_to_completion(solve(request, cancelled=_never))
    prefix = tmp_path / "envs" / "tf"
    run_to_completion(install(solved, prefix, request, cancelled=_never))
    (bin_dir,) = library_dirs(prefix, "win-64")
    assert bin_dir == prefix / "Library" / "bin"
    assert {p.name for p in bin_dir.iterdir()} == {"cudart64_110.dll", "cudnn64_8.dll"}
    assert (prefix / "python.exe").is_file() and (prefix / "Lib" / "site-packages" / "pip").is_dir()


def test_a_spec_the_channel_cannot_meet_is_explained_before_anything_is_made(tmp_path: Path) -> None:
    channel = make_channel(tmp_path / "channel", isolated_route_packages())
    request = _request(channel.as_uri(), tmp_path, specs=("python=3.10", "cudnn=9.1"))
    with pytest.raises(InstallerError) as caught:
        run_to_completion(solve(request, cancelled=_never))
    assert caught.value.reference == "conda-unsatisfiable"
    assert "cudnn=9.1" in caught.value.message
    assert not (tmp_path / "envs").exists()


def test_an_unreachable_channel_is_a_lookup_failure(tmp_path: Path) -> None:
    request = _request("http://127.0.0.1:9/none", tmp_path)
    with pytest.raises(InstallerError) as caught:
        run_to_completion(solve(request, cancelled=_never))
    assert caught.value.reference == "conda-failed"


def test_download_progress_is_reported_and_a_cancel_stops_the_install(tmp_path: Path) -> None:
    """Over HTTP with a capped rate: bytes arrive as Advanced events, and a cancel after the first of them
    stops rattler within moments; nothing is left outside the prefix and the package cache."""
    # incompressible, so the archive stays 2 MB and takes seconds at the capped rate (a repeated pattern packed
    # to a few kB and could finish before the cancel arrived)
    big = Package("cudatoolkit", "11.2.2", files={"lib/libcudart.so.11.0": random.Random(0).randbytes(2_000_000)})
    python, _, cudnn, pip = isolated_route_packages()
    channel = make_channel(tmp_path / "channel", [python, big, cudnn, pip])
    with serving() as server:
        for path in channel.rglob("*"):
            if path.is_file():
                server.add("/" + path.relative_to(channel).as_posix(), path)
        request = _request(server.url("").rstrip("/"), tmp_path, specs=("python=3.10", "cudatoolkit=11.2"))
        _, solved = run_to_completion(solve(request, cancelled=_never))
        server.behaviour.rate = 200_000
        prefix = tmp_path / "envs" / "tf"
        seen: list[Advanced] = []
        step = install(solved, prefix, request, cancelled=lambda: bool(seen))
        with pytest.raises(Cancelled):
            for event in step:
                if isinstance(event, Advanced) and event.done > 0:
                    seen.append(event)
        assert seen and seen[0].total == solved.total_bytes
    assert not (prefix / "lib" / "libcudart.so.11.0").exists()
    assert {p.name for p in tmp_path.iterdir()} <= {"channel", "pkgs", "envs", "home"}
    shutil.rmtree(tmp_path / "pkgs", ignore_errors=True)


def test_the_time_left_comes_from_the_rate_so_far() -> None:
    assert eta_line(10_000_000, 40_000_000, 5.0) == "10 MB of 40 MB downloaded, about 15 s left"
    assert eta_line(1, 2, 0.0).endswith("about 1 s left")  # never "0 s" while bytes are still to come


def test_a_solve_for_this_platform_assumes_this_machine_with_the_drivers_cuda_in_place_of_its_own(
    tmp_path: Path,
) -> None:
    """rattler detects this machine's virtual packages (``__glibc``, ``__linux``...); the driver's CUDA the wizard
    knows replaces a detected ``__cuda``; a solve for another platform assumes that OS's own package only."""
    import rattler

    this = str(rattler.Subdir.current())
    here = virtual_packages(RattlerRequest(("c",), ("python",), this, ("__cuda=12.8",)))
    assert [v for v in here if v.startswith("__cuda")] == ["__cuda=12.8"]
    assert any(v.startswith(("__glibc", "__win", "__osx")) for v in here)
    other = "win-64" if this != "win-64" else "linux-64"
    assert virtual_packages(RattlerRequest(("c",), ("python",), other, ("__cuda=11.2",)))[-1] == "__cuda=11.2"
    assert "__win=0" in virtual_packages(RattlerRequest(("c",), ("python",), "win-64")) or this == "win-64"


def test_a_package_cache_entry_an_older_run_changed_is_extracted_again_from_the_checked_archive(
    tmp_path: Path,
) -> None:
    """An entry in rattler's package cache whose paths.json and file differ from the checked archive (what an
    unchecked archive of an older run left) is not linked: rattler extracts the package again."""
    channel = make_channel(tmp_path / "channel", isolated_route_packages())
    request = _request(channel.as_uri(), tmp_path)
    _, solved = run_to_completion(solve(request, cancelled=_never))
    run_to_completion(install(solved, tmp_path / "envs" / "first", request, cancelled=_never))
    entry = tmp_path / "pkgs" / "cudnn-8.1.0.77-0"
    poisoned = b"poisoned"
    (entry / "lib" / "libcudnn.so.8").unlink()  # a hard link into the first env: replaced, not written through
    (entry / "lib" / "libcudnn.so.8").write_bytes(poisoned)
    paths = json.loads((entry / "info" / "paths.json").read_text())
    paths["paths"][0].update(sha256=hashlib.sha256(poisoned).hexdigest(), size_in_bytes=len(poisoned))
    (entry / "info" / "paths.json").write_text(json.dumps(paths))
    prefix = tmp_path / "envs" / "second"
    run_to_completion(install(solved, prefix, request, cancelled=_never))
    assert (prefix / "lib" / "libcudnn.so.8").read_bytes() == b"dnn" * 100


def test_a_refused_package_leaves_the_prefix_as_it_was(tmp_path: Path) -> None:
    """The check runs before rattler links anything: the prefix holds what it held, no conda-meta."""
    prefix = tmp_path / "envs" / "tf"
    packages = hostile_route("marker", home=tmp_path / "home", prefix=prefix, runnable=False)
    channel = make_channel(tmp_path / "channel", packages)
    request = _request(channel.as_uri(), tmp_path)
    _, solved = run_to_completion(solve(request, cancelled=_never))
    prefix.mkdir(parents=True)
    (prefix / MARKER).write_text("the wizard's\n")
    with pytest.raises(UnsafePackageError) as caught:
        run_to_completion(install(solved, prefix, request, cancelled=_never))
    assert caught.value.context["path"] == MARKER and "cudnn-8.1.0.77-0.tar.bz2" in caught.value.message
    assert [p.name for p in prefix.iterdir()] == [MARKER] and (prefix / MARKER).read_text() == "the wizard's\n"


@pytest.mark.parametrize("bigger", [False, True])
def test_an_archive_changed_after_indexing_is_refused_over_http_too(bigger: bool, tmp_path: Path) -> None:
    """Over a real HTTP server; a bigger archive is stopped once it passes the size the index states."""
    channel = make_channel(tmp_path / "channel", isolated_route_packages())
    change_after_indexing(channel, random.Random(1).randbytes(300_000) if bigger else b"other bytes")
    with serving() as server:
        for path in channel.rglob("*"):
            if path.is_file():
                server.add("/" + path.relative_to(channel).as_posix(), path)
        request = _request(server.url("").rstrip("/"), tmp_path)
        _, solved = run_to_completion(solve(request, cancelled=_never))
        with pytest.raises(ChangedPackageError, match=re.escape("cudnn-8.1.0.77-0.tar.bz2")):
            run_to_completion(install(solved, tmp_path / "envs" / "tf", request, cancelled=_never))
    assert not (tmp_path / "envs" / "tf" / "lib").exists()
    assert not list((tmp_path / "pkgs" / "checked-archives").glob("cudnn*"))  # its bytes are not kept


@pytest.mark.skipif(shutil.which("zstd") is None, reason="a .conda archive is made with the zstd program")
def test_conda_format_archives_are_checked_as_tar_bz2_ones(tmp_path: Path) -> None:
    """conda-forge serves ``.conda`` archives: a plain one links, a hostile one (a path through the link it keeps
    in the cache, aimed at the home folder's .bashrc) is refused before anything is linked."""
    home, prefix = tmp_path / "home", tmp_path / "envs" / "tf"
    (home / ".bashrc").write_bytes(b"# mine\n")
    plain = [replace(p, conda_format=True) for p in isolated_route_packages()]
    request = _request(make_channel(tmp_path / "plain", plain).as_uri(), tmp_path)
    _, solved = run_to_completion(solve(request, cancelled=_never))
    assert {str(r.file_name).rsplit(".", 1)[-1] for r in solved.records} == {"conda"}
    run_to_completion(install(solved, tmp_path / "envs" / "plain", request, cancelled=_never))
    assert (tmp_path / "envs" / "plain" / "lib" / "libcudnn.so.8").read_bytes() == b"dnn" * 100
    hostile = [replace(p, conda_format=True) for p in hostile_route("cache-link", home=home, prefix=prefix,
                                                                     runnable=False)]
    request = _request(make_channel(tmp_path / "hostile", hostile).as_uri(), tmp_path)
    _, solved = run_to_completion(solve(request, cancelled=_never))
    with pytest.raises(UnsafePackageError, match="climbs out"):
        run_to_completion(install(solved, prefix, request, cancelled=_never))
    assert (home / ".bashrc").read_bytes() == b"# mine\n" and not prefix.exists()
