"""GUI entry point: ``python -m wizard [--lang L] [--self-test]`` and the ``tfgpu-wizard-gui`` script.

Start-up is kept lean on purpose (bench/startup.py measures it against a bare QWizard): only Qt and the
first pages are imported before the first paint; the probe starts in the background right after it, and
the planner and catalog are imported when the Choose setup page first needs them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence

from wizard.core import i18n

_IMPORTED_AT = time.time()


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Options of the GUI (the CLI has its own parser)."""
    parser = argparse.ArgumentParser(prog="tfgpu-wizard-gui")
    parser.add_argument("--lang", choices=list(i18n.SUPPORTED_LANGUAGES), help="language of the wizard")
    parser.add_argument(
        "--self-test", action="store_true",
        help="open the wizard offscreen on its first page, print the start-up time, exit 0",
    )
    return parser.parse_args(list(argv))


def process_start_time() -> float:
    """When this process started (epoch seconds), from /proc where it exists, else this module's import."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat_file:
            ticks = int(stat_file.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as uptime_file:
            uptime = float(uptime_file.read().split()[0])
        return time.time() - uptime + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED_AT


def main(argv: Sequence[str] | None = None) -> int:
    """Start the wizard; returns the process exit code."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a smoke test needs no display
    from PySide6.QtWidgets import QApplication

    from wizard.gui.first_paint import when_first_painted
    from wizard.gui.setup_wizard import SetupWizard
    from wizard.gui.translator import install_language

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("tfgpu-wizard")
    wizard = SetupWizard()
    wizard.session.language = install_language(args.lang or i18n.system_language())
    if args.self_test:
        when_first_painted(wizard, lambda: _report_first_paint(app))
    else:
        when_first_painted(wizard, wizard.prefetch_facts)
    wizard.show()
    return int(app.exec())


def _report_first_paint(app: object) -> None:
    from PySide6.QtCore import QCoreApplication

    painted = time.time()
    print(f"first paint after {painted - process_start_time():.3f} s (paint_epoch={painted:.6f})", flush=True)
    QCoreApplication.exit(0)
