"""Windows CUDA details checked on any OS: the installer's sub-package names per version, the toolkit folder
from %ProgramW6432%, the folder that NVIDIA's silent installer cannot move, and the local data folder.

No Windows here: environment variables are given as plain mappings and the folders are real ones in tmp_path.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.core.catalog.model import OsName
from wizard.core.install.cuda_installer import (
    CudaInstallRequest,
    default_cuda_root,
    installer_arguments,
    installer_honours_folder,
)
from wizard.core.install.cuda_subpackages import (
    SubpackageTableError,
    load_table,
    windows_subpackages,
)
from wizard.platform.env import windows_data_dir
from wizard.resources import resource_path


@pytest.mark.parametrize(
    ("version", "compiler", "cupti"),
    [("9.0.176", "compiler_9.0", None), ("9.1", "nvcc_9.1", "cupti_9.1"), ("10.0.130", "nvcc_10.0", "cupti_10.0"),
     ("11.2.2", "nvcc_11.2", "cupti_11.2"), ("12.2", "nvcc_12.2", "cupti_12.2")],
    ids=["9.0", "9.1", "10.0", "11.2", "12.2"],
)
def test_each_cuda_version_gets_its_own_installer_sub_package_names(
    version: str, compiler: str, cupti: str | None
) -> None:
    names = windows_subpackages(version)
    assert names[0] == compiler
    assert (cupti in names) if cupti else not any(n.startswith("cupti_") for n in names)
    suffix = compiler.split("_")[1]
    assert f"cudart_{suffix}" in names and all(n.endswith("_" + suffix) for n in names)


def test_the_windows_command_for_cuda_9_0_names_compiler_9_0_not_nvcc(tmp_path: Path) -> None:
    """Before: ``nvcc_9.0`` and ``cupti_9.0``, names the 9.0 installer does not have."""
    installer = tmp_path / "cuda_9.0.176_win10.exe"
    installer.write_bytes(b"MZ")
    request = CudaInstallRequest(installer, "9.0.176", "windows", tmp_path / "into", tmp_path / "logs")
    args = installer_arguments(request)
    assert "compiler_9.0" in args and "nvcc_9.0" not in args and "cupti_9.0" not in args


def test_every_catalog_cuda_release_has_a_row_and_every_row_names_known_sources() -> None:
    catalog = json.loads(resource_path("catalog", "cuda.json").read_text(encoding="utf-8"))
    for release in catalog["releases"]:
        assert windows_subpackages(release["version"])
    document = json.loads(resource_path("catalog", "cuda_subpackages.json").read_text(encoding="utf-8"))
    assert all(set(row["sources"]) <= set(document["sources"]) for row in document["rows"])
    assert len(load_table()) == len(document["rows"])


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["rows"][0].update(sources=["nowhere"]),
        lambda d: d["rows"][1].update(first="9.0"),
        lambda d: d["rows"][0].update(subpackages=["nvcc; del"]),
        lambda d: d.pop("rows"),
    ],
    ids=["unknown-source", "overlap", "bad-name", "no-rows"],
)
def test_a_damaged_table_is_a_clear_error_not_a_wrong_command(tmp_path: Path, change: object) -> None:
    document = json.loads(resource_path("catalog", "cuda_subpackages.json").read_text(encoding="utf-8"))
    change(document)  # type: ignore[operator]
    path = tmp_path / "cuda_subpackages.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SubpackageTableError, match=r"cuda_subpackages\.json"):
        load_table(path)


def test_a_version_before_the_table_is_refused() -> None:
    with pytest.raises(SubpackageTableError, match=r"8\.0"):
        windows_subpackages("8.0")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"ProgramW6432": "D:\\Programs", "ProgramFiles": "D:\\Programs (x86)"},
         "D:\\Programs\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"),
        ({"ProgramFiles": "E:\\Program Files"}, "E:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"),
        ({}, "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"),
    ],
    ids=["programw6432-wins-over-a-32-bit-view", "programfiles", "another-machine-default"],
)
def test_the_windows_toolkit_folder_comes_from_programw6432(environ: dict[str, str], expected: str) -> None:
    assert str(default_cuda_root("windows", "11.2.2", environ)) == expected


@pytest.mark.parametrize("os_name", ["windows", "linux"])
def test_the_folder_is_editable_exactly_where_the_installer_is_told_the_folder(
    os_name: OsName, tmp_path: Path
) -> None:
    """The Install CUDA page makes the field read-only from this flag; the command must agree with it."""
    installer = tmp_path / ("cuda_11.2.2_win10.exe" if os_name == "windows" else "cuda_11.2.2_linux.run")
    installer.write_bytes(b"x")
    into = tmp_path / "chosen-folder"
    args = installer_arguments(CudaInstallRequest(installer, "11.2.2", os_name, into, tmp_path / "logs"))
    assert installer_honours_folder(os_name) == any(str(into) in arg for arg in args)


def test_windows_data_goes_to_localappdata_not_the_roaming_profile(tmp_path: Path) -> None:
    environ = {"APPDATA": str(tmp_path / "Roaming"), "LOCALAPPDATA": str(tmp_path / "Local")}
    assert windows_data_dir("tfgpu-wizard", environ) == tmp_path / "Local" / "tfgpu-wizard"
    assert windows_data_dir("tfgpu-wizard", {}) is None


def test_a_journal_left_in_the_roaming_folder_by_an_earlier_version_stays_in_use(tmp_path: Path) -> None:
    environ = {"APPDATA": str(tmp_path / "Roaming"), "LOCALAPPDATA": str(tmp_path / "Local")}
    old = tmp_path / "Roaming" / "tfgpu-wizard"
    old.mkdir(parents=True)
    (old / "journal.json").write_text("{}")
    assert windows_data_dir("tfgpu-wizard", environ) == old
    new = tmp_path / "Local" / "tfgpu-wizard"
    new.mkdir(parents=True)
    (new / "journal.json").write_text("{}")
    assert windows_data_dir("tfgpu-wizard", environ) == new
