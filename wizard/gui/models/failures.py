"""A failure as the user reads it, without Qt: message and hint of an exception or an undo's failed item."""

from __future__ import annotations


def failure_text(failure: object) -> tuple[str, str]:
    """Message and hint of a failed step's exception or an undo report's failed item; any other exception
    gives its text (its type's name when it has none, never a blank banner) and no hint."""
    message = getattr(failure, "message", None)
    hint = getattr(failure, "hint", "")
    if isinstance(message, str):
        return message, hint if isinstance(hint, str) else ""
    return str(failure) or type(failure).__name__, ""
