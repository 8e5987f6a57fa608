"""Install CUDA: choose NVIDIA's installer and its checksum, review the exact command, install, undo.

A thin view over :class:`wizard.core.install.cuda_ops.InstallCudaToolkit`. The review shows what is in the
toolkit folder now and the exact silent command (toolkit sub-packages only, never the display driver);
Install checks the checksum before anything runs; Undo explains how NVIDIA's own uninstaller removes it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QPushButton, QWidget

from wizard.basics.events import Event
from wizard.core.ops.base import Preview
from wizard.core.plan import StepId
from wizard.gui.pages.install_common import InstallPageBase, bundled_catalog
from wizard.gui.session import Session
from wizard.platform.host import HOST_OS


class InstallCudaPage(InstallPageBase):
    """The Install CUDA page."""

    plan_step = StepId.INSTALL_CUDA
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.runner: Callable[..., int] | None = None  # tests put a stand-in for NVIDIA's installer here
        self._suggested_into = ""  # the folder this page suggested (replaced when the version changes)
        self.labels = [QLabel() for _ in range(4)]
        self.installer_edit, self.checksum_edit = QLineEdit(), QLineEdit()
        self.version_edit, self.into_edit = QLineEdit(), QLineEdit()
        self.browse_button = QPushButton()
        self.browse_button.clicked.connect(self._browse)
        self.installer_edit.textChanged.connect(self._guess_version)
        edits = (self.installer_edit, self.checksum_edit, self.version_edit, self.into_edit)
        for row, edit in enumerate(edits):
            self.form.addWidget(self.labels[row], row, 0)
            self.form.addWidget(edit, row, 1)
        self.form.addWidget(self.browse_button, 0, 2)
        from wizard.core.install.cuda_installer import installer_honours_folder

        self.into_edit.setReadOnly(not installer_honours_folder(HOST_OS))  # Windows: NVIDIA's fixed folder
        for box in (self.before_box, self.after_box):
            box.setLineWrapMode(box.LineWrapMode.WidgetWidth)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.retranslate_common()
        self.setTitle(tr("InstallCudaPage", "Install the CUDA toolkit"))
        self.setSubTitle(tr("InstallCudaPage", "NVIDIA's installer runs silently with only the toolkit parts "
                                               "TensorFlow needs. Your display driver is never touched."))
        texts = (tr("InstallCudaPage", "Installer:"), tr("InstallCudaPage", "sha256 or md5:"),
                 tr("InstallCudaPage", "CUDA version:"), tr("InstallCudaPage", "Toolkit folder:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.browse_button.setText(tr("InstallCudaPage", "Browse..."))
        self.checksum_edit.setPlaceholderText(tr("InstallCudaPage", "from NVIDIA's download page"))

    def initializePage(self) -> None:
        """Suggest the plan's CUDA version and NVIDIA's default folder."""
        plan = self.session.plan
        if plan is not None and plan.cuda and not self.version_edit.text():
            self.version_edit.setText(plan.cuda)
        downloaded = self.session.downloaded.get("cuda-installer")
        if downloaded is not None and not self.installer_edit.text():
            entry = next((d for d in plan.downloads if d.kind == "cuda-installer"), None) if plan else None
            published = (entry.sha256 or entry.md5 or "") if entry is not None else ""
            if not self.checksum_edit.text():  # the checksum the download was verified with, or the catalog's
                self.checksum_edit.setText(self.session.checksums.get("cuda-installer") or published)
            self.installer_edit.setText(str(downloaded))
        self._suggest_folder()

    def _guess_version(self, text: str) -> None:
        """The version and the catalog's checksum of the file chosen, where the fields are still empty."""
        from wizard.core.install.inputs import read_cuda_installer

        if not text.strip():
            return
        found = read_cuda_installer(Path(text.strip()), bundled_catalog())
        if found.version and not self.version_edit.text():
            self.version_edit.setText(found.version)
            self._suggest_folder()
        if not self.checksum_edit.text():
            self.checksum_edit.setText(found.sha256 or found.md5 or "")

    def _suggest_folder(self) -> None:
        from wizard.core.install.cuda_installer import default_cuda_root

        if self.version_edit.text() and self.into_edit.text() in ("", self._suggested_into):
            self._suggested_into = str(default_cuda_root(HOST_OS, self.version_edit.text()))
            self.into_edit.setText(self._suggested_into)

    def check_inputs(self) -> None:
        """This machine's facts, an installer chosen and there, of the CUDA the plan needs."""
        from wizard.core.install.inputs import check_cuda_installer

        super().check_inputs()
        check_cuda_installer(self.installer_edit.text(), HOST_OS, self.session.plan, bundled_catalog(),
                             stated_version=self.version_edit.text().strip() or None)

    def follow_alternative(self, alternative: Any) -> None:
        """The installer's CUDA, in its default folder (unless the user chose another folder)."""
        super().follow_alternative(alternative)
        self.version_edit.setText(alternative.cuda)
        self._suggest_folder()

    def _browse(self) -> None:
        tr = QCoreApplication.translate
        name, _ = QFileDialog.getOpenFileName(self, tr("InstallCudaPage", "Choose NVIDIA's CUDA installer"))
        if name:
            self.installer_edit.setText(name)

    def _make_op(self) -> Any:
        from wizard.core.steps.toolkit import cuda_operations

        checksum = self.checksum_edit.text().strip().lower()
        [self.op] = cuda_operations(
            installer=self.installer_edit.text().strip(), version=self.version_edit.text().strip(),
            into=self.into_edit.text().strip(), sha256=checksum if len(checksum) == 64 else None,
            md5=checksum if len(checksum) == 32 else None, runner=self.runner, host_os=HOST_OS)
        return self.op

    def review_step(self) -> Generator[Event, None, Preview]:
        """The preview: the folder now, and the exact command."""
        op = self._make_op()
        yield from ()
        preview: Preview = op.preview()
        return preview

    def install_step(self) -> Generator[Event, None, Any]:
        """Checksum, run, check, journal."""
        from wizard.core.ops.elevation import make_elevator, make_reverse_elevator
        from wizard.core.ops.runner import run_journaled_step

        return (yield from run_journaled_step([self.op], self.journal_factory(), step=StepId.INSTALL_CUDA,
                                              elevator=make_elevator(), reverse_elevator=make_reverse_elevator()))

    def installing_text(self) -> str:
        """NVIDIA's installer cannot be stopped halfway: say that the wizard waits for it."""
        return QCoreApplication.translate("InstallCudaPage", "NVIDIA's CUDA installer is running. It cannot be "
                                          "stopped halfway: the wizard closes as soon as it has finished.")

    def shutdown(self) -> None:
        """Wait for NVIDIA's installer to finish (cancelling it halfway would leave a toolkit unrecorded)."""
        worker = self.step_runner.worker
        if worker is not None and worker.running and self.state == "installing":
            worker.wait(2**31 - 1)
            return
        super().shutdown()

    def _on_installed(self, result: Any) -> None:
        """The cuDNN and environment-variables pages then use this folder, not NVIDIA's default."""
        self.session.cuda_root = Path(self.op.into)
        super()._on_installed(result)

    def describe_result(self, result: Any) -> str:
        """The result line, with the kept log."""
        tr = QCoreApplication.translate
        if not result.entries:
            present = tr("InstallCudaPage", "CUDA {version} is already installed in {into}; nothing was run.")
            return present.format(version=self.op.version, into=self.op.into)
        log = result.results[0].record.get("log", "")
        return tr("InstallCudaPage", "CUDA {version} is installed in {into}. Installer log: {log}").format(
            version=self.op.version, into=self.op.into, log=log)
