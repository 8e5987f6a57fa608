"""A journal entry's line in the reader's language, rebuilt from its kind and parameters.

The line stored with an entry is in the language of the run that made it: a change made by the English CLI
read in the Chinese wizard (or the other way round) would show the wrong language. The entry's kind and
``to_params()`` rebuild the operation, whose ``describe()`` speaks the current language; the stored line
stays the answer for an entry that cannot be rebuilt (an older wizard's kind, parameters it no longer takes,
a kind this process has not loaded: callers load them first, :func:`wizard.core.ops.kinds.load_all_kinds`).
"""

from __future__ import annotations

from typing import Any

from wizard.basics.errors import WizardError
from wizard.core.ops.base import build_operation


def described(entry: Any) -> str:
    """``entry``'s one-line description, in the current language where its operation can be rebuilt."""
    params = getattr(entry, "params", None)
    if params is None:
        return str(entry.description)
    try:
        return build_operation(entry.kind, params).describe()
    except (WizardError, TypeError, ValueError, KeyError, AttributeError):
        return str(entry.description)
