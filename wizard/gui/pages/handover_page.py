"""Plan for another machine: save the plan, download its files into a folder for that machine, the commands.

Shown instead of the Download / Install / Environment pages when the facts are another machine's: nothing
is installed here and nothing changes this computer's settings (wizard.core.by_hand.handover says why). The
downloads go through the same verified engine as the Download page, into the folder the user chose,
with the plan and a README next to them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.i18n import tr_n
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.step_flow import StepRunner, show_failure
from wizard.gui.session import Session
from wizard.gui.widgets.banner import Banner

if TYPE_CHECKING:
    from wizard.core.by_hand.handover import HandoverResult
    from wizard.core.download.control import DownloadControl
    from wizard.core.download.engine import EngineOptions


class HandoverPage(WizardPage):
    """The plan, its files and its commands, for the machine the facts describe."""

    machine = "other"

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.options: EngineOptions | None = None  # None: the engine's defaults (tests: small chunks)
        self.controls: dict[str, DownloadControl] = {}
        self.folder: Path | None = None
        self.missing: list[str] = []  # files the folder still lacks (no published checksum, or not fetched)
        self.recorded: dict[str, Any] = {}  # what each file in the folder was verified against
        self.ask_plan_path: Callable[[], str] = self._ask_plan_path
        self.ask_folder: Callable[[], str] = self._ask_folder
        self.banner, self.intro, self.status_label = Banner(), QLabel(), QLabel()
        self.intro.setWordWrap(True)
        self.status_label.setWordWrap(True)
        self.save_button, self.folder_button = QPushButton(), QPushButton()
        self.save_button.clicked.connect(self.save_plan)
        self.folder_button.clicked.connect(self.download_into_folder)
        self.apply_label, self.commands_label = QLabel(), QLabel()
        self.apply_label.setWordWrap(True)
        self.apply_command = QLineEdit()  # the one command, to copy
        self.apply_command.setReadOnly(True)
        self.apply_command.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.commands = QPlainTextEdit()
        self.commands.setReadOnly(True)
        self.commands.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.commands.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.step_runner = StepRunner(self, self.progress)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.folder_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        widgets: list[QWidget] = [self.banner, self.intro]
        for widget in widgets:
            layout.addWidget(widget)
        layout.addLayout(buttons)
        widgets = [self.progress, self.status_label, self.apply_label, self.apply_command, self.commands_label]
        for widget in widgets:
            layout.addWidget(widget)
        layout.addWidget(self.commands, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.setTitle(tr("HandoverPage", "Take the plan to the other machine"))
        self.setSubTitle(tr("HandoverPage", "This plan is for the machine described in the facts file, so "
                                            "nothing is installed or changed on this computer."))
        self.intro.setText(tr("HandoverPage", "Save the plan, or download its files into a folder (a USB stick, "
                                              "a shared folder) together with the plan and a README. On that "
                                              "machine, run the command below in that folder."))
        self.save_button.setText(tr("HandoverPage", "Save plan…"))
        self.folder_button.setText(tr("HandoverPage", "Download the files into a folder for that machine…"))
        self.apply_label.setText(tr("HandoverPage", "On that machine, open a terminal in the folder and run this "
                                                    "command. It checks that the plan fits that machine and that "
                                                    "each file is the right one, then carries out every step:"))
        self.commands_label.setText(tr("HandoverPage", "Or do the same by hand, one command after the other:"))
        self._fill()

    def initializePage(self) -> None:
        """The commands of the chosen plan."""
        self._fill()

    def _fill(self) -> None:
        from wizard.core.by_hand.handover import apply_command, handover_commands

        plan = self.session.plan
        self.apply_command.setText(apply_command() if plan is not None else "")
        self.commands.setPlainText("\n".join(handover_commands(plan, recorded=self.recorded))
                                   if plan is not None else "")
        self.folder_button.setEnabled(plan is not None and bool(plan.downloads) and not self.running)

    @property
    def running(self) -> bool:
        """True while the files are being downloaded."""
        return self.step_runner.running

    def _ask_plan_path(self) -> str:
        tr = QCoreApplication.translate
        name, _ = QFileDialog.getSaveFileName(self, tr("HandoverPage", "Save the plan"), "plan.json",
                                              tr("HandoverPage", "Plans (*.json)"))
        return name

    def _ask_folder(self) -> str:
        tr = QCoreApplication.translate
        return QFileDialog.getExistingDirectory(self, tr("HandoverPage", "Folder for the other machine"))

    def save_plan(self) -> None:
        """Write the plan where the user says."""
        from wizard.core.by_hand.handover import save_plan

        name = self.ask_plan_path() if self.session.plan is not None else ""
        if not name or self.session.plan is None:
            return
        try:
            save_plan(Path(name), self.session.plan)
        except OSError as error:
            show_failure(self.banner, error)
            return
        self.status_label.setText(QCoreApplication.translate("HandoverPage", "The plan is saved in {path}.")
                                  .format(path=name))

    def download_into_folder(self) -> None:
        """Write the plan and the README into a folder, then download the plan's files there, verified."""
        from wizard.core.by_hand.handover import download_handover
        from wizard.core.download.control import DownloadControl
        from wizard.core.download.sources import Unverifiable, split_downloads

        name, plan = (self.ask_folder() if self.session.plan is not None else ""), self.session.plan
        if not name or plan is None:
            return
        self.banner.clear()
        self.folder, self.recorded = Path(name), {}
        settings = self.session.network
        fetchable = [r for r in split_downloads(plan.downloads, self.folder, settings)
                     if not isinstance(r, Unverifiable)]
        self.controls = {r.name: DownloadControl() for r in fetchable}
        options, controls, folder = self.options, self.controls, self.folder
        self.folder_button.setEnabled(False)
        self.step_runner.start(lambda: download_handover(plan, folder, settings, options, controls),
                               self._on_downloaded, self._on_failed, on_done=self._fill)

    def _on_downloaded(self, result: HandoverResult) -> None:
        from wizard.core.by_hand.handover import README_NAME

        self.missing, self.recorded = result.missing, result.records
        tr = QCoreApplication.translate
        if result.failed:
            lines = [tr_n("HandoverPage", "%n file(s) are in {folder}, but these downloads failed:",
                          len(result.fetched)).format(folder=result.folder)]
            lines += [f"• {name}: {why}" for name, why in result.failed.items()]
            lines.append(tr("HandoverPage", "Try again, or follow what {readme} says for the missing files.").format(
                readme=README_NAME))
            self.status_label.setText("\n".join(lines))
            return
        count = len(result.fetched)
        if self.missing:
            text = tr_n("HandoverPage", "%n file(s) are in {folder}; these are missing: {names}. {readme} says "
                                        "what to do.", count)
        else:
            text = tr_n("HandoverPage", "%n file(s), the plan and {readme} are in {folder}.", count)
        self.status_label.setText(text.format(folder=result.folder, readme=README_NAME, names=", ".join(self.missing)))

    def _on_failed(self, error: Any) -> None:
        show_failure(self.banner, error)

    def busy_work(self) -> str:
        """Said before Cancel or closing the window pauses the downloads."""
        if not self.running:
            return ""
        return QCoreApplication.translate("HandoverPage", "Files for the other machine are being downloaded. "
                                                          "Stopping pauses them and keeps what has arrived.")

    def shutdown(self) -> None:
        """Pause every download (the partial files stay) and wait for the worker to end."""
        for control in self.controls.values():
            control.pause()
        if self.step_runner.worker is not None:
            self.step_runner.worker.wait(10_000)  # a pause ends the step within one chunk
