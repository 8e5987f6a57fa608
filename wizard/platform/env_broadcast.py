"""Telling running programs that the environment changed: Windows' WM_SETTINGCHANGE broadcast, on its own thread.

One name on every OS: elsewhere there is no window system to tell and :func:`broadcast_environment_change`
answers False. Windows only in effect: type-checked with ``mypy --platform win32``, and the threading is
tested on any OS with a stand-in sender (tests/platform/test_windows_calls.py).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable


def broadcast_in_background(send: Callable[[], object]) -> threading.Thread:
    """Run ``send`` on its own thread and return at once (the thread is not a daemon: a CLI that exits
    right after still delivers the message)."""
    thread = threading.Thread(target=send, name="wm-settingchange", daemon=False)
    thread.start()
    return thread


def broadcast_environment_change() -> bool:
    """Tell running programs (Explorer, new terminals) to reload the environment; True when sent off.

    ``SendMessageTimeoutW(HWND_BROADCAST, WM_SETTINGCHANGE, 0, "Environment", SMTO_ABORTIFHUNG, 5000)``,
    as rustup, Scoop and Chocolatey do. The timeout applies per top-level window, so a few hung windows
    can hold the call for many seconds: it runs on its own thread, never on the caller's (the UI's).
    """
    if sys.platform != "win32":
        return False
    broadcast_in_background(_send_setting_change)
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    def _send_setting_change() -> bool:
        # A private WinDLL: argtypes set on the shared ``ctypes.windll.user32`` would change that
        # function for every other module (and Qt's own callers) in the process.
        user32 = ctypes.WinDLL("user32", use_last_error=True)
        send = user32.SendMessageTimeoutW
        send.argtypes = [
            wintypes.HWND, wintypes.UINT, wintypes.WPARAM, wintypes.LPCWSTR,
            wintypes.UINT, wintypes.UINT, ctypes.POINTER(ctypes.c_size_t),
        ]  # fmt: skip
        send.restype = wintypes.LPARAM
        result = ctypes.c_size_t(0)
        hwnd_broadcast, wm_settingchange, smto_abortifhung, timeout_ms = 0xFFFF, 0x001A, 0x0002, 5000
        delivered = send(
            hwnd_broadcast, wm_settingchange, 0, "Environment", smto_abortifhung, timeout_ms, ctypes.byref(result)
        )
        return bool(delivered)

else:

    def _send_setting_change() -> bool:
        return False  # no window system to tell
