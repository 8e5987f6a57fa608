"""Icons drawn for the wizard (``resources/icons/*.svg``), loaded once and cached."""

from __future__ import annotations

from functools import cache
from typing import Literal

from PySide6.QtGui import QIcon

from wizard.resources import resource_path

Level = Literal["ok", "info", "warn", "error"]


@cache
def load_icon(name: str) -> QIcon:
    """The icon ``resources/icons/<name>.svg`` (an empty icon when the file is missing)."""
    return QIcon(str(resource_path("icons", f"{name}.svg")))


def status_icon(level: Level) -> QIcon:
    """Green check, blue-grey "i", amber triangle or red cross."""
    return load_icon(f"status-{level}")
