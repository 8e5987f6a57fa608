"""A dropped page is freed at once, on the UI thread, not later by the garbage collector.

Why it matters: a top-level widget caught in a reference cycle is freed whenever the collector runs, and
that may be on a download or probe thread; Qt then deletes the widget off the UI thread while the UI thread
may be delivering it an event (a segfault seen in the download tests). The helpers a page hands its work
to (queue, probe runner, boards) signal back instead of holding the page.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Generator, Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.core.http_server import serving
from tests.gui.conftest import FACTS_DIR, probe_from_file
from wizard.basics.facts import MachineFacts
from wizard.gui.pages.base import WizardPage
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.download_page import DownloadPage
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.session import Session


@pytest.fixture
def no_collector() -> Iterator[None]:
    """Only reference counting frees objects while the test runs."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def _download_page(session: Session) -> WizardPage:
    page = DownloadPage(session)
    page.request_factory = lambda: []  # as the download tests do: the default reads the session's plan
    page.initializePage()
    return page


PAGES: dict[str, Callable[[Session], WizardPage]] = {
    "download": _download_page,
    "system check, after a probe": lambda session: _probed(SystemCheckPage(session)),
    "choose setup": ChooseSetupPage,
    "welcome, after its offers": lambda session: _offering(WelcomePage(session)),
}


def _offering(page: WelcomePage) -> WelcomePage:
    """The Welcome page once its offers are made and both have run (the catalog looked for, the setup checked)."""
    from wizard.core.check.record import record_setup
    from wizard.core.download.network import NetworkSettings
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    now = _run(page.session.probe())  # the probe stand-in answers with the RTX 3090's facts
    record_setup(make_plan(now, Wishes()), now, None, [])
    with serving() as server:  # a release server with nothing published
        page.session.network = NetworkSettings(proxy_mode="none", mirror_base=server.url("/mirror/"))
        page.prefetch()
    assert page.catalog_offer is not None and page.setup_check is not None
    page.setup_check.start()
    assert page.setup_check.result is not None
    return page


def _run(step: Generator[object, None, MachineFacts]) -> MachineFacts:
    try:
        while True:
            next(step)
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


def _probed(page: SystemCheckPage) -> SystemCheckPage:
    page.start_probe()  # synchronous: the probe has run and its worker has ended
    assert page.rows, "the probe's facts are shown"
    return page


@pytest.mark.parametrize("make", PAGES.values(), ids=PAGES.keys())
def test_a_dropped_page_is_freed_at_once(make: Callable[[Session], WizardPage], qtbot: QtBot,
                                         no_collector: None) -> None:
    session = Session(synchronous=True)
    session.probe = probe_from_file(FACTS_DIR / "gui_rtx3090_linux.json")
    page = make(session)
    alive = weakref.ref(page)
    del page
    assert alive() is None, "something the page owns holds the page: a reference cycle"

