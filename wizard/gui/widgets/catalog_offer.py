"""The Welcome page's offer of a newer signed catalog: looked for in a worker, shown only when there is one.

Looking never blocks and never speaks up: offline, refused or nothing newer, the box stays hidden. Taking the
offer runs the same core as ``catalog update`` (:func:`wizard.core.catalog_update.take.take_update`), in a worker
too, and says what the wizard plans with from then on, or why nothing changed. The Network settings can turn the
looking off.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from wizard.basics.errors import WizardError
from wizard.gui.workers import StepWorker

if TYPE_CHECKING:
    from wizard.core.catalog.model import Catalog
    from wizard.core.download.network import NetworkSettings


class CatalogOffer(QFrame):
    """Hidden until :meth:`look` finds a newer signed catalog; its button takes it."""

    def __init__(self, settings: Callable[[], NetworkSettings], synchronous: bool | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catalogOffer")
        self._settings = settings
        self._synchronous = synchronous
        self.offered: Catalog | None = None
        self.taken: Catalog | None = None
        self.problem: WizardError | None = None
        self.worker: StepWorker | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setVisible(False)
        row = QHBoxLayout()
        self.take_button = QPushButton()
        self.take_button.clicked.connect(self.take)
        row.addWidget(self.text_label, 1)
        row.addWidget(self.take_button)
        layout.addLayout(row)
        layout.addWidget(self.result_label)
        self.setVisible(False)
        self.retranslate_ui()

    def look(self) -> None:
        """Ask the release address for a newer signed catalog in a worker (unless the settings say not to)."""
        settings = self._settings()
        if not settings.look_for_catalog_updates or self.busy:
            return

        def look_up() -> Generator[Any, None, Catalog | None]:
            from wizard.core.catalog_update.published import newer_published

            yield from ()
            return newer_published(settings)

        self._run(look_up, self._found)

    def take(self) -> None:
        """Take the offered catalog the way ``catalog update`` does (fetched again, checked, stored)."""
        if self.offered is None or self.busy:
            return
        settings = self._settings()

        def take_it() -> Generator[Any, None, Catalog]:
            from wizard.core.catalog_update.take import take_update

            yield from ()
            return take_update(None, settings).after

        self.take_button.setEnabled(False)
        self._run(take_it, self._taken, self._not_taken)

    @property
    def busy(self) -> bool:
        """True while looking or taking."""
        return self.worker is not None and self.worker.running

    def stop(self) -> None:
        """Let a running look-up end before the window goes (it gives up after two short deadlines)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait(12_000)

    def _run(self, factory: Callable[[], Generator[Any, None, Any]], succeeded: Callable[[Any], None],
             failed: Callable[[Any], None] | None = None) -> None:
        self.worker = StepWorker(factory, self, synchronous=self._synchronous)
        self.worker.succeeded.connect(succeeded)
        self.worker.failed.connect(failed or (lambda _error: None))  # looking up is silent when it fails
        self.worker.start()

    def _found(self, catalog: Catalog | None) -> None:
        self.offered = catalog
        self.retranslate_ui()
        self.setVisible(catalog is not None)

    def _taken(self, catalog: Catalog) -> None:
        self.taken, self.problem = catalog, None
        self.take_button.setVisible(False)
        self.retranslate_ui()

    def _not_taken(self, error: Exception) -> None:
        self.problem = error if isinstance(error, WizardError) else WizardError(str(error))
        self.take_button.setEnabled(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        translate = QCoreApplication.translate
        self.take_button.setText(translate("CatalogOffer", "Use the newer catalog"))
        if self.offered is not None:
            self.text_label.setText(translate(
                "CatalogOffer", "A newer compatibility catalog is published (version {version} of {date}): what "
                                "works together on which graphics card, reviewed since this wizard was built. "
                                "Using it changes nothing on this computer; plans are made with it from then on.")
                                    .format(version=self.offered.version, date=self.offered.info.date))
        if self.taken is not None:
            self.result_label.setText(translate(
                "CatalogOffer", "Done: plans are now made with the catalog version {version} of {date}.").format(
                version=self.taken.version, date=self.taken.info.date))
        elif self.problem is not None:
            self.result_label.setText(" ".join(part for part in (self.problem.message, self.problem.hint) if part))
        self.result_label.setVisible(self.taken is not None or self.problem is not None)
