"""Finish after "Undo everything" (issue 29): nothing is offered for the environment that is gone, the question
and the result say what is kept (settings, logs), and the wizard's emptied holder folder (``envs/``) goes too.

Everything is real: the environment is made by the Python environment page from a loopback package index, the
undo reverses the journal, the folders are this test's HOME; only the confirmation box is answered by the test.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.gui.test_finish_page import Answers
from tests.gui.test_python_env_page import _page
from wizard.core.download.settings_file import save_network_settings, settings_path
from wizard.core.ops.journal import data_dir
from wizard.core.pyenv.envs import env_prefix
from wizard.gui.pages.finish_page import FinishPage


def test_finish_after_undo_everything_offers_nothing_for_the_environment_and_says_what_it_kept(
    qtbot: QtBot, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    env_page = _page(qtbot, tiny_index)
    env_page.kernel_box.setChecked(False)  # ipykernel is not on the loopback index
    qtbot.mouseClick(env_page.review_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(env_page.install_button, Qt.MouseButton.LeftButton)
    assert env_page.state == "installed", [label.text() for label in env_page.banner.findChildren(QLabel)]
    save_network_settings(env_page.session.network)  # the settings file a user's Network settings leave
    finish = FinishPage(env_page.session)
    qtbot.addWidget(finish)
    answers = Answers()
    finish.hand_off = answers
    finish.show()
    finish.initializePage()
    assert finish.copy_button.isVisibleTo(finish), "the environment is there: its path is offered"
    finish.undo_button.click()
    assert not env_prefix("tf").exists()
    question = answers.questions[0][0]
    assert "Kept:" in question and str(settings_path().parent) in question
    assert "Everything was undone" in finish.status.text() and "Kept:" in finish.status.text()
    assert not finish.copy_button.isVisibleTo(finish) and not finish.terminal_button.isVisibleTo(finish)
    assert not finish.jupyter_button.isVisibleTo(finish)
    assert not (data_dir() / "envs").exists(), "the emptied holder folder goes with what it held"
    assert settings_path().is_file(), "the settings are kept, as said"
    assert not Path(str(env_page.session.env_python or "")).name
