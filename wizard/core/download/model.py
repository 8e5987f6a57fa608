"""The engine's data: what to fetch, how, and what happened (frozen, shared by the step, CLI and GUI)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .hashing import Expected

MiB = 1024 * 1024


@dataclass(frozen=True)
class DownloadRequest:
    """One file to fetch and the checksum it must have. ``key`` names it in progress events.

    ``keep_existing``: ``dest`` is in the user's own folder (a hand-over folder), where a file that does
    not match is the user's to look at: the download stops with FileDiffersError instead of replacing it.
    """

    url: str
    dest: Path
    expected: Expected
    size: int | None = None
    key: str = ""
    keep_existing: bool = False  # a file already at ``dest`` that does not verify is refused, never replaced

    @property
    def name(self) -> str:
        """Event key and display name."""
        return self.key or self.dest.name


@dataclass(frozen=True)
class EngineOptions:
    """Tunables. Tests lower the threshold and the backoff; nothing here can switch verification off."""

    connections: int = 4
    multi_threshold: int = 4 * MiB  # from here on, every wanted connection is used (bench/download.py)
    chunk_size: int = 1024 * 1024  # fewer Python iterations; memory stays a few MiB (bench/download.py)
    piece_size: int = 16 * MiB
    steal_min: int = 1 * MiB  # an idle connection takes half of another's rest when the half is this big
    retries: int = 5
    backoff_base: float = 0.5
    backoff_max: float = 8.0
    timeout: float = 30.0
    progress_interval: float = 0.1
    state_interval: float = 0.5
    stall_timeout: float = 60.0  # seconds in which at least stall_bytes must arrive, or the download stops
    stall_bytes: int = 16 * 1024


@dataclass(frozen=True)
class DownloadOutcome:
    """What happened: ``verified`` (final file in place) or ``paused`` (partial kept for a resume)."""

    status: Literal["verified", "paused"]
    path: Path
    algorithm: str
    hexdigest: str
    size: int
    how: Literal["downloaded", "resumed", "already-verified", "paused"]
    connections: int = 1
