"""The lookup helpers the planner uses: series matching, exact builds, CUDA majors and archive choice.

The order releases are offered in, and the cuDNN a plan takes, are the planner's and the offers' (their tests:
tests/core/catalog/test_catalog_offers.py, tests/core/planner/test_planner_catalog.py)."""

from __future__ import annotations

import pytest

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog
from wizard.core.catalog.query import (
    cuda_installer,
    cuda_major,
    cudnn_archive,
    find_tf_build,
    major_minor,
    matches_wish,
    source,
)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.mark.parametrize(
    ("wish", "matched"),
    [
        ("newest", ["2.4.0", "2.15.0", "2.15.0.post1", "1.12.0"]),
        ("2", ["2.4.0", "2.15.0", "2.15.0.post1"]),
        ("2.4", ["2.4.0"]),
        ("2.4.0", ["2.4.0"]),
        ("2.15", ["2.15.0", "2.15.0.post1"]),
        ("2.15.0", ["2.15.0"]),
        ("2.15.0.post1", ["2.15.0.post1"]),
        ("2.99", []),
        ("not-a-version", []),
    ],
)
def test_a_wish_names_every_release_a_series_or_one_exact_release(wish: str, matched: list[str]) -> None:
    releases = ["2.4.0", "2.15.0", "2.15.0.post1", "1.12.0"]
    assert [version for version in releases if matches_wish(version, wish)] == matched


def test_find_tf_build_wants_an_exact_release(catalog: Catalog) -> None:
    assert find_tf_build(catalog, "linux", "2.4") is None
    found = find_tf_build(catalog, "linux", "2.4.0")
    assert found is not None and found.avx2
    assert find_tf_build(catalog, "windows", "2.12.0") is None


def test_major_minor_is_the_line_of_a_release() -> None:
    assert major_minor("11.2.2") == "11.2" and major_minor("2.15.0.post1") == "2.15"


def test_cuda_major_gives_the_minor_version_floor(catalog: Catalog) -> None:
    eleven = cuda_major(catalog, 11)
    assert eleven is not None and eleven.mvc_windows == "452.39"
    assert cuda_major(catalog, 8) is None


def test_old_cudnn_archive_for_the_exact_cuda_version_wins(catalog: Catalog) -> None:
    release = next(r for r in catalog.cudnn if r.version == "8.0.5")
    assert cudnn_archive(release, "linux", "11.1").file == "cudnn-11.1-linux-x64-v8.0.5.39.tgz"  # type: ignore[union-attr]
    assert cudnn_archive(release, "linux", "11.0").file == "cudnn-11.0-linux-x64-v8.0.5.39.tgz"  # type: ignore[union-attr]
    assert cudnn_archive(release, "windows", "11.1") is None


def test_a_cuda_11_x_package_serves_every_line_its_release_lists(catalog: Catalog) -> None:
    release = next(r for r in catalog.cudnn if r.version == "8.1.0")
    archive = cudnn_archive(release, "windows", "11.0")
    assert archive is not None and archive.file == "cudnn-11.2-windows-x64-v8.1.0.77.zip"
    assert cudnn_archive(release, "windows", "11.3") is None  # 8.1.0 is not built for 11.3


def test_cuda_installer_per_os(catalog: Catalog) -> None:
    release = next(r for r in catalog.cuda if r.version == "11.2.2")
    assert cuda_installer(release, "windows").file == "cuda_11.2.2_461.33_win10.exe"  # type: ignore[union-attr]
    no_linux = next(r for r in catalog.cuda if r.version == "11.1.0")
    assert cuda_installer(no_linux, "linux") is None


def test_source_lookup_names_the_document_and_refuses_unknown_ids(catalog: Catalog) -> None:
    assert source(catalog, "S1").url == "https://www.tensorflow.org/install/source#gpu"
    with pytest.raises(KeyError):
        source(catalog, "S99")
