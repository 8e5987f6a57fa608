"""The Environment variables page's board: scope, the list of changes, PATH before/after, Apply and Undo."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QProgressBar, QPushButton, QVBoxLayout

from wizard.gui.models.env_vars_review import PathReview
from wizard.gui.widgets.before_after import BeforeAfterBoxes


class EnvVarsBoard(QVBoxLayout):
    """A layout the page adds under its banner; the page connects the scope combo and the buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.addLayout(self._build_scope_row())
        self.review_label = QLabel()
        self.review_label.setObjectName("sectionTitle")
        self.addWidget(self.review_label)
        self.operations_list = QListWidget()
        self.operations_list.setMaximumHeight(110)
        self.addWidget(self.operations_list)
        boxes = BeforeAfterBoxes()
        self.before_label, self.after_label = boxes.before_label, boxes.after_label
        self.before_box, self.after_box = boxes.before_box, boxes.after_box
        self.addLayout(boxes, 1)
        self.addLayout(self._build_action_row())
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.addWidget(self.progress)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.addWidget(self.result_label)

    def _build_scope_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.scope_label = QLabel()
        self.scope_combo = QComboBox()
        self.scope_combo.addItem("", "user")
        self.scope_combo.addItem("", "system")
        row.addWidget(self.scope_label)
        row.addWidget(self.scope_combo, 1)
        return row

    def _build_action_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.apply_button, self.undo_button = QPushButton(), QPushButton()
        self.undo_button.setVisible(False)
        row.addStretch(1)
        row.addWidget(self.undo_button)
        row.addWidget(self.apply_button)
        return row

    def retranslate_ui(self) -> None:
        """Labels, scope choices and buttons in the current language."""
        tr = QCoreApplication.translate
        self.scope_label.setText(tr("EnvVarsPage", "Change the settings for:"))
        self.scope_combo.setItemText(0, tr("EnvVarsPage", "Only me (no administrator rights needed)"))
        self.scope_combo.setItemText(1, tr("EnvVarsPage", "All users (asks for administrator rights)"))
        self.review_label.setText(tr("EnvVarsPage", "Review changes"))
        self.before_label.setText(tr("EnvVarsPage", "PATH that programs see now"))
        self.after_label.setText(tr("EnvVarsPage", "PATH after the change (+ marks new folders)"))
        self.apply_button.setText(tr("EnvVarsPage", "Apply changes"))
        self.undo_button.setText(tr("EnvVarsPage", "Undo"))

    def show_path(self, review: PathReview) -> None:
        """PATH before and after the changes."""
        self.before_box.setPlainText("\n".join(review.before))
        self.after_box.setPlainText("\n".join(review.after))

    def set_buttons_enabled(self, enabled: bool) -> None:
        """Apply and Undo wait while a step runs."""
        self.apply_button.setEnabled(enabled)
        self.undo_button.setEnabled(enabled)
