"""The file dialogs of the System check page: a facts file to load, and where to save this computer's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget


def ask_facts_file_to_load(parent: QWidget) -> Path | None:
    """A facts file written by ``tfgpu-wizard probe --json`` on another machine (None: cancelled)."""
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("SystemCheckPage", "Load facts from another machine"),
        str(Path.home()),
        QCoreApplication.translate("SystemCheckPage", "Facts files (*.json);;All files (*)"),
    )
    return Path(path) if path else None


def ask_facts_file_to_save(parent: QWidget) -> Path | None:
    """Where to save this computer's facts (None: cancelled)."""
    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("SystemCheckPage", "Save this computer's facts"),
        str(Path.home() / "facts.json"),
        QCoreApplication.translate("SystemCheckPage", "Facts files (*.json);;All files (*)"),
    )
    return Path(path) if path else None
