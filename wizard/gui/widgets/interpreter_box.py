"""The env's interpreter path with a Copy button, and the short steps that point PyCharm and VS Code at it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget


class InterpreterBox(QWidget):
    """Hidden until :meth:`show_path` is given a path."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label, self.path, self.copy_button, self.ide_steps = QLabel(), QLineEdit(), QPushButton(), QLabel()
        self.kernel_steps = QLabel()
        self.kernel = ""  # the Jupyter kernel's name as Jupyter lists it, when one was made
        self.path.setReadOnly(True)
        self.ide_steps.setWordWrap(True)
        self.kernel_steps.setWordWrap(True)
        self.kernel_steps.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.path.text()))
        layout.addWidget(self.label, 0, 0)
        layout.addWidget(self.path, 0, 1)
        layout.addWidget(self.copy_button, 0, 2)
        layout.addWidget(self.ide_steps, 1, 0, 1, 3)
        layout.addWidget(self.kernel_steps, 2, 0, 1, 3)
        self.setVisible(False)
        self.retranslate_ui()

    def show_path(self, path: str, kernel: str = "") -> None:
        """Show ``path`` and the IDE steps; with ``kernel`` (its name in Jupyter), how to open that kernel."""
        self.path.setText(path)
        self.kernel = kernel
        self.retranslate_ui()
        self.setVisible(True)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.label.setText(tr("InterpreterBox", "Interpreter:"))
        self.copy_button.setText(tr("InterpreterBox", "Copy"))
        self.ide_steps.setText(tr("InterpreterBox", "PyCharm: Settings > Project > Python Interpreter > Add "
                                  "Interpreter > Add Local Interpreter > Select existing, then paste the path above. "
                                  "VS Code: Ctrl+Shift+P > Python: Select Interpreter > Enter interpreter path, "
                                  "then paste it."))
        self.kernel_steps.setVisible(bool(self.kernel))
        self.kernel_steps.setText(tr(
            "InterpreterBox", "Jupyter kernel \"{kernel}\": in VS Code, open a notebook, press Select Kernel and "
                              "choose it. For JupyterLab, install it into this environment once with \"{python} -m "
                              "pip install jupyterlab\", start it with \"{python} -m jupyter lab\", and choose the "
                              "kernel under Kernel > Change Kernel.").format(
            kernel=self.kernel, python=_as_command(self.path.text())))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _as_command(path: str) -> str:
    """The interpreter as the first word of a command line: quoted when it holds a space (``C:\\Users\\Jo Li``)."""
    return f'"{path}"' if " " in path else path
