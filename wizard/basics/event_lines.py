"""Step events as JSON lines and back: how a wizard run inside WSL streams its progress to the Windows side.

One event per line (``{"event": "started", "key": ..., "label": ...}``); a line that is not an event (a
program's own output) is read back as a log line, so nothing a child prints is lost or taken for an event.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from wizard.basics.events import Advanced, Event, Finished, LogLine, Started

# The LogLine key of a verification document (JSON) in the stream: the Verify page and the report read it.
VERIFICATION_KEY = "verification-document"
_NAMES: dict[str, type[Any]] = {"started": Started, "advanced": Advanced, "log": LogLine, "finished": Finished}
_OF_TYPE = {kind: name for name, kind in _NAMES.items()}


def event_line(event: Event) -> str:
    """``event`` as one JSON line (no newline)."""
    return json.dumps({"event": _OF_TYPE[type(event)], **asdict(event)}, ensure_ascii=False)


def line_event(line: str) -> Event:
    """The event on ``line``; any other line is an info log line with its text."""
    text = line.rstrip("\r\n")
    try:
        data = json.loads(text)
        kind = _NAMES[data.pop("event")]
        made: Event = kind(**data)
    except (ValueError, KeyError, TypeError, AttributeError):
        return LogLine("info", text)
    return made
