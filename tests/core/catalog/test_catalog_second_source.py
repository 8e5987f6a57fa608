"""cuDNN archives whose checksum NVIDIA does not publish where the wizard reads it, checked against a second
source: the sha256 that conda-forge's cudnn-feedstock recipe pins for NVIDIA's own archive (its CI downloads
it and refuses a different one), or NVIDIA's own redistrib manifest as nixpkgs keeps it; each row cites the
file at the very commit it was read from.

The values below were read by hand from ``recipe/meta.yaml`` and ``redistrib_8.9.7.json`` at the commits
named in sources.json (for the older zips the merge commits of the feedstock's pull requests, each built for
win-64 by that recipe's CI).
"""

from __future__ import annotations

import re

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan

FEEDSTOCK = "https://github.com/conda-forge/cudnn-feedstock/blob/"
MANIFEST_897 = ("https://github.com/NixOS/nixpkgs/blob/9a4bceff63e075ac9354136a62a13437873563ec/"
                "pkgs/development/cuda-modules/_cuda/manifests/cudnn/redistrib_8.9.7.json")
PINNED = re.compile(r"https://github\.com/[^/]+/[^/]+/blob/[0-9a-f]{40}/")

# file -> (sha256 in the recipe, the recipe's commit)
RECORDED = {
    "cudnn-10.0-windows10-x64-v7.6.5.32.zip": (
        "2767db23ae2cd869ac008235e2adab81430f951a92a62160884c80ab5902b9e8", "50b7d3fd9bf9d2e0ea48b624bdf4ba50b5aca2c2"),
    "cudnn-10.1-windows10-x64-v7.6.5.32.zip": (
        "5e4275d738cc3a105cf6558b70b8a2ff514989ca1cd17bc8515086e20561a652", "50b7d3fd9bf9d2e0ea48b624bdf4ba50b5aca2c2"),
    "cudnn-11.0-windows-x64-v8.0.5.39.zip": (
        "a982fbfdecb7a632190c5d2346c19a3cbff86fb2780663b57f3ce547fdd3ce75", "0350d22ce7a352cea80f3680e7eb5e1c98281c11"),
    "cudnn-11.2-windows-x64-v8.1.0.77.zip": (
        "f5a23402ebed5b2add2ae0dc79df42f055f5851bbb3b1d0f6aa9dcdeeb9346ce", "bf7a75bd9bf0bff8217f6b1371584bed9cf43a7d"),
    "cudnn-10.2-windows10-x64-v8.1.0.77.zip": (
        "508a7aaad4e9a167b63cc063018541c74e089a1f548715832c50249dc2098dfa", "bf7a75bd9bf0bff8217f6b1371584bed9cf43a7d"),
    "cudnn-linux-x86_64-8.9.7.29_cuda11-archive.tar.xz": (
        "a3e2509028cecda0117ce5a0f42106346e82e86d390f4bb9475afc976c77402e", "e029c8d63f4b5cbbd270f4342a33d8565df751ec"),
    "cudnn-windows-x86_64-8.9.7.29_cuda11-archive.zip": (
        "5e45478efe71a96329e6c0d2a3a2f79c747c15b2a51fead4b84c89b02cbf1671", "e029c8d63f4b5cbbd270f4342a33d8565df751ec"),
    "cudnn-linux-x86_64-9.3.0.75_cuda11-archive.tar.xz": (
        "069da084cd368f39fb830d4c4e931803064fb65e766f4cf7df2da4a346a2ba9f", "89180e3db155a32c5dbcaab3fb1c06b6485efe25"),
    "cudnn-windows-x86_64-9.3.0.75_cuda11-archive.zip": (
        "0e6f9d39343b88208b1daea280d62d6f7a90355395999806de6624c8361c36fc", "89180e3db155a32c5dbcaab3fb1c06b6485efe25"),
}  # fmt: skip
# NVIDIA's manifest for 8.9.7 (S36) gives the same sha256 as the recipe, and the size.
MANIFEST_SIZES = {"cudnn-linux-x86_64-8.9.7.29_cuda11-archive.tar.xz": 860967256,
                  "cudnn-windows-x86_64-8.9.7.29_cuda11-archive.zip": 704240064}


def _archive(file: str) -> tuple[str, object]:
    catalog = load_catalog()
    for release in catalog.cudnn:
        for archive in release.archives:
            if archive.file == file:
                return release.version, archive
    raise AssertionError(f"{file} is not in the catalog")


@pytest.mark.parametrize("file", sorted(RECORDED))
def test_the_recorded_sha256_is_the_recipes_and_the_row_cites_that_commits_recipe(file: str) -> None:
    sha256, commit = RECORDED[file]
    _, archive = _archive(file)
    assert archive.sha256 == sha256  # type: ignore[attr-defined]
    sources = {source.id: source for source in load_catalog().sources}
    cited = [sources[id_] for id_ in archive.sources]  # type: ignore[attr-defined]
    urls = [source.url for source in cited]
    assert f"{FEEDSTOCK}{commit}/recipe/meta.yaml" in urls, urls


@pytest.mark.parametrize("file", sorted(MANIFEST_SIZES))
def test_the_8_9_7_cuda_11_rows_carry_nvidias_manifest_size_and_cite_the_manifest(file: str) -> None:
    _, archive = _archive(file)
    assert archive.size == MANIFEST_SIZES[file]  # type: ignore[attr-defined]
    sources = {source.id: source.url for source in load_catalog().sources}
    assert MANIFEST_897 in [sources[id_] for id_ in archive.sources]  # type: ignore[attr-defined]


def test_every_windows_cudnn_sha256_names_where_it_comes_from() -> None:
    """NVIDIA's redistrib manifests (S18) for the newer ones; a recipe at a named commit for the older."""
    sources = {source.id: source for source in load_catalog().sources}
    for release in load_catalog().cudnn:
        for archive in release.archives:
            if archive.os != "windows" or archive.sha256 is None:
                continue
            urls = [sources[id_].url for id_ in archive.sources]
            assert "S18" in archive.sources or any(PINNED.match(url) for url in urls), archive.file


def test_the_seeds_tf_2_4_plan_downloads_a_cudnn_it_can_verify() -> None:
    """The seeds' machine (RTX 2060, driver 457.20, Windows 10, Python 3.8) with TF 2.4: cuDNN 8.0.5 for CUDA
    11.0, now with the recipe's sha256, so the plan downloads and checks it like every other file."""
    facts = MachineFacts(
        os=OsFacts(family="windows", build="19045"),
        driver=DriverFacts("457.20"),
        gpus=(GpuFacts("NVIDIA GeForce RTX 2060", "7.5"),),
        python=PythonFacts("3.8.10"),
    )
    plan = make_plan(facts, Wishes(tensorflow="2.4", route="windows-native"))
    assert plan.ok and plan.cuda == "11.0" and plan.cudnn == "8.0.5"
    (cudnn,) = [download for download in plan.downloads if download.kind == "cudnn-archive"]
    assert cudnn.file == "cudnn-11.0-windows-x64-v8.0.5.39.zip"
    assert cudnn.sha256 == RECORDED[cudnn.file][0]
    assert all(download.sha256 or download.md5 or download.checksums_url for download in plan.downloads)
