"""Where each CUDA installer's checksum comes from: NVIDIA's published md5 lists, carried into plans.

Catalog rows name the list (``checksums_url``, S16); the loader accepts only https addresses on
nvidia.com; the planner copies the address into the plan's downloads, and plan JSON keeps it.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from wizard.basics.errors import CatalogError
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import Wishes, plan_from_dict
from wizard.core.planner import make_plan
from wizard.resources import resource_path

LIST_11_PLUS = re.compile(r"https://developer\.download\.nvidia\.com/compute/cuda/(\d+\.\d+\.\d+)/docs/sidebar/md5sum\.txt")


def test_every_cuda_installer_row_names_nvidias_published_md5_list() -> None:
    for release in load_catalog().cuda:
        for installer in release.installers:
            assert installer.checksums_url, f"{release.version} {installer.os}"
            assert "S16" in installer.sources


def test_from_cuda_11_the_list_sits_under_the_releases_own_folder() -> None:
    for release in load_catalog().cuda:
        if int(release.version.split(".")[0]) < 11:
            continue
        for installer in release.installers:
            match = LIST_11_PLUS.fullmatch(installer.checksums_url or "")
            assert match and match.group(1) == release.version, installer.checksums_url


@pytest.mark.parametrize(
    ("version", "url"),
    [
        ("9.0.176", "https://developer.download.nvidia.com/compute/cuda/9.0/Prod/docs/sidebar/md5sum.txt"),
        ("9.2.148", "https://developer.download.nvidia.com/compute/cuda/9.2/Prod2/docs/sidebar/md5sum.txt"),
        ("10.0.130", "https://developer.download.nvidia.com/compute/cuda/10.0/Prod/docs/sidebar/md5sum.txt"),
        ("10.1.243", "https://developer.download.nvidia.com/compute/cuda/10.1/Prod/docs3/sidebar/md5sum.txt"),
        ("10.2.89", "https://developer.download.nvidia.com/compute/cuda/10.2/Prod/docs/sidebar/md5sum2.txt"),
    ],
)
def test_before_cuda_11_the_list_sits_under_the_prod_folder_of_that_update(version: str, url: str) -> None:
    """9.2 update 1 lives under Prod2; 10.1 update 2 and 10.2 use the later lists NVIDIA linked (S14)."""
    release = next(release for release in load_catalog().cuda if release.version == version)
    assert {installer.checksums_url for installer in release.installers} == {url}


@pytest.mark.parametrize(
    "bad",
    [
        "http://developer.download.nvidia.com/compute/cuda/11.2.2/docs/sidebar/md5sum.txt",
        "https://mirror.example.com/compute/cuda/11.2.2/docs/sidebar/md5sum.txt",
        "https://developer.download.nvidia.com.evil.example/md5sum.txt",
        "file:///tmp/md5sum.txt",
    ],
    ids=["plain-http", "another-host", "lookalike-host", "file-url"],
)
def test_a_checksums_url_off_nvidias_https_hosts_is_refused_at_load(tmp_path: Path, bad: str) -> None:
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    path = folder / "cuda.json"
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    number, row = next(
        (index + 1, row) for index, row in enumerate(document["releases"]) if row["version"] == "11.2.2"
    )
    row["installers"][1]["checksums_url"] = bad
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    assert f'cuda.json releases row {number} (11.2.2): archives[1]: checksums_url "{bad}"' in caught.value.message


def test_the_plans_cuda_installer_carries_the_list_and_plan_json_keeps_it() -> None:
    facts = MachineFacts(
        os=OsFacts(family="windows", build="19045"),
        driver=DriverFacts("516.94"),
        gpus=(GpuFacts("NVIDIA GeForce RTX 2060", "7.5"),),
        python=PythonFacts("3.9.13"),
    )
    plan = make_plan(facts, Wishes(tensorflow="2.10", route="windows-native"))
    assert plan.ok and plan.cuda == "11.2"
    installer = next(download for download in plan.downloads if download.kind == "cuda-installer")
    assert installer.checksums_url is not None
    assert LIST_11_PLUS.fullmatch(installer.checksums_url)
    assert installer.checksums_url.split("/")[5] in installer.file  # the list of the installer's release
    document = json.loads(plan.to_json())
    listed = next(item for item in document["downloads"] if item["kind"] == "cuda-installer")
    assert listed["checksums_url"] == installer.checksums_url
    assert plan_from_dict(document).downloads == plan.downloads


def test_an_older_plan_document_without_the_field_still_reads() -> None:
    document = {
        "route": "linux", "tensorflow": None, "python": "3.8", "cuda": "11.2", "cudnn": "8.1",
        "downloads": [{"kind": "cuda-installer", "file": "a.run", "url": "https://x.invalid/a.run"}],
    }  # fmt: skip
    assert plan_from_dict(document).downloads[0].checksums_url is None


# Full values from the Chocolatey 'cuda' package scripts (S15), spot-checked against compat-facts B2,
# which records the same values (some only by their first and last digits).
CHOCOLATEY = {
    "11.0.1": "f93f4ecc29d9f24e95ec9899677118ce8007d143cc4ffdec9ac68d6a81757bfa",
    "12.1.0": "7e4e2725234c92edc1753f1bb603d3ab31fe8481189022402c0c8b9188b38b25",
    "12.2.2": "d4828f42152ccfb6b998a96533c5dd5ecc0409c09b46bbff787b6e32a31d1b0d",
    "12.4.1": "7d20c5eb186e4d3c64680fe5096bed05926aea89754192102323c956c26244de",
    "12.9.1": "f0ca7cc7b4cea2fac2c4951819d2a9caea31e04000e9110e2048719525f8ea0e",
}


@pytest.mark.parametrize("version", sorted(CHOCOLATEY))
def test_third_party_sha256_values_are_full_and_cite_chocolatey(version: str) -> None:
    release = next(release for release in load_catalog().cuda if release.version == version)
    (installer,) = [installer for installer in release.installers if installer.os == "windows"]
    assert installer.sha256 == CHOCOLATEY[version] and "S15" in installer.sources


def test_every_windows_sha256_is_marked_third_party() -> None:
    """NVIDIA publishes no sha256 for the monolithic installers (compat-facts B2): each comes from S15
    or carries a note naming its third-party origin."""
    for release in load_catalog().cuda:
        for installer in release.installers:
            if installer.sha256:
                assert "S15" in installer.sources or any("[T]" in note for note in installer.notes)


def test_the_main_windows_route_installer_has_a_full_sha256_and_the_list_as_well() -> None:
    """CUDA 11.2.2 for TF 2.10 on Windows: a sha256 from Julia Yggdrasil's recipe [T], and NVIDIA's md5 list."""
    release = next(release for release in load_catalog().cuda if release.version == "11.2.2")
    (installer,) = [installer for installer in release.installers if installer.os == "windows"]
    assert installer.sha256 and len(installer.sha256) == 64 and installer.checksums_url
