"""The sidecar ``NAME.partial.json``: what a paused or killed download needs to resume, even after a restart.

It holds the URL, the validators (ETag / Last-Modified) for ``If-Range``, the expected checksum and each
segment's progress. It is written atomically (temp file + ``os.replace``) so a kill never leaves half a
state; a state that does not match the request (another URL or checksum) is ignored and the download
starts over. The state is only a hint for speed: the final checksum decides what is kept.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .partial_io import is_own_plain_file, write_private_file
from .ranges import Segment

STATE_VERSION = 1


def partial_path(dest: Path) -> Path:
    """``NAME.partial`` next to the final name."""
    return dest.with_name(dest.name + ".partial")


def state_path(dest: Path) -> Path:
    """``NAME.partial.json`` next to the final name."""
    return dest.with_name(dest.name + ".partial.json")


@dataclass
class PartialState:
    """Resume information for one download."""

    url: str
    algorithm: str
    hexdigest: str
    size: int | None
    etag: str | None = None
    last_modified: str | None = None
    segments: list[Segment] = field(default_factory=list)

    @property
    def validator(self) -> str | None:
        """The ``If-Range`` value: a strong ETag when there is one, else Last-Modified (RFC 9110 13.1.5)."""
        if self.etag and not self.etag.startswith("W/"):
            return self.etag
        return self.last_modified

    @property
    def written(self) -> int:
        """Bytes already on disk."""
        return sum(segment.written for segment in self.segments)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "version": STATE_VERSION,
            "url": self.url,
            "algorithm": self.algorithm,
            "hexdigest": self.hexdigest,
            "size": self.size,
            "etag": self.etag,
            "last_modified": self.last_modified,
            "segments": [[s.start, s.pos, s.end, s.whole] for s in self.segments],
        }


def _temporary_state_path(dest: Path) -> Path:
    return dest.with_name(dest.name + ".partial.json.tmp")


def save_state(dest: Path, state: PartialState) -> None:
    """Write the sidecar atomically (no fsync: it is rewritten twice a second while bytes arrive); the
    temp name is created afresh, never opened through a link planted there."""
    temporary = _temporary_state_path(dest)
    write_private_file(temporary, json.dumps(state.to_json()).encode("utf-8"))
    os.replace(temporary, state_path(dest))


def load_state(dest: Path, url: str, algorithm: str, hexdigest: str) -> PartialState | None:
    """The saved state for this exact request, or None (missing, damaged, or for another file)."""
    if not is_own_plain_file(state_path(dest)):
        return None  # missing, or a link / another account's file: never trusted
    try:
        data = json.loads(state_path(dest).read_text(encoding="utf-8"))
        if (data["version"], data["url"], data["algorithm"], data["hexdigest"]) != (
            STATE_VERSION,
            url,
            algorithm,
            hexdigest,
        ):
            return None
        segments = [
            Segment(int(a), int(b), None if c is None else int(c), bool(w)) for a, b, c, w in data["segments"]
        ]
        size = data["size"]
        state = PartialState(url, algorithm, hexdigest, None if size is None else int(size))
        state.etag, state.last_modified, state.segments = data["etag"], data["last_modified"], segments
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return state if _plausible(state) else None


def _plausible(state: PartialState) -> bool:
    return bool(state.segments) and all(
        s.start <= s.pos and (s.end is None or s.pos <= s.end) for s in state.segments
    )


def discard_partial(dest: Path) -> None:
    """Remove ``NAME.partial`` and its sidecar (a bad or cancelled download)."""
    for path in (partial_path(dest), state_path(dest), _temporary_state_path(dest)):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
