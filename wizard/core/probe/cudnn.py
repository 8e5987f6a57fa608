"""cuDNN on disk: inside each CUDA toolkit, in the system folders, and beside PATH entries.

The version comes from ``cudnn_version.h`` (cuDNN 8 and later) or ``cudnn.h`` (before 8), whose
``CUDNN_MAJOR``/``CUDNN_MINOR``/``CUDNN_PATCHLEVEL`` defines are the authority; without a header the
library names tell at least the major version (``cudnn64_8.dll``, ``libcudnn.so.8.9.2``).
"""

from __future__ import annotations

import re
from pathlib import Path

from wizard.basics.facts import CudnnFacts
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.pathcheck import path_value
from wizard.platform.probe_context import ProbeContext

_DEFINE = re.compile(r"^\s*#\s*define\s+CUDNN_(MAJOR|MINOR|PATCHLEVEL)\s+(\d+)", re.MULTILINE)
_LIBRARY = re.compile(r"^(?:cudnn64_(\d+)\.dll|libcudnn\.so(?:\.(\d+(?:\.\d+)*))?|libcudnn\.(\d+)\.dylib)$",
                      re.IGNORECASE)
_HEADERS = ("cudnn_version.h", "cudnn.h")

Site = tuple[Path, list[Path], list[Path]]


def header_version(text: str) -> str | None:
    """``8.1.0`` from the three defines; None when CUDNN_MAJOR is absent (cuDNN 8's cudnn.h only includes)."""
    values = {name: number for name, number in _DEFINE.findall(text)}
    if "MAJOR" not in values:
        return None
    return ".".join(values.get(part, "0") for part in ("MAJOR", "MINOR", "PATCHLEVEL"))


def library_version(names: list[str]) -> str | None:
    """The most precise version the library names tell (``libcudnn.so.8.9.2`` beats ``cudnn64_8.dll``)."""
    best: str | None = None
    for name in names:
        match = _LIBRARY.match(name)
        found = next((group for group in match.groups() if group), None) if match else None
        if found and (best is None or found.count(".") > best.count(".")):
            best = found
    return best


def cudnn_sites(ctx: ProbeContext, draft: FactsDraft) -> list[Site]:
    """Toolkit folders, the platform's system folders, then PATH entries (header in ``../include``)."""
    sites: list[Site] = []
    for toolkit in draft.cuda_toolkits:
        root = Path(toolkit.root)
        libs = [root / "bin", root / "lib" / "x64", root / "lib64", root / "lib"]
        sites.append((root, [root / "include"], libs))
    sites.extend(ctx.platform.cudnn_sites(ctx))
    covered = {ctx.path_key(lib) for _, _, libs in sites for lib in libs}
    for raw in path_value(ctx).split(ctx.platform.path_separator):
        entry = raw.strip().strip('"')
        if entry and ctx.path_key(entry) not in covered:
            covered.add(ctx.path_key(entry))
            sites.append((Path(entry), [Path(entry).parent / "include"], [Path(entry)]))
    return sites


def read_site(site: Site) -> CudnnFacts | None:
    """cuDNN at one site: header version first, library names second; None when there is neither."""
    root, includes, lib_dirs = site
    libraries = sorted({p.name for folder in lib_dirs if folder.is_dir() for p in folder.glob("*cudnn*")
                        if _LIBRARY.match(p.name)})
    version, source = None, ""
    for folder in includes:
        for header in _HEADERS:
            try:
                version = header_version((folder / header).read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
            if version:
                source = str(folder / header)
                break
        if version:
            break
    if version is None and libraries:
        version, source = library_version(libraries), "library name"
    if version is None:
        return None
    return CudnnFacts(version=version, location=str(root), source=source, libraries=tuple(libraries))


def probe_cudnn(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Each site holding cuDNN headers or libraries, once."""
    for site in cudnn_sites(ctx, draft):
        found = read_site(site)
        if found is not None:
            draft.cudnn.append(found)
