"""Two read-only text boxes side by side under their labels: what is there now, and after the change."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QPlainTextEdit


class BeforeAfterBoxes(QGridLayout):
    """Two read-only, unwrapped text boxes side by side, each under its label: now, and after the change."""

    def __init__(self) -> None:
        super().__init__()
        self.before_label, self.after_label = QLabel(), QLabel()
        self.before_box, self.after_box = QPlainTextEdit(), QPlainTextEdit()
        for column, (label, box) in enumerate(((self.before_label, self.before_box),
                                                (self.after_label, self.after_box))):
            box.setReadOnly(True)
            box.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            self.addWidget(label, 0, column)
            self.addWidget(box, 1, column)
