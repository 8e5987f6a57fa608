"""Install cuDNN: choose the archive and the CUDA folder (or a folder of your own), review, install, undo.

A thin view over :class:`wizard.core.install.cudnn_ops.CopyCudnnIntoCuda`: Review unpacks and checks the
archive and lists every file added or replaced; Install runs the copy transaction (Cancel rolls it back)
and journals it; Undo reverses the last run from the journal.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFileDialog, QLabel, QLineEdit, QPushButton, QWidget

from wizard.basics.events import Event
from wizard.basics.i18n import tr_n
from wizard.core.ops.base import Preview
from wizard.core.plan import StepId
from wizard.gui.pages.install_common import InstallPageBase, bundled_catalog
from wizard.gui.session import Session
from wizard.platform.host import HOST_OS

if TYPE_CHECKING:
    from wizard.core.install.inputs import FileFacts


class InstallCudnnPage(InstallPageBase):
    """The Install cuDNN page."""

    plan_step = StepId.INSTALL_CUDNN
    machine = "this"  # another machine's plan stops at the hand-over page

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.archive_label, self.into_label = QLabel(), QLabel()
        self.archive_edit, self.into_edit = QLineEdit(), QLineEdit()
        self.browse_button = QPushButton()
        self.browse_button.clicked.connect(self._browse)
        self.user_folder_box = QCheckBox()
        self.found: FileFacts | None = None  # what the chosen archive's name says (check_inputs)
        self.operations: list[Any] = []  # the step's operations (the copy first), made by the review step
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

    def check_inputs(self) -> None:
        """This machine's facts, an archive chosen and there, named as the cuDNN the plan needs."""
        from wizard.core.install.inputs import check_cudnn_archive

        super().check_inputs()
        self.found, _ = check_cudnn_archive(self.archive_edit.text(), self.session.plan, bundled_catalog())

    def _checksum(self) -> str | None:
        """The sha256 the download was verified with, else the catalog's for that name (md5s are not used)."""
        downloaded = self.session.downloaded.get("cudnn-archive")
        verified = self.session.checksums.get("cudnn-archive", "")
        if downloaded is not None and self.found is not None and downloaded == self.found.path and verified:
            return verified if len(verified) == 64 else None
        return self.found.sha256 if self.found is not None else None

    def _make_op(self) -> Any:
        from wizard.core.steps.toolkit import cudnn_operations

        if self.op is not None:
            self.op.discard()
        archive = str(self.found.path) if self.found is not None else self.archive_edit.text().strip()
        self.operations = cudnn_operations(archive=archive, into=self.into_edit.text().strip(),
                                           sha256=self._checksum(), user_folder=self.user_folder_box.isChecked(),
                                           catalog=bundled_catalog(), host_os=HOST_OS)
        self.op = self.operations[0]
        return self.op

    def review_step(self) -> Generator[Event, None, Preview]:
        """Unpack and check the archive, its header against the plan, then the preview."""
        from wizard.core.install.inputs import check_cudnn_header
        from wizard.core.steps.run import StepRun

        op = self._make_op()
        [prepared] = yield from StepRun(StepId.INSTALL_CUDNN, self.operations).prepare()
        if self.found is not None:
            check_cudnn_header(self.found, prepared.layout.version, self.session.plan, bundled_catalog())
        preview: Preview = op.preview()
        return preview

    def install_step(self) -> Generator[Event, None, Any]:
        """Copy and journal (and, for a folder of the user's, add it to the user's path)."""
        from wizard.core.steps.run import StepRun

        return (yield from StepRun(StepId.INSTALL_CUDNN, self.operations).journal(self.journal_factory()))

    def describe_result(self, result: Any) -> str:
        """The result line; the backups are mentioned only when a file was replaced."""
        files = result.results[0].record.get("files", []) if result.results else []
        replaced = sum(1 for item in files if item.get("backup"))
        if replaced:
            done = tr_n("InstallCudnnPage", "cuDNN is installed in {into}: %n file(s) copied and checked; the files "
                                            "they replaced are backed up ({replaced}).", len(files))
        else:
            done = tr_n("InstallCudnnPage", "cuDNN is installed in {into}: %n file(s) copied and checked.", len(files))
        return done.format(into=self.op.into, replaced=replaced)

    def shutdown(self) -> None:
        """Stop a running copy, then remove the staging folder when the wizard closes."""
        super().shutdown()
        if self.op is not None:
            self.op.discard()
