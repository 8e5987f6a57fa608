"""``python installers/build_linux_cli.py``: the wizard's Linux build, tfgpu-wizard-linux.tar.gz, for the WSL2 route.

PyInstaller freezes installers/linux-cli.spec (the console CLI, no Qt) natively on Linux, and the onedir bundle is
packed with ``build-info.json`` first (the wizard's version and the bundle's glibc floor, which the Windows side
reads before putting the build into a distribution: wizard/core/wsl/bundle.py), then ``tfgpu-wizard`` and
``_internal/`` at the archive's top. Each archive is cached in ``build/linux-cli/<key>/`` (``--cache``), the key a
hash of the spec, of git's files under what it freezes (edits included), of pyproject's ``[project]`` table and of
this Python and the packages installed in it, so that ``make installer`` on an unchanged checkout reuses it (as
.ci/wine/freeze.sh does with the Windows bundle). Prints the archive's path on the last line.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from glibc_floor import glibc_floor
from spec_support import ROOT, project_version

SPEC = ROOT / "installers" / "linux-cli.spec"
NAME = "tfgpu-wizard-linux"
ARCHIVE = f"{NAME}.tar.gz"  # the name wizard/core/wsl/bundle.py looks for
BUILD_INFO = "build-info.json"
SOURCES = ("wizard", "resources", "installers/spec_support.py", "installers/launch_cli.py",
           "installers/glibc_floor.py", "installers/build_linux_cli.py")
KEPT = 2  # archives of older sources left in the cache


def build_key() -> str:
    """What the archive is made of: the spec, the sources, pyproject's [project], this Python and its packages."""
    digest = hashlib.sha256(SPEC.read_bytes())
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", *SOURCES],
                            cwd=ROOT, capture_output=True, check=True).stdout
    for name in sorted(set(filter(None, listed.split(b"\0")))):
        path = ROOT / name.decode()
        if path.is_file():
            digest.update(name + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    digest.update(project_tables((ROOT / "pyproject.toml").read_text(encoding="utf-8")).encode())
    # A set: the checkout's own egg-info is listed again when the working folder is on sys.path (pytest, -c).
    installed = sorted({f"{d.metadata['Name']}=={d.version}" for d in importlib.metadata.distributions()})
    digest.update(f"{sys.version}\0{Path(sys.prefix).resolve()}\0{installed}".encode())
    return digest.hexdigest()[:16]


def project_tables(pyproject: str) -> str:
    """The ``[project]`` tables of pyproject.toml (version, dependencies): a linter's setting rebuilds nothing."""
    tables = re.split(r"^(?=\[)", pyproject, flags=re.MULTILINE)
    return "".join(table for table in tables if re.match(r"\[project[].]", table))


def freeze(work: Path) -> Path:
    """Run PyInstaller on the spec under ``work``; returns the onedir bundle."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(work / "dist"), "--workpath", str(work / "work"), str(SPEC)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"PyInstaller failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return work / "dist" / NAME


def _owned_by_nobody(member: tarfile.TarInfo) -> tarfile.TarInfo:
    member.uid = member.gid = 0
    member.uname = member.gname = ""
    return member


def pack(bundle: Path, archive: Path) -> dict[str, str]:
    """``archive`` from ``bundle``: ``build-info.json`` first (read without unpacking the rest), then the program
    and ``_internal/``, symbolic links kept. Returns the build information written."""
    floor, needing = glibc_floor(bundle)
    info = {"wizard_version": project_version(), "glibc_floor": floor,
            "glibc_floor_from": needing.relative_to(bundle).as_posix()}
    (bundle / BUILD_INFO).write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        for name in (BUILD_INFO, "tfgpu-wizard", "_internal"):
            tar.add(bundle / name, arcname=name, filter=_owned_by_nobody)
    return info


def built_archive(cache: Path) -> Path:
    """The cached archive of these sources, frozen and packed when missing (one build at a time per cache: the
    slow test and ``make installer`` may ask at once)."""
    from filelock import FileLock

    cache.mkdir(parents=True, exist_ok=True)
    with FileLock(str(cache / ".lock")):
        return _built_archive(cache)


def _built_archive(cache: Path) -> Path:
    key = build_key()
    target = cache / key
    archive = target / ARCHIVE
    if archive.is_file():
        print(f"Linux build {key}: cached", file=sys.stderr)
        return archive
    partial = cache / f"{key}.partial"
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    info = pack(freeze(partial), partial / ARCHIVE)
    shutil.rmtree(partial / "work")
    shutil.rmtree(partial / "dist")  # the archive is what ships; unpacked, it is 130 MiB more
    shutil.rmtree(target, ignore_errors=True)
    partial.rename(target)
    print(f"Linux build {key}: frozen, glibc floor {info['glibc_floor']} ({info['glibc_floor_from']})",
          file=sys.stderr)
    older = sorted((p for p in cache.iterdir() if p.is_dir() and p.name != key),
                   key=lambda p: p.stat().st_mtime, reverse=True)
    for old in older[KEPT - 1:]:
        shutil.rmtree(old, ignore_errors=True)
    return archive


def main(argv: list[str]) -> int:
    """Freeze (or reuse) and print the archive's path."""
    parser = argparse.ArgumentParser(prog="build_linux_cli.py")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "linux-cli",
                        help="where the archives are kept by their sources' hash (default: build/linux-cli)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("the Linux build is frozen on Linux (PyInstaller cannot cross-freeze)", file=sys.stderr)
        return 2
    print(built_archive(args.cache.resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
