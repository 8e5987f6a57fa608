"""``python installers/build_installer.py``: compile dist/tfgpu-wizard-setup.exe from the bundle with makensis.

On Windows the bundle already holds ``tfgpu-wizard.exe`` and ``tfgpu-wizard-gui.exe``. Elsewhere (CI on Linux)
the bundle is first laid out again, hard-linked, under the Windows names, so that the script's ``File`` lines
resolve: the installer is then the real one around Linux programs, for testing how it installs (under wine).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from spec_support import ROOT, project_version, version_tuple

HERE = Path(__file__).resolve().parent
EXECUTABLES = ("tfgpu-wizard", "tfgpu-wizard-gui")
SCRIPT = HERE / "tfgpu-wizard.nsi"


def stage_with_windows_names(bundle: Path, stage: Path) -> Path:
    """``bundle`` copied (hard links where possible) to ``stage``, each executable named ``<name>.exe``."""
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(bundle / "_internal", stage / "_internal", symlinks=False, copy_function=_link_or_copy)
    for name in EXECUTABLES:
        _link_or_copy(str(bundle / name), str(stage / f"{name}.exe"))
    return stage


def _link_or_copy(source: str, target: str) -> None:
    try:
        os.link(os.path.realpath(source), target)
    except OSError:
        shutil.copy2(source, target)


def makensis_command(bundle: Path, out: Path, version: str, icon: Path | None) -> list[str]:
    """The makensis call; ``-D`` works on every platform (``/D`` only on Windows, where paths never start with /)."""
    numbers = ".".join(str(n) for n in version_tuple(version))
    command = ["makensis", "-V2", "-INPUTCHARSET", "UTF8", f"-DVERSION={version}", f"-DVERSION4={numbers}",
               f"-DBUNDLE={bundle}", f"-DOUTFILE={out}"]
    if icon is not None and icon.is_file():
        command.append(f"-DICON={icon}")
    return [*command, str(SCRIPT)]


def compile_installer(bundle: Path, out: Path, *, version: str, icon: Path | None = None,
                      stage: Path | None = None) -> Path:
    """Compile the installer around ``bundle`` (staged under Windows names when it has none); returns ``out``."""
    if not (bundle / "tfgpu-wizard.exe").is_file():
        bundle = stage_with_windows_names(bundle, stage or out.parent / "installer-stage")
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(makensis_command(bundle.resolve(), out.resolve(), version, icon), check=True)
    return out


def main(argv: list[str]) -> int:
    """Compile; makensis's own output says what went wrong when it fails."""
    parser = argparse.ArgumentParser(prog="build_installer.py")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "tfgpu-wizard")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "tfgpu-wizard-setup.exe")
    parser.add_argument("--version", default=project_version())
    parser.add_argument("--icon", type=Path, default=ROOT / "build" / "build" / "tfgpu-wizard.ico")
    parser.add_argument("--stage", type=Path, default=ROOT / "build" / "installer-stage")
    args = parser.parse_args(argv)
    if shutil.which("makensis") is None:
        print("makensis not found: install NSIS (Debian: apt-get install nsis)", file=sys.stderr)
        return 2
    if not (args.bundle / "_internal").is_dir():
        print(f"no bundle at {args.bundle}: run `make bundle` first", file=sys.stderr)
        return 2
    compile_installer(args.bundle, args.out, version=args.version, icon=args.icon, stage=args.stage)
    print(f"installer: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
