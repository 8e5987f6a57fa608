"""Build-time helpers for build.spec: the version, the Windows version resource, the icon, the Qt modules left out."""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
APP_TITLE = "TensorFlow GPU Setup Wizard"
PUBLISHER = "tfgpu-wizard contributors"
ICON_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)

# PySide6-Essentials modules the wizard never imports (it uses QtCore, QtGui, QtWidgets, QtSvg for its icons,
# QtPrintSupport may serve the PDF report). Excluded so that no hook pulls them, or their Qt libraries, in.
UNUSED_QT = (
    "Qt3DCore", "QtConcurrent", "QtDBus", "QtDesigner", "QtHelp", "QtLabsStyleKit", "QtNetwork", "QtOpenGL",
    "QtOpenGLWidgets", "QtQml", "QtQmlFeatures", "QtQuick", "QtQuickControls2", "QtQuickTest", "QtQuickWidgets",
    "QtSql", "QtTest", "QtUiTools", "QtWebEngineCore", "QtXml",
)
# Qt libraries and plugins that the collected plugins would bring although nothing the wizard does needs them:
# the PDF engine (only the PDF image-format plugin reads PDFs; writing one is QtGui's QPdfWriter), the network
# stack (only the VNC platform and the TUIO touch plugins use it), QML/Quick and the virtual keyboard.
# Matched against file names on Linux (libQt6Pdf.so.6, libqpdf.so) and Windows (Qt6Pdf.dll, qpdf.dll).
# tests/shipping/test_bundle.py checks that no collected binary still needs a library dropped here.
# On Windows also: opengl32sw.dll (20 MiB, Mesa's software OpenGL, which Qt loads only when an OpenGL surface
# meets a driver without OpenGL 2; the wizard's widgets paint with the raster engine, never OpenGL),
# d3dcompiler_NN.dll (Qt Quick's shader compiler, in older wheels) and the direct2d platform plugin (chosen only
# with -platform direct2d; the wizard runs on qwindows, or qoffscreen for --self-test).
# The image-format plugins but SVG and ICO (the wizard's icons are SVG, its window icon an .ico; PNG is built into
# QtGui): GIF, ICNS, JPEG, TGA, TIFF, WBMP and WebP readers nothing of a widgets app opens (2.2 MiB on Windows).
UNUSED_QT_FILES = re.compile(
    r"^(lib)?(Qt6(Pdf|Network|Qml|Quick|VirtualKeyboard)\w*|qpdf|qvnc|qtuiotouchplugin|qtvirtualkeyboardplugin"
    r"|opengl32sw|d3dcompiler_\d+|qdirect2d|q(gif|icns|jpeg|tga|tiff|wbmp|webp))[.]",
    re.IGNORECASE,
)
# Qt's own translations: the wizard speaks English and Simplified Chinese and loads only qtbase_zh_CN.qm
# (wizard/gui/translator.py); the PySide6 hook collects every language of every Qt module (7 MiB on Windows).
QT_TRANSLATIONS_KEPT = frozenset({"qtbase_zh_CN.qm"})
# Python packages only Linux reaches, left out of the Windows bundle: cryptography, which only keyring's Linux
# SecretService backend needs there (9.8 MiB on Windows; the Ed25519 signature of a catalog update is checked with
# PyNaCl on every OS, wizard/core/catalog/trust.py). Nothing else brings it in on Windows; left out, a stray import
# of it would fail at once in the frozen app's checks rather than ship 9.8 MiB unnoticed.
UNUSED_ON_WINDOWS: tuple[str, ...] = ("cryptography",)


# Standard-library parts that only optional paths of the wizard's dependencies reach, all behind guarded imports:
# sqlite3 (filelock's ReadWriteLock, loaded on first use and absent-tolerant; the wizard uses FileLock only),
# readline (cmd, code and pdb try it and go on without it; pdb comes in through pyelftools' construct.debug) and
# pydoc_data (pydoc's help topics, imported inside a try), _pydecimal (decimal's pure fallback: the C _decimal is
# shipped) and multiprocessing (only
# concurrent.futures' process pool, loaded when ProcessPoolExecutor is first asked for; the wizard uses threads,
# and leaving it out also drops PyInstaller's multiprocessing runtime hook, which imported it at every start).
# Only the wizard's bundle leaves them out: the bare QWizard in bench/bundle.py never pulls them in. asyncio stays:
# py-rattler's solve and install are coroutines (wizard/core/pyenv/rattler_env.py imports it at the top, and every
# operation kind loads with it: left out, the frozen `elevated-apply` died with ModuleNotFoundError).
UNUSED_STDLIB = ("sqlite3", "readline", "pydoc_data", "_pydecimal", "multiprocessing")
# Libraries shipped with their debug symbols (cryptography's Rust extension: 14 MiB, 11 MiB stripped; py-rattler's
# 79 MiB, 55 MiB; libpython 23 MiB, 6 MiB). Stripping drops only .symtab and the debug sections; the dynamic
# symbols the loader and Python use stay.
STRIP_FILES = re.compile(r"^(_rust|rattler)[.]abi3[.]so$|^libpython3[.]\d+[.]so[.]1[.]0$")
# Imported at run time, out of PyInstaller's sight: NVML's bindings (loaded when a GPU is probed), keyring's
# backends (found by entry points), truststore (chosen for HTTPS at start) and uv (its binary's lookup).
RUNTIME_IMPORTS = ("pynvml", "keyring.backends", "truststore", "uv")
# What the console-only Linux build (installers/linux-cli.spec) leaves out: Qt, and the wizard's modules that
# import it (the GUI; the PDF report, which the CLI imports only when asked for a PDF).
CONSOLE_ONLY_LEFT_OUT = ("PySide6", "shiboken6", "wizard.gui", "wizard.report_pdf")


def qt_chinese_translation(language: str = "zh_CN") -> tuple[str, str]:
    """(file, bundle folder) of Qt's own ``qtbase_<language>.qm``, where this PySide6 wheel keeps it.

    Asked of Qt itself (``QLibraryInfo``'s TranslationsPath): the Linux wheel has ``PySide6/Qt/translations``,
    the win_amd64 wheel ``PySide6/translations``; a path written for one did not freeze on the other. The bundle
    folder mirrors the wheel's layout under ``PySide6/`` so that the frozen app's QLibraryInfo finds it too.
    """
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)).resolve()
    package = Path(PySide6.__file__).resolve().parent
    qm = folder / f"qtbase_{language}.qm"
    if not qm.is_file():
        raise SystemExit(f"Qt's own translation is missing: {qm}")
    try:
        inside = folder.relative_to(package).as_posix()
    except ValueError:  # a Qt outside the wheel (a distribution's): keep the Linux wheel's layout
        inside = "Qt/translations"
    return str(qm), f"PySide6/{inside}"


def strip_debug(entry: tuple[str, str, str], folder: Path) -> tuple[str, str, str]:
    """The TOC entry pointing at a stripped copy under ``folder`` where ``STRIP_FILES`` names it (Linux only)."""
    source = Path(entry[1])
    if not sys.platform.startswith("linux") or STRIP_FILES.search(source.name) is None:
        return entry
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / source.name
    subprocess.run(["strip", "--strip-debug", "--strip-unneeded", "-o", str(copy), str(source)], check=True)
    return entry[0], str(copy), entry[2]


def keep_file(entry: tuple[str, str, str]) -> bool:
    """False for a TOC entry (binary, data or symlink) whose file is one of ``UNUSED_QT_FILES``, or one of Qt's
    translations other than ``QT_TRANSLATIONS_KEPT`` (the bundle path uses / or \\, by platform)."""
    *folders, name = re.split(r"[\\/]", entry[0])
    if folders and folders[-1] == "translations" and name.endswith(".qm") and name not in QT_TRANSLATIONS_KEPT:
        return False
    return UNUSED_QT_FILES.search(name) is None


LINUX_BUILD_PIN = "linux-build.json"  # wizard.core.apply.linux_build.PIN_FILE


def linux_build_pin() -> list[tuple[str, str]]:
    """The pin of the release's Linux build (installers/pin_linux_build.py) as ``resources/linux-build.json``, when
    ``TFGPU_LINUX_BUILD_PIN`` names one (make installer, the release); none for a bundle that will not fetch it."""
    named = os.environ.get("TFGPU_LINUX_BUILD_PIN", "")
    if not named:
        return []
    pin = Path(named)
    if not pin.is_file() or pin.name != LINUX_BUILD_PIN:  # PyInstaller keeps the name: the one the app reads
        raise SystemExit(f"TFGPU_LINUX_BUILD_PIN must name a file called {LINUX_BUILD_PIN}: {pin}")
    return [(str(pin), "resources")]


BUNDLE_PARTS = ROOT / "installers" / "bundle-parts.txt"


def chosen_large_parts() -> list[str]:
    """The Windows bundle's files of 1 MiB or more that were chosen (installers/bundle-parts.txt): lower-case
    patterns relative to the bundle, each line's reason after '#'."""
    lines = (line.split("#", 1)[0].strip() for line in BUNDLE_PARTS.read_text(encoding="utf-8").splitlines())
    return [line.lower() for line in lines if line]


def excluded_modules(*, gui: bool = True) -> list[str]:
    """The modules a spec leaves out on this platform; ``gui=False`` (the console-only Linux build) also all of
    Qt and the wizard's modules that import it (``CONSOLE_ONLY_LEFT_OUT``)."""
    windows_only = list(UNUSED_ON_WINDOWS) if sys.platform == "win32" else []
    qt = [f"PySide6.{name}" for name in UNUSED_QT] if gui else list(CONSOLE_ONLY_LEFT_OUT)
    return ["tkinter", *UNUSED_STDLIB, *windows_only, *qt]


def analysis_options(*, gui: bool = True) -> dict[str, object]:
    """What both specs give ``Analysis`` besides their entry scripts: the checkout on the path, the wizard's
    modules (all of them, or without the Qt ones), the imports PyInstaller cannot see, and the data: resources/,
    uv's binary in ``bin/`` (``uv.find_uv_bin`` looks beside its package root: ``_internal/bin/uv[.exe]``) and,
    with the GUI, Qt's own Chinese (wizard/gui/translator.py)."""
    import uv
    from PyInstaller.utils.hooks import collect_submodules

    left_out = () if gui else CONSOLE_ONLY_LEFT_OUT
    modules = collect_submodules("wizard", filter=lambda name: not name.startswith(left_out))
    datas = [(str(ROOT / "resources"), "resources"), (uv.find_uv_bin(), "bin")]
    if gui:
        datas.append(qt_chinese_translation())
        datas.extend(linux_build_pin())
    # noarchive with the GUI: the Python modules as .pyc files in _internal/, which both executables read, instead
    # of one archive (PYZ, 7.5 MiB) inside each executable. The one-program Linux build keeps its archive.
    return {"pathex": [str(ROOT)], "datas": datas, "hiddenimports": [*modules, *RUNTIME_IMPORTS],
            "excludes": excluded_modules(gui=gui), "noarchive": gui}


def trim(analysis: Any, work: Path) -> None:
    """Leave out the Qt files nothing the wizard does needs and strip ``STRIP_FILES`` (symbolic links to
    collected libraries are in the data, hence both lists)."""
    analysis.binaries = [strip_debug(entry, work / "stripped") for entry in analysis.binaries if keep_file(entry)]
    analysis.datas = [entry for entry in analysis.datas if keep_file(entry)]


def project_version() -> str:
    """The version in pyproject.toml (the one source of the version number)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("pyproject.toml has no version")
    return match.group(1)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` -> ``(0, 1, 0, 0)``: the four numbers a Windows version resource holds."""
    numbers = [int(part) for part in re.findall(r"\d+", version.split("+", maxsplit=1)[0])[:4]]
    padded = [*numbers, 0, 0, 0, 0][:4]
    return padded[0], padded[1], padded[2], padded[3]


def version_file_text(version: str, exe_name: str, description: str) -> str:
    """The version resource in PyInstaller's text form (what ``pyi-grab_version`` writes), for ``EXE(version=)``."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": PUBLISHER, "FileDescription": description, "FileVersion": version,
        "InternalName": exe_name, "LegalCopyright": "MIT License", "OriginalFilename": f"{exe_name}.exe",
        "ProductName": APP_TITLE, "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),
  ]
)
"""


def write_version_file(folder: Path, version: str, exe_name: str, description: str) -> Path:
    """Write the version resource text for one executable; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{exe_name}.version.txt"
    path.write_text(version_file_text(version, exe_name, description), encoding="utf-8")
    return path


def pack_ico(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding one PNG image per size (Windows Vista and later read PNG entries of any size)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def build_icon(svg: Path, ico: Path) -> Path:
    """Render ``svg`` to ``ico`` with Qt, in a child process (no Qt application inside PyInstaller's own)."""
    ico.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(Path(__file__).with_name("make_icon.py")), str(svg), str(ico)], check=True)
    return ico
