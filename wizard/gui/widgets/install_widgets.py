"""The widgets the install pages share: banner, input form, the preview before/after, buttons, progress, status."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from wizard.core.ops.base import Preview
from wizard.gui.widgets.banner import Banner
from wizard.gui.widgets.before_after import BeforeAfterBoxes


class InstallWidgets:
    """Added straight into the page's layout (pages add their own widgets below, e.g. a log)."""

    def __init__(self, outer: QVBoxLayout) -> None:
        self.banner = Banner()
        outer.addWidget(self.banner)
        self.form = QGridLayout()
        outer.addLayout(self.form)
        self.review_title = QLabel()
        self.review_title.setObjectName("sectionTitle")
        self.review_title.setWordWrap(True)
        outer.addWidget(self.review_title)
        boxes = BeforeAfterBoxes()
        self.before_label, self.after_label = boxes.before_label, boxes.after_label
        self.before_box, self.after_box = boxes.before_box, boxes.after_box
        outer.addLayout(boxes, 1)
        outer.addLayout(self._build_buttons())
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        outer.addWidget(self.progress)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        outer.addWidget(self.status_label)

    def _build_buttons(self) -> QHBoxLayout:
        row = self.buttons_row = QHBoxLayout()  # a page may add its own button on the left (Skip this step)
        self.review_button, self.install_button = QPushButton(), QPushButton()
        self.cancel_button, self.undo_button = QPushButton(), QPushButton()
        for button in (self.install_button, self.cancel_button, self.undo_button):
            button.setVisible(False)
        row.addStretch(1)
        for button in (self.undo_button, self.cancel_button, self.review_button, self.install_button):
            row.addWidget(button)
        return row

    def retranslate_ui(self, first_time: bool, install_text: str = "") -> None:
        """Texts of the shared widgets; ``first_time``: nothing has been said yet, so say what to do first.

        ``install_text`` is the page's own name for the Install button ("Make the environment"): the hints
        name the button the page shows.
        """
        tr = QCoreApplication.translate
        self.before_label.setText(tr("InstallPages", "Now"))
        self.after_label.setText(tr("InstallPages", "After installing"))
        self.review_button.setText(tr("InstallPages", "Review changes"))
        self.install_button.setText(install_text or tr("InstallPages", "Install"))
        self.cancel_button.setText(tr("InstallPages", "Cancel"))
        self.undo_button.setText(tr("InstallPages", "Undo"))
        if first_time:
            self.status_label.setText(tr("InstallPages", "Check the fields above, then press \"{review}\" to see "
                                                         "what will change. Nothing is changed before you press "
                                                         "\"{install}\".").format(
                review=_shown(self.review_button), install=_shown(self.install_button)))

    def set_running(self, running: bool) -> None:
        """While a step runs only Cancel can be pressed."""
        for button in (self.review_button, self.install_button, self.undo_button):
            button.setEnabled(not running)
        self.cancel_button.setVisible(running)

    def show_preview(self, preview: Preview) -> None:
        """The review's title and what is there now next to what will be there; Install can be pressed now."""
        tr = QCoreApplication.translate
        self.review_title.setText(preview.title)
        none = tr("InstallPages", "(nothing)")
        self.before_box.setPlainText(preview.before or none)
        self.after_box.setPlainText(preview.after or none)
        self.install_button.setVisible(True)
        self.status_label.setText(tr("InstallPages", "Nothing has been changed yet. Press \"{install}\" to go "
                                                     "ahead.").format(install=_shown(self.install_button)))

    def show_installed(self, result_line: str) -> None:
        """The result line; Undo replaces Install."""
        self.status_label.setText(result_line)
        self.install_button.setVisible(False)
        self.undo_button.setVisible(True)

    def show_undone(self) -> None:
        """Everything is back: neither Install nor Undo is offered any more."""
        self.undo_button.setVisible(False)
        self.install_button.setVisible(False)
        self.status_label.setText(QCoreApplication.translate("InstallPages", "Undone: everything is as it was before."))

    def show_partly_undone(self) -> None:
        """Some entry could not be restored (the banner says which)."""
        self.status_label.setText(QCoreApplication.translate(
            "InstallPages", "Not everything could be undone; see the message above."))


def _shown(button: QPushButton) -> str:
    """A button's text as the user reads it (without the ``&`` of its shortcut key)."""
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
