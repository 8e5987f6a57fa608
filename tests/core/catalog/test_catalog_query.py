"""The lookup helpers the planner uses: ordering, series matching, cuDNN choice and archive choice."""

from __future__ import annotations

import pytest

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog
from wizard.core.catalog.query import (
    cuda_installer,
    cuda_major,
    cuda_releases_for,
    cudnn_archive,
    cudnn_candidates,
    find_tf_build,
    major_minor,
    preferred_cudnn,
    source,
    tf_releases,
    tf_releases_matching,
)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def test_releases_come_newest_first_by_version_not_by_text(catalog: Catalog) -> None:
    versions = [release.version for release in tf_releases(catalog, "linux")]
    assert versions[0] == "2.21.0"
    assert versions.index("2.10.1") < versions.index("2.9.3")
    assert versions.index("2.15.0.post1") < versions.index("2.15.0")
    assert versions[-1] == "1.12.0"


@pytest.mark.parametrize(
    ("wish", "expected"),
    [
        ("2.4", ["2.4.4", "2.4.3", "2.4.2", "2.4.1", "2.4.0"]),
        ("2.4.0", ["2.4.0"]),
        ("2.15", ["2.15.1", "2.15.0.post1", "2.15.0"]),
        ("2.15.0", ["2.15.0"]),
        ("2.15.0.post1", ["2.15.0.post1"]),
        ("2.99", []),
        ("not-a-version", []),
    ],
)
def test_a_wish_names_a_series_or_one_exact_release(catalog: Catalog, wish: str, expected: list[str]) -> None:
    assert [r.version for r in tf_releases_matching(catalog, "linux", wish)] == expected


def test_newest_wish_matches_every_release_of_the_os(catalog: Catalog) -> None:
    assert tf_releases_matching(catalog, "windows", "newest") == tf_releases(catalog, "windows")


def test_find_tf_build_wants_an_exact_release(catalog: Catalog) -> None:
    assert find_tf_build(catalog, "linux", "2.4") is None
    found = find_tf_build(catalog, "linux", "2.4.0")
    assert found is not None and found.avx2
    assert find_tf_build(catalog, "windows", "2.12.0") is None


def test_cuda_releases_of_a_line_come_newest_first(catalog: Catalog) -> None:
    assert [r.version for r in cuda_releases_for(catalog, "11.2")] == ["11.2.2", "11.2.1", "11.2.0"]
    assert cuda_releases_for(catalog, "11.9") == ()
    assert major_minor("11.2.2") == "11.2"


def test_cuda_major_gives_the_minor_version_floor(catalog: Catalog) -> None:
    eleven = cuda_major(catalog, 11)
    assert eleven is not None and eleven.mvc_windows == "452.39"
    assert cuda_major(catalog, 8) is None


def test_cudnn_candidates_keep_the_major_the_floor_and_the_cuda_line(catalog: Catalog) -> None:
    found = [r.version for r in cudnn_candidates(catalog, "11.2", 8, "8.1.0")]
    assert found[-2:] == ["8.1.1", "8.1.0"]
    assert "8.0.5" not in found  # below the compiled-with version
    assert "9.3.0" not in found  # another major
    assert [r.version for r in cudnn_candidates(catalog, "12.5", 9, "9.3.0")] == ["9.3.0"]
    assert cudnn_candidates(catalog, "10.0", 8, "8.0.0") == ()


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


def test_preferred_cudnn_takes_the_tested_line_with_a_verifiable_archive(catalog: Catalog) -> None:
    windows = find_tf_build(catalog, "windows", "2.10.1")
    assert windows is not None
    chosen = preferred_cudnn(catalog, windows)
    assert chosen is not None and chosen.version == "8.1.0"  # 8.1.1's Windows archive has no published sha256


def test_preferred_cudnn_goes_past_the_docs_when_the_binary_needs_more(catalog: Catalog) -> None:
    """TF 1.15.0's docs say cuDNN 7.4, but the binary was compiled with 7.6.0 (#35376)."""
    row = find_tf_build(catalog, "linux", "1.15.0")
    assert row is not None
    chosen = preferred_cudnn(catalog, row)
    assert chosen is not None and chosen.version == "7.6.5"


def test_cuda_installer_per_os(catalog: Catalog) -> None:
    release = cuda_releases_for(catalog, "11.2")[0]
    assert cuda_installer(release, "windows").file == "cuda_11.2.2_461.33_win10.exe"  # type: ignore[union-attr]
    no_linux = next(r for r in catalog.cuda if r.version == "11.1.0")
    assert cuda_installer(no_linux, "linux") is None


def test_source_lookup_names_the_document_and_refuses_unknown_ids(catalog: Catalog) -> None:
    assert source(catalog, "S1").url == "https://www.tensorflow.org/install/source#gpu"
    with pytest.raises(KeyError):
        source(catalog, "S99")
