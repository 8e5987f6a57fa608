"""The Finish page's ways out of the wizard, kept thin and behind one seam: dialogs, files, terminals, Jupyter.

Tests replace a :class:`FinishActions` (the native save dialog and a new terminal window cannot be driven
here); the command builders are plain functions they check directly.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QProcess, QProcessEnvironment, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

LINUX_TERMINALS = ("x-terminal-emulator", "gnome-terminal", "konsole", "xfce4-terminal", "xterm")


@dataclass(frozen=True)
class Launch:
    """A program to start detached, in ``cwd``, with ``PATH`` starting at ``path_first``."""

    program: str
    args: tuple[str, ...]
    cwd: Path
    path_first: tuple[Path, ...] = ()


def env_bin_folders(prefix: Path, windows: bool) -> tuple[Path, ...]:
    """Where an environment keeps its programs (a venv or a conda env)."""
    if windows:
        return (prefix, prefix / "Scripts", prefix / "Library" / "bin")
    return (prefix / "bin",)


def terminal_launch(prefix: Path, windows: bool) -> Launch | None:
    """A terminal window in the environment's folder with its programs first on PATH; None when none is found."""
    if windows:
        return Launch("cmd.exe", (), prefix, env_bin_folders(prefix, True))
    program = next((found for name in LINUX_TERMINALS if (found := shutil.which(name))), None)
    return Launch(program, (), prefix, env_bin_folders(prefix, False)) if program else None


def jupyter_launch(prefix: Path, windows: bool) -> Launch | None:
    """JupyterLab (else the classic notebook) from the environment, when it has one."""
    for folder in env_bin_folders(prefix, windows):
        for name in ("jupyter-lab", "jupyter-notebook"):
            program = folder / (f"{name}.exe" if windows else name)
            if program.is_file():
                return Launch(str(program), (), prefix, env_bin_folders(prefix, windows))
    return None


class FinishActions:
    """The real dialogs and launches (one instance per page; tests swap the instance)."""

    def ask_save_path(self, parent: QWidget, title: str, suggested: Path, name_filter: str) -> Path | None:
        """The save dialog; None when the user cancels."""
        chosen, _ = QFileDialog.getSaveFileName(parent, title, str(suggested), name_filter)
        return Path(chosen) if chosen else None

    def confirm(self, parent: QWidget, title: str, text: str, details: str) -> bool:
        """A Yes/No question with the details (undo's preview) one click away; No is the default."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setDetailedText(details)
        return box.exec() == QMessageBox.StandardButton.Yes

    def open_file(self, path: Path) -> bool:
        """Open ``path`` in the program the system uses for it."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))

    def copy_text(self, text: str) -> None:
        """Put ``text`` on the clipboard."""
        QGuiApplication.clipboard().setText(text)

    def start(self, launch: Launch) -> bool:
        """Start ``launch`` detached from the wizard (it outlives the window)."""
        process = QProcess()
        process.setProgram(launch.program)
        process.setArguments(list(launch.args))
        process.setWorkingDirectory(str(launch.cwd))
        environment = QProcessEnvironment.systemEnvironment()
        path = os.pathsep.join([*map(str, launch.path_first), environment.value("PATH", "")])
        environment.insert("PATH", path)
        process.setProcessEnvironment(environment)
        started, _pid = process.startDetached()
        return bool(started)
