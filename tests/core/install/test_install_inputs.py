"""Installer inputs against the plan, as a table: empty, missing, a folder, the wrong OS, the wrong version,
a version that fits one of the plan's working alternatives, and the archive's own header winning over its name.

Real files in tmp_path (their contents do not matter before unpacking; the header check gets the version
the unpacking read); real plans from the planner for facts files of the machines they describe.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.basics.errors import BadInputError
from wizard.basics.facts import load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.install.inputs import (
    InputMismatchError,
    catalog_checksum,
    check_cuda_installer,
    check_cudnn_archive,
    check_cudnn_header,
    describe_plan,
)
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
CATALOG = load_catalog()


def _plan(name: str, tensorflow: str = "newest") -> Plan:
    return make_plan(load_facts(FACTS / name), Wishes(tensorflow=tensorflow))


WIN_CUDA9 = _plan("windows-gtx1080-driver-398.json")  # CUDA 9.0, cuDNN 7.2.1; alternative 11.2/8.1
LINUX_CUDA10 = _plan("linux-gtx750ti-maxwell-driver-418.json")  # CUDA 10.1, cuDNN 7.6.5


def _file(tmp_path: Path, name: str) -> str:
    path = tmp_path / name
    path.write_bytes(b"not really NVIDIA's")
    return str(path)


@pytest.mark.parametrize(("text", "expected"), [
    ("", "Choose NVIDIA's CUDA installer first."),
    ("   ", "Choose NVIDIA's CUDA installer first."),
    ("missing.run", "does not exist"),
    (".", "is a folder, not a file"),
], ids=["empty", "blank", "missing", "a-folder"])
def test_no_usable_installer_is_refused_with_what_to_do(text: str, expected: str, tmp_path: Path) -> None:
    chosen = text if text.strip() in ("", ".") else str(tmp_path / text)
    with pytest.raises(BadInputError, match=expected) as refused:
        check_cuda_installer(chosen if chosen != "." else str(tmp_path), "linux", LINUX_CUDA10, CATALOG)
    assert refused.value.hint


def test_an_empty_or_missing_archive_says_which_of_the_two_it_is(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="Choose the cuDNN archive first"):
        check_cudnn_archive("", WIN_CUDA9, CATALOG)
    with pytest.raises(BadInputError, match="does not exist") as missing:
        check_cudnn_archive(str(tmp_path / "cudnn.zip"), WIN_CUDA9, CATALOG)
    assert "first" not in missing.value.message


def test_a_cuda_11_8_installer_is_refused_for_a_cuda_9_0_plan(tmp_path: Path) -> None:
    installer = _file(tmp_path, "cuda_11.8.0_522.06_windows.exe")
    with pytest.raises(InputMismatchError, match=r"installs CUDA 11\.8, but the plan needs CUDA 9\.0") as refused:
        check_cuda_installer(installer, "windows", WIN_CUDA9, CATALOG)
    assert "cuda_9.0.176_win10.exe" in refused.value.hint and refused.value.alternative is None


def test_the_planned_installer_passes_and_brings_the_catalogs_checksum(tmp_path: Path) -> None:
    found, alternative = check_cuda_installer(_file(tmp_path, "cuda_9.0.176_win10.exe"), "windows", WIN_CUDA9,
                                              CATALOG)
    assert found.version == "9.0.176" and alternative is None
    assert found.sha256 and found.sha256 == catalog_checksum("cuda_9.0.176_win10.exe", CATALOG)


def test_an_installer_for_a_working_alternative_needs_the_users_confirmation(tmp_path: Path) -> None:
    installer = _file(tmp_path, "cuda_11.2.2_461.33_win10.exe")
    with pytest.raises(InputMismatchError) as refused:
        check_cuda_installer(installer, "windows", WIN_CUDA9, CATALOG)
    assert refused.value.alternative is not None and refused.value.alternative.cuda == "11.2"
    _, followed = check_cuda_installer(installer, "windows", WIN_CUDA9, CATALOG, accept_alternative=True)
    assert followed is refused.value.alternative
    assert describe_plan(followed).endswith("with CUDA 11.2 and cuDNN 8.1")


def test_the_windows_installer_is_refused_on_linux(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="installer for Windows; this computer needs the one for Linux"):
        check_cuda_installer(_file(tmp_path, "cuda_10.1.243_426.00_win10.exe"), "linux", LINUX_CUDA10, CATALOG)


def test_a_renamed_installer_without_a_stated_version_is_refused_for_a_plan(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="cannot be read from its name"):
        check_cuda_installer(_file(tmp_path, "setup.run"), "linux", LINUX_CUDA10, CATALOG)
    found, _ = check_cuda_installer(_file(tmp_path, "setup.run"), "linux", LINUX_CUDA10, CATALOG,
                                    stated_version="10.1")
    assert found.version is None


@pytest.mark.parametrize("name", [
    "cudnn-windows-x86_64-8.9.7.29_cuda12-archive.zip",  # in the catalog
    "cudnn-windows-x86_64-8.9.5.30_cuda12-archive.zip",  # not in it: NVIDIA's naming scheme
    "cudnn-9.0-windows10-x64-v7.4.1.5.zip",  # the right CUDA, another cuDNN minor
    "cudnn-9.2-windows10-x64-v7.2.1.38.zip",  # the right cuDNN, built for another CUDA
], ids=["8.9-catalog", "8.9-by-name", "7.4-for-9.0", "7.2-for-9.2"])
def test_a_cudnn_archive_that_is_not_the_plans_is_refused_before_unpacking(name: str, tmp_path: Path) -> None:
    with pytest.raises(InputMismatchError, match=r"but the plan needs cuDNN 7\.2 for CUDA 9\.0"):
        check_cudnn_archive(_file(tmp_path, name), WIN_CUDA9, CATALOG)


def test_the_planned_cudnn_archive_passes_and_the_header_inside_must_agree(tmp_path: Path) -> None:
    found, alternative = check_cudnn_archive(_file(tmp_path, "cudnn-9.0-windows10-x64-v7.2.1.38.zip"),
                                             WIN_CUDA9, CATALOG)
    assert found.version == "7.2.1" and alternative is None
    assert check_cudnn_header(found, "7.2.1", WIN_CUDA9, CATALOG) is None
    with pytest.raises(InputMismatchError, match=r"cuDNN 8\.9"):  # renamed: the header wins over the name
        check_cudnn_header(found, "8.9.7", WIN_CUDA9, CATALOG)


def test_an_archive_named_otherwise_is_judged_by_its_header(tmp_path: Path) -> None:
    found, _ = check_cudnn_archive(_file(tmp_path, "my-cudnn.tar.xz"), LINUX_CUDA10, CATALOG)
    assert found.version is None
    assert check_cudnn_header(found, "7.6.5", LINUX_CUDA10, CATALOG) is None
    with pytest.raises(InputMismatchError, match=r"cuDNN 8\.9, but the plan needs cuDNN 7\.6 for CUDA 10\.1"):
        check_cudnn_header(found, "8.9.7", LINUX_CUDA10, CATALOG)


def test_a_cudnn_archive_for_a_working_alternative_is_followed_once_confirmed(tmp_path: Path) -> None:
    archive = _file(tmp_path, "cudnn-11.2-windows-x64-v8.1.0.77.zip")
    with pytest.raises(InputMismatchError) as refused:
        check_cudnn_archive(archive, WIN_CUDA9, CATALOG)
    assert refused.value.alternative is not None
    _, followed = check_cudnn_archive(archive, WIN_CUDA9, CATALOG, accept_alternative=True)
    assert followed is not None and (followed.cuda, followed.cudnn) == ("11.2", "8.1.0")
