"""Callers never branch on the OS themselves: only wizard/platform/ tests ``sys.platform`` (or ``os.name``,
``platform.system()``), and exposes one name per concern on every OS (design.md section 1). A static scan
of the source text, with a check that the scan sees each spelling."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

WIZARD = Path(__file__).resolve().parents[2] / "wizard"
PLATFORM = WIZARD / "platform"
OS_TEST = re.compile(r"\bsys\.platform\b|\bos\.name\s*[!=]=|\bplatform\.system\s*\(|\bplatform\.platform\s*\(")


def os_tests_in(text: str) -> list[str]:
    """The lines of ``text`` that test which OS runs."""
    return [line.strip() for line in text.splitlines() if OS_TEST.search(line)]


def test_the_scan_sees_each_way_of_asking_for_the_os() -> None:
    text = 'if sys.platform == "win32":\nX = os.name == "posix"\nos.name != "nt"\nplatform.system()\nos.name\n'
    assert len(os_tests_in(text)) == 4, "os.name alone (not compared) is no branch"
    assert os_tests_in("route_os(route)\nos_name == 'windows'\nsys.platformer") == []


def test_no_module_outside_the_platform_seam_asks_which_os_runs() -> None:
    found = [
        f"{path.relative_to(WIZARD.parent)}: {line}"
        for path in sorted(WIZARD.rglob("*.py"))
        if PLATFORM not in path.parents
        for line in os_tests_in(path.read_text(encoding="utf-8"))
    ]
    assert not found, "ask wizard.platform instead (host.HOST_OS, or a function with one name per OS):\n" + "\n".join(
        found)


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux answers of the seams that replaced callers' tests")
def test_the_seams_give_this_linux_its_answers() -> None:
    from wizard.platform.display import no_window_system
    from wizard.platform.elevation import helper_start
    from wizard.platform.file_access import CHANGE_TIME_IS_KERNEL_KEPT
    from wizard.platform.host import HOST_OS

    assert HOST_OS == "linux" and CHANGE_TIME_IS_KERNEL_KEPT
    assert no_window_system({}) and not no_window_system({"WAYLAND_DISPLAY": "wayland-0"})
    assert helper_start({"PATH": "/home/u/evil"}) == ("/", {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin"})
