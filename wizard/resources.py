"""The one place that finds ``resources/``, in the source tree or inside a frozen PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """The ``resources`` folder: next to the package in a checkout, under ``sys._MEIPASS`` when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """A path inside ``resources/``; existence is the caller's business."""
    return resources_root().joinpath(*parts)
