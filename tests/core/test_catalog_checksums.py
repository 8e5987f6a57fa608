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

from wizard.core.catalog.load import load_catalog
from wizard.core.errors import CatalogError
from wizard.core.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
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
