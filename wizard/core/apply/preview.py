"""The Review-changes lines of ``apply``: the key a front-end shows them by, and one such line.

Below every step module of ``apply`` (downloads, the machine side, the Python side, the own-folder check),
so each yields preview lines without importing another step module for them.
"""

from __future__ import annotations

from wizard.basics.events import LogLine

PREVIEW = "preview"  # the key of the LogLines a front-end shows as the Review-changes text


def preview_line(text: str) -> LogLine:
    """One Review-changes text, for standard output."""
    return LogLine("info", text, key=PREVIEW)
