"""Maintainers: propose catalog rows for the TensorFlow releases the catalog does not know, from what the package
index itself states (docs/catalog.md, "Proposing new releases").

    python tools/propose_releases.py [INDEX_URL] [--conda-channel URL] [--release VERSION ...] [--out FILE] [--all]

``INDEX_URL`` is a simple index that answers in JSON (PEP 691), e.g. ``https://<index host>/simple/``. For each
release, the Linux x86_64 wheels give the Pythons (their ``cpXY`` tags, within ``Requires-Python``) and the glibc
floor (their manylinux tag); one wheel's METADATA, read through PEP 658 where the index serves it and by HTTP range
requests into the wheel otherwise, gives CUDA and cuDNN from the ``[and-cuda]`` pins. Pre-releases are proposed
apart, marked as such, never as rows to offer. The GPU code (``sass``, ``ptx``, ``min_cc``) is left to
``tools/check_catalog_gpu_code.py`` on the wheel, and the source ids to the reviewer; nothing is written into the
catalog. ``--all`` also compares the releases the catalog knows with their rows; ``--release`` reads only the releases
named (the slow tier's check of a few). ``--conda-channel`` reads a conda channel's ``repodata.json`` too and
proposes ``conda_gpu.json`` rows for its CUDA builds (tools/propose_conda_builds.py), under ``conda``. Exit 0, or 2
on bad input.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
import zipfile
from email.parser import HeaderParser
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import requests
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import InvalidWheelFilename, parse_wheel_filename
from packaging.version import InvalidVersion, Version
from propose_conda_builds import propose_conda  # the sibling tool module (tools/ is the script's folder)

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog
from wizard.core.download.network import NetworkSettings, make_session

PROJECT = "tensorflow"
JSON_ACCEPT = "application/vnd.pypi.simple.v1+json"
_MANYLINUX = re.compile(r"manylinux_(\d+)_(\d+)_x86_64|manylinux(2014|2010|1)_x86_64")
_LEGACY_GLIBC = {"2014": "2.17", "2010": "2.12", "1": "2.5"}
_FIELDS = ("package", "python", "cuda", "cudnn", "cudnn_min", "glibc_min", "and_cuda")


def index_files(session: requests.Session, index: str) -> list[dict[str, Any]]:
    """The project's files as the JSON simple index lists them (URLs made absolute)."""
    page = urljoin(index.rstrip("/") + "/", f"{PROJECT}/")
    response = session.get(page, headers={"Accept": JSON_ACCEPT}, timeout=60)
    response.raise_for_status()
    return [{**item, "url": urljoin(page, item["url"])} for item in response.json()["files"]]


def linux_wheels(files: list[dict[str, Any]]) -> dict[Version, list[dict[str, Any]]]:
    """Linux x86_64 wheels by release."""
    releases: dict[Version, list[dict[str, Any]]] = {}
    for item in files:
        try:
            _, version, _, tags = parse_wheel_filename(item["filename"])
        except (InvalidWheelFilename, InvalidVersion):
            continue
        if any(_MANYLINUX.fullmatch(tag.platform) for tag in tags):
            releases.setdefault(version, []).append(item)
    return releases


def wheel_metadata(session: requests.Session, item: dict[str, Any]) -> tuple[str, str]:
    """The wheel's METADATA text and where it was read: the PEP 658 file, or range requests into the wheel."""
    if item.get("core-metadata") or item.get("dist-info-metadata"):
        response = session.get(item["url"] + ".metadata", timeout=60)
        response.raise_for_status()
        return response.text, item["url"] + ".metadata"
    with zipfile.ZipFile(io.BufferedReader(RangeFile(session, item["url"]), 256 * 1024)) as wheel:
        name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        return wheel.read(name).decode("utf-8"), f"{item['url']} ({name}, range requests)"


class RangeFile(io.RawIOBase):
    """A remote file read with HTTP range requests (what zipfile needs: seek, tell, read)."""

    def __init__(self, session: requests.Session, url: str) -> None:
        super().__init__()
        self.session, self.url, self.position = session, url, 0
        head = session.head(url, timeout=60, allow_redirects=True)
        head.raise_for_status()
        self.size = int(head.headers["Content-Length"])

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self.position, io.SEEK_END: self.size}[whence]
        self.position = max(0, base + offset)
        return self.position

    def readinto(self, buffer: Any) -> int:
        wanted = min(len(buffer), self.size - self.position)
        if wanted <= 0:
            return 0
        last = self.position + wanted - 1
        response = self.session.get(self.url, headers={"Range": f"bytes={self.position}-{last}"}, timeout=60)
        if response.status_code != 206:
            raise OSError(f"{self.url} answered {response.status_code} to a range request")
        data = response.content[:wanted]
        buffer[:len(data)] = data
        self.position += len(data)
        return len(data)


def proposed_row(version: Version, wheels: list[dict[str, Any]], metadata: str, read_from: str) -> dict[str, Any]:
    """The catalog row the index states for ``version`` (GPU code and sources left to the reviewer)."""
    headers = HeaderParser().parsestr(metadata)
    requires_python = SpecifierSet(headers.get("Requires-Python", ""))
    tags = {tag for item in wheels for tag in parse_wheel_filename(item["filename"])[3]}
    cpython = {f"{tag.interpreter[2]}.{tag.interpreter[3:]}" for tag in tags if tag.interpreter.startswith("cp3")}
    pythons = sorted(cpython, key=Version)
    pins = _and_cuda_pins(headers.get_all("Requires-Dist") or [])
    cuda, cudnn = pins.get("nvidia-cuda-runtime"), pins.get("nvidia-cudnn")
    return {"os": "linux", "versions": [str(version)], "package": PROJECT,
            "python": [p for p in pythons if requires_python.contains(p + ".0", prereleases=True)],
            "cuda": _major_minor(cuda) if cuda else None, "cudnn": _major_minor(cudnn) if cudnn else None,
            "cudnn_min": ".".join(cudnn.split(".")[:3]) if cudnn else None,
            "glibc_min": min((_glibc(tag.platform) for tag in tags if _glibc(tag.platform)), key=Version, default=None),
            "and_cuda": bool(pins), "prerelease": version.is_prerelease,
            "proposed_from": {"metadata": read_from, "wheels": sorted(item["filename"] for item in wheels)},
            "left_to_review": ["min_cc", "sass", "ptx (tools/check_catalog_gpu_code.py on the wheel)", "sources"]}


def propose(session: requests.Session, index: str, catalog: Catalog, include_known: bool = False,
            only: frozenset[Version] = frozenset()) -> dict[str, Any]:
    """New releases as proposed rows, pre-releases apart; with ``include_known`` the known ones compared too;
    ``only`` (when given) the releases read."""
    known = {Version(v) for build in catalog.tensorflow if build.os == "linux" for v in build.versions}
    result: dict[str, Any] = {"proposed": [], "prereleases": [], "compared": []}
    for version, wheels in sorted(linux_wheels(index_files(session, index)).items()):
        if (version in known and not include_known) or (only and version not in only):
            continue
        chosen = sorted(wheels, key=lambda item: item["filename"])[len(wheels) // 2]
        row = proposed_row(version, wheels, *wheel_metadata(session, chosen))
        if version in known:
            result["compared"].append({"version": str(version), "differences": _differences(row, catalog, version)})
        else:
            result["prereleases" if version.is_prerelease else "proposed"].append(row)
    return result


def _differences(row: dict[str, Any], catalog: Catalog, version: Version) -> dict[str, Any]:
    build = next(b for b in catalog.tensorflow if b.os == "linux" and version in {Version(v) for v in b.versions})
    ours = {"package": build.package, "python": list(build.python), "cuda": build.cuda, "cudnn": build.cudnn,
            "cudnn_min": build.cudnn_min, "glibc_min": build.glibc_min, "and_cuda": build.and_cuda}
    return {field: {"catalog": ours[field], "index": row[field]} for field in _FIELDS if ours[field] != row[field]}


def _and_cuda_pins(requirements: list[str]) -> dict[str, str]:
    """``nvidia-cudnn`` -> its lowest allowed version, for the requirements under the ``and-cuda`` extra."""
    pins: dict[str, str] = {}
    for text in requirements:
        try:
            requirement = Requirement(text)
        except InvalidRequirement:
            continue
        if requirement.marker is None or not requirement.marker.evaluate({"extra": "and-cuda"}):
            continue
        if requirement.marker.evaluate({"extra": ""}):
            continue  # not tied to the extra
        floor = [s.version for s in requirement.specifier if s.operator in ("==", ">=", "~=")]
        name = re.sub(r"-cu\d+$", "", requirement.name.lower())
        if floor:
            pins[name] = floor[0]
    return pins


def _major_minor(version: str) -> str:
    return ".".join(version.split(".")[:2])


def _glibc(platform: str) -> str | None:
    match = _MANYLINUX.fullmatch(platform)
    if match is None:
        return None
    return f"{match.group(1)}.{match.group(2)}" if match.group(1) else _LEGACY_GLIBC[match.group(3)]


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Propose catalog rows for TensorFlow releases the catalog lacks.")
    parser.add_argument("index", nargs="?", help="a JSON simple index (PEP 691), ending in /simple/")
    parser.add_argument("--conda-channel", metavar="URL", help="a conda channel whose CUDA builds to read too")
    parser.add_argument("--release", action="append", default=[], metavar="VERSION",
                        help="read only this release from the index (repeatable)")
    parser.add_argument("--out", type=Path, help="write the proposal here (default: print it)")
    parser.add_argument("--all", action="store_true", help="also compare the releases the catalog knows")
    args = parser.parse_args(arguments)
    if not args.index and not args.conda_channel:
        parser.error("give a package index, a conda channel, or both")
    try:
        only = frozenset(Version(text) for text in args.release)
    except InvalidVersion as error:
        parser.error(str(error))
    session = make_session(NetworkSettings())
    catalog = load_catalog()
    result: dict[str, Any] = {}
    try:
        if args.index:
            result = propose(session, args.index, catalog, include_known=args.all, only=only)
        if args.conda_channel:
            result["conda"] = propose_conda(session, args.conda_channel, catalog, include_known=args.all)
    except (requests.RequestException, OSError, ValueError, KeyError, zipfile.BadZipFile, StopIteration) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        session.close()
    text = json.dumps(result, indent=1) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
