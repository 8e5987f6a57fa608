"""One step left to the user, the type every by-hand list is made of (the Python side, the machine side).

It sits below every other module of :mod:`wizard.core.by_hand`, so they import it and not each other.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ManualStep:
    """One step left to the user: what it does, what to do before the commands (``intro``: download
    something), the commands (cmd.exe or a POSIX shell), and a ``note`` after them (what success looks like)."""

    title: str
    commands: tuple[str, ...]
    note: str = ""
    intro: str = ""
