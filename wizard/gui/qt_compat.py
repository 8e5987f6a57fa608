"""Work-arounds for PySide6 defects, each with the test that shows it (tests/gui/test_qt_compat.py).

PySide6 6.12 on CPython < 3.12: when Qt calls a Python override of a virtual that returns ``bool``
(``isComplete``, ``validatePage``, ``eventFilter``...), one reference to the returned ``True``/``False``
is dropped that was never taken. After enough calls the count reaches zero and the interpreter aborts
("Fatal Python error: bool_dealloc"). From 3.12 ``True`` and ``False`` are immortal (PEP 683), so the
lost reference is harmless there. Every such override returns through :func:`virtual_bool`.
"""

from __future__ import annotations

import sys

_NEEDS_EXTRA_REFERENCE = sys.version_info < (3, 12)


def virtual_bool(value: object) -> bool:
    """``bool(value)``, with the reference PySide will drop added first (a no-op from Python 3.12)."""
    result = bool(value)
    if _NEEDS_EXTRA_REFERENCE:
        import ctypes  # here, not at the top: ctypes costs start-up time and is needed after the paint

        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
    return result
