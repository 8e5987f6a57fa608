"""Python environment: name, Python, installer and index; review, make it (progress and log), the result.

A thin view over the plan's ``create-env`` step (:func:`wizard.core.steps.python_env.env_operations`: the
env, its activate block, the kernel), on the shared review -> install -> undo base. Cancel stops the installer at once
(the env it made is removed); Back and Next are refused only while a step runs. Making the env is optional, but
never skipped silently: Next follows a made environment, "Skip this step" goes on without one (the last page still
lists the commands).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from wizard.basics.errors import BadInputError
from wizard.basics.events import Advanced, Event, LogLine
from wizard.core.download.control import DownloadControl
from wizard.core.ops.base import Preview
from wizard.core.plan import StepId
from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.core.pyenv.progress import BYTES_KEY, bytes_text
from wizard.gui.models.framework_text import env_ready, env_subtitle
from wizard.gui.pages.install_common import InstallPageBase
from wizard.gui.qt_compat import virtual_bool
from wizard.gui.session import Session
from wizard.gui.widgets.interpreter_box import InterpreterBox

if TYPE_CHECKING:
    from wizard.core.download.pypi_mirrors import PypiMirror


class PythonEnvPage(InstallPageBase):
    """The Python environment page."""

    plan_step = StepId.CREATE_ENV
    machine = "this"  # it changes (or proves) this computer: never for another machine's facts

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self._stop = threading.Event()
        self._download = DownloadControl()  # the python.org installer's download, where one is needed
        self.operations: list[Any] = []
        self.mirror: PypiMirror | None = None
        self.name_label, self.installer_label, self.index_label = QLabel(), QLabel(), QLabel()
        self.name_edit, self.name_problem = QLineEdit(DEFAULT_ENV_NAME), QLabel()
        self.name_edit.textChanged.connect(self._check_name)
        self.installer_box, self.index_box = QComboBox(), QComboBox()
        self.installer_box.addItems(["uv", "pip"])
        self.kernel_box = QCheckBox()
        self.kernel_box.setChecked(True)
        self.conda_label, self.conda_box = QLabel(), QComboBox()  # who makes a conda env (plans with conda packages)
        self.channel_label, self.channel_line = QLabel(), QLabel()  # where a conda env's packages come from
        self.channel_line.setWordWrap(True)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(2000)
        self.interpreter_box = InterpreterBox()
        self.miniforge_button = QPushButton()
        self.miniforge_button.setVisible(False)
        self.miniforge_button.clicked.connect(self.install_miniforge)
        self.miniforge_base: str | None = None  # where the Miniforge installers are published (None: the default)
        self.skipped = False  # the user chose "Skip this step": Next goes on without an environment
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.skip)
        for row, (label, widget) in enumerate(((self.name_label, self.name_edit), (None, self.name_problem),
                                               (self.installer_label, self.installer_box),
                                               (self.index_label, self.index_box), (None, self.kernel_box),
                                               (self.conda_label, self.conda_box),
                                               (self.channel_label, self.channel_line))):
            if label is not None:
                self.form.addWidget(label, row, 0)
            self.form.addWidget(widget, row, 1, 1, 2)
        self.form.addWidget(self.miniforge_button, 7, 1)
        self.outer.addWidget(self.log, 1)
        self.widgets.buttons_row.insertWidget(0, self.skip_button)
        self.outer.addWidget(self.interpreter_box)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        tr = QCoreApplication.translate
        self.retranslate_common(tr("PythonEnvPage", "Make the environment"))
        self.setTitle(tr("PythonEnvPage", "Python environment"))
        self.setSubTitle(env_subtitle(self.session.plan))
        self.name_label.setText(tr("PythonEnvPage", "Name:"))
        self.installer_label.setText(tr("PythonEnvPage", "Installer:"))
        self.index_label.setText(tr("PythonEnvPage", "Package index:"))
        self.kernel_box.setText(tr("PythonEnvPage", "Also make it a Jupyter kernel"))
        self.miniforge_button.setText(tr("PythonEnvPage", "Install Miniforge for me (no administrator rights)"))
        self.conda_label.setText(tr("PythonEnvPage", "Conda packages:"))
        current = max(self.conda_box.currentIndex(), 0)
        self.conda_box.clear()
        self.conda_box.addItem(tr("PythonEnvPage", "The wizard installs them itself (no conda needed)"), "rattler")
        self.conda_box.addItem(tr("PythonEnvPage", "Use the conda installed on this computer"), "conda")
        self.conda_box.setCurrentIndex(current)
        self.channel_label.setText(tr("PythonEnvPage", "Packages from:"))
        if self.session.plan is not None:  # not at start-up: the settings file is read on first use
            self._show_channel()
        self.after_label.setText(tr("PythonEnvPage", "After making it"))
        self.skip_button.setText(tr("PythonEnvPage", "Skip this step"))

    def _show_channel(self) -> None:
        from wizard.gui.models.network_choices import conda_source_text

        self.channel_line.setText(conda_source_text(self.session.network.conda_channel))

    def initializePage(self) -> None:
        """Fill the index list once; a venv's choices (uv or pip, the index) or a conda env's (who installs the
        conda packages, from where), as the route needs (:func:`wizard.gui.models.network_choices.env_choices`)."""
        from wizard.core.download.pypi_mirrors import load_mirrors
        from wizard.gui.models.network_choices import env_choices

        self.setSubTitle(env_subtitle(self.session.plan))  # the plan chosen since the page was built
        choices = env_choices(self.session.plan)
        for widget in (self.conda_label, self.conda_box, self.channel_label, self.channel_line):
            widget.setVisible(choices.conda)
        for widget in (self.installer_label, self.installer_box):
            widget.setVisible(choices.pip_installer)
        for widget in (self.index_label, self.index_box):
            widget.setVisible(choices.package_index)
        if self.index_box.count() == 0:
            for mirror in load_mirrors():
                self.index_box.addItem(mirror.display_name, mirror)
        self.network_changed()

    def network_changed(self) -> None:
        """The index remembered in the Network settings is the one selected; the conda line says the channel."""
        from wizard.core.download.pypi_mirrors import chosen_mirror

        chosen = chosen_mirror(self.session.network)
        for index in range(self.index_box.count()):
            if chosen is not None and self.index_box.itemData(index).id == chosen.id:
                self.index_box.setCurrentIndex(index)
        self._show_channel()

    def _check_name(self, text: str) -> None:
        from wizard.core.pyenv.names import env_name_problem

        self.name_problem.setText(env_name_problem(text) or "")
        self.review_button.setEnabled(env_name_problem(text) is None)

    def review_step(self) -> Generator[Event, None, Preview]:
        """Build the operations from the plan (name checked first) and preview them; changes nothing."""
        from wizard.core.pyenv.python_org_step import python_org_for
        from wizard.core.steps.python_env import env_operations

        if self.session.plan is None:
            raise BadInputError(QCoreApplication.translate("PythonEnvPage", "Choose a setup first."))
        self.mirror = self.index_box.currentData()  # the index these operations use, remembered once they ran
        self.operations = env_operations(
            self.session.plan, name=self.name_edit.text().strip(), installer=self.installer_box.currentText(),
            settings=self.session.network, mirror=self.mirror,
            kernel=self.kernel_box.isChecked(), cuda_root=self.session.cuda_root, cancelled=self._stop.is_set,
            conda_tool=str(self.conda_box.currentData() or "rattler"), driver_cuda=self._driver_cuda())
        create = self.operations[0]
        install = python_org_for(create)  # Windows without the planned Python: python.org's, installed first
        previews = [operation.preview() for operation in self.operations]
        first = [f"{install.describe()}\n{install.preview().after}"] if install else []
        yield from ()
        return Preview(create.describe(), "\n".join(p.before for p in previews if p.before),
                       "\n\n".join([*first, *(p.after for p in previews)]))

    def _driver_cuda(self) -> str | None:
        facts = self.session.facts
        return facts.driver.cuda if facts is not None and facts.driver is not None else None

    def install_step(self) -> Generator[Event, None, Any]:
        """Make the env (and the kernel) and journal it."""
        from wizard.core.steps.run import StepRun

        self._stop.clear()
        self._download.reset()
        self.log.clear()
        return (yield from StepRun(StepId.CREATE_ENV, self.operations, python_first=self.session.network).journal(
            self.journal_factory(), cancelled=self._stop.is_set, control=self._download))

    def cancel(self) -> None:
        """Stop the installer now, not at its next line of output."""
        self._stop.set()
        self._download.pause()  # python.org's installer, when it is downloading: keep the part for the next try
        super().cancel()

    def _on_event(self, event: Event) -> None:
        super()._on_event(event)
        if isinstance(event, LogLine):
            self.log.appendPlainText(event.text)
        elif isinstance(event, Advanced) and event.key == BYTES_KEY and event.total:
            self.status_label.setText(bytes_text(event.done, event.total))

    def describe_result(self, result: Any) -> str:
        """The result line; the interpreter path goes in its copyable box."""
        prefix = self.operations[0].path
        if self.mirror is not None:  # the index it was made with is the first choice next time (settings file)
            self.session.remember_package_index(self.mirror.id)
        self.session.env_python, self.session.env_prefix = self.operations[0].spec().python_path, Path(prefix)
        self.interpreter_box.show_path(str(self.session.env_python), _kernel_name(self.operations))
        ready = env_ready(self.session.plan, prefix, self.operations[0].tensorflow)
        return "\n".join([ready, *_licences(self.operations, Path(prefix))])

    def _on_failed(self, error: object) -> None:
        """Show the error; where the route lacks conda, offer to install Miniforge."""
        super()._on_failed(error)
        self.miniforge_button.setVisible(getattr(error, "reference", "") == "conda-not-found")

    def install_miniforge(self) -> None:
        """Download Miniforge (published SHA-256), install it for this user, journaled; then review again."""
        from wizard.core.steps.miniforge import install_miniforge_step

        self.miniforge_button.setVisible(False)
        settings = self.session.network
        self._run(lambda: install_miniforge_step(self.journal_factory(), settings, self.miniforge_base,
                                                 self._stop.is_set),
                  lambda _result: self.review())

    def skip(self) -> None:
        """Go on without an environment, as the user chose (said on the page, then the next page)."""
        if self.state == "installing":
            return
        self.skipped = True
        self.status_label.setText(QCoreApplication.translate(
            "PythonEnvPage", "Skipped: no environment was made. The last page lists the commands to make it."))
        self.completeChanged.emit()
        wizard = self.wizard()
        if wizard is not None and wizard.currentPage() is self:
            wizard.next()

    def isComplete(self) -> bool:
        """Next once the environment is made, or after "Skip this step"; never while a step runs."""
        return virtual_bool(self.state != "installing" and (self.state == "installed" or self.skipped))


def _licences(operations: list[Any], prefix: Path) -> list[str]:
    """NVIDIA's licence for the CUDA libraries a conda env holds, named where the user sees the result."""
    from wizard.core.pyenv.create import licence_line
    from wizard.core.pyenv.rattler_env import licence_files

    conda = operations[0].conda or operations[0].conda_platform
    return [licence_line(path) for path in licence_files(prefix, "cudatoolkit")] if conda else []


def _kernel_name(operations: list[Any]) -> str:
    """The name Jupyter lists the new kernel under ("" without one): read from the kernel.json it wrote."""
    from wizard.core.pyenv.kernel_ops import AddKernel

    kernels = [op for op in operations if isinstance(op, AddKernel)]
    return str(json.loads(kernels[0].wanted()).get("display_name", "")) if kernels else ""
