"""Run something once, right after a window has been painted for the first time."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from wizard.gui.qt_compat import virtual_bool


class _FirstPaintWatcher(QObject):
    """Event filter that fires ``callback`` (via the event loop) after the first Paint of its target."""

    def __init__(self, target: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(target)
        self._callback = callback
        self._fired = False
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Let the paint happen, then call back once the event loop is free again."""
        if event.type() == QEvent.Type.Paint and not self._fired:
            self._fired = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return virtual_bool(False)


def when_first_painted(widget: QWidget, callback: Callable[[], None]) -> None:
    """Call ``callback`` on the UI thread after ``widget`` has been painted the first time."""
    _FirstPaintWatcher(widget, callback)
