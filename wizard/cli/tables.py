"""Table padding for the terminal: wide (CJK) characters take two columns (``probe``, ``plan``)."""

from __future__ import annotations

import unicodedata


def display_width(text: str) -> int:
    """Columns a terminal gives ``text``: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` display columns."""
    return text + " " * max(width - display_width(text), 0)
