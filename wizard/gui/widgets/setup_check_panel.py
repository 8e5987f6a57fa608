"""The Welcome page's "Check my setup": shown when the wizard has set this computer up before; it runs the same
core as ``tfgpu-wizard check`` in a worker (the recorded setup against this computer probed now) and shows each
change with what it breaks and its fix, in plain words."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.gui.widgets.icons import Level, status_icon
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.basics.events import Event
    from wizard.basics.facts import MachineFacts
    from wizard.core.check.model import Change, CheckResult

ProbeFactory = Callable[[], Generator["Event", None, "MachineFacts"]]
COLOURS: dict[str, Level] = {"broken": "error", "look": "warn", "info": "info"}  # a change's level -> the row's colour


class ChangeRow(QFrame):
    """One change: its icon, what changed, what that breaks and what to do."""

    def __init__(self, change: Change, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.change = change
        self.setObjectName("findingRow")
        self.setProperty("level", COLOURS[change.level])
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        icon = QLabel()
        icon.setPixmap(status_icon(COLOURS[change.level]).pixmap(20, 20))
        row.addWidget(icon, 0)
        words = QVBoxLayout()
        self.what_label, self.breaks_label, self.fix_label = QLabel(change.what), QLabel(change.breaks), QLabel()
        for label in (self.what_label, self.breaks_label, self.fix_label):
            label.setWordWrap(True)
            words.addWidget(label)
        self.breaks_label.setVisible(bool(change.breaks))
        self.fix_label.setVisible(bool(change.fix))
        row.addLayout(words, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The fix's label in the current language (the change's own words come translated from the core)."""
        what_to_do = QCoreApplication.translate("SetupCheck", "What to do: {fix}")
        self.fix_label.setText(what_to_do.format(fix=self.change.fix))


class SetupCheckPanel(QFrame):
    """A "Check my setup" button and, once it has run, the verdict and one row per change."""

    def __init__(self, probe: Callable[[], ProbeFactory], synchronous: bool | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupCheck")
        self._probe = probe
        self._synchronous = synchronous
        self.result: CheckResult | None = None
        self.problem: WizardError | None = None
        self.worker: StepWorker | None = None
        self.rows: list[ChangeRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.intro_label = QLabel()
        self.intro_label.setWordWrap(True)
        self.check_button = QPushButton()
        self.check_button.clicked.connect(self.start)
        top.addWidget(self.intro_label, 1)
        top.addWidget(self.check_button)
        layout.addLayout(top)
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setObjectName("sectionTitle")
        self.verdict_label.setVisible(False)
        layout.addWidget(self.verdict_label)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(6)
        layout.addLayout(self.rows_box)
        self.retranslate_ui()

    @property
    def busy(self) -> bool:
        """True while the check runs."""
        return self.worker is not None and self.worker.running

    def start(self) -> None:
        """Probe this computer and compare it with the recorded setup, in a worker."""
        if self.busy:
            return
        probe = self._probe()

        def check() -> Generator[Any, None, CheckResult]:
            from wizard.core.check.here import check_this_computer
            from wizard.core.check.record import read_setup

            record = read_setup()  # no setup recorded: said before the probe's seconds
            now = yield from probe()
            return check_this_computer(now, record)

        self.result, self.problem = None, None
        self.check_button.setEnabled(False)
        self.retranslate_ui()
        self.worker = StepWorker(check, self, synchronous=self._synchronous)
        self.worker.succeeded.connect(self._checked)
        self.worker.failed.connect(self._failed)
        self.worker.done.connect(self._ended)
        self.worker.start()

    def stop(self) -> None:
        """Stop a running check (at the probe's next step) and wait for its thread."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait(10_000)

    def _ended(self) -> None:
        self.check_button.setEnabled(True)
        self.retranslate_ui()

    def _checked(self, result: CheckResult) -> None:
        self.result = result
        for row in self.rows:
            self.rows_box.removeWidget(row)
            row.deleteLater()
        self.rows = [ChangeRow(change) for change in result.changes]
        for row in self.rows:
            self.rows_box.addWidget(row)
        self.retranslate_ui()

    def _failed(self, error: Exception) -> None:
        self.problem = error if isinstance(error, WizardError) else WizardError(str(error))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        translate = QCoreApplication.translate
        self.intro_label.setText(translate(
            "SetupCheck", "The wizard has set up TensorFlow on this computer before. Check that it still works: "
                          "what changed since (a driver update, a new card, a removed folder) and what to do."))
        self.check_button.setText(translate("SetupCheck", "Check my setup"))
        verdict = ""
        if self.busy:
            verdict = translate("SetupCheck", "Checking this computer against the setup…")
        elif self.problem is not None:
            verdict = " ".join(part for part in (self.problem.message, self.problem.hint) if part)
        elif self.result is not None:
            verdict = {0: translate("SetupCheck", "All fine: nothing the setup needs has changed."),
                       1: translate("SetupCheck", "Something the setup needs is broken; what to do is under it."),
                       3: translate("SetupCheck", "Nothing is broken, but something is worth a look.")}[
                self.result.exit_code]
        self.verdict_label.setText(verdict)
        self.verdict_label.setVisible(bool(verdict))
        for row in self.rows:
            row.retranslate_ui()
