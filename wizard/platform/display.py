"""Can a window open here? On Linux/X11 Qt's xcb plugin needs system libraries pip cannot ship.

Since Qt 6.5 the xcb platform plugin loads libxcb-cursor and several other xcb helper libraries from the
system; when one is missing Qt aborts the process with a message that does not say which package to
install. We check first and tell the user the exact Debian/Ubuntu package names (Qt for X11 requirements,
https://doc.qt.io/qt-6/linux-requirements.html). Windows and macOS ship everything inside the bundle.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass

# soname -> Debian/Ubuntu package that provides it (the same names on Ubuntu 20.04 to 24.04).
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
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


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def check_display(environ: Mapping[str, str], loads: Callable[[str], bool] = _loads) -> DisplayCheck:
    """The platform Qt will pick from the environment, and what it misses (only xcb is checked)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux"):
        return DisplayCheck(chosen or "native")
    if not chosen:
        chosen = "xcb" if environ.get("DISPLAY") else ("wayland" if environ.get("WAYLAND_DISPLAY") else "xcb")
    if not chosen.startswith("xcb"):
        return DisplayCheck(chosen)
    missing = tuple((soname, package) for soname, package in XCB_LIBRARIES if not loads(soname))
    return DisplayCheck(chosen, missing)
