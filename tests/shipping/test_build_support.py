"""The build helpers behind build.spec and the installer: icon, version resource, Windows-named staging."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.shipping.support import ROOT, installers_module


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


def test_staging_gives_the_programs_their_windows_names_and_follows_links(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal" / "lib").mkdir(parents=True)
    (bundle / "_internal" / "lib" / "libx.so.1").write_bytes(b"x")
    os.symlink("lib/libx.so.1", bundle / "_internal" / "libx.so.1")
    for name in ("tfgpu-wizard", "tfgpu-wizard-gui"):
        (bundle / name).write_bytes(name.encode())
    build_installer = installers_module("build_installer")
    stage = build_installer.stage_with_windows_names(bundle, tmp_path / "stage")
    assert sorted(p.name for p in stage.iterdir()) == ["_internal", "tfgpu-wizard-gui.exe", "tfgpu-wizard.exe"]
    assert (stage / "tfgpu-wizard.exe").read_bytes() == b"tfgpu-wizard"
    copied_link = stage / "_internal" / "libx.so.1"
    assert not copied_link.is_symlink() and copied_link.read_bytes() == b"x"  # NSIS's File cannot take a link


def test_makensis_gets_the_version_bundle_and_output() -> None:
    build_installer = installers_module("build_installer")
    command = build_installer.makensis_command(Path("/b"), Path("/o/setup.exe"), "0.2.0", None)
    assert command[0] == "makensis" and command[-1].endswith("tfgpu-wizard.nsi")
    assert {"-DVERSION=0.2.0", "-DVERSION4=0.2.0.0", "-DBUNDLE=/b", "-DOUTFILE=/o/setup.exe"} <= set(command)


def test_qt_chinese_comes_from_where_qt_says_its_translations_are() -> None:
    """The Windows wheel keeps them in PySide6/translations, the Linux one in PySide6/Qt/translations: the spec
    asks QLibraryInfo instead of writing one layout down (the Windows freeze failed on the Linux path)."""
    from PySide6.QtCore import QLibraryInfo

    spec_support = installers_module("spec_support")
    source, folder = spec_support.qt_chinese_translation()
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)).resolve()
    assert Path(source) == qt_folder / "qtbase_zh_CN.qm" and Path(source).is_file()
    assert folder.startswith("PySide6/") and qt_folder.as_posix().endswith(folder.removeprefix("PySide6"))
