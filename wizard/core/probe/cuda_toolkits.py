"""CUDA toolkits on disk: CUDA_PATH, CUDA_PATH_Vx_y, CUDA_HOME, the installers' folders, nvcc on PATH.

The version comes from the toolkit's own files (``version.json`` from 11.1 on, ``version.txt`` before),
then from ``nvcc --version`` (only when there is no file: a subprocess costs time), then the folder name.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from wizard.basics.facts import CudaToolkitFacts
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext

NVCC_ON_PATH = "nvcc on PATH"
_VERSION_TXT = re.compile(r"CUDA Version\s+(\d+\.\d+(?:\.\d+)?)")
_NVCC_RELEASE = re.compile(r"release (\d+\.\d+), V(\d+\.\d+(?:\.\d+)?)")
_FOLDER_VERSION = re.compile(r"(?:^v|^cuda-)(\d+\.\d+)$", re.IGNORECASE)


def toolkit_candidates(ctx: ProbeContext) -> list[tuple[Path, str]]:
    """(folder, how it was found) in order of authority; duplicates are removed later."""
    env = ctx.env
    found: list[tuple[Path, str]] = []
    for name in ("CUDA_PATH", *sorted(k for k in env if k.upper().startswith("CUDA_PATH_V")), "CUDA_HOME"):
        if env.get(name):
            found.append((Path(env[name]), name))
    found.extend((folder, "standard folder") for folder in ctx.platform.toolkit_folders(ctx))
    nvcc = ctx.which("nvcc")
    if nvcc is not None:
        found.append((nvcc.resolve().parent.parent, NVCC_ON_PATH))  # /usr/local/bin/nvcc is often a link
    return found


def probe_cuda_toolkits(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Every distinct toolkit folder that holds nvcc or a version file."""
    seen: set[str] = set()
    for folder, source in toolkit_candidates(ctx):
        key = ctx.path_key(folder, resolve=True)
        if key in seen or not folder.is_dir():
            continue
        seen.add(key)
        if source == NVCC_ON_PATH and draft.cuda_toolkits and version_from_files(folder) is None:
            continue  # a wrapper (/usr/local/bin/nvcc) for a toolkit already listed: skip the subprocess
        toolkit = read_toolkit(ctx, draft, folder, source)
        if toolkit is not None:
            draft.cuda_toolkits.append(toolkit)


def read_toolkit(ctx: ProbeContext, draft: FactsDraft, folder: Path, source: str) -> CudaToolkitFacts | None:
    """The toolkit in ``folder``, or None when the folder is not a toolkit."""
    nvcc = folder / "bin" / ctx.platform.executable_name("nvcc")
    has_nvcc = nvcc.is_file()
    version = version_from_files(folder)
    if version is None and has_nvcc:
        version = _version_from_nvcc(ctx, draft, nvcc)
    if version is None:
        match = _FOLDER_VERSION.match(folder.name)
        if match is None or not (has_nvcc or (folder / "bin").is_dir()):
            return None
        version = match.group(1)
    return CudaToolkitFacts(version=version, root=str(folder), source=source,
                            nvcc=str(nvcc) if has_nvcc else None)


def version_from_files(folder: Path) -> str | None:
    """``version.json`` (``{"cuda": {"version": "11.2.2"}}``) or ``version.txt`` ("CUDA Version 10.1.243")."""
    try:
        data = json.loads((folder / "version.json").read_text(encoding="utf-8"))
        version = data["cuda"]["version"]
        if isinstance(version, str) and re.match(r"^\d+\.\d+", version):
            return version
    except (OSError, ValueError, KeyError, TypeError):
        pass
    try:
        match = _VERSION_TXT.search((folder / "version.txt").read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None
    return match.group(1) if match else None


def _version_from_nvcc(ctx: ProbeContext, draft: FactsDraft, nvcc: Path) -> str | None:
    try:
        result = ctx.run([str(nvcc), "--version"])
    except subprocess.TimeoutExpired:
        draft.note("nvcc-timeout", "warning", program=str(nvcc), seconds=f"{ctx.timeout:g}")
        return None
    except OSError:
        return None
    match = _NVCC_RELEASE.search(result.stdout)
    return match.group(2) if match else None
