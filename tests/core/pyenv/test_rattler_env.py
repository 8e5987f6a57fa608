"""The py-rattler conda backend for real: a channel the test builds and indexes (tests/core/conda_channel.py),
solved and installed into a prefix with no conda anywhere, for linux-64 and for win-64 (the isolated Windows
route's ``Library\\bin`` layout), served over file:// and over a real HTTP server on 127.0.0.1 (progress and
cancel in the middle of a download)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from tests.core.conda_channel import CUDA_EULA, Package, isolated_route_packages, make_channel
from tests.core.http_server import serving
from wizard.basics.errors import Cancelled
from wizard.basics.events import Advanced, run_to_completion
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
