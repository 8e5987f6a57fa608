"""Can a window open here? On Linux a display must be reachable, and Qt's xcb plugin needs system libraries.

Without a reachable display (no ``DISPLAY`` over SSH, or ``DISPLAY=:99`` with nothing there) Qt aborts the
process with SIGABRT and a message that blames ``libxcb-cursor0``; so the display is tried first, the way
Qt would (``xcb_connect``; the Wayland socket), and the user is told what to run instead.

Since Qt 6.5 the xcb platform plugin loads libxcb-cursor and several other xcb helper libraries from the
system; when one is missing Qt aborts the process with a message that does not say which package to
install. We check first and tell the user the exact Debian/Ubuntu package names (Qt for X11 requirements,
https://doc.qt.io/qt-6/linux-requirements.html). Windows and macOS ship everything inside the bundle.
"""

from __future__ import annotations

import ctypes
import os
import socket
import sys
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass

# soname -> Debian/Ubuntu package that provides it (the same names on Ubuntu 20.04 to 24.04).
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("libxcb.so.1", "libxcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
)


@dataclass(frozen=True)
class DisplayCheck:
    """Which Qt platform will be used, and the system libraries it lacks (soname, package)."""

    platform: str
    missing: tuple[tuple[str, str], ...] = ()
    # (variable, its value) of the display that cannot be reached, the value "" when unset; None: fine
    no_display: tuple[str, str] | None = None


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def no_window_system(environ: Mapping[str, str]) -> bool:
    """True where no display server is named to draw with: not Windows, and neither DISPLAY nor
    WAYLAND_DISPLAY set (a headless Linux, or macOS seen from a terminal): text is laid out offscreen."""
    return not sys.platform.startswith("win") and not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def check_display(
    environ: Mapping[str, str],
    loads: Callable[[str], bool] = _loads,
    reaches: Callable[[str, str], bool] | None = None,
) -> DisplayCheck:
    """The platform Qt will pick from the environment, whether its display answers, and what xcb lacks.

    ``reaches(kind, name)`` (kind ``x11`` or ``wayland``) is the seam for tests; by default the display is
    really connected to.
    """
    reaches = reaches or _reaches
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux"):
        return DisplayCheck(chosen or "native")
    x11, wayland = environ.get("DISPLAY", ""), environ.get("WAYLAND_DISPLAY", "")
    chosen = chosen or "xcb"  # Qt's default; a Wayland-only session is found below, as for a gone X display
    if chosen.startswith("wayland"):
        return DisplayCheck(chosen, no_display=_unreached("wayland", wayland, environ, reaches))
    if not chosen.startswith("xcb"):
        return DisplayCheck(chosen)  # offscreen, vnc, eglfs...: no display to reach
    no_display = _unreached("x11", x11, environ, reaches)
    if no_display and wayland and reaches("wayland", _wayland_socket(environ)):
        return DisplayCheck("wayland")  # no X display, or one that is gone, but a Wayland session that works
    missing = tuple((soname, package) for soname, package in XCB_LIBRARIES if not loads(soname))
    return DisplayCheck(chosen, missing, no_display)


def _unreached(
    kind: str, name: str, environ: Mapping[str, str], reaches: Callable[[str, str], bool]
) -> tuple[str, str] | None:
    """(variable, value) when the display of ``kind`` is unset or does not answer; None when it answers."""
    variable = "DISPLAY" if kind == "x11" else "WAYLAND_DISPLAY"
    target = name if kind == "x11" else _wayland_socket(environ)
    return None if name and reaches(kind, target) else (variable, name)


def _wayland_socket(environ: Mapping[str, str]) -> str:
    name = environ.get("WAYLAND_DISPLAY", "")
    return name if name.startswith("/") else os.path.join(environ.get("XDG_RUNTIME_DIR", ""), name)


def _reaches(kind: str, target: str, timeout: float = 5.0) -> bool:
    """Connect to the display as Qt would, in a thread so that a host that never answers costs ``timeout``."""
    answer: list[bool] = []
    probe = _connects_x11 if kind == "x11" else _connects_wayland
    worker = threading.Thread(target=lambda: answer.append(probe(target)), daemon=True)
    worker.start()
    worker.join(timeout)
    return bool(answer and answer[0])


def _connects_x11(display: str) -> bool:
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # no libxcb at all: the library check below names what to install
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(connection) and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection:
            xcb.xcb_disconnect(connection)


def _connects_wayland(path: str) -> bool:
    family = getattr(socket, "AF_UNIX", None)
    if family is None:
        return False
    with socket.socket(family, socket.SOCK_STREAM) as client:
        client.settimeout(2)
        try:
            client.connect(path)
        except OSError:
            return False
    return True
