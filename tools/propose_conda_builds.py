"""Maintainers: propose ``conda_gpu.json`` rows for the CUDA builds of TensorFlow a conda channel has and the
catalog does not know, from the channel's own ``repodata.json`` (used by tools/propose_releases.py).

A channel lists each build with its name, version, build string (``cuda128py312h<hash>_201``: CUDA 12.8, Python
3.12, build number 201), build number and dependencies. One row is proposed per release and CUDA line: the Pythons
from the build strings, the lowest build number, the CUDA line, and the driver that line needs from the catalog's
own CUDA table (NVIDIA's Table 3). The GPU code (``sass``, ``ptx``) and the first build that carries it, the notes
and the sources are the reviewer's. Pre-releases are proposed apart, marked as such, never as rows to offer.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import requests
from packaging.version import InvalidVersion, Version

from wizard.core.catalog.model import Catalog

PACKAGE = "tensorflow"
SUBDIR = "linux-64"
_CUDA_BUILD = re.compile(r"cuda(\d{2,3})py(\d)(\d+)\w*?_(\d+)$")
_FIELDS = ("build", "first_build_number", "python", "python_default", "cuda", "driver_min", "subdir")


def channel_builds(session: requests.Session, channel: str, subdir: str = SUBDIR) -> tuple[list[dict[str, Any]], str]:
    """The channel's CUDA builds of TensorFlow for ``subdir`` (file name added), and where they were read."""
    url = f"{channel.rstrip('/')}/{subdir}/repodata.json"
    response = session.get(url, timeout=120)
    response.raise_for_status()
    document = response.json()
    builds = []
    for key in ("packages", "packages.conda"):
        for filename, record in (document.get(key) or {}).items():
            if record.get("name") == PACKAGE and _CUDA_BUILD.match(str(record.get("build", ""))):
                builds.append({**record, "filename": filename})
    return builds, url


def proposed_rows(builds: list[dict[str, Any]], catalog: Catalog, channel: str, read_from: str) -> list[dict[str, Any]]:
    """One row per release and CUDA line, oldest release first."""
    groups: dict[tuple[Version, str], list[dict[str, Any]]] = {}
    for record in builds:
        try:
            version = Version(str(record["version"]))
        except InvalidVersion:
            continue
        match = _CUDA_BUILD.match(str(record["build"]))
        if match is not None:
            groups.setdefault((version, match.group(1)), []).append(record)
    return [_row(version, digits, records, catalog, channel=channel, read_from=read_from)
            for (version, digits), records in sorted(groups.items())]


def propose_conda(session: requests.Session, channel: str, catalog: Catalog,
                  include_known: bool = False) -> dict[str, Any]:
    """New builds as proposed rows, pre-releases apart; with ``include_known`` the catalog's rows compared too."""
    builds, read_from = channel_builds(session, channel)
    name = urlsplit(channel).path.rstrip("/").rsplit("/", 1)[-1] or channel
    result: dict[str, Any] = {"proposed": [], "prereleases": [], "compared": []}
    for row in proposed_rows(builds, catalog, name, read_from):
        known = next((b for b in catalog.conda_gpu if b.package == PACKAGE and b.version == row["version"]
                      and b.build == row["build"] and b.subdir == row["subdir"]), None)
        if known is None:
            result["prereleases" if row["prerelease"] else "proposed"].append(row)
        elif include_known:
            ours = {"build": known.build, "first_build_number": known.first_build_number,
                    "python": list(known.python), "python_default": known.python_default, "cuda": known.cuda,
                    "driver_min": known.driver_min, "subdir": known.subdir}
            result["compared"].append({"version": row["version"], "build": row["build"], "differences": {
                field: {"catalog": ours[field], "channel": row[field]} for field in _FIELDS
                if ours[field] != row[field]}})
    return result


def _row(version: Version, digits: str, records: list[dict[str, Any]], catalog: Catalog, *, channel: str,
         read_from: str) -> dict[str, Any]:
    cuda = f"{digits[:-1]}.{digits[-1]}"
    pythons = sorted({f"{m.group(2)}.{m.group(3)}" for r in records if (m := _CUDA_BUILD.match(str(r["build"])))},
                     key=Version)
    return {"channel": channel, "package": PACKAGE, "version": str(version), "build": f"cuda{digits}*",
            "first_build_number": min(int(r.get("build_number", 0)) for r in records),
            "python": pythons, "python_default": pythons[-1], "cuda": cuda, "driver_min": _driver_for(catalog, cuda),
            "routes": ["linux", "wsl2"], "arch": "x86_64", "subdir": SUBDIR, "prerelease": version.is_prerelease,
            "proposed_from": {"repodata": read_from, "builds": sorted(r["filename"] for r in records)},
            "left_to_review": ["sass", "ptx (tools/check_catalog_gpu_code.py on the package's libraries)",
                               "first_build_number (the first build whose GPU code sass/ptx describe)", "notes",
                               "sources"]}


def _driver_for(catalog: Catalog, cuda: str) -> str | None:
    """The driver branch the CUDA line's first release needs on Linux (``570`` for 12.8), from the catalog."""
    releases = sorted((r for r in catalog.cuda if r.version.split(".")[:2] == cuda.split(".")),
                      key=lambda r: Version(r.version))
    driver = (releases[0].driver_linux if releases else None) or ""
    return driver.split(".")[0] or None
