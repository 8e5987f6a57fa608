"""The real Windows app and installer, run under wine: the bundle PyInstaller's Windows bootloaders froze (by the
Windows Python under wine, .ci/wine/freeze.sh) and NSIS's installer around it, in a fresh prefix with no Python.

Nothing is a stand-in here but Windows itself (wine 8): the programs are the ones users get. The bundle takes
minutes to freeze, so these tests run in the Windows tier (``make test-windows`` runs .ci/wine/shipping.sh, which
freezes or reuses the cached bundle and names it in ``TFGPU_WINDOWS_BUNDLE``, and the wizard's Linux build, the
release's other asset whose SHA-256 the bundle carries for the WSL2 route, in ``TFGPU_LINUX_CLI_ARCHIVE``);
elsewhere they skip. What wine
cannot show (the UAC prompt, folder DACLs, ...) .ci/wine/shipping.sh prints as GAP lines; installers/README.md
lists them.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shipping.support import installers_module, missing_tools
from tests.shipping.wine_prefix import APP_KEY, TITLE, Wine

PROGRAMS = ("tfgpu-wizard.exe", "tfgpu-wizard-gui.exe")
STALE = "_internal/only-in-0.0.1.txt"
HEX_ZEROS = "0" * 64
MiB = 1024 * 1024
_BUNDLE = os.environ.get("TFGPU_WINDOWS_BUNDLE", "")
_LINUX_CLI = os.environ.get("TFGPU_LINUX_CLI_ARCHIVE", "")
# zlib (seconds) for CI's every run; "lzma" is the script's own /SOLID LZMA, the release's (make test-windows-full).
_COMPRESSOR = None if os.environ.get("TFGPU_INSTALLER_COMPRESSOR", "zlib") == "lzma" else "zlib"
LINUX_BUILD_PIN = "_internal/resources/linux-build.json"  # what wizard/core/apply/linux_build.py fetches and checks
_MISSING = missing_tools("makensis", "wine", "wineserver", "wineboot")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not _BUNDLE or not _LINUX_CLI,
                       reason="needs the Windows bundle frozen under wine and the Linux build: make test-windows "
                              "(.ci/wine/shipping.sh) builds both and runs these tests"),
    pytest.mark.skipif(bool(_MISSING), reason=f"{', '.join(_MISSING)} not installed (Debian: nsis wine wine64)"),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    folder = Path(_BUNDLE)
    assert (folder / "_internal").is_dir() and all((folder / name).is_file() for name in PROGRAMS), folder
    return folder


@pytest.fixture(scope="module")
def installers(bundle: Path) -> dict[str, Path]:
    """The real installer of the bundle (``make installer``'s, but compressed with zlib unless
    TFGPU_INSTALLER_COMPRESSOR=lzma, as `make test-windows-full` sets; kept beside the cached bundle), and an
    older one: 0.0.1 with one file more and one file changed, compressed with zlib. Both are kept beside the
    bundle under a hash of the script and the version (build_installer.reused_installer)."""
    build_installer = installers_module("build_installer")
    spec_support = installers_module("spec_support")
    cache = bundle.parent.parent
    icon = cache / "tfgpu-wizard.ico"
    older = build_installer.reused_installer(cache, older_copy(bundle, cache / "bundle-0.0.1"), version="0.0.1",
                                             icon=icon, compressor="zlib")
    current = build_installer.reused_installer(cache, bundle, version=spec_support.project_version(), icon=icon,
                                               compressor=_COMPRESSOR)
    return {"older": older, "current": current}


def older_copy(bundle: Path, target: Path) -> Path:
    """The bundle hard-linked to ``target``, plus a file only this version ships and one translation older."""
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(bundle, target, copy_function=os.link)
    (target / STALE).write_text("gone after an upgrade\n", encoding="utf-8")
    changed = older_file(target)
    changed.unlink()  # a copy of its own, not the link into the real bundle
    changed.write_bytes((bundle / changed.relative_to(target)).read_bytes() + b"\n<!-- 0.0.1 -->\n")
    return target


def older_file(bundle: Path) -> Path:
    """The file the older copy changes: one of the wizard's own translation sources."""
    return sorted((bundle / "_internal" / "resources" / "i18n").glob("*.ts"))[0]


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wine]:
    """A fresh prefix: a Windows 10 without Python, as a user's who downloads the installer. Windows' own
    icuuc.dll, which Qt 6.10+ links and wine 8 lacks, comes from the tier's prefix (setup.sh builds the stand-in)."""
    prefix = Wine(tmp_path_factory.mktemp("wine") / "prefix")
    prefix.boot()
    tier_icu = Path(os.environ.get("WINEPREFIX_TIER", "")) / "drive_c" / "windows" / "system32" / "icuuc.dll"
    if tier_icu.is_file():
        shutil.copy(tier_icu, prefix.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")
    assert not [p for p in (prefix.prefix / "drive_c").rglob("*") if p.name.lower() in ("python.exe", "py.exe")]
    yield prefix
    prefix.stop()


def test_every_program_of_the_bundle_is_a_64_bit_windows_program(bundle: Path) -> None:
    build_installer = installers_module("build_installer")
    shipped = build_installer.shipped_programs(bundle, bundle / "tfgpu-wizard.exe")
    assert len(shipped) > 20 and not build_installer.not_windows_programs(shipped)


def test_qt_parts_a_widgets_app_never_loads_are_left_out(bundle: Path) -> None:
    names = {path.name.lower() for path in (bundle / "_internal").rglob("*")}
    assert "opengl32sw.dll" not in names and not [n for n in names if n.startswith("d3dcompiler")]
    assert not [n for n in names if n.startswith(("qt6quick", "qt6qml", "qt6pdf", "qt6network"))]
    assert {"qt6core.dll", "qt6gui.dll", "qt6widgets.dll", "qwindows.dll", "qoffscreen.dll"} <= names
    assert not [n for n in names if re.fullmatch(r"q(gif|icns|jpeg|tga|tiff|wbmp|webp)\.dll", n)]  # image formats
    assert {"qsvg.dll", "qico.dll"} <= names  # the wizard's SVG icons, its .ico
    assert (bundle / "_internal" / "PySide6" / "translations" / "qtbase_zh_CN.qm").is_file()


def test_both_programs_share_one_copy_of_the_python_modules(bundle: Path) -> None:
    """The modules are .pyc files in _internal/ that both programs read, not an archive inside each (7.5 MiB)."""
    assert all((bundle / name).stat().st_size < MiB for name in PROGRAMS), [
        (name, (bundle / name).stat().st_size) for name in PROGRAMS]
    assert (bundle / "_internal" / "wizard" / "gui" / "app.pyc").is_file()


def test_every_large_part_of_the_bundle_was_chosen(bundle: Path) -> None:
    """Each file of 1 MiB or more matches a line of installers/bundle-parts.txt, which says why it is there: a new
    large part (a dependency's dependency, a Qt plugin) fails here until someone chooses it."""
    chosen = installers_module("spec_support").chosen_large_parts()
    large = sorted(path.relative_to(bundle).as_posix() for path in bundle.rglob("*")
                   if path.is_file() and path.stat().st_size >= MiB)
    unchosen = [path for path in large if not any(fnmatch.fnmatch(path.lower(), part) for part in chosen)]
    assert large and not unchosen, f"large parts nobody chose (add them to installers/bundle-parts.txt): {unchosen}"
    unused = [part for part in chosen if not any(fnmatch.fnmatch(path.lower(), part) for path in large)]
    assert not unused, f"installers/bundle-parts.txt lists parts the bundle no longer has: {unused}"


def test_frozen_cli_probes_windows_and_never_counts_itself_as_a_python(bundle: Path, wine: Wine) -> None:
    probe = wine.run(str(bundle / "tfgpu-wizard.exe"), "probe", "--json")
    assert probe.returncode == 0, probe.stderr
    facts = json.loads(probe.stdout)
    assert facts["os"]["family"] == "windows" and facts["os"]["arch"] == "x86_64"
    assert facts.get("python") is None and facts["pythons"] == []


def test_frozen_cli_on_a_machine_without_python_plans_to_install_one(bundle: Path, wine: Wine) -> None:
    assert_plans_to_install_python(wine, bundle / "tfgpu-wizard.exe")


def assert_plans_to_install_python(wine: Wine, program: Path) -> None:
    """``plan --json`` picks a Python for a reason other than "already on this computer", and the text plan's
    by-hand steps start by installing it (the frozen exe once counted itself as Python 3.11 and skipped this)."""
    plan = wine.run(str(program), "--lang", "en", "plan", "--json")
    assert plan.returncode == 0, plan.stderr
    document = json.loads(plan.stdout)
    python = document["python"]
    why = next(reason["why"] for reason in document["reasons"] if reason["key"] == "python")
    assert "already on this computer" not in why
    text = wine.run(str(program), "--lang", "en", "plan")
    assert text.returncode == 0, text.stderr
    assert f"Install Python {python} (64-bit)" in text.stdout
    assert f"winget install -e --id Python.Python.{python}" in text.stdout


def test_frozen_gui_self_test_paints_and_builds_every_page(bundle: Path, wine: Wine) -> None:
    result = wine.run(str(bundle / "tfgpu-wizard-gui.exe"), "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first paint after" in result.stdout
    assert "building the pages failed" not in result.stderr


def test_frozen_gui_program_runs_cli_subcommands(bundle: Path, wine: Wine, tmp_path: Path) -> None:
    """The elevated child is started from whichever program runs, so the windowed one takes subcommands too."""
    probe = wine.run(str(bundle / "tfgpu-wizard-gui.exe"), "probe", "--json")
    assert probe.returncode == 0, probe.stderr
    assert json.loads(probe.stdout)["os"]["family"] == "windows"
    plan_file = tmp_path / "plan.json"
    plan_file.write_text("{}", encoding="utf-8")
    tampered = wine.run(str(bundle / "tfgpu-wizard-gui.exe"), "elevated-apply", "--plan", f"Z:{plan_file}",
                        "--sha256", HEX_ZEROS)
    assert tampered.returncode != 0, tampered.stderr
    assert "elevation-plan-tampered" in tampered.stderr and "Traceback" not in tampered.stderr


def test_install_run_upgrade_and_uninstall_leave_nothing_behind(
        bundle: Path, installers: dict[str, Path], wine: Wine) -> None:
    assert wine.uninstall_key() is None and wine.exported(APP_KEY) == {}  # the read-back sees absence too
    setup = wine.run(str(installers["older"]), "/S")
    assert setup.returncode == 0, setup.stderr
    folder = wine.install_dir()
    assert all((folder / name).is_file() for name in (*PROGRAMS, "uninstall.exe", STALE))
    assert not (folder / "linux").exists()
    assert b"tfgpu-wizard-gui.exe" in wine.shortcut().read_bytes().replace(b"\x00", b"")
    build_installer = installers_module("build_installer")
    installed = [folder / "uninstall.exe", *(folder / name for name in PROGRAMS)]
    assert not build_installer.not_windows_programs(installed)
    key = wine.uninstall_key()
    assert key is not None
    windows_folder = key["InstallLocation"]
    assert windows_folder.endswith(r"\AppData\Local\Programs\tfgpu-wizard")
    assert {name: value for name, value in key.items() if name != "EstimatedSize"} == {
        "DisplayName": TITLE,
        "DisplayVersion": "0.0.1",
        "Publisher": installers_module("spec_support").PUBLISHER,
        "DisplayIcon": f"{windows_folder}\\tfgpu-wizard-gui.exe,0",
        "InstallLocation": windows_folder,
        "UninstallString": f'"{windows_folder}\\uninstall.exe"',
        "QuietUninstallString": f'"{windows_folder}\\uninstall.exe" /S',
        "NoModify": "dword:00000001",
        "NoRepair": "dword:00000001",
    }
    assert_size_counts_every_file(key, folder)
    assert wine.exported(APP_KEY)[APP_KEY] == {"InstallDir": windows_folder}
    assert_plans_to_install_python(wine, folder / "tfgpu-wizard.exe")

    upgrade = wine.run(str(installers["current"]), "/S")
    assert upgrade.returncode == 0, upgrade.stderr
    assert not (folder / STALE).exists()
    changed = older_file(bundle).relative_to(bundle)
    assert (folder / changed).read_bytes() == (bundle / changed).read_bytes()
    assert (folder / "tfgpu-wizard.exe").read_bytes() == (bundle / "tfgpu-wizard.exe").read_bytes()
    assert not (folder / "linux").exists()  # the Linux build is the release's other asset, fetched when needed
    pinned = json.loads((folder / LINUX_BUILD_PIN).read_text(encoding="utf-8"))
    assert pinned["sha256"] == hashlib.sha256(Path(_LINUX_CLI).read_bytes()).hexdigest()
    assert len(wine.uninstall_entries()) == 1
    upgraded = wine.uninstall_key()
    assert upgraded is not None and upgraded["DisplayVersion"] == installers_module("spec_support").project_version()
    assert_size_counts_every_file(upgraded, folder)
    probe = wine.run(str(folder / "tfgpu-wizard.exe"), "probe", "--json")
    assert probe.returncode == 0 and json.loads(probe.stdout)["pythons"] == [], probe.stderr

    removed = wine.run(str(folder / "uninstall.exe"), "/S")
    assert removed.returncode == 0, removed.stderr
    assert not folder.exists()
    assert not wine.shortcut().parent.exists()
    assert wine.uninstall_key() is None and wine.uninstall_entries() == []
    assert wine.exported(APP_KEY) == {}


def assert_size_counts_every_file(key: dict[str, str], folder: Path) -> None:
    """The uninstall key's EstimatedSize (KiB) is within 10 % of the files installed, in every folder."""
    size_kib = int(key["EstimatedSize"].removeprefix("dword:"), 16)
    on_disk = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    assert on_disk * 0.9 <= size_kib * 1024 <= on_disk * 1.1
