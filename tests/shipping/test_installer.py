"""The Windows installer, tested by installing it: NSIS compiles it, wine runs it in a fresh WINEPREFIX.

The bundle inside is a stand-in with the real bundle's file names: the two programs are small Windows programs
(tests/shipping/standin.nsi) that record how they were called, so that the uninstaller's call of
``tfgpu-wizard undo`` can be seen; every other file keeps its name and holds a line of text. The real
Windows bundle is installed by the release workflow (.github/workflows/release.yml).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shipping.support import installers_module, missing_tools

HERE = Path(__file__).resolve().parent
UNINSTALL_KEY = r"HKEY_CURRENT_USER\Software\Microsoft\Windows\CurrentVersion\Uninstall\tfgpu-wizard"
TITLE = "TensorFlow GPU Setup Wizard"
PROGRAMS = ("tfgpu-wizard.exe", "tfgpu-wizard-gui.exe")
STALE = "_internal/only-in-0.0.1.txt"

_MISSING = missing_tools("makensis", "wine", "wineserver")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(
    bool(_MISSING),
    reason=f"{', '.join(_MISSING)} not installed (Debian: apt-get install nsis wine wine64; .ci/run does)")]


class Wine:
    """One fresh WINEPREFIX and the few things the tests do in it."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.env = {**os.environ, "WINEPREFIX": str(prefix), "WINEDEBUG": "-all", "WINEARCH": "win64",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=", "DISPLAY": ""}

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """``wine ARGS``, then wait until every process of the prefix has ended (an uninstaller re-launches itself
        from a temporary copy and returns at once)."""
        result = subprocess.run(["wine", *args], env=self.env, capture_output=True, text=True, timeout=300,
                                check=False)
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=300, check=False)
        return result

    def user_folder(self) -> Path:
        """C:\\users\\<name> of the prefix."""
        return next(p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name != "Public")

    def install_dir(self) -> Path:
        return self.user_folder() / "AppData" / "Local" / "Programs" / "tfgpu-wizard"

    def shortcut(self) -> Path:
        start_menu = self.user_folder() / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu"
        return start_menu / "Programs" / TITLE / f"{TITLE}.lnk"

    def uninstall_key(self) -> dict[str, str] | None:
        """The uninstall key's values, read back with ``regedit /E`` (None when the key is absent)."""
        exported = self.prefix / "key.reg"
        exported.unlink(missing_ok=True)
        self.run("regedit", "/E", f"Z:{exported}", UNINSTALL_KEY)
        if not exported.is_file():
            return None
        values: dict[str, str] = {}
        for line in exported.read_bytes().decode("utf-16").splitlines():
            if line.startswith('"') and "=" in line:
                name, _, value = line.partition("=")
                values[name.strip('"')] = _reg_value(value)
        return values

    def recorded_calls(self) -> list[str]:
        calls = self.user_folder() / "tfgpu-standin-calls.txt"
        return calls.read_text(encoding="utf-8", errors="replace").splitlines() if calls.is_file() else []


def _reg_value(text: str) -> str:
    """A .reg value as text: a quoted string unescaped (``\\\\`` and ``\\"``), anything else (dword:...) as is."""
    if len(text) >= 2 and text.startswith('"') and text.endswith('"'):
        return re.sub(r"\\(.)", r"\1", text[1:-1])
    return text


@pytest.fixture(scope="module")
def standin_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("standin") / "standin.exe"
    subprocess.run(["makensis", "-V2", f"-DOUTFILE={out}", str(HERE / "standin.nsi")], check=True, timeout=300)
    return out


@pytest.fixture(scope="module")
def installers(frozen_bundle: Path, standin_program: Path, tmp_path_factory: pytest.TempPathFactory
               ) -> dict[str, Path]:
    """setup.exe for 0.0.1 (with one file more) and for 0.0.2, both around the stand-in bundle."""
    build_installer = installers_module("build_installer")
    root = tmp_path_factory.mktemp("installers")
    made = {}
    for version in ("0.0.1", "0.0.2"):
        bundle = stand_in_bundle(frozen_bundle, root / f"bundle-{version}", standin_program, version)
        if version == "0.0.1":
            (bundle / STALE).write_text("gone after an upgrade\n", encoding="utf-8")
        made[version] = build_installer.compile_installer(bundle, root / f"setup-{version}.exe", version=version)
    return made


def stand_in_bundle(real: Path, target: Path, program: Path, version: str) -> Path:
    """The real bundle's names under ``target``: the programs are the stand-in, other files a line of text."""
    target.mkdir(parents=True)
    for path in real.rglob("*"):
        relative = path.relative_to(real)
        if path.is_dir() and not path.is_symlink():
            (target / relative).mkdir(parents=True, exist_ok=True)
        elif relative.parent == Path("."):
            shutil.copy(program, target / f"{relative}.exe")
        else:
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            (target / relative).write_text(f"{relative} {version}\n", encoding="utf-8")
    return target


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wine]:
    """A fresh prefix (its first boot takes about 11 s)."""
    prefix = Wine(tmp_path_factory.mktemp("wine") / "prefix")
    yield prefix
    subprocess.run(["wineserver", "-k"], env=prefix.env, timeout=60, check=False)


def test_install_upgrade_and_uninstall_leave_nothing_behind(wine: Wine, installers: dict[str, Path]) -> None:
    wine.run(str(installers["0.0.1"]), "/S")
    folder = wine.install_dir()
    assert all((folder / name).is_file() for name in (*PROGRAMS, "uninstall.exe", STALE))
    assert b"tfgpu-wizard-gui.exe" in wine.shortcut().read_bytes().replace(b"\x00", b"")
    key = wine.uninstall_key()
    assert key is not None and key["DisplayVersion"] == "0.0.1"
    assert key["DisplayName"] == TITLE and key["Publisher"]
    windows_folder = key["InstallLocation"]
    assert windows_folder.endswith(r"\AppData\Local\Programs\tfgpu-wizard")
    assert key["UninstallString"] == f'"{windows_folder}\\uninstall.exe"'
    assert key["QuietUninstallString"] == f'"{windows_folder}\\uninstall.exe" /S'
    assert key["DisplayIcon"] == f"{windows_folder}\\tfgpu-wizard-gui.exe,0"
    assert int(key["EstimatedSize"].removeprefix("dword:"), 16) > 0

    wine.run(str(installers["0.0.2"]), "/S")
    assert not (folder / STALE).exists()
    assert (folder / "_internal" / "base_library.zip").read_text(encoding="utf-8").endswith("0.0.2\n")
    upgraded = wine.uninstall_key()
    assert upgraded is not None and upgraded["DisplayVersion"] == "0.0.2"

    wine.run(str(folder / "uninstall.exe"), "/S")
    assert not folder.exists()
    assert not wine.shortcut().parent.exists()
    assert wine.uninstall_key() is None
    assert wine.recorded_calls() == []  # a silent uninstall changes nothing on the machine unless asked


def test_uninstaller_undoes_the_wizards_changes_first_and_keeps_the_users_files(
        wine: Wine, installers: dict[str, Path]) -> None:
    wine.run(str(installers["0.0.2"]), "/S")
    folder = wine.install_dir()
    (folder / "my-notes.txt").write_text("mine\n", encoding="utf-8")
    wine.run(str(folder / "uninstall.exe"), "/S", "/UNDO")
    calls = wine.recorded_calls()
    assert len(calls) == 2 and all("tfgpu-wizard.exe" in call for call in calls)
    assert calls[0].endswith("undo --all --dry-run") and calls[1].endswith("undo --all")
    assert [p.name for p in folder.iterdir()] == ["my-notes.txt"]
    assert wine.uninstall_key() is None
