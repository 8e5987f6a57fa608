"""Welcome: what the wizard will do, in seven plain steps, and the language switcher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from wizard.basics import i18n
from wizard.gui.pages.base import WizardPage
from wizard.gui.session import Session
from wizard.gui.translator import install_language

if TYPE_CHECKING:
    from wizard.gui.widgets.catalog_offer import CatalogOffer
    from wizard.gui.widgets.setup_check_panel import SetupCheckPanel

BADGE_STYLE = (
    "QLabel { color: #ffffff; background: #3a7d1e; border-radius: 11px; font-weight: bold;"
    " min-width: 22px; max-width: 22px; min-height: 22px; max-height: 22px;"
    " qproperty-alignment: AlignCenter; }"
)


def step_texts() -> list[str]:
    """The seven steps, in the order the pages carry them out."""
    return [
        QCoreApplication.translate("WelcomePage", "Check this computer: graphics card, driver, Python, "
                                                  "and what is already installed."),
        QCoreApplication.translate("WelcomePage", "Choose the framework (TensorFlow, PyTorch, Keras 3 or JAX) and "
                                                  "versions of Python, CUDA and cuDNN that work together, and say "
                                                  "why."),
        QCoreApplication.translate("WelcomePage", "Download the files, checking each one against its "
                                                  "published checksum."),
        QCoreApplication.translate("WelcomePage", "Install the CUDA toolkit."),
        QCoreApplication.translate("WelcomePage", "Install cuDNN into the CUDA folder."),
        QCoreApplication.translate("WelcomePage", "Set the environment variables (PATH, CUDA_PATH), "
                                                  "keeping everything that is already there."),
        QCoreApplication.translate("WelcomePage", "Install the framework in its own environment and prove "
                                                  "that it trains on the graphics card."),
    ]


class WelcomePage(WizardPage):
    """First page: cheap to build (it is what start-up time measures), nothing probed or planned here.

    Once the window is on screen (:meth:`prefetch`) it offers two things, each in a worker: a newer signed
    catalog when one is published, and "Check my setup" when the wizard has set this computer up before.

    It does not touch ``PySide6.QtCore.Qt`` (the first access to that namespace, even through overload
    resolution as in ``QPainter.setPen``, builds its ~100 enums: about 20 ms), nor the wizard's style
    sheet (about 40 ms to parse and polish, set after the first paint): each badge has its own tiny sheet.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.intro_label = QLabel()
        self.intro_label.setObjectName("pageIntro")
        self.intro_label.setWordWrap(True)
        layout.addWidget(self.intro_label)
        self.step_labels = self._build_steps(layout)
        self.offers = QVBoxLayout()  # filled after the first paint: see prefetch
        layout.addLayout(self.offers)
        self.catalog_offer: CatalogOffer | None = None
        self.setup_check: SetupCheckPanel | None = None
        layout.addStretch(1)
        layout.addLayout(self._build_language_row())
        self.retranslate_ui()

    def prefetch(self) -> None:
        """After the first paint: look for a newer catalog, and offer "Check my setup" when a setup exists."""
        from wizard.core.check.here import setup_recorded
        from wizard.gui.widgets.catalog_offer import CatalogOffer
        from wizard.gui.widgets.setup_check_panel import SetupCheckPanel

        session = self.session  # the offers hold the session, never the page (no reference cycle)
        if self.catalog_offer is None:
            self.catalog_offer = CatalogOffer(lambda: session.network, session.synchronous)
            self.offers.addWidget(self.catalog_offer)
        self.catalog_offer.look()
        if self.setup_check is None and setup_recorded():
            self.setup_check = SetupCheckPanel(lambda: session.probe, session.synchronous)
            self.offers.addWidget(self.setup_check)

    def shutdown(self) -> None:
        """Let the look-up and the check end before the window goes."""
        for offer in (self.catalog_offer, self.setup_check):
            if offer is not None:
                offer.stop()

    def _build_steps(self, layout: QVBoxLayout) -> list[QLabel]:
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        labels = []
        for row in range(len(step_texts())):
            number = QLabel(str(row + 1))
            number.setObjectName("stepNumber")
            number.setStyleSheet(BADGE_STYLE)
            text = QLabel()
            text.setObjectName("stepText")
            text.setWordWrap(True)
            grid.addWidget(number, row, 0)
            grid.addWidget(text, row, 1)
            labels.append(text)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        return labels

    def _build_language_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.language_label = QLabel()
        self.language_combo = QComboBox()
        for code in i18n.SUPPORTED_LANGUAGES:
            self.language_combo.addItem(i18n.LANGUAGE_NAMES[code], code)  # each name in its own language
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(self.session.language)))
        self.language_combo.currentIndexChanged.connect(self._on_language_chosen)
        self.language_label.setBuddy(self.language_combo)
        row.addStretch(1)
        row.addWidget(self.language_label)
        row.addWidget(self.language_combo)
        return row

    def choose_language(self, language: str) -> None:
        """Switch the whole wizard to ``language`` (``en`` or ``zh_CN``), as the combo box does."""
        index = self.language_combo.findData(language)
        if index >= 0:
            self.language_combo.setCurrentIndex(index)

    def _on_language_chosen(self, index: int) -> None:
        language = str(self.language_combo.itemData(index))
        self.session.language = install_language(language)

    def retranslate_ui(self) -> None:
        """Texts of this page in the current language."""
        self.setTitle(
            QCoreApplication.translate("WelcomePage", "Set up TensorFlow on your NVIDIA graphics card"))
        self.setSubTitle(QCoreApplication.translate(
            "WelcomePage", "This wizard takes you from \"I have an NVIDIA card\" "
                           "to \"TensorFlow trains on it\"."))
        self.intro_label.setText(QCoreApplication.translate(
            "WelcomePage", "These are the steps it can take. Which of them your computer needs depends on what "
                           "it already has: the next page checks, and steps that are not needed are skipped. "
                           "Nothing on your computer changes before you have seen what will change."))
        for label, text in zip(self.step_labels, step_texts(), strict=True):
            label.setText(text)
        self.language_label.setText(QCoreApplication.translate("WelcomePage", "&Language:"))
        for offer in (self.catalog_offer, self.setup_check):
            if offer is not None:
                offer.retranslate_ui()
