"""The Windows installer, tested by installing it: NSIS compiles it, wine runs it in a fresh WINEPREFIX.

The bundle inside is a stand-in with the real bundle's file names: the two programs are small Windows programs
(tests/shipping/standin.nsi) that record how they were called, so that the uninstaller's call of
``tfgpu-wizard undo`` can be seen; every other file keeps its name and holds a line of text. The real
Windows bundle's installer is installed under wine by test_windows_installer.py (make test-windows) and on a
Windows runner by the release workflow (.github/workflows/release.yml).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shipping.support import installers_module, missing_tools
from tests.shipping.wine_prefix import TITLE, Wine

HERE = Path(__file__).resolve().parent
PROGRAMS = ("tfgpu-wizard.exe", "tfgpu-wizard-gui.exe")
STALE = "_internal/only-in-0.0.1.txt"

_MISSING = missing_tools("makensis", "wine", "wineserver")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(
    bool(_MISSING),
    reason=f"{', '.join(_MISSING)} not installed (Debian: apt-get install nsis wine wine64; .ci/run does)")]


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
    prefix.stop()


def recorded_calls(wine: Wine) -> list[str]:
    """The command lines the stand-in programs were called with."""
    calls = wine.user_folder() / "tfgpu-standin-calls.txt"
    return calls.read_text(encoding="utf-8", errors="replace").splitlines() if calls.is_file() else []


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
    # a file every bundle has (the bundle's modules are loose .pyc files now: no base_library.zip)
    assert (folder / "_internal" / "resources" / "catalog" / "sources.json").read_text(
        encoding="utf-8").endswith("0.0.2\n")
    upgraded = wine.uninstall_key()
    assert upgraded is not None and upgraded["DisplayVersion"] == "0.0.2"

    wine.run(str(folder / "uninstall.exe"), "/S")
    assert not folder.exists()
    assert not wine.shortcut().parent.exists()
    assert wine.uninstall_key() is None
    assert recorded_calls(wine) == []  # a silent uninstall changes nothing on the machine unless asked


def test_uninstaller_undoes_the_wizards_changes_first_and_keeps_the_users_files(
        wine: Wine, installers: dict[str, Path]) -> None:
    wine.run(str(installers["0.0.2"]), "/S")
    folder = wine.install_dir()
    (folder / "my-notes.txt").write_text("mine\n", encoding="utf-8")
    wine.run(str(folder / "uninstall.exe"), "/S", "/UNDO")
    calls = recorded_calls(wine)
    assert len(calls) == 2 and all("tfgpu-wizard.exe" in call for call in calls)
    assert calls[0].endswith("undo --all --dry-run") and calls[1].endswith("undo --all")
    assert [p.name for p in folder.iterdir()] == ["my-notes.txt"]
    assert wine.uninstall_key() is None
