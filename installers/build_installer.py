"""``python installers/build_installer.py``: compile dist/tfgpu-wizard-setup.exe from the Windows bundle with makensis.

The bundle is the real Windows one (``tfgpu-wizard.exe``, ``tfgpu-wizard-gui.exe``, ``_internal\\``): frozen by
PyInstaller on Windows, or on Linux by the Windows Python under wine (``make installer`` runs
``.ci/wine/freeze.sh`` first). After compiling, every program and library of the bundle and the installer itself
are checked to be 64-bit PE files, so that a Linux program can never again ship under a Windows name.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pefile

sys.path.insert(0, str(Path(__file__).resolve().parent))
from spec_support import ROOT, project_version, version_tuple

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "tfgpu-wizard.nsi"
PROGRAMS = ("tfgpu-wizard.exe", "tfgpu-wizard-gui.exe")
PE_SUFFIXES = (".exe", ".dll", ".pyd")
AMD64 = pefile.MACHINE_TYPE["IMAGE_FILE_MACHINE_AMD64"]


def makensis_command(bundle: Path, out: Path, version: str, icon: Path | None, *,
                     compressor: str | None = None, linux_cli: Path | None = None) -> list[str]:
    """The makensis call; ``-D`` works on every platform (``/D`` only on Windows, where paths never start with /).
    ``compressor`` overrides the script's (``zlib``: a test's throw-away installer, compiled in a fraction of
    LZMA's time); ``linux_cli`` is the wizard's Linux build, installed as ``linux\tfgpu-wizard-linux.tar.gz``
    for the WSL2 route (installers/build_linux_cli.py)."""
    numbers = ".".join(str(n) for n in version_tuple(version))
    command = ["makensis", "-V2", "-INPUTCHARSET", "UTF8", f"-DVERSION={version}", f"-DVERSION4={numbers}",
               f"-DBUNDLE={bundle}", f"-DOUTFILE={out}"]
    if icon is not None and icon.is_file():
        command.append(f"-DICON={icon}")
    if linux_cli is not None:
        command.append(f"-DLINUX_CLI={linux_cli}")
    if compressor is not None:
        command.append(f"-XSetCompressor /FINAL {compressor}")
    return [*command, str(SCRIPT)]


def compile_installer(bundle: Path, out: Path, *, version: str, icon: Path | None = None,
                      compressor: str | None = None, linux_cli: Path | None = None) -> Path:
    """Compile the installer around ``bundle`` (which holds both programs under their .exe names); returns ``out``.
    Written under a temporary name first, so that an interrupted compile leaves no installer behind."""
    missing = [name for name in PROGRAMS if not (bundle / name).is_file()]
    if missing:
        raise SystemExit(f"{bundle} is no Windows bundle (it lacks {', '.join(missing)}): "
                         "`make installer` freezes one under wine (.ci/wine/freeze.sh)")
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(f"{out.stem}.partial{out.suffix}")
    if linux_cli is not None and not linux_cli.is_file():
        raise SystemExit(f"no Linux build at {linux_cli}: installers/build_linux_cli.py makes it")
    command = makensis_command(bundle.resolve(), partial.resolve(), version, icon, compressor=compressor,
                               linux_cli=linux_cli.resolve() if linux_cli is not None else None)
    subprocess.run(command, check=True)
    partial.replace(out)
    return out


def reused_installer(folder: Path, bundle: Path, *, version: str, icon: Path | None,
                     compressor: str | None = None, linux_cli: Path | None = None) -> Path:
    """The installer of ``bundle`` kept in ``folder`` (a cached bundle's: LZMA takes minutes on two cores), compiled
    there when missing; its name holds a hash of the script, the version, the compressor and the Linux build's
    bytes, so that a changed script or Linux build never reuses an old installer."""
    digest = hashlib.sha256(SCRIPT.read_bytes() + f"\0{version}\0{compressor}\0".encode())
    if linux_cli is not None:
        digest.update(hashlib.sha256(linux_cli.read_bytes()).digest())
    kept = folder / f"tfgpu-wizard-setup-{version}-{digest.hexdigest()[:12]}.exe"
    if not kept.is_file():
        compile_installer(bundle, kept, version=version, icon=icon, compressor=compressor, linux_cli=linux_cli)
    return kept


def not_windows_programs(files: list[Path]) -> list[str]:
    """Why each of ``files`` is not a 64-bit (x86-64) PE file; empty when all are."""
    problems = []
    for path in files:
        try:
            machine = pefile.PE(str(path), fast_load=True).FILE_HEADER.Machine
        except (OSError, pefile.PEFormatError) as error:
            problems.append(f"{path}: not a PE file ({error})")
            continue
        if machine != AMD64:
            problems.append(f"{path}: a PE file for machine {machine:#x}, not x86-64")
    return problems


def shipped_programs(bundle: Path, installer: Path) -> list[Path]:
    """The installer and every .exe, .dll and .pyd of the bundle: what must run on a 64-bit Windows."""
    inside = sorted(p for p in bundle.rglob("*") if p.suffix.lower() in PE_SUFFIXES and p.is_file())
    return [installer, *inside]


def main(argv: list[str]) -> int:
    """Compile and check; makensis's own output says what went wrong when it fails."""
    parser = argparse.ArgumentParser(prog="build_installer.py")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "tfgpu-wizard")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "tfgpu-wizard-setup.exe")
    parser.add_argument("--version", default=project_version())
    parser.add_argument("--icon", type=Path, default=ROOT / "build" / "build" / "tfgpu-wizard.ico")
    parser.add_argument("--keep-in", type=Path, metavar="FOLDER",
                        help="keep the compiled installer in FOLDER and reuse it while script and version match")
    parser.add_argument("--linux-cli", type=Path, metavar="ARCHIVE",
                        help="the wizard's Linux build (tfgpu-wizard-linux.tar.gz, installers/build_linux_cli.py), "
                             "installed in linux\\ for the WSL2 route")
    args = parser.parse_args(argv)
    if shutil.which("makensis") is None:
        print("makensis not found: install NSIS (Debian: apt-get install nsis)", file=sys.stderr)
        return 2
    if not (args.bundle / "_internal").is_dir():
        print(f"no bundle at {args.bundle}: run `make installer` (on Windows: pyinstaller build.spec) first",
              file=sys.stderr)
        return 2
    if args.keep_in is None:
        compile_installer(args.bundle, args.out, version=args.version, icon=args.icon, linux_cli=args.linux_cli)
    else:
        kept = reused_installer(args.keep_in, args.bundle, version=args.version, icon=args.icon,
                                linux_cli=args.linux_cli)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(kept, args.out)
    checked = shipped_programs(args.bundle, args.out)
    problems = not_windows_programs(checked)
    if problems:
        print("\n".join(["not Windows programs:", *problems]), file=sys.stderr)
        return 1
    print(f"installer: {args.out} ({args.out.stat().st_size / 2**20:.1f} MiB; it and the bundle's "
          f"{len(checked) - 1} programs and libraries are x86-64 PE files)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
