"""Before opening a window on Linux/X11, the wizard names the system packages Qt's xcb plugin lacks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO
from wizard.gui.app import display_refusal
from wizard.platform.display import XCB_LIBRARIES, check_display

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb check is Linux-only")


def _answers(kind: str, target: str) -> bool:
    return True


def _silent(kind: str, target: str) -> bool:
    return False


def test_an_x11_session_with_every_library_is_ready() -> None:
    check = check_display({"DISPLAY": ":0"}, loads=lambda soname: True, reaches=_answers)
    assert check.platform == "xcb" and check.missing == () and check.no_display is None
    assert display_refusal(check) == []


def test_missing_xcb_libraries_are_named_with_their_packages() -> None:
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    check = check_display({"DISPLAY": ":0"}, loads=lambda soname: soname not in absent, reaches=_answers)
    assert check.missing == (("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxcb-keysyms.so.1", "libxcb-keysyms1"))
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in "\n".join(display_refusal(check))


@pytest.mark.parametrize(
    ("environ", "platform"),
    [({"WAYLAND_DISPLAY": "wayland-0"}, "wayland"), ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "offscreen"),
     ({"QT_QPA_PLATFORM": "offscreen"}, "offscreen")],
)
def test_other_qt_platforms_need_no_xcb_library(environ: dict[str, str], platform: str) -> None:
    check = check_display(environ, loads=lambda soname: False, reaches=_answers)
    assert check.platform == platform and check.missing == () and check.no_display is None


@pytest.mark.parametrize(
    ("environ", "no_display"),
    [({}, ("DISPLAY", "")), ({"DISPLAY": ":99"}, ("DISPLAY", ":99")),
     ({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-9"}, ("WAYLAND_DISPLAY", "wayland-9"))],
    ids=["nothing-set", "x-display-gone", "wayland-gone"],
)
def test_a_display_that_is_unset_or_does_not_answer_is_named(
    environ: dict[str, str], no_display: tuple[str, str]
) -> None:
    check = check_display(environ, loads=lambda soname: True, reaches=_silent)
    assert check.no_display == no_display
    lines = "\n".join(display_refusal(check))
    assert "No display is available" in lines and "tfgpu-wizard probe" in lines and "libxcb" not in lines


def test_a_gone_x_display_falls_back_to_a_working_wayland_session() -> None:
    check = check_display({"DISPLAY": ":99", "WAYLAND_DISPLAY": "wayland-0"}, loads=lambda s: False,
                          reaches=lambda kind, target: kind == "wayland")
    assert check.platform == "wayland" and check.no_display is None


def test_each_display_is_tried_once() -> None:
    """Without DISPLAY, a Wayland socket that does not answer is connected to once (each try can wait)."""
    tried: list[tuple[str, str]] = []
    check = check_display({"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1"},
                          loads=lambda soname: True, reaches=lambda kind, target: bool(tried.append((kind, target))))
    assert tried == [("wayland", "/run/user/1/wayland-0")]
    assert check.platform == "xcb" and check.no_display == ("DISPLAY", "")


def test_an_x_display_with_no_server_does_not_answer_for_real() -> None:
    """The real xcb_connect against a display number nothing listens on."""
    number = next(n for n in range(99, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    check = check_display({"DISPLAY": f":{number}"}, loads=lambda soname: True)
    assert check.no_display == ("DISPLAY", f":{number}")


def test_every_library_is_named_with_a_package() -> None:
    assert all(soname.startswith("lib") and ".so." in soname and package for soname, package in XCB_LIBRARIES)


def _gui(tmp_path: Path, **display: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "PYTHONPATH": str(REPO), **display}
    return subprocess.run(
        [sys.executable, "-m", "wizard"], check=False, capture_output=True, text=True, cwd=REPO, timeout=60, env=env,
    )


@pytest.mark.parametrize("display", [None, ":99"], ids=["no-display", "display-with-nothing-there"])
def test_without_a_usable_display_the_gui_says_so_and_what_to_run_instead(
    tmp_path: Path, display: str | None
) -> None:
    """A real ``python -m wizard``, as over SSH: no SIGABRT, no blame on libxcb-cursor0, exit 2."""
    number = next(n for n in range(99, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    result = _gui(tmp_path, **({"DISPLAY": f":{number}"} if display else {}))
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "No display is available" in result.stderr
    assert "tfgpu-wizard probe" in result.stderr and "tfgpu-wizard plan" in result.stderr
    assert "libxcb" not in result.stderr and "Traceback" not in result.stderr
