"""The build helpers behind build.spec and the installer: icon, version resource, the PE check."""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path

import pytest

from tests.shipping.support import ROOT, installers_module


@pytest.mark.qt  # renders the SVG with Qt in this process
def test_icon_holds_every_size_rendered_from_the_svg(tmp_path: Path) -> None:
    from PySide6.QtGui import QGuiApplication, QImageReader

    spec_support = installers_module("spec_support")
    ico = spec_support.build_icon(ROOT / "resources" / "icons" / "wizard.svg", tmp_path / "app.ico")
    _app = QGuiApplication.instance() or QGuiApplication([])
    reader = QImageReader(str(ico))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append(image.width())
        if image.width() == 256:
            assert image.pixelColor(32, 128).alpha() == 255  # the drawing, not an empty canvas
    assert sorted(sizes) == sorted(spec_support.ICON_SIZES)


def test_version_comes_from_pyproject_as_four_numbers() -> None:
    spec_support = installers_module("spec_support")
    assert spec_support.project_version() == __import__("wizard").__version__
    assert spec_support.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert spec_support.version_tuple("2.10.0rc1+local") == (2, 10, 0, 1)


def test_windows_version_resource_is_readable_by_pyinstaller(tmp_path: Path) -> None:
    """What EXE(version=...) reads on Windows. PyInstaller's reader imports parts that exist only there, so
    this runs in the release workflow's test suite and skips elsewhere."""
    try:
        from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file
    except ImportError as error:
        pytest.skip(f"PyInstaller's version-resource reader works on Windows only ({error})")
    spec_support = installers_module("spec_support")
    path = spec_support.write_version_file(tmp_path, "1.2.3", "tfgpu-wizard", "Setup wizard")
    info = load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16
    assert "tfgpu-wizard.exe" in str(info)


def test_only_64_bit_windows_programs_pass_the_pe_check(tmp_path: Path) -> None:
    """pip's own Windows launchers (distlib's t64/t32/t64-arm.exe) are real PE files of three machines."""
    pip = importlib.util.find_spec("pip")
    assert pip is not None and pip.origin is not None
    launchers = Path(pip.origin).parent / "_vendor" / "distlib"
    build_installer = installers_module("build_installer")
    linux_program = tmp_path / "tfgpu-wizard.exe"
    linux_program.write_bytes(b"\x7fELF" + bytes(200))  # what `make installer` shipped before: a Linux program
    files = [launchers / "t64.exe", launchers / "t32.exe", launchers / "t64-arm.exe", linux_program]
    problems = build_installer.not_windows_programs(files)
    assert len(problems) == 3
    assert "t32.exe: a PE file for machine 0x14c" in problems[0] and "t64-arm.exe" in problems[1]
    assert problems[2].startswith(f"{linux_program}: not a PE file")


def test_compiling_refuses_a_bundle_without_windows_programs(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "tfgpu-wizard").write_bytes(b"\x7fELF")
    build_installer = installers_module("build_installer")
    with pytest.raises(SystemExit, match=r"no Windows bundle .*tfgpu-wizard.exe, tfgpu-wizard-gui.exe"):
        build_installer.compile_installer(bundle, tmp_path / "setup.exe", version="0.1.0")
    assert not (tmp_path / "setup.exe").exists()


def test_the_pe_check_covers_the_installer_and_every_program_and_library(tmp_path: Path) -> None:
    for name in ("tfgpu-wizard.exe", "_internal/python311.dll", "_internal/PySide6/QtCore.pyd",
                 "_internal/base_library.zip", "_internal/resources/catalog.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    build_installer = installers_module("build_installer")
    shipped = build_installer.shipped_programs(tmp_path, tmp_path / "setup.exe")
    assert [p.relative_to(tmp_path).as_posix() for p in shipped] == [
        "setup.exe", "_internal/PySide6/QtCore.pyd", "_internal/python311.dll", "tfgpu-wizard.exe"]


def test_makensis_gets_the_version_bundle_and_output() -> None:
    build_installer = installers_module("build_installer")
    command = build_installer.makensis_command(Path("/b"), Path("/o/setup.exe"), "0.2.0", None)
    assert command[0] == "makensis" and command[-1].endswith("tfgpu-wizard.nsi")
    assert {"-DVERSION=0.2.0", "-DVERSION4=0.2.0.0", "-DBUNDLE=/b", "-DOUTFILE=/o/setup.exe"} <= set(command)
    assert not [part for part in command if part.startswith("-X")]  # the script's own compressor (LZMA)
    quick = build_installer.makensis_command(Path("/b"), Path("/o/setup.exe"), "0.2.0", None, compressor="zlib")
    assert quick[-2:] == ["-XSetCompressor /FINAL zlib", command[-1]]  # before the script, so it wins


def test_qt_chinese_comes_from_where_qt_says_its_translations_are() -> None:
    """The Windows wheel keeps them in PySide6/translations, the Linux one in PySide6/Qt/translations: the spec
    asks QLibraryInfo instead of writing one layout down (the Windows freeze failed on the Linux path)."""
    from PySide6.QtCore import QLibraryInfo

    spec_support = installers_module("spec_support")
    source, folder = spec_support.qt_chinese_translation()
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)).resolve()
    assert Path(source) == qt_folder / "qtbase_zh_CN.qm" and Path(source).is_file()
    assert folder.startswith("PySide6/") and qt_folder.as_posix().endswith(folder.removeprefix("PySide6"))


def test_every_wine_gap_the_windows_tier_prints_is_listed_in_the_installers_readme() -> None:
    """What wine cannot check is printed as a GAP line by .ci/wine/shipping.sh and must be in the README's list."""
    script = (ROOT / ".ci" / "wine" / "shipping.sh").read_text(encoding="utf-8")
    readme = (ROOT / "installers" / "README.md").read_text(encoding="utf-8")
    gaps = [line.split("'")[1] for line in script.splitlines() if line.startswith("gap '")]
    assert len(gaps) == 5
    assert [gap for gap in gaps if f"**{gap}**" not in readme] == []


def test_qt_parts_a_widgets_app_never_loads_are_left_out_on_both_layouts() -> None:
    spec_support = installers_module("spec_support")
    dropped = ["PySide6/opengl32sw.dll", "PySide6/d3dcompiler_47.dll", "PySide6\\plugins\\platforms\\qdirect2d.dll",
               "PySide6\\translations\\qt_de.qm", "PySide6/Qt/translations/qtbase_ja.qm",
               "PySide6/Qt/lib/libQt6Quick.so.6", "PySide6\\Qt6Pdf.dll"]
    kept = ["PySide6\\translations\\qtbase_zh_CN.qm", "PySide6/Qt/translations/qtbase_zh_CN.qm",
            "PySide6\\Qt6Core.dll", "PySide6\\plugins\\platforms\\qwindows.dll",
            "PySide6/plugins/platforms/qoffscreen.dll", "resources/i18n/wizard.zh_CN.ts", "python311.dll"]
    assert [name for name in dropped if spec_support.keep_file((name, "", "BINARY"))] == []
    assert [name for name in kept if not spec_support.keep_file((name, "", "DATA"))] == []


def test_cryptography_is_left_out_on_windows_and_the_signature_check_needs_none_of_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A catalog update's Ed25519 signature is checked with PyNaCl on every OS (wizard/core/catalog/trust.py), so
    the Windows bundle leaves cryptography (9.8 MiB) out; Linux keeps it for keyring's SecretService backend.
    No module of the wizard imports it anywhere (left out on Windows, such an import would break the frozen app:
    seen once as ModuleNotFoundError in every command)."""
    spec_support = installers_module("spec_support")
    monkeypatch.setattr(spec_support.sys, "platform", "win32")
    assert "cryptography" in spec_support.excluded_modules()
    assert not [name for name in spec_support.excluded_modules() if name.split(".")[0] in ("nacl", "_cffi_backend")]
    monkeypatch.setattr(spec_support.sys, "platform", "linux")
    assert "cryptography" not in spec_support.excluded_modules()
    assert {"tkinter", "sqlite3", "PySide6.QtQuick"} <= set(spec_support.excluded_modules())
    importing = re.compile(r"^\s*(?:import|from) cryptography\b", re.MULTILINE)
    assert not [path for path in (ROOT / "wizard").rglob("*.py") if importing.search(path.read_text("utf-8"))]


def test_no_wizard_module_imports_a_left_out_stdlib_part_at_its_top() -> None:
    """A module left out of the bundle that the wizard imports at load time breaks the frozen app only (the
    frozen `elevated-apply` died on asyncio once py-rattler's env step imported it), so it is caught here."""
    spec_support = installers_module("spec_support")
    left_out = set(spec_support.UNUSED_STDLIB) | set(spec_support.UNUSED_ON_WINDOWS)
    pattern = re.compile(r"^(?:import|from) ([\w.]+)", re.MULTILINE)
    offending = [f"{path.relative_to(ROOT)}: {name}" for path in (ROOT / "wizard").rglob("*.py")
                 for name in pattern.findall(path.read_text(encoding="utf-8"))
                 if name.split(".")[0] in left_out]
    assert offending == []


def test_the_linux_build_reaches_makensis_and_a_missing_one_is_refused(tmp_path: Path) -> None:
    build_installer = installers_module("build_installer")
    command = build_installer.makensis_command(Path("/b"), Path("/o/setup.exe"), "0.2.0", None,
                                               linux_cli=Path("/l/tfgpu-wizard-linux.tar.gz"))
    assert "-DLINUX_CLI=/l/tfgpu-wizard-linux.tar.gz" in command and command[-1].endswith("tfgpu-wizard.nsi")
    assert not [part for part in build_installer.makensis_command(Path("/b"), Path("/o/s.exe"), "0.2.0", None)
                if part.startswith("-DLINUX_CLI")]
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    for name in build_installer.PROGRAMS:
        (bundle / name).write_bytes(b"MZ")
    with pytest.raises(SystemExit, match="no Linux build at"):
        build_installer.compile_installer(bundle, tmp_path / "setup.exe", version="0.1.0",
                                          linux_cli=tmp_path / "missing.tar.gz")
    assert not (tmp_path / "setup.exe").exists()


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (Debian: apt-get install nsis)")
def test_a_kept_installer_is_never_reused_for_another_linux_build(tmp_path: Path) -> None:
    """The kept installer's name holds the Linux build's hash: a rebuilt archive compiles a new installer."""
    build_installer = installers_module("build_installer")
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "base_library.zip").write_bytes(b"")
    for name in build_installer.PROGRAMS:
        (bundle / name).write_bytes(b"MZ")
    archive = tmp_path / "tfgpu-wizard-linux.tar.gz"
    archive.write_bytes(b"first build")
    kept = tmp_path / "kept"
    first = build_installer.reused_installer(kept, bundle, version="0.1.0", icon=None, compressor="zlib",
                                             linux_cli=archive)
    again = build_installer.reused_installer(kept, bundle, version="0.1.0", icon=None, compressor="zlib",
                                             linux_cli=archive)
    archive.write_bytes(b"second build")
    rebuilt = build_installer.reused_installer(kept, bundle, version="0.1.0", icon=None, compressor="zlib",
                                               linux_cli=archive)
    assert first == again and rebuilt != first and first.is_file() and rebuilt.is_file()
