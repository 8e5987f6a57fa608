"""Network settings: the proxy, a company mirror, the package index and the conda-forge mirror; passwords (keyring).

What a user behind a corporate proxy needs after a 407, or with an artifact mirror: the settings are
remembered without secrets (``network.json``); passwords go to the system keyring, and where no keyring
exists the dialog says so and saves no password at all (never plain text). A user:password typed inside
the proxy or mirror address is moved out of it (user to its field, password to the keyring) and the
dialog stays open once to say so. The window's "Network settings…" button opens it from every page; the sections
shown are the ones the chosen route uses (:func:`wizard.gui.models.network_choices.network_sections`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from wizard.basics.errors import WizardError
from wizard.core.download.conda_mirrors import conda_mirror_for, load_conda_mirrors
from wizard.core.download.credentials import store_secret
from wizard.core.download.network import MIRROR_SERVICE, PROXY_SERVICE, NetworkSettings, ProxyMode
from wizard.core.download.pypi_mirrors import DEFAULT_ID, chosen_mirror, load_mirrors
from wizard.core.download.settings_file import move_address_credentials, save_network_settings
from wizard.core.download.sources import check_conda_channel, check_mirror_base, check_proxy_address
from wizard.gui.models.network_choices import NetworkSections
from wizard.gui.widgets.banner import Banner

MODES: tuple[ProxyMode, ...] = ("system", "none", "explicit")


class NetworkSettingsDialog(QDialog):
    """Edits the run's :class:`NetworkSettings`; :meth:`apply` saves them (and the passwords) or shows why not,
    and ``settings`` is then the value saved, for the caller to use from then on."""

    def __init__(self, settings: NetworkSettings, parent: QWidget | None = None,
                 sections: NetworkSections | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sections = sections or NetworkSections()
        self.moved_credentials = False  # True after an apply that took a password out of an address
        self.setMinimumWidth(560)  # an address is read whole, in both languages
        layout = QVBoxLayout(self)
        self.banner = Banner()
        layout.addWidget(self.banner)
        form = QFormLayout()
        self.mode_combo = QComboBox()
        self.proxy_url, self.proxy_user, self.proxy_password = QLineEdit(), QLineEdit(), QLineEdit()
        self.mirror_url, self.mirror_user, self.mirror_password = QLineEdit(), QLineEdit(), QLineEdit()
        for secret in (self.proxy_password, self.mirror_password):
            secret.setEchoMode(QLineEdit.EchoMode.Password)
        fields: list[QWidget] = [self.mode_combo, self.proxy_url, self.proxy_user, self.proxy_password]
        self.index_box = QComboBox()  # the Python package index (a mirror of it, or pip's default)
        self.conda_box = QComboBox()  # conda-forge itself, a listed mirror of it, or another address
        self.conda_channel = QLineEdit()  # a conda-forge mirror for the conda environments
        fields += [self.mirror_url, self.mirror_user, self.mirror_password, self.index_box, self.conda_box,
                   self.conda_channel]
        self.labels = [QLabel() for _ in fields]
        for label, field in zip(self.labels, fields, strict=True):
            form.addRow(label, field)
        self.catalog_box = QCheckBox()  # the Welcome page looks for a newer signed catalog (every route)
        self.catalog_box.setChecked(self.settings.look_for_catalog_updates)
        self.catalog_label = QLabel()
        form.addRow(self.catalog_label, self.catalog_box)
        self.form = form
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._fill()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Labels in the current language."""
        self.setWindowTitle(QCoreApplication.translate("NetworkSettings", "Network settings"))
        names = [
            QCoreApplication.translate("NetworkSettings", "Use the system proxy settings"),
            QCoreApplication.translate("NetworkSettings", "Connect directly (no proxy)"),
            QCoreApplication.translate("NetworkSettings", "Use this proxy"),
        ]
        for index, name in enumerate(names):
            self.mode_combo.setItemText(index, name)
        texts = [
            QCoreApplication.translate("NetworkSettings", "Proxy"),
            QCoreApplication.translate("NetworkSettings", "Proxy address"),
            QCoreApplication.translate("NetworkSettings", "Proxy user"),
            QCoreApplication.translate("NetworkSettings", "Proxy password"),
            QCoreApplication.translate("NetworkSettings", "Mirror base URL"),
            QCoreApplication.translate("NetworkSettings", "Mirror user"),
            QCoreApplication.translate("NetworkSettings", "Mirror password"),
            QCoreApplication.translate("NetworkSettings", "Python package index"),
            QCoreApplication.translate("NetworkSettings", "conda-forge mirror"),
            QCoreApplication.translate("NetworkSettings", "conda-forge mirror address"),
        ]
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for index in range(self.index_box.count()):
            self.index_box.setItemText(index, self.index_box.itemData(index).display_name)
        self.conda_box.setItemText(0, QCoreApplication.translate("NetworkSettings", "conda-forge itself (no mirror)"))
        for index, mirror in enumerate(self.conda_mirrors, 1):
            self.conda_box.setItemText(index, mirror.display_name)
        self.conda_box.setItemText(self.conda_box.count() - 1,
                                   QCoreApplication.translate("NetworkSettings", "Another address"))
        self.catalog_label.setText(QCoreApplication.translate("NetworkSettings", "Catalog updates"))
        self.catalog_box.setText(QCoreApplication.translate(
            "NetworkSettings", "Look for a newer compatibility catalog when the wizard starts"))
        self.proxy_url.setPlaceholderText("http://proxy.example.com:8080")
        self.mirror_url.setPlaceholderText("https://artifacts.example.com/nvidia/")
        self.conda_channel.setPlaceholderText("https://artifacts.example.com/conda-forge")

    def _fill(self) -> None:
        self.mode_combo.addItems(["", "", ""])
        self.mode_combo.setCurrentIndex(MODES.index(self.settings.proxy_mode))
        chosen = chosen_mirror(self.settings)
        for mirror in load_mirrors():
            self.index_box.addItem(mirror.display_name, mirror)
            if mirror.id == (chosen.id if chosen is not None else DEFAULT_ID):
                self.index_box.setCurrentIndex(self.index_box.count() - 1)
        self.conda_mirrors = load_conda_mirrors()
        self.conda_box.addItems([""] * (len(self.conda_mirrors) + 2))
        self.conda_box.currentIndexChanged.connect(self._conda_picked)
        self.conda_channel.textEdited.connect(self._conda_typed)
        self._fill_fields()
        self._conda_typed(self.conda_channel.text())
        self._show_sections()

    def _show_sections(self) -> None:
        """Only the sections the chosen route uses (every section before a plan is chosen)."""
        rows = [(self.sections.proxy, self.mode_combo, self.proxy_url, self.proxy_user, self.proxy_password),
                (self.sections.nvidia_mirror, self.mirror_url, self.mirror_user, self.mirror_password),
                (self.sections.package_index, self.index_box),
                (self.sections.conda_mirror, self.conda_box, self.conda_channel)]
        for shown, *widgets in rows:
            for widget in widgets:
                self.form.setRowVisible(widget, bool(shown))

    def _conda_picked(self, index: int) -> None:
        """A listed mirror fills in its address; conda-forge itself empties it; "Another address" keeps it."""
        if index == 0:
            self.conda_channel.clear()
        elif index <= len(self.conda_mirrors):
            self.conda_channel.setText(self.conda_mirrors[index - 1].url)

    def _conda_typed(self, text: str) -> None:
        """The choice follows what is typed: a listed mirror's address selects it, anything else "Another"."""
        mirror = conda_mirror_for(text.strip(), self.conda_mirrors)
        if not text.strip():
            index = 0
        elif mirror is not None:
            index = self.conda_mirrors.index(mirror) + 1
        else:
            index = len(self.conda_mirrors) + 1
        self.conda_box.blockSignals(True)
        self.conda_box.setCurrentIndex(index)
        self.conda_box.blockSignals(False)

    def _fill_fields(self) -> None:
        self.proxy_url.setText(self.settings.proxy_url or "")
        self.proxy_user.setText(self.settings.proxy_user or "")
        self.mirror_url.setText(self.settings.mirror_base or "")
        self.mirror_user.setText(self.settings.mirror_user or "")
        self.conda_channel.setText(self.settings.conda_channel or "")

    def _on_ok(self) -> None:
        if self.apply() and not self.moved_credentials:
            self.accept()

    def apply(self) -> bool:
        """Save what was entered; False (with the message shown) when something is wrong."""
        try:
            mirror = check_mirror_base(self.mirror_url.text()) if self.mirror_url.text().strip() else None
            mode, typed_proxy = MODES[self.mode_combo.currentIndex()], self.proxy_url.text()
            # "Use this proxy" needs an address (else the session would quietly use the system's); one kept
            # for later under another mode must be an address too
            proxy_url = check_proxy_address(typed_proxy) if mode == "explicit" or typed_proxy.strip() else None
            typed = replace(
                self.settings,
                proxy_mode=mode,
                proxy_url=proxy_url,
                proxy_user=self.proxy_user.text().strip() or None,
                mirror_base=mirror,
                mirror_user=self.mirror_user.text().strip() or None,
                conda_channel=check_conda_channel(self.conda_channel.text()),
                package_index=self._package_index(),
                look_for_catalog_updates=self.catalog_box.isChecked(),
            )
            settings = move_address_credentials(typed, strict=True)
            self._store_passwords(settings)
            save_network_settings(settings)
        except WizardError as error:
            self.banner.show_message("error", error.message, error.hint)
            return False
        self.settings = settings
        self.moved_credentials = settings != typed
        if self.moved_credentials:
            self._fill_fields()
            self.banner.show_message(
                "info",
                QCoreApplication.translate(
                    "NetworkSettings",
                    "The user name and password typed in the address were moved to their own fields. "
                    "The password is kept in the system keyring, never in the settings file.",
                ),
                QCoreApplication.translate("NetworkSettings", "Check the fields, then press OK again."),
            )
        return True

    def _package_index(self) -> str | None:
        """The index picked (None for pip's default when none was remembered: nothing changes)."""
        mirror = self.index_box.currentData()
        if mirror is None or (mirror.id == DEFAULT_ID and self.settings.package_index is None):
            return self.settings.package_index
        return str(mirror.id)

    def _store_passwords(self, settings: NetworkSettings) -> None:
        """Only typed passwords are stored; an empty field keeps the one already in the keyring."""
        if settings.proxy_user and self.proxy_password.text():
            store_secret(PROXY_SERVICE, settings.proxy_user, self.proxy_password.text())
        if settings.mirror_user and self.mirror_password.text():
            store_secret(MIRROR_SERVICE, settings.mirror_user, self.mirror_password.text())
