"""A small, real stand-in for NVIDIA's Windows cuDNN zip (8.0.5 unless told): the ``cuda/`` layout, every
library the catalog lists (the main DLL a real PE file with a version resource), the headers stating the version."""

from __future__ import annotations

import zipfile
from pathlib import Path

from tests.core.preflight.pe_builder import build_versioned_dll
from wizard.core.catalog.load import load_catalog

FILE = "cudnn-11.0-windows-x64-v8.0.5.39.zip"


def version_header(version: str) -> bytes:
    """``cudnn_version.h`` as cuDNN 8 writes it."""
    major, minor, patch = version.split(".")[:3]
    return (f"#define CUDNN_MAJOR {major}\n#define CUDNN_MINOR {minor}\n#define CUDNN_PATCHLEVEL {patch}\n"
            "#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n").encode()


def cudnn_windows_zip(path: Path, release_version: str = "8.0.5", *, header_version: str | None = None,
                      dll_version: str | None = None, machine: str = "amd64", leave_out: tuple[str, ...] = ()) -> Path:
    """Write the stand-in zip of the catalog's ``release_version`` at ``path`` (headers and DLL stating it
    unless told otherwise); ``leave_out`` names libraries it lacks."""
    release = next(release for release in load_catalog().cudnn if release.version == release_version)
    header_version = header_version or release.version
    dll_version = dll_version or release.full_version or release.version
    dll = build_versioned_dll(path.with_suffix(".dll"), dll_version, machine).read_bytes()
    path.with_suffix(".dll").unlink()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for index, name in enumerate(release.libraries["windows"]):
            if name not in leave_out:
                archive.writestr(f"cuda/bin/{name}", dll if index == 0 else b"MZ" + name.encode() * 40)
        archive.writestr("cuda/include/cudnn.h", b'#include "cudnn_version.h"\n')
        archive.writestr("cuda/include/cudnn_version.h", version_header(header_version))
        archive.writestr("cuda/lib/x64/cudnn.lib", b"!<arch>\n")
        archive.writestr("cuda/NVIDIA_SLA_cuDNN_Support.txt", b"licence\n")
    return path


def windows_cuda_folder(root: Path, *, older_cudnn: bool = True) -> Path:
    """A CUDA folder as NVIDIA's Windows installer leaves it at ``root`` (bin, include, lib\\x64), by default with
    an older cuDNN header that a copy replaces."""
    for folder in ("bin", "include", "lib/x64"):
        (root / folder).mkdir(parents=True)
    (root / "bin" / "cudart64_110.dll").write_bytes(b"MZ cudart")
    (root / "lib" / "x64" / "cudart.lib").write_bytes(b"!<arch>\n")
    if older_cudnn:
        (root / "include" / "cudnn.h").write_bytes(b"// an older cudnn.h\r\n")
    return root
