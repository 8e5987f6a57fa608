"""PySide6 front-end: the setup wizard, its pages, widgets and the worker that runs core steps."""

from wizard.gui.qt_compat import keep_singletons_alive

keep_singletons_alive()
