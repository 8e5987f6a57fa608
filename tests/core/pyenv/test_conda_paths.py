"""The path check every conda package passes before rattler links it (wizard/core/pyenv/conda_paths.py): plain
paths and links inside the env pass, every way out is refused with the package and path named; a link already
in the env is refused too (a real folder and link in tmp_path)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from wizard.core.pyenv.conda_paths import (
    PackageListing,
    UnsafePackageError,
    check_listings,
    check_marker,
    path_problem,
)
from wizard.core.pyenv.envs import MARKER, write_marker


def _listing(*paths: str, package: str = "cudnn", symlinks: tuple[tuple[str, str], ...] = (),
             hardlinks: tuple[tuple[str, str], ...] = ()) -> PackageListing:
    return PackageListing(package, f"{package}-1-0.conda", paths, paths, symlinks, hardlinks)


def test_a_real_packages_paths_and_links_pass(tmp_path: Path) -> None:
    check_listings([
        _listing("lib/libcudnn.so.8.1.0", "lib/libcudnn.so.8", "lib/libcudnn.so", "bin/tool",
                 symlinks=(("lib/libcudnn.so.8", "libcudnn.so.8.1.0"), ("lib/libcudnn.so", "./libcudnn.so.8"),
                           ("bin/tool", "../lib/libcudnn.so"))),
        _listing("bin/python3.11", "bin/python", "python.exe", package="python",
                 symlinks=(("bin/python", "python3.11"),)),
    ], tmp_path / "env")


@pytest.mark.parametrize("path", ["../sibling/x", "lib/../../x", "lnk/../../../.bashrc", "/etc/passwd",
                                  "\\\\server\\share\\x", "C:/Windows/x", "c:x", "lib\\..\\..\\x", "a\0b", ""])
def test_every_way_out_is_refused(path: str, tmp_path: Path) -> None:
    assert path_problem(path) is not None
    with pytest.raises(UnsafePackageError) as caught:
        check_listings([_listing("lib/ok", path)], tmp_path)
    assert caught.value.reference == "conda-package-unsafe" and caught.value.exit_code == 2
    assert caught.value.context["package"] == "cudnn" and "cudnn-1-0.conda" in caught.value.message


@pytest.mark.parametrize("target", ["/home/user", "../../..", "../lib/../../x", "a/../../..", "C:\\Users"])
def test_a_link_that_points_out_is_refused(target: str, tmp_path: Path) -> None:
    with pytest.raises(UnsafePackageError, match="is refused"):
        check_listings([_listing("lib/x", symlinks=(("lib/x", target),))], tmp_path)


def test_a_path_through_a_link_any_package_brings_is_refused(tmp_path: Path) -> None:
    """The link may be harmless alone (it points inside); a path below it is written wherever it points."""
    links = _listing("lnk", symlinks=(("lnk", "d/d/d"),))
    with pytest.raises(UnsafePackageError, match="lnk"):
        check_listings([links, _listing("lnk/file", package="other")], tmp_path)
    with pytest.raises(UnsafePackageError, match="LNK"):  # on Windows the names fold case
        check_listings([links, _listing("LNK/file", package="other")], tmp_path, windows=True)


def test_a_hard_link_to_a_path_out_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UnsafePackageError):
        check_listings([_listing("lib/a", hardlinks=(("lib/a", "../../etc/shadow"),))], tmp_path)


def test_only_the_python_package_brings_the_interpreter_and_none_the_marker(tmp_path: Path) -> None:
    for path in ("bin/python", "bin/python3", "bin/python3.12", "python.exe", "PythonW.exe"):
        with pytest.raises(UnsafePackageError, match="only the python package"):
            check_listings([_listing(path)], tmp_path)
    check_listings([_listing("bin/python3-config", "bin/pythonic")], tmp_path)
    for path in ("tfgpu-wizard-env.json", "./TFGPU-WIZARD-ENV.JSON"):
        with pytest.raises(UnsafePackageError, match="record of the environment"):
            check_listings([_listing(path, package="python")], tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="a symbolic link made without privileges")
def test_a_link_already_in_the_env_is_refused(tmp_path: Path) -> None:
    env, outside = tmp_path / "env", tmp_path / "outside"
    env.mkdir()
    outside.mkdir()
    os.symlink(outside, env / "lib")
    with pytest.raises(UnsafePackageError, match="in the environment is a link"):
        check_listings([_listing("lib/libcudnn.so.8")], env)
    assert list(outside.iterdir()) == []


def test_the_marker_read_back_after_linking_must_be_the_wizards_own_file(tmp_path: Path) -> None:
    env = tmp_path / "env"
    env.mkdir()
    write_marker(env, "tf", {}, "conda")
    check_marker(env, "tf", "conda")
    with pytest.raises(UnsafePackageError, match="does not hold the wizard's record"):
        check_marker(env, "other", "conda")
    if sys.platform != "win32":  # a symbolic link made without privileges
        (env / MARKER).rename(tmp_path / "elsewhere.json")
        os.symlink(tmp_path / "elsewhere.json", env / MARKER)
        with pytest.raises(UnsafePackageError):
            check_marker(env, "tf", "conda")
