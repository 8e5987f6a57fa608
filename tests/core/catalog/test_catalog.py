"""The shipped catalog loads and agrees with the official tables (compat-facts.md, Tables A-C).

Each expected value below is read from the cited table, not from the JSON, so a wrong edit of the data
fails here even when it is well-formed.
"""

from __future__ import annotations

import re

import pytest
from packaging.version import Version

from wizard.core.catalog.gpu_generations import GENERATIONS
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog, CudaRelease, CudnnRelease, TfBuild
from wizard.core.catalog.query import find_tf_build


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def build(catalog: Catalog, os: str, version: str) -> TfBuild:
    found = find_tf_build(catalog, os, version)  # type: ignore[arg-type]
    assert found is not None, f"{os} {version} is missing"
    return found


def releases(catalog: Catalog, os: str) -> list[tuple[str, TfBuild]]:
    """Every GPU release of ``os`` with its build row, newest first (read from the rows, as the planner does)."""
    found = [(version, row) for row in catalog.tensorflow if row.os == os for version in row.versions]
    return sorted(found, key=lambda release: Version(release[0]), reverse=True)


def cuda(catalog: Catalog, version: str) -> CudaRelease:
    return next(row for row in catalog.cuda if row.version == version)


def cudnn(catalog: Catalog, version: str) -> CudnnRelease:
    return next(row for row in catalog.cudnn if row.version == version)


def test_the_bundled_catalog_is_loaded_once_and_then_cached() -> None:
    assert load_catalog() is load_catalog()


def test_linux_2_10_1_uses_cuda_11_2_cudnn_8_1_and_python_3_7_to_3_10(catalog: Catalog) -> None:
    row = build(catalog, "linux", "2.10.1")
    assert (row.cuda, row.cudnn, row.cudnn_min) == ("11.2", "8.1", "8.1.0")
    assert row.python == ("3.7", "3.8", "3.9", "3.10")
    assert row.glibc_min == "2.17"


@pytest.mark.parametrize("os", ["linux", "windows"])
@pytest.mark.parametrize("version", ["2.4.0", "2.4.1", "2.4.4"])
def test_tf_2_4_needs_exactly_cuda_11_0_on_both_systems(catalog: Catalog, os: str, version: str) -> None:
    row = build(catalog, os, version)
    assert row.cuda == "11.0"
    assert row.cudnn_min == "8.0.2"


def test_only_tf_2_4_0_needs_avx2(catalog: Catalog) -> None:
    needs_avx2 = {(row.os, v) for row in catalog.tensorflow if row.avx2 for v in row.versions}
    assert needs_avx2 == {("linux", "2.4.0"), ("windows", "2.4.0")}
    assert all(row.avx for row in catalog.tensorflow)


def test_native_windows_has_no_gpu_build_after_2_10_1(catalog: Catalog) -> None:
    windows = releases(catalog, "windows")
    assert windows[0][0] == "2.10.1"
    assert find_tf_build(catalog, "windows", "2.11.0") is None
    assert find_tf_build(catalog, "linux", "2.11.0") is not None


def test_2_15_0_has_no_working_and_cuda_extra_but_2_15_0_post1_has(catalog: Catalog) -> None:
    assert build(catalog, "linux", "2.15.0").and_cuda is False
    assert build(catalog, "linux", "2.15.0.post1").and_cuda is True
    assert build(catalog, "linux", "2.15.1").and_cuda is True


def test_and_cuda_is_linux_only_and_starts_at_2_14(catalog: Catalog) -> None:
    with_extra = [(row.os, Version(v)) for row in catalog.tensorflow if row.and_cuda for v in row.versions]
    assert {os for os, _ in with_extra} == {"linux"}
    assert min(version for _, version in with_extra) == Version("2.14.0")


@pytest.mark.parametrize(
    ("version", "min_cc", "sass", "ptx"),
    [
        ("2.3.4", "3.5", ("3.5", "3.7", "5.2", "6.0", "6.1", "7.0"), ("7.0",)),
        ("2.4.0", "3.5", ("3.5", "5.0", "6.0", "7.0", "7.5", "8.0"), ("8.0",)),
        ("2.14.1", "3.5", ("3.5", "5.0", "6.0", "7.0", "7.5", "8.0"), ("8.0",)),
        ("2.15.1", "5.0", ("5.0", "6.0", "7.0", "7.5", "8.0"), ("8.0",)),
        ("2.16.2", "5.0", ("5.0", "6.0", "7.0", "8.0", "9.0"), ("9.0",)),
        ("2.17.0", "6.0", ("6.0", "7.0", "8.0", "8.9", "9.0"), ("9.0",)),
        ("2.21.0", "6.0", ("6.0", "7.0", "8.0", "8.9", "9.0"), ("9.0",)),
    ],
)
def test_compute_capabilities_follow_the_wheels_build_info(
    catalog: Catalog, version: str, min_cc: str, sass: tuple[str, ...], ptx: tuple[str, ...]
) -> None:
    row = build(catalog, "linux", version)
    assert (row.min_cc, row.sass, row.ptx) == (min_cc, sass, ptx)


def test_2_17_and_newer_refuse_gpus_below_compute_capability_6_0(catalog: Catalog) -> None:
    newer = [row for version, row in releases(catalog, "linux") if Version(version) >= Version("2.17")]
    assert newer and all(row.min_cc == "6.0" for row in newer)


def test_1_12_compute_capabilities_are_left_unknown_not_guessed(catalog: Catalog) -> None:
    row = build(catalog, "linux", "1.12.0")
    assert (row.sass, row.ptx, row.min_cc) == ((), (), "3.5")


def test_2_21_needs_glibc_2_27_and_python_3_10_to_3_13(catalog: Catalog) -> None:
    row = build(catalog, "linux", "2.21.0")
    assert row.glibc_min == "2.27"
    assert row.python == ("3.10", "3.11", "3.12", "3.13")
    assert build(catalog, "linux", "2.20.0").glibc_min == "2.17"


@pytest.mark.parametrize(
    ("version", "glibc"),
    [("1.12.0", "2.17"), ("1.14.0", "2.17"), ("1.15.0", "2.12"), ("2.8.4", "2.12"), ("2.9.0", "2.17")],
)
def test_glibc_floor_follows_the_manylinux_tag_or_the_real_need(
    catalog: Catalog, version: str, glibc: str
) -> None:
    assert build(catalog, "linux", version).glibc_min == glibc


@pytest.mark.parametrize(
    ("os", "version", "python"),
    [
        ("linux", "2.5.2", ("3.6", "3.7", "3.8", "3.9")),
        ("linux", "2.5.3", ("3.7", "3.8", "3.9")),
        ("linux", "2.0.0", ("2.7", "3.5", "3.6", "3.7")),
        ("windows", "2.0.0", ("3.5", "3.6", "3.7")),
        ("linux", "2.11.1", ("3.8", "3.9", "3.10")),
        ("windows", "1.15.5", ("3.6", "3.7")),
        ("windows", "2.10.1", ("3.7", "3.8", "3.9", "3.10")),
    ],
)
def test_python_versions_are_those_with_wheels_per_patch_release(
    catalog: Catalog, os: str, version: str, python: tuple[str, ...]
) -> None:
    assert build(catalog, os, version).python == python


@pytest.mark.parametrize(
    ("version", "package", "alternatives"),
    [
        ("1.14.0", "tensorflow-gpu", ()),
        ("1.15.0", "tensorflow-gpu", ("tensorflow",)),
        ("1.15.5", "tensorflow-gpu", ()),
        ("2.0.4", "tensorflow-gpu", ()),
        ("2.1.0", "tensorflow", ("tensorflow-gpu",)),
        ("2.11.0", "tensorflow", ("tensorflow-gpu",)),
        ("2.11.1", "tensorflow", ()),
        ("2.12.0", "tensorflow", ()),
    ],
)
def test_gpu_package_names_follow_rule_r2(
    catalog: Catalog, version: str, package: str, alternatives: tuple[str, ...]
) -> None:
    row = build(catalog, "linux", version)
    assert (row.package, row.alt_packages) == (package, alternatives)


def test_tensorflow_gpu_is_never_offered_from_2_12(catalog: Catalog) -> None:
    for version, row in releases(catalog, "linux"):
        if Version(version) >= Version("2.12"):
            assert "tensorflow-gpu" not in (row.package, *row.alt_packages)


def test_every_tensorflow_series_from_1_12_to_2_21_is_catalogued_on_linux(catalog: Catalog) -> None:
    series = {Version(version).release[:2] for version, _ in releases(catalog, "linux")}
    expected = {(1, minor) for minor in range(12, 16)} | {(2, minor) for minor in range(22)}
    assert series == expected


def test_cuda_11_2_2_needs_linux_driver_460_32_03_and_windows_461_33(catalog: Catalog) -> None:
    row = cuda(catalog, "11.2.2")
    assert (row.driver_linux, row.driver_windows) == ("460.32.03", "461.33")
    linux = next(a for a in row.installers if a.os == "linux")
    assert linux.file == "cuda_11.2.2_460.32.03_linux.run"
    assert linux.url.endswith("/11.2.2/local_installers/cuda_11.2.2_460.32.03_linux.run")


def test_cuda_releases_span_9_0_to_13(catalog: Catalog) -> None:
    versions = [Version(row.version) for row in catalog.cuda]
    assert min(versions) == Version("9.0.176")
    assert max(versions).major == 13
    assert {"11.0.2", "11.8.0", "12.0.1", "12.3.2", "12.5.1", "13.0.0"} <= {
        row.version for row in catalog.cuda
    }


def test_cuda_13_lists_no_windows_driver_minimum(catalog: Catalog) -> None:
    thirteen = [row for row in catalog.cuda if row.version.startswith("13.")]
    assert thirteen and all(row.driver_windows is None for row in thirteen)
    assert cuda(catalog, "13.0.0").driver_linux == "580.65.06"


def test_minor_version_compatibility_floors_per_cuda_major(catalog: Catalog) -> None:
    floors = {row.major: (row.mvc_linux, row.mvc_windows, row.min_cc) for row in catalog.cuda_majors}
    assert floors[9][:2] == floors[10][:2] == (None, None)
    assert floors[11] == ("450.80.02", "452.39", "3.5")
    assert floors[12] == ("525.60.13", "528.33", "5.0")
    assert floors[13][0] == "580.65.06" and floors[13][2] == "7.5"
    twelve = next(row for row in catalog.cuda_majors if row.major == 12)
    assert any("527.41" in note for note in twelve.notes)


def test_installer_checksums_truncated_in_the_notes_appear_only_as_full_s15_values(catalog: Catalog) -> None:
    """compat-facts gives 11.0.1's and 12.1.x's Windows sha256 only truncated; the catalog holds the full
    value from the Chocolatey scripts (S15), whose first and last digits agree, never the truncated one."""
    truncated = {"11.0.1": ("f93f4ecc", "57bfa"), "12.1.0": ("7e4e2725", "8b25"), "12.1.1": ("d8dedafb", "ae45")}
    for version, (head, tail) in truncated.items():
        windows = next(a for a in cuda(catalog, version).installers if a.os == "windows")
        assert windows.sha256 is not None and len(windows.sha256) == 64 and "S15" in windows.sources
        assert windows.sha256.startswith(head) and windows.sha256.endswith(tail)
    windows = next(a for a in cuda(catalog, "11.2.0").installers if a.os == "windows")
    assert windows.sha256 == "da1dc049663a82fbf4d046337d5660f9dd9e2f58d50a619dec1ad49a9ddb614b"


def test_cudnn_8_1_serves_cuda_11_0_to_11_2_from_one_cuda_folder_archive(catalog: Catalog) -> None:
    row = cudnn(catalog, "8.1.0")
    assert {"11.0", "11.1", "11.2"} <= set(row.cuda)
    windows = next(a for a in row.archives if a.os == "windows" and a.cuda_variant == "11.2")
    assert windows.file == "cudnn-11.2-windows-x64-v8.1.0.77.zip"
    assert windows.layout == "cuda-folder"
    assert windows.sha256 == "f5a23402ebed5b2add2ae0dc79df42f055f5851bbb3b1d0f6aa9dcdeeb9346ce"
    assert row.libraries["windows"][0] == "cudnn64_8.dll"
    assert "cudnn_ops_infer64_8.dll" in row.libraries["windows"]


def test_new_cudnn_archives_use_the_archive_folder_layout_with_nvidia_checksums(catalog: Catalog) -> None:
    row = cudnn(catalog, "8.9.7")
    linux = next(a for a in row.archives if a.os == "linux" and a.cuda_variant == "12")
    assert linux.file == "cudnn-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz"
    assert linux.layout == "archive-folder"
    assert (linux.size, linux.sha256) == (
        864984964,
        "475333625c7e42a7af3ca0b2f7506a106e30c93b1aa0081cd9c13efb6e21e3bb",
    )


@pytest.mark.parametrize(
    ("version", "needs"), [("8.1.0", False), ("8.6.0", True), ("8.9.7", True), ("9.3.0", False)]
)
def test_only_cudnn_8_3_to_8_9_needs_zlibwapi_on_windows(catalog: Catalog, version: str, needs: bool) -> None:
    assert cudnn(catalog, version).needs_zlibwapi_windows is needs


def test_every_row_and_archive_cites_sources_that_exist(catalog: Catalog) -> None:
    known = {source.id for source in catalog.sources}
    assert {f"S{n}" for n in range(1, 56)} == known
    assert {s for generation in GENERATIONS for s in generation.sources} <= known  # S28/S29 of the WSL/driver rules
    rows = [*catalog.tensorflow, *catalog.cuda, *catalog.cuda_majors, *catalog.cudnn, *catalog.cpu_builds,
            *catalog.conda, *catalog.tools, *catalog.resolution, *catalog.build_kinds, *catalog.framework_releases]
    archives = [a for row in catalog.cuda for a in row.installers] + [
        a for row in catalog.cudnn for a in row.archives
    ]
    for row in [*rows, *archives]:
        assert row.sources and set(row.sources) <= known, row


def test_downloads_come_only_from_nvidia_over_https(catalog: Catalog) -> None:
    archives = [a for row in catalog.cuda for a in row.installers] + [
        a for row in catalog.cudnn for a in row.archives
    ]
    pattern = re.compile(r"https://developer(\.download)?\.nvidia\.com/")
    assert archives and all(pattern.match(a.url) for a in archives)
