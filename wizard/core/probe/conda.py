"""conda installations: CONDA_EXE and the installers' default folders; envs from ``envs/``.

Only ``conda.exe`` (Windows) or ``bin/conda`` is recorded and ever run: ``condabin\\conda.bat`` would be
parsed by cmd.exe (BatBadBut, CVE-2024-24576). The version is read from ``conda-meta`` first, because
starting conda takes about a second; ``conda --version`` runs only when the files do not tell.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from wizard.basics.facts import CondaFacts
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext

_META_NAME = re.compile(r"^conda-(\d+(?:\.\d+)+)-[^-]+\.json$")
_HISTORY_LINE = re.compile(r"^\+\S*?(?:::)?conda-(\d+(?:\.\d+)+)-", re.MULTILINE)
_VERSION_OUTPUT = re.compile(r"conda (\d+(?:\.\d+)+)")


def conda_candidates(ctx: ProbeContext) -> list[Path]:
    """Installation roots: CONDA_EXE's first (it is the conda in use), then the standard folders."""
    roots: list[Path] = []
    conda_exe = ctx.env.get("CONDA_EXE")
    if conda_exe:
        roots.append(Path(conda_exe).parent.parent)
    roots.extend(ctx.platform.conda_roots(ctx))
    return roots


def probe_conda(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Every distinct root that has a conda executable."""
    seen: set[str] = set()
    for root in conda_candidates(ctx):
        key = ctx.path_key(root)
        if key in seen:
            continue
        seen.add(key)
        executable = ctx.platform.conda_executable(root)
        if executable.is_file():
            version = conda_version(ctx, root, executable)
            draft.conda.append(CondaFacts(executable=str(executable), version=version, root=str(root),
                                          envs=conda_envs(root)))


def version_from_meta(root: Path) -> str | None:
    """From ``conda-meta/conda-X.Y.Z-<build>.json``, else the last ``+...conda-X.Y.Z-`` history line."""
    meta = root / "conda-meta"
    for entry in sorted(meta.glob("conda-*.json"), reverse=True):
        match = _META_NAME.match(entry.name)
        if match:
            return match.group(1)
    try:
        found = _HISTORY_LINE.findall((meta / "history").read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None
    return found[-1] if found else None


def conda_version(ctx: ProbeContext, root: Path, executable: Path) -> str:
    """The version from files, or ``conda --version`` with the probe's short timeout; "" when unknown."""
    version = version_from_meta(root)
    if version:
        return version
    try:
        result = ctx.run([str(executable), "--version"])
    except (OSError, subprocess.SubprocessError):
        return ""
    match = _VERSION_OUTPUT.search(result.stdout + result.stderr)
    return match.group(1) if match else ""


def conda_envs(root: Path) -> tuple[str, ...]:
    """Names of the environments in ``envs/`` (folders with a ``conda-meta``)."""
    envs = root / "envs"
    if not envs.is_dir():
        return ()
    return tuple(sorted(p.name for p in envs.iterdir() if (p / "conda-meta").is_dir()))
