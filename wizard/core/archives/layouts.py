"""Recognise an unpacked cuDNN archive (old ``cuda/`` or new ``cudnn-*-archive/``) and check its libraries.

Layouts (compat-facts.md C2, from the conda-forge, Spack and nixpkgs recipes that copy these folders):
* old, up to 8.2: ``cuda/bin|include|lib/x64`` on Windows, ``cuda/include|lib64`` on Linux;
* new, from 8.3.1: ``cudnn-<os>-x86_64-<ver>_cuda<X>-archive/bin|include|lib/x64`` on Windows and
  ``.../include|lib`` on Linux, whose ``lib`` goes into the toolkit's ``lib64`` (NVIDIA's Linux install
  guide: ``cp cudnn-*-archive/lib/libcudnn* /usr/local/cuda/lib64``).
The expected libraries are checked before anything is copied, because cuDNN 8 loads its sub-libraries
lazily: a missing ``cudnn_cnn_infer64_8.dll`` only fails at the first convolution (compat-facts M17).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr, tr_n
from wizard.core.catalog.model import Catalog, CudnnRelease, OsName

LayoutKind = Literal["cuda-folder", "archive-folder"]

# Fallback when the catalog row lists no libraries: names verified from NVIDIA's wheels (compat-facts C2).
_SUBLIBS = {8: ("ops_infer", "ops_train", "cnn_infer", "cnn_train", "adv_infer", "adv_train"),
            9: ("adv", "cnn", "engines_precompiled", "engines_runtime_compiled", "graph", "heuristic", "ops")}


@dataclass(frozen=True)
class FolderMapping:
    """One folder of the archive and where it goes, relative to the CUDA root (``lib/x64``, ``lib64``)."""

    source: Path
    target: str


@dataclass(frozen=True)
class CudnnLayout:
    """An unpacked cuDNN archive: its top folder, its folders to copy, its library folder and version."""

    kind: LayoutKind
    os: OsName
    root: Path
    mappings: tuple[FolderMapping, ...]
    library_dir: Path
    version: str | None


class CudnnArchiveError(BadInputError):
    """The archive is not a cuDNN archive for this system, or lacks files it must have."""

    reference = "cudnn-archive-invalid"


def wanted_folders(os_name: OsName, kind: LayoutKind) -> list[tuple[str, str]]:
    """(folder in the archive, folder under the CUDA root) per OS and layout."""
    if os_name == "windows":
        return [("bin", "bin"), ("include", "include"), ("lib/x64", "lib/x64")]
    return [("include", "include"), ("lib64" if kind == "cuda-folder" else "lib", "lib64")]


def find_top_folder(staging: Path) -> tuple[Path, LayoutKind]:
    """The one top folder of the unpacked archive: ``cuda`` (old) or ``cudnn-*-archive`` (new)."""
    tops = [p for p in staging.iterdir() if p.is_dir() and not p.is_symlink()]
    old = [p for p in tops if p.name == "cuda"]
    new = [p for p in tops if p.name.startswith("cudnn-") and p.name.endswith("-archive")]
    if len(old) + len(new) == 1:
        return (old[0], "cuda-folder") if old else (new[0], "archive-folder")
    found = ", ".join(sorted(p.name for p in tops)) or "-"
    raise CudnnArchiveError(
        tr("Layout", "This does not look like a cuDNN archive: it should hold one folder named 'cuda' or "
           "'cudnn-...-archive', but holds: {found}.").format(found=found),
        hint=tr("Layout", "Choose the cuDNN zip (Windows) or tar.xz (Linux) downloaded from NVIDIA."),
    )


def recognise_layout(staging: Path, os_name: OsName) -> CudnnLayout:
    """Map the unpacked archive's folders onto the CUDA root, or say exactly which folders are missing."""
    root, kind = find_top_folder(staging)
    if kind == "archive-folder" and os_name == "windows" and not (root / "lib" / "x64").is_dir():
        pairs = [("bin", "bin"), ("include", "include"), ("lib", "lib/x64")]  # some zips have a flat lib/
    else:
        pairs = wanted_folders(os_name, kind)
    missing = [name for name, _ in pairs if not (root / name).is_dir()]
    if missing:
        raise CudnnArchiveError(
            tr("Layout", "The cuDNN archive lacks the folders {missing} that a {os} archive has.").format(
                missing=", ".join(missing), os=os_name),
            hint=_wrong_os_hint(root, os_name),
            context={"folder": root},
        )
    mappings = tuple(FolderMapping(root / name, target) for name, target in pairs)
    library_dir = root / ("bin" if os_name == "windows" else pairs[-1][0])
    return CudnnLayout(kind, os_name, root, mappings, library_dir, read_cudnn_version(root / "include"))


def _wrong_os_hint(root: Path, os_name: OsName) -> str:
    if os_name == "windows" and any(root.glob("lib*/libcudnn*")):
        return tr("Layout", "This is the Linux archive; download the Windows zip instead.")
    if os_name == "linux" and any(root.glob("bin/cudnn*.dll")):
        return tr("Layout", "This is the Windows archive; download the Linux tar.xz instead.")
    return tr("Layout", "Download the archive again from NVIDIA; this one is incomplete.")


_DEFINE = re.compile(r"^\s*#\s*define\s+CUDNN_(MAJOR|MINOR|PATCHLEVEL)\s+(\d+)", re.MULTILINE)


def read_cudnn_version(include: Path) -> str | None:
    """'8.9.7' from ``cudnn_version.h`` (cuDNN 8+) or ``cudnn.h`` (7.x); None when neither says."""
    for header in ("cudnn_version.h", "cudnn.h"):
        try:
            text = (include / header).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        found = dict(_DEFINE.findall(text))
        if {"MAJOR", "MINOR", "PATCHLEVEL"} <= found.keys():
            return f"{found['MAJOR']}.{found['MINOR']}.{found['PATCHLEVEL']}"
    return None


def find_release(catalog: Catalog, version: str) -> CudnnRelease | None:
    """The catalog row for ``version`` ('8.9.7' matches '8.9.7.29' and back), or None."""
    wanted = version.split(".")
    for release in catalog.cudnn:
        have = release.version.split(".")
        common = min(len(have), len(wanted))
        if common >= 3 and have[:common] == wanted[:common]:
            return release
    return None


def expected_libraries(version: str | None, os_name: OsName, release: CudnnRelease | None) -> tuple[str, ...]:
    """The catalog's list for this OS, else the family every cuDNN of that major ships."""
    if release is not None and release.libraries.get(os_name):
        return release.libraries[os_name]
    major = int(version.split(".")[0]) if version else 0
    subs = _SUBLIBS.get(major, ())
    if os_name == "windows":
        return (f"cudnn64_{major}.dll", *(f"cudnn_{s}64_{major}.dll" for s in subs)) if major else ()
    return (f"libcudnn.so.{major}", *(f"libcudnn_{s}.so.{major}" for s in subs)) if major else ()


def check_libraries(layout: CudnnLayout, expected: tuple[str, ...]) -> None:
    """Refuse, naming every missing file, before anything is copied."""
    if not expected:
        raise CudnnArchiveError(
            tr("Layout", "The cuDNN version of this archive is unknown, so its files cannot be checked."),
            hint=tr("Layout", "Use an unmodified archive from NVIDIA (it has include/cudnn_version.h)."),
        )
    missing = [name for name in expected if not os.path.lexists(layout.library_dir / name)]
    if missing:
        raise CudnnArchiveError(
            tr_n("Layout", "The cuDNN archive lacks %n library file(s): {names}.", len(missing)).format(
                names=", ".join(missing)),
            hint=tr("Layout", "Download the complete archive again from NVIDIA; nothing was copied."),
            context={"folder": layout.library_dir},
        )
