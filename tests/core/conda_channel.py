"""A real conda channel made by the test: tiny packages in conda's ``.tar.bz2`` format (info/index.json,
info/paths.json, info/files, an optional licence), indexed by py-rattler's own ``index_fs``.

Fake only in content: the "python" package holds a script, "cudatoolkit" a licence and a file named like the
CUDA runtime. Everything rattler reads (repodata, sha256, sizes, noarch python linking) is real.
:func:`working_python` is a "python" package that runs: this test's own interpreter, laid out as a venv
(its executable and a ``pyvenv.cfg``; on Windows ``python.exe`` at the top with a ``python._pth``), so pip and uv
can install into the env rattler made.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
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
    build: str = "0"
    build_number: int = 0
    links: Mapping[str, str] = field(default_factory=dict)  # symbolic links the archive holds: path -> target
    # paths.json's entries when they are not the files (a hostile package's): path -> the bytes its sha names
    listed: Mapping[str, bytes] | None = None
    links_listed: bool = True  # the links are paths.json entries too (softlink)
    conda_format: bool = False  # a .conda archive (needs the zstd program) instead of .tar.bz2


def write_package(channel: Path, package: Package) -> Path:
    """The package's archive in ``channel/<subdir>/``."""
    files = dict(package.files) or {f"share/{package.name}/about.txt": f"{package.name} {package.version}\n".encode()}
    folder = channel / package.subdir
    folder.mkdir(parents=True, exist_ok=True)
    index = {"name": package.name, "version": package.version, "build": package.build,
             "build_number": package.build_number,
             "depends": list(package.depends), "subdir": package.subdir, "license": "BSD-3-Clause",
             "timestamp": TIMESTAMP, **({"noarch": package.noarch} if package.noarch else {})}
    listed = files if package.listed is None else package.listed
    paths = {"paths_version": 1, "paths": [
        {"_path": path, "path_type": "hardlink", "sha256": hashlib.sha256(data).hexdigest(), "size_in_bytes": len(data)}
        for path, data in listed.items()] + [
        {"_path": path, "path_type": "softlink"} for path in (package.links if package.links_listed else {})]}
    members = {**files, "info/index.json": json.dumps(index).encode(),
               "info/paths.json": json.dumps(paths).encode(), "info/files": ("\n".join(files) + "\n").encode()}
    if package.licence is not None:
        members["info/licenses/LICENSE.txt"] = package.licence
    stem = f"{package.name}-{package.version}-{package.build}"
    if package.conda_format:
        return _write_conda(folder / f"{stem}.conda", stem, members, package.links)
    archive = folder / f"{stem}.tar.bz2"
    with tarfile.open(archive, "w:bz2") as tar:
        _add_members(tar, members, package.links)
    return archive


def _add_members(tar: tarfile.TarFile, members: Mapping[str, bytes], links: Mapping[str, str]) -> None:
    for name, data in members.items():
        info = tarfile.TarInfo(name)
        info.size, info.mtime = len(data), 0
        info.mode = 0o755 if name.startswith("bin/") else 0o644
        tar.addfile(info, io.BytesIO(data))
    for name, target in links.items():
        info = tarfile.TarInfo(name)
        info.type, info.linkname, info.mtime = tarfile.SYMTYPE, target, 0
        tar.addfile(info)


def _write_conda(archive: Path, stem: str, members: Mapping[str, bytes], links: Mapping[str, str]) -> Path:
    """conda's ``.conda`` format (what conda-forge serves): a zip of ``info-`` and ``pkg-`` tars, each compressed
    with zstd (the ``zstd`` program: this Python has no zstd module)."""
    sections = {"info": ({k: v for k, v in members.items() if k.startswith("info/")}, {}),
                "pkg": ({k: v for k, v in members.items() if not k.startswith("info/")}, links)}
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as outer:
        outer.writestr("metadata.json", json.dumps({"conda_pkg_format_version": 2}))
        for section, (contents, section_links) in sections.items():
            raw = io.BytesIO()
            with tarfile.open(fileobj=raw, mode="w") as tar:
                _add_members(tar, contents, section_links)
            packed = subprocess.run(["zstd", "-q", "-c"], input=raw.getvalue(), capture_output=True, check=True)
            outer.writestr(f"{section}-{stem}.tar.zst", packed.stdout)
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


PYTHON_VERSION = ".".join(str(part) for part in sys.version_info[:3])
PYTHON_LINE = f"{sys.version_info.major}.{sys.version_info.minor}"


def working_python(subdir: str = "linux-64") -> Package:
    """A "python" package of this interpreter's version that runs here: its executable (a copy; it finds its
    libpython through its own run path) and a ``pyvenv.cfg`` pointing at its standard library's home; for
    ``win-64`` conda's Windows layout, ``python.exe`` at the top, the DLLs beside it and a ``python._pth``."""
    executable = Path(sys._base_executable if hasattr(sys, "_base_executable") else sys.executable).resolve()
    home = Path(sysconfig.get_config_var("BINDIR") or executable.parent)
    cfg = f"home = {home}\ninclude-system-site-packages = false\nversion = {PYTHON_VERSION}\n"
    if subdir.startswith("win"):  # Windows' layout: python.exe at the top with the DLLs it loads beside it
        beside = {dll.name: dll.read_bytes() for dll in executable.parent.glob("*.dll")}
        # Its standard library named by a ._pth file: a pyvenv.cfg beside python.exe would make the folder
        # above the env sys.prefix, and packages would be installed there, outside the env.
        base = Path(sys.base_prefix)
        pth = "\n".join([str(base / "Lib"), str(base / "DLLs"), "Lib\\site-packages", "import site", ""])
        return Package("python", PYTHON_VERSION, subdir, files={
            "python.exe": executable.read_bytes(), **beside, "python._pth": pth.encode(),
            "Lib/site-packages/.keep": b""})
    return Package("python", PYTHON_VERSION, subdir, files={
        "bin/python": executable.read_bytes(), f"bin/python{PYTHON_LINE}": executable.read_bytes(),
        "pyvenv.cfg": cfg.encode(),
        f"lib/python{PYTHON_LINE}/site-packages/.keep": b""})


def runnable_route_packages(subdir: str = "linux-64") -> list[Package]:
    """The isolated route's packages for ``subdir`` with a Python that runs (:func:`working_python`; a win-64 one
    runs only on Windows)."""
    _, cudatoolkit, cudnn, pip = isolated_route_packages(subdir)
    return [working_python(subdir), cudatoolkit, cudnn, pip]


def conda_tensorflow(cuda: str = "12.8", subdir: str = "linux-64") -> Package:
    """conda-forge's way of shipping a GPU TensorFlow, in miniature: ``tensorflow`` 2.19.1 built ``cuda128...``,
    needing a driver for CUDA ``cuda`` (``__cuda``), with its dist-info so the env's metadata names it (in
    ``Lib/site-packages`` for ``win-64``, as a Windows conda env keeps it)."""
    site = "Lib/site-packages" if subdir.startswith("win") else f"lib/python{PYTHON_LINE}/site-packages"
    return Package("tensorflow", "2.19.1", subdir, depends=(f"python {PYTHON_LINE}.*", f"__cuda >={cuda}"),
                   build=f"cuda128py{PYTHON_LINE.replace('.', '')}h0_201", files={
                       f"{site}/tensorflow/__init__.py": b"__version__ = '2.19.1'\n",
                       f"{site}/tensorflow-2.19.1.dist-info/METADATA":
                           b"Metadata-Version: 2.1\nName: tensorflow\nVersion: 2.19.1\n"})
