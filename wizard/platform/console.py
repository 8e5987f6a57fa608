"""Is this stream a console a person types at? ``isatty`` alone says yes for ``NUL`` on Windows.

On Windows ``isatty()`` is true for every character device, and ``NUL`` is one: a scheduled task or a service
started with ``< NUL`` looked interactive, so ``apply`` without ``--yes`` asked and died of EOFError instead of
refusing. ``GetConsoleMode`` succeeds only for a real console handle (Microsoft's console documentation), so
that is the test there; POSIX terminals are what ``isatty`` says.
"""

from __future__ import annotations

import sys
from typing import IO, Any


def is_console(stream: IO[Any] | None) -> bool:
    """True only when ``stream`` is an interactive console (never for a file, a pipe or NUL)."""
    if stream is None:
        return False
    try:
        if not stream.isatty():
            return False
        fileno = stream.fileno()
    except (AttributeError, OSError, ValueError):  # a replaced stream (tests, pythonw) or a closed one
        return False
    return _console_handle(fileno)


if sys.platform == "win32":
    import ctypes
    import msvcrt
    from ctypes import wintypes

    def _console_handle(fileno: int) -> bool:
        try:
            handle = msvcrt.get_osfhandle(fileno)
        except OSError:
            return False
        mode = wintypes.DWORD()
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        return bool(kernel32.GetConsoleMode(wintypes.HANDLE(handle), ctypes.byref(mode)))

else:

    def _console_handle(fileno: int) -> bool:
        return True
