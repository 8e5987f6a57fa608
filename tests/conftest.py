"""Shared test setup: every test gets its own HOME/XDG/APPDATA, and Qt runs offscreen.

Isolation is the rule from design.md section 6: no test may touch the real PATH, registry or rc files.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests import suite_temp
from tests.fakes.registry_guard import (  # noqa: F401
    real_environment_keys_untouched,
    registry_sandbox_removed,
    sandboxed_registry,
)
from wizard.basics import i18n

# No timing checks in property tests (speed goals live in bench/, not in timed tests): on the loaded 2-core machine
# the "input generation is slow" health check failed a pure-function property test in both full runs (one draw
# of 1.1 s), and a per-example deadline fails a correct example the same way. The other health checks stay.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


KNOWN_WINDOWS_FAILURES = Path(__file__).resolve().parent / "windows" / "known-failures.txt"


def known_windows_failures(text: str) -> dict[str, str]:
    """``node id  # reason`` lines (a file or test name without parameters covers all of its tests)."""
    known = {}
    for line in text.splitlines():
        node, _, reason = line.partition("#")
        if node.strip():
            assert reason.strip(), f"{KNOWN_WINDOWS_FAILURES.name}: {node.strip()} needs its reason after '#'"
            known[node.strip()] = reason.strip()
    return known


def known_failure_reason(node_id: str, known: dict[str, str]) -> str | None:
    for prefix in (node_id, node_id.split("[", maxsplit=1)[0], node_id.split("::", maxsplit=1)[0]):
        if prefix in known:
            return known[prefix]
    return None


def pytest_configure(config: pytest.Config) -> None:
    """The run's own temp folder (tests/suite_temp.py), before any test or child makes a temporary file; and
    SIGINT handled again when the run started with it ignored (a script's `bash -c '...' &` starts its commands
    so): every child a test starts inherits that, and the tests' Ctrl-C (a real SIGINT) never reached the wizard."""
    suite_temp.start()
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run when it left anything in its temp folder (then removed with it): a test, a fixture or the
    wizard's own code made a temporary file or folder and did not remove it."""
    left = suite_temp.finish()
    if left:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = "the run left these in the temp folder: " + ", ".join(left)
        if reporter is not None:
            reporter.write_line(message, red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


QT_FIXTURES = frozenset({"qtbot", "qapp", "qapp_args", "qapp_cls"})
QT_FOLDERS = (Path(__file__).resolve().parent / "gui",)


def needs_qt(item: pytest.Item) -> bool:
    """Whether a test makes Qt objects in the pytest process: a GUI test, one using pytest-qt, or one marked ``qt``.

    `make pytest` runs these in one process: Qt in parallel workers aborted a worker and hung the run.
    """
    if item.get_closest_marker("qt") is not None or QT_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    return any(folder in item.path.parents for folder in QT_FOLDERS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that makes Qt objects carries the ``qt`` marker (`make pytest` keeps those in one process).

    On Windows, the tests listed in tests/windows/known-failures.txt are skipped with their reason: what the
    suite does not yet do on Windows, listed rather than hidden. The list only shrinks."""
    for item in items:
        if needs_qt(item) and item.get_closest_marker("qt") is None:
            item.add_marker(pytest.mark.qt)
    if sys.platform != "win32":
        return
    known = known_windows_failures(KNOWN_WINDOWS_FAILURES.read_text(encoding="utf-8"))
    for item in items:
        reason = known_failure_reason(item.nodeid, known)
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason=f"known Windows failure: {reason}"))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """The two platform markers: ``posix_only`` skips on Windows, ``wine_gap`` only under wine (the Windows tier).

    Each takes its reason as the first argument; the skip message carries it.
    """
    from tests.windows import wine

    posix, gap = item.get_closest_marker("posix_only"), item.get_closest_marker("wine_gap")
    if posix is not None and sys.platform == "win32":
        pytest.skip(f"POSIX only: {_reason(posix)}")
    if gap is not None and (_reason(gap) and wine.under_wine()):
        pytest.skip(f"wine 8 lacks it: {_reason(gap)}")
    if posix is not None:
        _reason(posix)  # a marker without its reason fails everywhere, not only where it skips


def _reason(marker: pytest.Mark) -> str:
    reason = marker.args[0] if marker.args else marker.kwargs.get("reason", "")
    assert reason, f"@pytest.mark.{marker.name} needs a reason"
    return str(reason)


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh HOME (and XDG/APPDATA dirs inside it) for each test, English by default."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(home / "AppData" / "Local"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local" / "state"))
    monkeypatch.delenv("TFGPU_WIZARD_LANG", raising=False)
    _planner_stand_in(tmp_path, monkeypatch)
    i18n.set_language("en")
    yield home
    i18n.set_language("en")
    _qt_back_to_english()
    _forget_given_env_backends()


def _qt_back_to_english() -> None:
    """A test that switched the GUI to Chinese leaves Qt's translators installed in the process's one application:
    the next test's pages then spoke Chinese (under wine, where the Qt tests share a process in another order, a
    WSL page test failed so). English again, when a translator is there."""
    translator = sys.modules.get("wizard.gui.translator")
    if translator is not None and (translator._installed is not None or translator._qt_own is not None):
        translator.install_language("en")


def _planner_stand_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where a test may say what this machine's planner makes (tests/fakes/made_here), here and in its children;
    idle until the test says it."""
    from tests.fakes.made_here import MADE_HERE_VARIABLE, stood_in
    from wizard.core.apply import host_check

    monkeypatch.setenv(MADE_HERE_VARIABLE, str(tmp_path / "made-here-plan.json"))
    monkeypatch.setattr(host_check, "remade_here", stood_in(host_check.remade_here))


def _forget_given_env_backends() -> None:
    """A backend a test handed to the env-var operations (a stand-in registry) must not serve later tests'
    undos in the same process (it made an e2e race test fail when the GUI tests ran first)."""
    from wizard.core.envvars import env_ops

    env_ops._GIVEN_BACKENDS.clear()


@pytest.fixture(autouse=True)
def no_qt_in_a_parallel_worker(request: pytest.FixtureRequest) -> Iterator[None]:
    """In a parallel worker (pytest-xdist), a test not marked ``qt`` that makes a Qt application fails, naming the fix.

    The marker list is found, not kept by hand: this guard keeps it complete as tests are added.
    """
    guarded = bool(os.environ.get("PYTEST_XDIST_WORKER")) and request.node.get_closest_marker("qt") is None
    before = guarded and _qt_application_exists()
    yield
    if guarded and not before and _qt_application_exists():
        pytest.fail(f"{request.node.nodeid} made a Qt application in a parallel worker: mark it @pytest.mark.qt")


def _qt_application_exists() -> bool:
    core = sys.modules.get("PySide6.QtCore")
    return core is not None and core.QCoreApplication.instance() is not None


@pytest.fixture
def artifacts_dir() -> Path:
    """Where tests save screenshots and reports for a person to look at (git-ignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
