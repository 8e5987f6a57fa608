"""Install cuDNN: choose the archive and the CUDA folder (or a folder of your own), review, install, undo.

A thin view over :class:`wizard.core.ops.cudnn_ops.CopyCudnnIntoCuda`: Review unpacks and checks the
archive and lists every file added or replaced; Install runs the copy transaction (Cancel rolls it back)
and journals it; Undo reverses the last run from the journal.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFileDialog, QLabel, QLineEdit, QPushButton, QWidget

from wizard.basics.events import Event
from wizard.core.ops.base import Preview
from wizard.gui.pages.install_common import InstallPageBase
from wizard.gui.session import Session
from wizard.platform.host import HOST_OS


class InstallCudnnPage(InstallPageBase):
    """The Install cuDNN page."""

    plan_step = "install-cudnn"

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.archive_label, self.into_label = QLabel(), QLabel()
        self.archive_edit, self.into_edit = QLineEdit(), QLineEdit()
        self.browse_button = QPushButton()
        self.browse_button.clicked.connect(self._browse)
        self.user_folder_box = QCheckBox()
        self.form.addWidget(self.archive_label, 0, 0)
        self.form.addWidget(self.archive_edit, 0, 1)
        self.form.addWidget(self.browse_button, 0, 2)
        self.form.addWidget(self.into_label, 1, 0)
        self.form.addWidget(self.into_edit, 1, 1, 1, 2)
        self.form.addWidget(self.user_folder_box, 2, 1, 1, 2)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.retranslate_common()
        self.setTitle(tr("InstallCudnnPage", "Install cuDNN"))
        self.setSubTitle(tr("InstallCudnnPage", "cuDNN's bin, include and lib folders are copied into the "
                            "CUDA folder. Review the changes first; everything can be undone."))
        self.archive_label.setText(tr("InstallCudnnPage", "cuDNN archive:"))
        self.into_label.setText(tr("InstallCudnnPage", "CUDA folder:"))
        self.browse_button.setText(tr("InstallCudnnPage", "Browse..."))
        self.user_folder_box.setText(tr("InstallCudnnPage", "No administrator rights: put cuDNN in this "
                                        "folder of mine and add it to my path"))

    def initializePage(self) -> None:
        """Suggest the folder the Install CUDA page used, else NVIDIA's default for the plan's CUDA."""
        from wizard.core.install.cuda_installer import default_cuda_root

        plan = self.session.plan
        downloaded = self.session.downloaded.get("cudnn-archive")
        if downloaded is not None and not self.archive_edit.text():
            self.archive_edit.setText(str(downloaded))
        if self.session.cuda_root is not None and not self.into_edit.text():
            self.into_edit.setText(str(self.session.cuda_root))
        elif plan is not None and plan.cuda and not self.into_edit.text():
            self.into_edit.setText(str(default_cuda_root(HOST_OS, plan.cuda)))

    def _browse(self) -> None:
        tr = QCoreApplication.translate
        name, _ = QFileDialog.getOpenFileName(self, tr("InstallCudnnPage", "Choose the cuDNN archive"), "",
                                              tr("InstallCudnnPage", "cuDNN archives (*.zip *.tar.xz *.tgz)"))
        if name:
            self.archive_edit.setText(name)

    def _make_op(self) -> Any:
        from wizard.core.catalog.load import load_catalog
        from wizard.core.ops.cudnn_ops import CopyCudnnIntoCuda

        if self.op is not None:
            self.op.discard()
        self.op = CopyCudnnIntoCuda(
            archive=self.archive_edit.text().strip(), into=self.into_edit.text().strip(), os=HOST_OS,
            user_folder=self.user_folder_box.isChecked(), catalog=load_catalog())
        return self.op

    def review_step(self) -> Generator[Event, None, Preview]:
        """Unpack and check the archive, then the preview."""
        op = self._make_op()
        if not Path(op.archive).is_file():
            from wizard.basics.errors import BadInputError

            raise BadInputError(
                QCoreApplication.translate("InstallCudnnPage", "Choose the cuDNN archive first."),
                hint=QCoreApplication.translate("InstallCudnnPage", "Download it on the previous page, or "
                                                                    "point at one you already have."))
        yield from op.prepare_step()
        preview: Preview = op.preview()
        return preview

    def install_step(self) -> Generator[Event, None, Any]:
        """Copy and journal (and, for a folder of the user's, add it to the user's path)."""
        from wizard.core.install.journaled import run_journaled_step
        from wizard.core.ops.cudnn_ops import user_folder_operations
        from wizard.core.ops.elevation import make_elevator, make_reverse_elevator

        operations = [self.op, *(user_folder_operations(self.op) if self.op.user_folder else [])]
        return (yield from run_journaled_step(operations, self.journal_factory(), step="install-cudnn",
                                              elevator=make_elevator(), reverse_elevator=make_reverse_elevator()))

    def describe_result(self, result: Any) -> str:
        """The result line."""
        done = QCoreApplication.translate(
            "InstallCudnnPage",
            "cuDNN is installed in {into}: {count} files copied and checked. Replaced files were backed up.")
        files = len(result.results[0].record.get("files", [])) if result.results else 0
        return done.format(into=self.op.into, count=files)

    def shutdown(self) -> None:
        """Stop a running copy, then remove the staging folder when the wizard closes."""
        super().shutdown()
        if self.op is not None:
            self.op.discard()
