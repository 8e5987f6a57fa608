"""GUI test helpers: machine profiles from facts files, a wizard built for them, screenshots."""

from __future__ import annotations

import gc
from collections.abc import Callable, Generator, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wizard.basics.events import Event, LogLine, Started
from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.planner.host_identity import current_host_id
from wizard.gui.session import Session
from wizard.gui.setup_wizard import SetupWizard

FACTS_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "facts"


def this_machine(facts: MachineFacts) -> MachineFacts:
    """Facts of a profile as the probe of *this* machine would write them: with this host's fingerprint."""
    return replace(facts, host_id=current_host_id())


def probe_from_file(path: Path) -> Callable[[], Generator[Event, None, MachineFacts]]:
    """A probe step answering with the facts in ``path``.

    Fake on purpose: this machine has no NVIDIA GPU, driver or Windows, so the profiles come from
    facts files; everything after the probe (worker, pages, planner) is real.
    """

    def step() -> Generator[Event, None, MachineFacts]:
        yield Started("probe", "Reading the machine profile")
        yield LogLine("info", f"profile {path.name}")
        return this_machine(load_facts(path))

    return step


@pytest.fixture(autouse=True)
def garbage_freed_on_the_ui_thread() -> Iterator[None]:
    """Collect each test's garbage here, on the UI thread, once pytest-qt has closed the test's widgets.

    A widget held only by a reference cycle is otherwise freed whenever the collector next runs, and that
    may be on a download or probe thread of a later test: Qt then deletes it off the UI thread while the UI
    thread delivers it an event (a segfault). test_page_lifetime keeps the pages themselves out of cycles.
    What outlives the collection is then frozen (left out of every later collection): each test's collection
    walks only what was made since the last one, not the whole heap again (~70 ms a GUI test otherwise).
    """
    yield
    gc.collect()
    gc.freeze()


@pytest.fixture
def make_wizard(qtbot: QtBot) -> Callable[..., SetupWizard]:
    """Build a shown wizard whose probe answers with a facts file; steps run synchronously."""

    def build(profile: str | None = None, **session_fields: object) -> SetupWizard:
        session = Session(synchronous=True)  # the real planner and catalog; only the probe is fed a file
        if profile is not None:
            session.probe = probe_from_file(FACTS_DIR / profile)
        for name, value in session_fields.items():
            setattr(session, name, value)
        wizard = SetupWizard(session)
        qtbot.addWidget(wizard)
        wizard.show()
        qtbot.waitExposed(wizard)
        return wizard

    return build


@pytest.fixture
def shoot(artifacts_dir: Path) -> Callable[[SetupWizard, str], Path]:
    """Save a PNG of the window under artifacts/gui/ for a person to look at."""

    def save(wizard: SetupWizard, name: str) -> Path:
        folder = artifacts_dir / "gui"
        folder.mkdir(exist_ok=True)
        target = folder / f"{name}.png"
        # Widgets added to a visible parent are shown by a queued call, and a scroll area sizes its content
        # on a layout request posted while the first round is handled: one round can paint squeezed rows.
        for _ in range(3):
            QApplication.processEvents()
        assert wizard.grab().save(str(target)), f"could not save {target}"
        return target

    return save


def answer_question(button_text: str, asked: list[str] | None = None, timeout_ms: int = 10_000) -> None:
    """Press ``button_text`` in the next question box the wizard opens (a real QMessageBox, run modally).

    Polls from a timer on the UI thread, which keeps running inside the box's own event loop; the text of
    the question is appended to ``asked``. Fails the test if no question comes.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    waited = [0]

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            if asked is not None:
                asked.append(f"{box.text()}\n{box.informativeText()}")
            button = next((b for b in box.buttons() if b.text() == button_text), None)
            assert button is not None, [b.text() for b in box.buttons()]
            button.click()
            return
        waited[0] += 20
        if waited[0] < timeout_ms:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
