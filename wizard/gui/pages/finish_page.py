"""Last page: what this session changed, the report (preview, export, open), the environment, and undo.

A view over :class:`wizard.gui.models.finish_model.FinishModel`; dialogs and launches go through
:class:`wizard.gui.finish_actions.FinishActions`, so tests answer them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from wizard.basics.i18n import tr_n
from wizard.basics.os_errors import os_error_text
from wizard.core.ops.journal import data_dir
from wizard.core.pyenv.package_cache import cache_size, size_text
from wizard.core.report import SUFFIXES, Format
from wizard.core.report.words import result_name
from wizard.gui.finish_actions import FinishActions, Launch, jupyter_launch, terminal_launch
from wizard.gui.finish_undo import UndoEverything
from wizard.gui.models.finish_model import FinishModel
from wizard.gui.models.framework_text import framework_version, plan_route_name
from wizard.gui.pages.base import WizardPage
from wizard.gui.session import Session
from wizard.gui.widgets.cards import escape_html
from wizard.gui.widgets.report_preview import ReportPreview, format_names
from wizard.platform.host import HOST_OS

EXPORT_FORMATS: tuple[Format, ...] = ("md", "html", "pdf", "json")
WINDOWS = HOST_OS == "windows"


class FinishPage(WizardPage):
    """Summary, report, hand-off to the environment, and "Undo everything"."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.model = FinishModel(session)
        self.hand_off = FinishActions()
        self.undoer = UndoEverything(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.preview = ReportPreview(self.model.rendered, self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.save_buttons = {fmt: QPushButton() for fmt in EXPORT_FORMATS}
        for fmt, button in self.save_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=fmt: self.save_as(chosen))
        self.open_button, self.copy_button = QPushButton(), QPushButton()
        self.terminal_button, self.jupyter_button, self.undo_button = QPushButton(), QPushButton(), QPushButton()
        self.open_button.clicked.connect(self.open_report)
        self.copy_button.clicked.connect(self.copy_interpreter)
        self.terminal_button.clicked.connect(self.open_terminal)
        self.jupyter_button.clicked.connect(self.open_jupyter)
        self.undo_button.clicked.connect(self.undo_everything)
        self.cache_box = QCheckBox()  # "also remove the downloaded packages", shown while the cache holds any
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.preview, 1)
        layout.addLayout(_row([*self.save_buttons.values(), self.open_button]))
        layout.addLayout(_row([self.copy_button, self.terminal_button, self.jupyter_button, None, self.cache_box,
                                self.undo_button]))
        layout.addWidget(self.status)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text again (the report too: it is written in the current language)."""
        tr = QCoreApplication.translate
        self.setTitle(tr("FinishPage", "Finished"))
        self.setSubTitle(tr("FinishPage", "What the wizard did, and a report to keep or to attach to a bug report."))
        names = {"md": tr("FinishPage", "Save for GitHub…"), "html": tr("FinishPage", "Save as web page…"),
                 "pdf": tr("FinishPage", "Save as PDF…"), "json": tr("FinishPage", "Save as JSON…")}
        for fmt, button in self.save_buttons.items():
            button.setText(names[fmt])
        self.open_button.setText(tr("FinishPage", "Open the report"))
        self.copy_button.setText(tr("FinishPage", "Copy the Python path"))
        self.terminal_button.setText(tr("FinishPage", "Open a terminal in the environment"))
        self.jupyter_button.setText(tr("FinishPage", "Open Jupyter"))
        self.undo_button.setText(tr("FinishPage", "Undo everything…"))
        self.preview.retranslate_ui()
        if self.model.report is not None:
            self.refresh()

    def initializePage(self) -> None:
        """Read the journal and the session afresh; record a proved setup for ``check`` (never in the way)."""
        self.status.clear()
        self.refresh()
        with contextlib.suppress(OSError):
            self.model.record_setup()

    def refresh(self) -> None:
        """Summary, report preview and which hand-off buttons apply."""
        self.model.refresh()
        self.summary.setText(self._summary_html())
        self.preview.show_current()
        prefix = self.model.env_prefix()
        self.copy_button.setVisible(self.model.interpreter() is not None)
        self.terminal_button.setVisible(prefix is not None and terminal_launch(prefix, WINDOWS) is not None)
        self.jupyter_button.setVisible(prefix is not None and jupyter_launch(prefix, WINDOWS) is not None)
        self._show_cache_size()

    def _show_cache_size(self) -> None:
        """The checkbox says how much the wizard's package cache holds; hidden (and unticked) when empty."""
        size = cache_size()
        text = QCoreApplication.translate("FinishPage", "Also remove the downloaded packages ({mb} MB)")
        self.cache_box.setText(text.format(mb=size_text(size)))
        self.cache_box.setVisible(size > 0)
        if not size:
            self.cache_box.setChecked(False)

    def _summary_html(self) -> str:
        tr = QCoreApplication.translate
        changes = self.model.session_changes()
        setup = self._setup_html()
        if not changes:
            return setup + escape_html(tr("FinishPage", "The wizard did not change anything on this computer this "
                                                        "time."))
        items = "".join(f"<li>{escape_html(row.description)} — {escape_html(result_name(row.result))}</li>"
                        for row in changes)
        head = tr_n("FinishPage", "What the wizard did this time (%n change(s)):", len(changes))
        return f"{setup}<p>{escape_html(head)}</p><ul style='margin-top:0'>{items}</ul>"

    def _setup_html(self) -> str:
        """The setup this session was for, naming its framework (empty without a plan)."""
        plan = self.session.plan
        if plan is None:
            return ""
        text = QCoreApplication.translate("FinishPage", "Your setup: {framework} with Python {python}, {route}.")
        text = text.format(framework=framework_version(plan), python=plan.python or "—", route=plan_route_name(plan))
        return f"<p><b>{escape_html(text)}</b></p>"

    def save_as(self, fmt: Format) -> None:
        """Ask where, then write exactly the bytes the preview shows for that format."""
        tr = QCoreApplication.translate
        name_filter = f"{format_names()[fmt]} (*{SUFFIXES[fmt]})"
        suggested = self.model.suggested_name(fmt)
        path = self.hand_off.ask_save_path(self, tr("FinishPage", "Save the report"), suggested, name_filter)
        if path is None:
            return
        if not path.suffix:
            path = path.with_suffix(SUFFIXES[fmt])
        self._write(fmt, path, tr("FinishPage", "Report saved to {path}"))

    def open_report(self) -> None:
        """Save the web page in the wizard's data folder and open it in the browser."""
        tr = QCoreApplication.translate
        path = data_dir() / "reports" / self.model.suggested_name("html").name
        if self._write("html", path, tr("FinishPage", "Report saved to {path}")):
            self.hand_off.open_file(path)

    def _write(self, fmt: Format, target: Path, done: str) -> bool:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            self.model.export(fmt, target)
        except OSError as error:
            self.status.setText(QCoreApplication.translate("FinishPage", "Could not save the report: {error}").format(
                error=os_error_text(error)))
            return False
        self.status.setText(done.format(path=target))
        return True

    def copy_interpreter(self) -> None:
        """Put the environment's Python on the clipboard."""
        python = self.model.interpreter()
        if python is not None:
            self.hand_off.copy_text(str(python))
            self.status.setText(QCoreApplication.translate("FinishPage", "Copied: {path}").format(path=python))

    def open_terminal(self) -> None:
        """A terminal whose PATH starts with the environment's programs."""
        self._launch(terminal_launch)

    def open_jupyter(self) -> None:
        """The environment's Jupyter."""
        self._launch(jupyter_launch)

    def _launch(self, build: Callable[[Path, bool], Launch | None]) -> None:
        prefix = self.model.env_prefix()
        launch = build(prefix, WINDOWS) if prefix is not None else None
        if launch is None or not self.hand_off.start(launch):
            self.status.setText(QCoreApplication.translate("FinishPage", "That program could not be started."))

    def undo_everything(self) -> None:
        """Show what undo would do, ask, then undo every change the wizard made (the page refreshes after)."""
        self.undoer.start()

    def shutdown(self) -> None:
        """Let a running undo finish its current change before the window goes."""
        self.undoer.wait()


def _row(widgets: list[QWidget | None]) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        if widget is None:
            row.addStretch(1)
        else:
            row.addWidget(widget)
    return row
