"""A real conda channel made by the test: tiny packages in conda's ``.tar.bz2`` format (info/index.json,
info/paths.json, info/files, an optional licence), indexed by py-rattler's own ``index_fs``.

Fake only in content: the "python" package holds a script, "cudatoolkit" a licence and a file named like the
CUDA runtime. Everything rattler reads (repodata, sha256, sizes, noarch python linking) is real.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import tarfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

TIMESTAMP = 1_700_000_000_000


@dataclass(frozen=True)
class Package:
    """One package to put into the channel."""

    name: str
    version: str
    subdir: str = "linux-64"
    depends: tuple[str, ...] = ()
    files: Mapping[str, bytes] = field(default_factory=dict)
    licence: bytes | None = None
    noarch: str | None = None


def write_package(channel: Path, package: Package) -> Path:
    """The package's archive in ``channel/<subdir>/``."""
    files = dict(package.files) or {f"share/{package.name}/about.txt": f"{package.name} {package.version}\n".encode()}
    folder = channel / package.subdir
    folder.mkdir(parents=True, exist_ok=True)
    index = {"name": package.name, "version": package.version, "build": "0", "build_number": 0,
             "depends": list(package.depends), "subdir": package.subdir, "license": "BSD-3-Clause",
             "timestamp": TIMESTAMP, **({"noarch": package.noarch} if package.noarch else {})}
    paths = {"paths_version": 1, "paths": [
        {"_path": path, "path_type": "hardlink", "sha256": hashlib.sha256(data).hexdigest(), "size_in_bytes": len(data)}
        for path, data in files.items()]}
    archive = folder / f"{package.name}-{package.version}-0.tar.bz2"
    with tarfile.open(archive, "w:bz2") as tar:
        members = {**files, "info/index.json": json.dumps(index).encode(),
                   "info/paths.json": json.dumps(paths).encode(), "info/files": ("\n".join(files) + "\n").encode()}
        if package.licence is not None:
            members["info/licenses/LICENSE.txt"] = package.licence
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mtime = len(data), 0
            tar.addfile(info, io.BytesIO(data))
    return archive


def make_channel(channel: Path, packages: list[Package]) -> Path:
    """Write ``packages`` and index the channel with py-rattler, as a conda channel host does."""
    from rattler.index import index_fs

    for package in packages:
        write_package(channel, package)
    (channel / "noarch").mkdir(parents=True, exist_ok=True)
    result = index_fs(channel)
    if asyncio.iscoroutine(result):
        asyncio.run(result)
    return channel


CUDA_EULA = b"End User License Agreement\nNVIDIA CUDA Toolkit (test copy)\n"


def isolated_route_packages(subdir: str = "linux-64") -> list[Package]:
    """python, cudatoolkit (with its licence) and cudnn for ``subdir``, and a noarch pip."""
    windows = subdir.startswith("win")
    library = "Library/bin/" if windows else "lib/"
    return [
        Package("python", "3.10.13", subdir, files={("python.exe" if windows else "bin/python3.10"): b"#!fake\n"}),
        Package("cudatoolkit", "11.2.2", subdir, licence=CUDA_EULA,
                files={library + ("cudart64_110.dll" if windows else "libcudart.so.11.0"): b"runtime" * 100}),
        Package("cudnn", "8.1.0.77", subdir, depends=("cudatoolkit 11.2.*",),
                files={library + ("cudnn64_8.dll" if windows else "libcudnn.so.8"): b"dnn" * 100}),
        Package("pip", "24.0", "noarch", depends=("python >=3.8",), noarch="python",
                files={"site-packages/pip/__init__.py": b"__version__ = '24.0'\n"}),
    ]
