"""``python -m bench.bundle --windows``: the Windows bundle and installer against a bare PySide6 QWizard's, on Linux.

Both are frozen the same way, by PyInstaller's Windows wheel under the Windows Python in wine (.ci/wine/freeze.sh,
which caches each bundle by its sources), with the same Qt parts left out (installers/spec_support.py); both are
wrapped by NSIS with the same compressor (LZMA, solid). Printed as ratios: bundle size, installer size, and the
silent install's time (``setup.exe /S`` in one fresh wine prefix, alternating runs, medians). The installer
figures compare what a user downloads and waits for; wine's own start-up is in both.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.bundle import BARE_SPEC
from bench.startup import _BARE_WIZARD

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "build" / "bench-bundle-windows"
FREEZE = REPO / ".ci" / "wine" / "freeze.sh"
# The bare QWizard's installer: the same compressor as installers/tfgpu-wizard.nsi, the bundle and an uninstaller.
_BARE_NSI = """Unicode true
Target amd64-unicode
Name "bare-wizard"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\\Programs\\bare-wizard"
RequestExecutionLevel user
SetCompressor /SOLID lzma
Section
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\\*"
  WriteUninstaller "$INSTDIR\\uninstall.exe"
SectionEnd
Section "Uninstall"
  RMDir /r "$INSTDIR"
SectionEnd
"""


def windows_path(path: Path) -> str:
    """``path`` as the Windows programs under wine see it (Z:\\...)."""
    return subprocess.run(["winepath", "-w", str(path)], capture_output=True, text=True, check=True).stdout.strip()


def freeze(spec: Path, name: str, sources: str) -> Path:
    """The bundle ``spec`` makes under wine (cached by freeze.sh, by ``sources``: "" for build.spec's own list);
    its stage times go to stderr."""
    env = {**os.environ, "FREEZE_SOURCES": sources} if sources else dict(os.environ)
    done = subprocess.run(["bash", str(FREEZE), str(spec), name], env=env, stdout=subprocess.PIPE, text=True,
                          check=True)
    return Path(done.stdout.strip().splitlines()[-1])


def build_bundles() -> tuple[Path, Path]:
    """The wizard's Windows bundle (build.spec) and the bare QWizard's."""
    WORK.mkdir(parents=True, exist_ok=True)
    script = WORK / "bare_wizard.py"
    script.write_text(_BARE_WIZARD, encoding="utf-8")
    spec = WORK / "bare.spec"
    spec.write_text(BARE_SPEC.format(installers=windows_path(REPO / "installers"),
                                      script=windows_path(script)), encoding="utf-8")
    wizard = freeze(REPO / "build.spec", "tfgpu-wizard", "")
    bare = freeze(spec, "bare-wizard", "bench installers/spec_support.py")
    return wizard, bare


def build_installers(wizard: Path, bare: Path) -> tuple[Path, Path]:
    """setup.exe of each bundle: the wizard's from installers/tfgpu-wizard.nsi, the bare one's from _BARE_NSI."""
    sys.path.insert(0, str(REPO / "installers"))
    import build_installer
    from spec_support import project_version

    wizard_setup = build_installer.reused_installer(wizard.parent.parent, wizard, version=project_version(),
                                                    icon=wizard.parent.parent / "tfgpu-wizard.ico")
    script = WORK / "bare-wizard.nsi"
    script.write_text(_BARE_NSI, encoding="utf-8")
    bare_setup = WORK / "bare-wizard-setup.exe"
    subprocess.run(["makensis", "-V2", f"-DBUNDLE={bare}", f"-DOUTFILE={bare_setup}", str(script)], check=True)
    return wizard_setup, bare_setup


class Prefix:
    """A fresh wine prefix to install into (a Windows without the wizard)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.env = {**os.environ, "WINEPREFIX": str(folder), "WINEARCH": "win64", "WINEDEBUG": "-all",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=", "DISPLAY": ""}
        subprocess.run(["rm", "-rf", str(folder)], check=True)
        subprocess.run(["wineboot", "-i"], env=self.env, capture_output=True, check=True)
        self.wait()

    def wait(self) -> None:
        subprocess.run(["wineserver", "-w"], env=self.env, check=False)

    def install_time(self, setup: Path, target: str) -> float:
        """Seconds from starting ``setup /S`` to the last process of the prefix ending."""
        started = time.monotonic()
        subprocess.run(["wine", str(setup), "/S", f"/D={target}"], env=self.env, capture_output=True, check=True)
        self.wait()
        return time.monotonic() - started

    def stop(self) -> None:
        """End the prefix's programs and remove it: it is made fresh each run, and a prefix left in the checkout
        (its dosdevices/z: links to /) made `pip install -e .` walk the whole file system there."""
        subprocess.run(["wineserver", "-k"], env=self.env, check=False)
        self.wait()
        subprocess.run(["rm", "-rf", str(self.folder)], check=False)


def install_times(wizard_setup: Path, bare_setup: Path, runs: int) -> tuple[list[float], list[float]]:
    """Alternating silent installs into new folders, after one warm-up of each."""
    prefix = Prefix(WORK / "prefix")
    try:
        prefix.install_time(wizard_setup, r"C:\warm\wizard")
        prefix.install_time(bare_setup, r"C:\warm\bare")
        wizard_times, bare_times = [], []
        for run in range(runs):
            wizard_times.append(prefix.install_time(wizard_setup, rf"C:\run{run}\wizard"))
            bare_times.append(prefix.install_time(bare_setup, rf"C:\run{run}\bare"))
    finally:
        prefix.stop()
    return wizard_times, bare_times


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def run(runs: int) -> int:
    """Build (or reuse), measure, print the Windows ratios; 0 (the figures inform, the Linux goals gate)."""
    from bench.bundle import folder_bytes, largest_parts

    started = time.monotonic()
    wizard, bare = build_bundles()
    wizard_setup, bare_setup = build_installers(wizard, bare)
    print(f"windows: bundles and installers ready in {time.monotonic() - started:.0f} s")
    wizard_size, bare_size = folder_bytes(wizard), folder_bytes(bare)
    uv_size = folder_bytes(wizard / "_internal" / "bin")
    print(f"windows: bundle size wizard {mib(wizard_size)}, bare QWizard {mib(bare_size)}: whole bundle "
          f"{wizard_size / bare_size:.2f}, the wizard's own part (all but uv.exe, {mib(uv_size)}) "
          f"{(wizard_size - uv_size) / bare_size:.2f}")
    rattler = folder_bytes(wizard / "_internal" / "rattler")
    if rattler:
        print(f"windows: of that, py-rattler (the conda backend's library) {mib(rattler)} = {rattler / bare_size:.2f}")
    print(f"windows: the wizard's largest parts: {largest_parts(wizard)}")
    wizard_bytes, bare_bytes = wizard_setup.stat().st_size, bare_setup.stat().st_size
    print(f"windows: installer size wizard {mib(wizard_bytes)}, bare QWizard {mib(bare_bytes)}: "
          f"ratio {wizard_bytes / bare_bytes:.2f}")
    wizard_times, bare_times = install_times(wizard_setup, bare_setup, runs)
    wizard_median, bare_median = statistics.median(wizard_times), statistics.median(bare_times)
    print(f"windows: silent install (setup.exe /S under wine) wizard median {wizard_median:.1f} s, bare QWizard "
          f"median {bare_median:.1f} s ({runs} runs each): ratio {wizard_median / bare_median:.2f}")
    return 0
