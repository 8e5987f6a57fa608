"""The Finish page with real widgets offscreen, a real journal written by real operations, real files.

Only what cannot be driven here is answered by the test: the native save dialog, the confirmation box and
starting a terminal (FinishActions is the seam); everything they lead to (writing, undoing) is real. The PATH
changes go to the isolated HOME's shell files on POSIX and, on Windows, to the real registry in the test's
sandbox key (``sandboxed_registry``), so the folders added are this OS's own.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot

from tests.core import report_inputs as inputs
from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.ops.journal import Journal, utc_now
from wizard.gui.finish_actions import FinishActions, Launch, jupyter_launch, terminal_launch
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.session import Session
from wizard.gui.setup_wizard import PAGES, SetupWizard
from wizard.gui.translator import install_language
from wizard.platform.registry import HKCU, USER_ENVIRONMENT

SHOTS = Path(os.environ.get("TFGPU_WIZARD_SHOTS", "/work/wt/shots-report"))
WINDOWS = sys.platform == "win32"
CUDA_BIN = r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v12.2\bin" if WINDOWS else "/usr/local/cuda-12.2/bin"
CUPTI = r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v12.2\extras\CUPTI\lib64" if WINDOWS else \
    "/usr/local/cuda-12.2/extras/CUPTI/lib64"
BEFORE_BIN = r"C:\opt\before\bin" if WINDOWS else "/opt/before/bin"
pytestmark = pytest.mark.usefixtures("sandboxed_registry")


class Answers(FinishActions):
    """Answers the dialogs as a user would, and records what the page asked."""

    def __init__(self, save_to: Path | None = None, agree: bool = True) -> None:
        self.save_to, self.agree = save_to, agree
        self.questions: list[tuple[str, str]] = []
        self.opened: list[Path] = []
        self.started: list[Launch] = []

    def ask_save_path(self, parent: object, title: str, suggested: Path, name_filter: str) -> Path | None:
        return self.save_to

    def confirm(self, parent: object, title: str, text: str, details: str) -> bool:
        self.questions.append((text, details))
        return self.agree

    def open_file(self, path: Path) -> bool:
        self.opened.append(path)
        return True

    def start(self, launch: Launch) -> bool:
        self.started.append(launch)
        return True


def _session(**fields: object) -> Session:
    session = Session(synchronous=True)
    session.facts = inputs.facts()
    session.plan = inputs.plan_for(session.facts)
    for name, value in fields.items():
        setattr(session, name, value)
    return session


@pytest.fixture
def make_page(qtbot: QtBot) -> Callable[..., FinishPage]:
    def build(session: Session | None = None, answers: Answers | None = None) -> FinishPage:
        page = FinishPage(session or _session())
        qtbot.addWidget(page)
        page.hand_off = answers or Answers()
        page.resize(860, 640)
        page.show()
        page.initializePage()
        return page

    return build


def test_finish_is_the_last_page_after_the_hand_off_commands() -> None:
    assert PAGES[-2:] == ["wizard.gui.pages.next_steps_page:NextStepsPage", "wizard.gui.pages.finish_page:FinishPage"]


def test_the_summary_lists_only_this_sessions_changes(make_page: Callable[..., FinishPage]) -> None:
    journal = Journal()
    inputs.add_to_path(journal, BEFORE_BIN)
    time.sleep(1.1)  # the journal stamps whole seconds: the session starts strictly after that change
    page = make_page(_session(started_at=utc_now()))
    assert "did not change anything" in page.summary.text()
    inputs.add_to_path(journal, CUDA_BIN)
    page.initializePage()
    assert CUDA_BIN in page.summary.text() and BEFORE_BIN not in page.summary.text()
    assert "(1 change)" in page.summary.text() and "in effect" in page.summary.text()


@pytest.mark.parametrize("fmt", ["md", "html", "json"])
def test_the_export_is_byte_identical_to_the_preview(
    make_page: Callable[..., FinishPage], tmp_path: Path, fmt: str
) -> None:
    inputs.add_to_path(Journal(), CUDA_BIN)
    target = tmp_path / "out" / "report"
    page = make_page(answers=Answers(save_to=target))
    page.preview.chooser.setCurrentIndex(page.preview.chooser.findData(fmt))
    page.save_buttons[fmt].click()  # type: ignore[index]
    written = target.with_suffix({"md": ".md", "html": ".html", "json": ".json"}[fmt])
    assert written.read_bytes() == page.preview.shown_bytes()
    shown = CUDA_BIN if fmt == "html" else CUDA_BIN.replace("\\", "\\\\")  # Markdown and JSON escape each backslash
    assert shown.encode() in written.read_bytes()
    assert str(written) in page.status.text()


def test_pdf_export_and_opening_the_report(make_page: Callable[..., FinishPage], tmp_path: Path) -> None:
    answers = Answers(save_to=tmp_path / "report.pdf")
    page = make_page(answers=answers)
    page.save_buttons["pdf"].click()
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF-")
    assert (tmp_path / "report.pdf").read_bytes() == page.model.rendered("pdf")
    page.open_button.click()
    assert len(answers.opened) == 1 and answers.opened[0].read_bytes() == page.model.rendered("html")


def test_a_save_that_fails_says_so_and_leaves_nothing(make_page: Callable[..., FinishPage], tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    page = make_page(answers=Answers(save_to=blocker / "report.md"))
    page.save_buttons["md"].click()
    assert "Could not save the report" in page.status.text()
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def _user_path(registry: MemoryRegistry) -> str:
    """The user's PATH in the test's registry (the sandbox key on Windows; nothing elsewhere)."""
    value = registry.read(HKCU, USER_ENVIRONMENT, "Path")
    return "" if value is None else str(value.data)


def test_undo_everything_previews_asks_and_undoes(
    make_page: Callable[..., FinishPage], isolated_home: Path, sandboxed_registry: MemoryRegistry
) -> None:
    before = {p.name: p.read_bytes() for p in isolated_home.glob(".*") if p.is_file()}
    path_before = _user_path(sandboxed_registry)
    journal = Journal()
    inputs.add_to_path(journal, CUDA_BIN)
    answers = Answers(agree=False)
    page = make_page(answers=answers)
    page.undo_button.click()
    assert len(answers.questions) == 1 and "1 change will be undone" in answers.questions[0][0]
    assert CUDA_BIN in answers.questions[0][1], "the preview names what will be undone"
    assert len(journal.pending()) == 1, "saying No undoes nothing"
    assert (CUDA_BIN in _user_path(sandboxed_registry)) is WINDOWS
    answers.agree = True
    page.undo_button.click()
    assert journal.pending() == [] and "Everything was undone" in page.status.text()
    assert {p.name: p.read_bytes() for p in isolated_home.glob(".*") if p.is_file()} == before
    assert _user_path(sandboxed_registry) == path_before
    assert "undone" in page.summary.text() and page.undo_button.isEnabled()
    page.undo_button.click()
    assert "nothing to undo" in page.status.text() and len(answers.questions) == 2


def test_the_environment_buttons_appear_when_the_session_knows_the_environment(
    make_page: Callable[..., FinishPage], tmp_path: Path
) -> None:
    page = make_page()
    assert not page.copy_button.isVisibleTo(page) and not page.jupyter_button.isVisibleTo(page)
    """A venv as this OS lays it out: ``Scripts\\*.exe`` on Windows (its PATH gets the env's three program folders
    first), ``bin/*`` elsewhere."""
    env = tmp_path / "tf-env"
    programs, exe = (env / "Scripts", ".exe") if WINDOWS else (env / "bin", "")
    programs.mkdir(parents=True)
    (programs / f"python{exe}").write_text("", encoding="utf-8")
    (programs / f"jupyter-lab{exe}").write_text("", encoding="utf-8")
    answers = Answers()
    page = make_page(_session(env_python=programs / f"python{exe}"), answers)
    assert page.copy_button.isVisibleTo(page) and page.jupyter_button.isVisibleTo(page)
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == str(programs / f"python{exe}")
    page.jupyter_button.click()
    path_first = (env, env / "Scripts", env / "Library" / "bin") if WINDOWS else (env / "bin",)
    assert answers.started == [Launch(str(programs / f"jupyter-lab{exe}"), (), env, path_first)]


def test_the_windows_terminal_is_cmd_with_the_env_first(tmp_path: Path) -> None:
    env = tmp_path / "env"
    windows = terminal_launch(env, windows=True)
    assert windows is not None and windows.program == "cmd.exe" and env / "Scripts" in windows.path_first


@pytest.mark.posix_only("the Linux terminal found on PATH is an executable without an extension (#! script)")
def test_the_linux_terminal_and_jupyter_are_found_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    env = tmp_path / "env"
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "xterm").write_text("#!/bin/sh\n", encoding="utf-8")
    (tools / "xterm").chmod(0o755)
    monkeypatch.setenv("PATH", str(tools))
    linux = terminal_launch(env, windows=False)
    assert linux is not None and linux.program == str(tools / "xterm") and linux.cwd == env
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    assert terminal_launch(env, windows=False) is None
    assert jupyter_launch(env, windows=False) is None


def _shoot(qtbot: QtBot, language: str, name: str) -> Path:
    journal = Journal()
    inputs.add_to_path(journal, CUDA_BIN)
    inputs.add_to_path(journal, CUPTI)
    install_language(language)
    session = _session(verification=inputs.verification(), doctor=inputs.doctor(),
                       env_python=Path("/opt/envs/tf/bin/python"))
    wizard = SetupWizard(session)
    qtbot.addWidget(wizard)
    wizard.setStartId(len(PAGES) - 1)
    wizard.restart()
    wizard.show()
    qtbot.waitExposed(wizard)
    assert isinstance(wizard.currentPage(), FinishPage)
    assert wizard.button(QWizard.WizardButton.FinishButton).isVisible()
    for _ in range(3):
        QApplication.processEvents()
    SHOTS.mkdir(parents=True, exist_ok=True)
    target = SHOTS / f"{name}.png"
    assert wizard.grab().save(str(target))
    return target


def test_screenshots_in_english_and_chinese(qtbot: QtBot) -> None:
    try:
        _shoot(qtbot, "en", "finish-en")
        _shoot(qtbot, "zh_CN", "finish-zh")
    finally:
        install_language("en")


def test_undo_everything_can_also_remove_the_downloaded_packages(
    make_page: Callable[..., FinishPage], isolated_home: Path
) -> None:
    """The checkbox names the size of the wizard's package cache (real files) and removes only that folder."""
    from wizard.core.pyenv.package_cache import package_cache_dir

    cached = package_cache_dir() / "uv" / "wheels" / "big.bin"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(b"\0" * (2 * 1024 * 1024))
    users_own = isolated_home / ".cache" / "uv" / "kept.bin"
    users_own.parent.mkdir(parents=True)
    users_own.write_bytes(b"mine")
    inputs.add_to_path(Journal(), CUDA_BIN)
    page = make_page(answers=Answers(agree=True))
    assert page.cache_box.isVisibleTo(page) and "(2 MB)" in page.cache_box.text()
    page.undo_button.click()
    assert cached.is_file(), "left unticked, the downloaded packages stay"
    inputs.add_to_path(Journal(), CUDA_BIN)
    page.refresh()
    page.cache_box.setChecked(True)
    page.undo_button.click()
    assert not package_cache_dir().exists() and users_own.read_bytes() == b"mine"
    assert "Removed the downloaded packages (2 MB)." in page.status.text()
    assert not page.cache_box.isVisibleTo(page), "nothing left to remove"


def test_the_preview_shows_the_report_drawn_and_copies_it_as_markdown(make_page: Callable[..., FinishPage]) -> None:
    """Issue 29: the first view is the report as it reads (no raw ``**...**`` or ``x86\\_64``), and "Copy as
    Markdown" puts the GitHub text on the clipboard."""
    inputs.add_to_path(Journal(), CUDA_BIN)
    page = make_page()
    shown = page.preview.rendered.toPlainText()
    assert page.preview.pages.currentWidget() is page.preview.rendered and shown
    assert "**" not in shown and "\\_" not in shown
    page.preview.copy_markdown_button.click()
    assert QGuiApplication.clipboard().text().encode("utf-8") == page.model.rendered("md")


def test_the_wsl_restart_entry_is_listed_by_what_it_does_not_by_the_wizards_options(
        make_page: Callable[..., FinishPage]) -> None:
    """The WSL2 route's restart leaves a run-once entry whose command names the wizard's own options
    (``--continue-wsl``, ``--lang``): the last page lists what the change does, in both languages, never that
    command line (the review before the change shows it). Journaled as the runner journals it (no Windows
    registry is written here: the change is recorded, not made)."""
    from wizard.core.wsl.setup_ops import AddRunOnce

    session = _session()
    operation = AddRunOnce(r'"C:\Program Files\tfgpu-wizard\tfgpu-wizard-gui.exe" --lang en --continue-wsl '
                           r"C:\Users\me\AppData\Local\tfgpu-wizard\wsl-resume.json")
    journal = Journal()
    entry = journal.begin(run_id="wsl-run", kind=operation.kind, description=operation.describe(), step="check-wsl",
                          params=operation.to_params())
    journal.complete(entry.entry_id, {})
    page = make_page(session)
    try:
        for language, words in (("en", "after the restart"), ("zh_CN", "重启后")):
            install_language(language)
            page.initializePage()
            summary = page.summary.text()
            assert words in summary and "(1 " in summary.replace("（1 ", "(1 "), summary
            assert "--continue-wsl" not in summary and "--lang" not in summary and ".exe" not in summary, summary
    finally:
        install_language("en")
    assert operation.command in operation.preview().after, "the review before the change shows the command"
