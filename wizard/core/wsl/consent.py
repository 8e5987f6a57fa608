"""The user's yes to unregistering a distribution the wizard installed: asked by the front-end, before undo.

Why a consent and not a plain reverse: unregistering deletes everything inside the distribution (the user's
files too), so ``undo`` never does it unasked. The front-end names what will be lost, asks, and records the
yes here for this process; the reverse of ``wsl-install-distro`` refuses without it, and the entry stays
in the journal for a later undo.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_AGREED: set[str] = set()


def agree_to_unregister(distro: str) -> None:
    """The user said yes to losing ``distro`` and everything in it."""
    _AGREED.add(distro.lower())


def withdraw_agreements() -> None:
    """Forget every yes (the undo it was given for is over: the next one asks again)."""
    _AGREED.clear()


def may_unregister(distro: str) -> bool:
    """True once the user agreed to unregister ``distro`` in this process."""
    return distro.lower() in _AGREED


def distros_installed_by(entries: Iterable[Any]) -> list[str]:
    """The distributions these journal entries installed (what an undo of them would unregister)."""
    return [str(entry.record.get("distro") or (entry.params or {}).get("distro", "")) for entry in entries
            if entry.kind == "wsl-install-distro"]
