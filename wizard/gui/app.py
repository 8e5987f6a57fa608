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
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics import i18n

if TYPE_CHECKING:
    from wizard.gui.setup_wizard import SetupWizard
    from wizard.platform.display import DisplayCheck

EXIT_NO_DISPLAY = 2  # the CLI's "bad input": nothing ran, and the message says what to run instead
EXIT_MISSING_LIBRARIES = 1

def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Options of the GUI (the CLI has its own parser)."""
    from wizard.basics import argparse_i18n

    parser = argparse_i18n.ArgumentParser(
        prog="tfgpu-wizard-gui",
        description=i18n.tr("GuiStart", "Start the setup wizard's window."),
        epilog=i18n.tr("GuiStart", "Every command of tfgpu-wizard works here too, e.g. 'tfgpu-wizard-gui probe'; "
                                   "'tfgpu-wizard --help' lists them."))
    languages = list(i18n.SUPPORTED_LANGUAGES)
    parser.add_argument("--lang", choices=languages, help=i18n.tr("GuiStart", "language of the wizard"))
    parser.add_argument(
        "--self-test", action="store_true",
        help=i18n.tr("GuiStart", "open the wizard offscreen on its first page, print the start-up time, exit 0"),
    )
    parser.add_argument(
        "--continue-wsl", dest="continue_wsl", type=Path, metavar="FILE",  # wizard.gui.models.wsl_continue
        help=i18n.tr("GuiStart", "continue a WSL setup after the restart Windows needed, from the state the wizard "
                                 "saved in FILE (the wizard starts this itself after you sign in)"))
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """Start the wizard; returns the process exit code."""
    from wizard.basics.argparse_i18n import language_in_argv

    arguments = list(sys.argv[1:] if argv is None else argv)
    i18n.set_language(language_in_argv(arguments) or i18n.system_language())  # argparse's help and errors too
    args = parse_args(arguments)
    i18n.set_language(args.lang or i18n.system_language())  # before the first message, which may come now
    if args.self_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a smoke test needs no display
    elif (refused := _display_refusal_code()) is not None:
        return refused
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("tfgpu-wizard")
    open_window(args)
    return int(app.exec())


def open_window(args: argparse.Namespace) -> SetupWizard:
    """The wizard's window, shown: its first page painted first, the rest built right after (there too the
    continuation of a WSL setup after the restart, with ``--continue-wsl``)."""
    from wizard.gui.setup_wizard import SetupWizard
    from wizard.gui.translator import install_language

    language = install_language(args.lang or i18n.system_language())
    wizard = SetupWizard(first_page_only=True)
    wizard.session.language = language
    resume = args.continue_wsl
    if resume is None:  # the usual start (bench and tests replace _after_first_paint with this signature)
        wizard.first_painted.connect(lambda: _after_first_paint(wizard, report=args.self_test))
    else:
        wizard.first_painted.connect(lambda: _after_first_paint(wizard, report=args.self_test, resume=resume))
    wizard.show()
    return wizard


def _display_refusal_code() -> int | None:
    """Say why the window cannot open, and what works instead, rather than letting Qt abort the process;
    the exit code then (2 no display: nothing to fix in the wizard's install; 1 missing libraries)."""
    from wizard.platform.display import check_display

    check = check_display(os.environ)
    if check.platform == "wayland" and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "wayland"  # the X display is gone or absent, a Wayland session works
    lines = display_refusal(check)
    for line in lines:
        print(line, file=sys.stderr)
    if not lines:
        return None
    return EXIT_NO_DISPLAY if check.no_display is not None else EXIT_MISSING_LIBRARIES


def display_refusal(check: DisplayCheck) -> list[str]:
    """The lines that explain why no window can open (none when one can)."""
    instead = i18n.tr("GuiStart", "Meanwhile the command line works: tfgpu-wizard probe, tfgpu-wizard plan.")
    if check.no_display is not None:
        variable, value = check.no_display
        if value:
            why = i18n.tr("GuiStart", "No display is available: {variable}={value} does not answer.")
        else:
            why = i18n.tr("GuiStart", "No display is available: {variable} is not set.")
        return [
            why.format(variable=variable, value=value),
            i18n.tr("GuiStart", "Start the wizard on the computer's desktop, or over SSH with X forwarding "
                                "(ssh -X). Without a screen, use the command line: tfgpu-wizard probe, then "
                                "tfgpu-wizard plan."),
        ]
    if not check.missing:
        return []
    names = ", ".join(soname for soname, _ in check.missing)
    packages = " ".join(package for _, package in check.missing)
    return [
        i18n.tr("GuiStart", "The wizard's window cannot open: these system libraries are missing: {names}.")
        .format(names=names),
        i18n.tr("GuiStart", "Install them (Debian/Ubuntu): sudo apt install {packages}").format(packages=packages),
        instead,
    ]


def _after_first_paint(wizard: SetupWizard, *, report: bool, resume: Path | None = None) -> None:
    """Build the other pages and start the probe; the self-test reports the time, builds, and quits."""
    from PySide6.QtCore import QCoreApplication

    painted = time.time()
    if report:
        from wizard.platform.process_started import process_start_time

        elapsed = painted - process_start_time()
        print(f"first paint after {elapsed:.3f} s (paint_epoch={painted:.6f})", flush=True)
    try:
        wizard.build_remaining_pages()
    except Exception as error:  # e.g. a module left out of the frozen bundle
        print(i18n.tr("GuiStart", "building the pages failed: {error}").format(error=repr(error)), file=sys.stderr,
              flush=True)
        if not report:  # the windowed executable has no console: say it in a window
            _show_start_failure(wizard, error)
        QCoreApplication.exit(1)
        return
    from wizard.core.ops.scratch import sweep_scratch

    sweep_scratch()  # the temporary folders a killed run left behind
    if resume is not None and _continue_wsl(wizard, resume, report=report):
        return
    if report:
        QCoreApplication.exit(0)
    else:
        wizard.prefetch_facts()


def _continue_wsl(wizard: SetupWizard, resume: Path, *, report: bool) -> bool:
    """Open at the WSL setup page from the saved state and go on (the self-test prints the page and quits);
    False when the state cannot be read: the message is shown and the wizard starts as usual."""
    from PySide6.QtCore import QCoreApplication

    from wizard.gui.wsl_resume import open_resumed, resumed_line, show_resume_problem

    problem = open_resumed(wizard, resume, go_on=not report)
    if problem:
        print(problem, file=sys.stderr, flush=True)
        if not report:
            show_resume_problem(wizard, problem)
        return False
    if report:
        print(resumed_line(wizard), flush=True)
        QCoreApplication.exit(0)
    return True


def _show_start_failure(wizard: SetupWizard, error: Exception) -> None:
    """Tell the user, in a dialog, that the wizard cannot go on, and what still works."""
    from PySide6.QtWidgets import QMessageBox

    text = i18n.tr("GuiStart", "The wizard could not build its pages: {error}").format(error=error)
    hint = i18n.tr("GuiStart", "Reinstall the wizard. Meanwhile the command line works: tfgpu-wizard probe, "
                               "tfgpu-wizard plan.")
    QMessageBox.critical(wizard, wizard.windowTitle(), f"{text}\n\n{hint}")
