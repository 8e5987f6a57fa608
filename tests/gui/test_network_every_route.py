"""Network settings from every page of every route (issue 29): the window's own "Network settings…" button, the
sections the route uses, and what is saved reaching the environment page and the settings file.

Only the probe is fed a facts file (no GPU here); the wizard, planner, dialog and settings file are real.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from tests.gui.test_walk_profiles import Shoot, walk_to_choose
from wizard.core.download.conda_mirrors import load_conda_mirrors
from wizard.core.download.settings_file import load_network_settings
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.setup_wizard import SetupWizard

ROUTES = ["linux-rtx3060-ubuntu-22.04.json", "linux-no-gpu.json", "linux-rtx5090-blackwell.json",
          "windows-isolated-gtx1080-conda.json"]


def _network_button_shown(wizard: SetupWizard) -> bool:
    button = wizard.button(QWizard.WizardButton.CustomButton1)
    return button is not None and button.isVisible() and button.text() == "Network settings…"


@pytest.mark.parametrize("profile", ROUTES)
def test_the_network_settings_are_on_every_page_of_the_route(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, profile: str
) -> None:
    wizard = make_wizard(profile)
    assert _network_button_shown(wizard), "already on the Welcome page"
    walk_to_choose(wizard, shoot, f"network-{profile[:-5]}")
    while wizard.nextId() != -1:
        wizard.next()
        assert _network_button_shown(wizard), type(wizard.currentPage()).__name__


def test_a_conda_route_shows_the_conda_forge_mirror_beside_the_package_index(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, qtbot: QtBot
) -> None:
    wizard = make_wizard("linux-rtx5090-blackwell.json")
    walk_to_choose(wizard, shoot, "network-conda")
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, PythonEnvPage)
    dialog = wizard.network_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.conda_box.isVisible() and dialog.index_box.isVisible() and dialog.proxy_url.isVisible()
    assert not dialog.mirror_url.isVisible(), "this plan downloads nothing from NVIDIA"
    tuna = load_conda_mirrors()[0]
    dialog.conda_box.setCurrentIndex(1)
    assert dialog.conda_channel.text() == tuna.url
    dialog.index_box.setCurrentIndex(next(i for i in range(dialog.index_box.count())
                                          if dialog.index_box.itemData(i).id == "tsinghua"))
    assert dialog.apply()
    wizard.use_network_settings(dialog.settings)
    saved = load_network_settings()
    assert saved.conda_channel == tuna.url and saved.package_index == "tsinghua"
    assert wizard.session.network == saved
    assert tuna.name in page.channel_line.text(), "the page says where the conda packages now come from"


def test_a_pip_route_hides_the_conda_mirror(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, qtbot: QtBot
) -> None:
    wizard = make_wizard("linux-rtx3060-ubuntu-22.04.json")
    walk_to_choose(wizard, shoot, "network-pip")
    dialog = wizard.network_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.index_box.isVisible() and not dialog.conda_box.isVisible()
    assert not dialog.conda_channel.isVisible()


def test_the_package_index_chosen_in_the_dialog_is_the_one_the_pip_route_uses(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, qtbot: QtBot
) -> None:
    wizard = make_wizard("linux-no-gpu.json")
    walk_to_choose(wizard, shoot, "network-index")
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, PythonEnvPage)
    assert page.installer_box.isVisible() and page.index_box.isVisible() and not page.conda_box.isVisible()
    dialog = wizard.network_dialog()
    qtbot.addWidget(dialog)
    dialog.index_box.setCurrentIndex(next(i for i in range(dialog.index_box.count())
                                          if dialog.index_box.itemData(i).id == "ustc"))
    assert dialog.apply()
    wizard.use_network_settings(dialog.settings)
    assert page.index_box.currentData().id == "ustc"


def test_a_conda_route_shows_conda_choices_not_pip_ones(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("windows-isolated-gtx1080-conda.json")
    walk_to_choose(wizard, shoot, "network-isolated")
    page = wizard.page_of(PythonEnvPage)
    assert isinstance(page, PythonEnvPage)
    page.initializePage()
    page.show()
    assert page.conda_box.isVisible() and page.channel_line.isVisible()
    assert "conda-forge" in page.channel_line.text()
    assert not page.installer_box.isVisible() and not page.index_box.isVisible()
