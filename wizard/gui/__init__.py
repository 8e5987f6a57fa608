"""PySide6 front-end: the setup wizard, its pages, widgets and the worker that runs core steps."""
