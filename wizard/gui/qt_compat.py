"""Work-arounds for PySide6 defects, each with the test that shows it (tests/gui/test_qt_compat.py).

The wizard itself prefers CPython 3.12+ (the Makefile and the frozen build pick it), where none of this
is needed; these keep a 3.10/3.11 interpreter from aborting.

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


def keep_singletons_alive() -> None:
    """Give None, True and False a huge reference count on CPython < 3.12, as PEP 683 does from 3.12.

    Why: PySide6 6.12 on CPython 3.11 also drops one reference to None on every call of a void method
    (``setText``, ``setValue``, ``setVisible``...; measured in tests/gui/test_download_page.py). None
    starts near 6,000 references, so a page that repaints progress for a minute would reach zero and
    abort the interpreter ("none_dealloc"). The count sits at offset 0 of every object in release
    builds. Called once when ``wizard.gui`` is imported, before any widget exists.
    """
    if not _NEEDS_EXTRA_REFERENCE:
        return
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
