"""Before opening a window on Linux/X11, the wizard names the system packages Qt's xcb plugin lacks."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.cli.support import REPO
from wizard.platform.display import XCB_LIBRARIES, check_display

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb check is Linux-only")


def test_an_x11_session_with_every_library_is_ready() -> None:
    check = check_display({"DISPLAY": ":0"}, loads=lambda soname: True)
    assert check.platform == "xcb" and check.missing == ()


def test_missing_xcb_libraries_are_named_with_their_packages() -> None:
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    check = check_display({"DISPLAY": ":0"}, loads=lambda soname: soname not in absent)
    assert check.missing == (("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxcb-keysyms.so.1", "libxcb-keysyms1"))


@pytest.mark.parametrize(
    ("environ", "platform"),
    [({"WAYLAND_DISPLAY": "wayland-0"}, "wayland"), ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "offscreen")],
)
def test_other_qt_platforms_need_no_xcb_library(environ: dict[str, str], platform: str) -> None:
    check = check_display(environ, loads=lambda soname: False)
    assert check.platform == platform and check.missing == ()


def test_every_library_is_named_with_a_package() -> None:
    assert all(soname.startswith("lib") and ".so." in soname and package for soname, package in XCB_LIBRARIES)


def test_the_gui_says_what_to_install_instead_of_aborting_when_libraries_are_missing(tmp_path: object) -> None:
    """Real process with an X display that cannot be reached; the check runs before Qt is touched."""
    real = check_display({"DISPLAY": ":0"})
    if not real.missing:
        pytest.skip("every xcb library is installed here")
    result = subprocess.run(
        [sys.executable, "-m", "wizard"], check=False, capture_output=True, text=True, cwd=REPO, timeout=60,
        env={"PATH": "/usr/bin:/bin", "DISPLAY": ":99", "HOME": str(tmp_path), "LANG": "C.UTF-8"},
    )
    assert result.returncode == 1
    assert "sudo apt install" in result.stderr
    assert all(package in result.stderr for _, package in real.missing)
