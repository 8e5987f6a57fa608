"""The frozen app vs a bare PySide6 QWizard frozen the same way: bundle size and start to first paint, as ratios.

Both bundles are built here by PyInstaller, one folder each, with the same Qt modules and files left out
(installers/spec_support.py): the wizard's from build.spec, the baseline from a spec written below around the
same bare three-page QWizard that bench/startup.py uses. Start-up is measured as bench/startup.py does (spawn
to the printed paint time, offscreen, alternating runs, medians).

Goal: both ratios <= 1.3, the size one for the wizard's own part of the bundle, that is everything but the
``uv`` program shipped in ``_internal/bin``. uv is a separate program the bundle must carry for the Python
environment step (issue 12): 37 MiB here, a quarter of the bare QWizard's bundle, and 31 MiB as ``uv.exe``
in uv 0.13.9's win_amd64 wheel, where Qt6Core, Qt6Gui and Qt6Widgets with their Python modules come to 37 MiB
in PySide6-Essentials 6.12.0's. With it counted no wizard could meet 1.3, least of all on Windows. The whole
bundle's ratio is printed too, as is what cryptography (keyring's SecretService backend, Linux only: the catalog
update's signature is checked with PyNaCl) adds, so that a miss says where the bytes went.
Run: ``python -m bench.bundle [runs] [--size-only | --windows]`` (or ``python -m bench``; needs
``pip install -e '.[build]'``).
``--size-only`` skips the start-up runs (the Windows release build uses it: its windowed program has no
console to print the paint time to). ``--windows`` freezes both under wine on Linux instead and prints the
Windows bundle and installer sizes and the silent install time as ratios (bench/bundle_windows.py).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.startup import _BARE_WIZARD, time_to_first_paint

GOAL_RATIO = 1.3
REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "build" / "bench-bundle"
# The bare wizard prints its paint time with the same line format as ``tfgpu-wizard-gui --self-test``. The
# Windows figures freeze it with the same spec (bench/bundle_windows.py gives Windows paths).
BARE_SPEC = """
import sys
sys.path.insert(0, {installers!r})
import spec_support

analysis = Analysis([{script!r}], excludes=["tkinter", *("PySide6." + n for n in spec_support.UNUSED_QT)])
analysis.binaries = [e for e in analysis.binaries if spec_support.keep_file(e)]
analysis.datas = [e for e in analysis.datas if spec_support.keep_file(e)]
pyz = PYZ(analysis.pure)
exe = EXE(pyz, analysis.scripts, exclude_binaries=True, name="bare-wizard", console=False)
coll = COLLECT(exe, analysis.binaries, analysis.datas, name="bare-wizard")
"""


def pyinstaller(spec: Path, dist: Path, work: Path) -> None:
    """Build one spec into ``dist``."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
               "--distpath", str(dist), "--workpath", str(work), str(spec)]
    subprocess.run(command, cwd=REPO, check=True)


def build_both() -> tuple[Path, Path]:
    """The wizard's bundle and the bare QWizard's, freshly built under build/bench-bundle/."""
    WORK.mkdir(parents=True, exist_ok=True)
    script = WORK / "bare_wizard.py"
    script.write_text(_BARE_WIZARD, encoding="utf-8")
    spec = WORK / "bare.spec"
    spec.write_text(BARE_SPEC.format(installers=str(REPO / "installers"), script=str(script)), encoding="utf-8")
    pyinstaller(REPO / "build.spec", WORK / "dist", WORK / "work-wizard")
    pyinstaller(spec, WORK / "dist", WORK / "work-bare")
    return WORK / "dist" / "tfgpu-wizard", WORK / "dist" / "bare-wizard"


def folder_bytes(folder: Path) -> int:
    """Bytes of the regular files under ``folder`` (symbolic links count as nothing, as on disk)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def largest_parts(folder: Path, count: int = 4) -> str:
    """The biggest entries of ``_internal`` (files or folders), for the size line."""
    internal = folder / "_internal"
    sizes = {p.name: folder_bytes(p) if p.is_dir() else p.stat().st_size
             for p in internal.iterdir() if not p.is_symlink()}
    top = sorted(sizes.items(), key=lambda item: -item[1])[:count]
    return ", ".join(f"{name} {size / 2**20:.0f} MiB" for name, size in top)


def start_times(wizard: Path, bare: Path, runs: int) -> tuple[list[float], list[float]]:
    """Alternating frozen start-ups, after one warm-up of each."""
    wizard_command = [_program(wizard, "tfgpu-wizard-gui"), "--self-test"]
    bare_command = [_program(bare, "bare-wizard")]
    time_to_first_paint(wizard_command)
    time_to_first_paint(bare_command)
    wizard_times, bare_times = [], []
    for _ in range(runs):
        wizard_times.append(time_to_first_paint(wizard_command))
        bare_times.append(time_to_first_paint(bare_command))
    return wizard_times, bare_times


def _program(folder: Path, name: str) -> str:
    """The program's path, with Windows' ``.exe`` where the bundle has it."""
    exe = folder / f"{name}.exe"
    return str(exe if exe.exists() else folder / name)


def size_ratio(wizard: Path, bare: Path) -> float:
    """Print the size lines; returns the ratio the goal is about: the wizard's own part over the bare QWizard."""
    wizard_size, bare_size = folder_bytes(wizard), folder_bytes(bare)
    uv_size = folder_bytes(wizard / "_internal" / "bin")
    own = (wizard_size - uv_size) / bare_size
    print(f"bundle: size wizard {wizard_size / 2**20:.0f} MiB, bare QWizard {bare_size / 2**20:.0f} MiB: "
          f"whole bundle {wizard_size / bare_size:.2f}, of which the uv program {uv_size / 2**20:.0f} MiB "
          f"({uv_size / bare_size:.2f} of the bare QWizard by itself)")
    print(f"bundle: size of the wizard's own part (all but uv) {own:.2f} "
          f"({'meets' if own <= GOAL_RATIO else 'MISSES'} the goal <= {GOAL_RATIO})")
    crypto = folder_bytes(wizard / "_internal" / "cryptography")
    if crypto:
        print(f"bundle: of that, cryptography (keyring's SecretService backend, Linux only) {crypto / 2**20:.0f} MiB "
              f"= {crypto / bare_size:.2f}")
    print(f"bundle: the wizard's largest parts: {largest_parts(wizard)}")
    return own


def start_ratio(wizard: Path, bare: Path, runs: int) -> float:
    """Print the start-up line; returns the median ratio."""
    wizard_times, bare_times = start_times(wizard, bare, runs)
    wizard_median, bare_median = statistics.median(wizard_times), statistics.median(bare_times)
    ratio = wizard_median / bare_median
    print(f"bundle: frozen start to first paint: wizard median {wizard_median * 1000:.0f} ms, bare QWizard median "
          f"{bare_median * 1000:.0f} ms ({runs} runs each), ratio {ratio:.2f} "
          f"({'meets' if ratio <= GOAL_RATIO else 'MISSES'} the goal <= {GOAL_RATIO})")
    return ratio


def main() -> int:
    """Build, measure, print the ratios; exit 1 when one misses the goal. ``--windows``: the Windows figures,
    frozen under wine (bench/bundle_windows.py)."""
    arguments = [argument for argument in sys.argv[1:] if argument not in ("--size-only", "--windows")]
    runs = int(arguments[0]) if arguments else 9
    if "--windows" in sys.argv[1:]:
        from bench.bundle_windows import run

        return run(int(arguments[0]) if arguments else 3)
    started = time.monotonic()
    wizard, bare = build_both()
    print(f"bundle: built both in {time.monotonic() - started:.0f} s")
    ratios = [size_ratio(wizard, bare)]
    if "--size-only" not in sys.argv[1:]:
        ratios.append(start_ratio(wizard, bare, runs))
    return 0 if max(ratios) <= GOAL_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
