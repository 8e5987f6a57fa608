"""Pause and cancel, requested from any thread (the UI thread, a signal handler) and seen by the workers."""

from __future__ import annotations

import threading


class DownloadControl:
    """A pause keeps ``NAME.partial`` and its state for a later resume; a cancel deletes them."""

    def __init__(self) -> None:
        self._pause = threading.Event()
        self._cancel = threading.Event()
        self._wake = threading.Event()

    def pause(self) -> None:
        """Stop soon, keeping what is downloaded."""
        self._pause.set()
        self._wake.set()

    def cancel(self) -> None:
        """Stop soon and throw the partial file away."""
        self._cancel.set()
        self._wake.set()

    def reset(self) -> None:
        """Clear a pause or cancel before the download is started again."""
        self._pause.clear()
        self._cancel.clear()
        self._wake.clear()

    @property
    def paused(self) -> bool:
        """True once a pause was requested."""
        return self._pause.is_set()

    @property
    def cancelled(self) -> bool:
        """True once a cancel was requested."""
        return self._cancel.is_set()

    @property
    def stopping(self) -> bool:
        """True when the workers should stop."""
        return self._pause.is_set() or self._cancel.is_set()

    def sleep(self, seconds: float) -> bool:
        """Wait ``seconds`` (a retry backoff) unless a pause or cancel comes first; True if interrupted."""
        return self._wake.wait(seconds) and self.stopping
