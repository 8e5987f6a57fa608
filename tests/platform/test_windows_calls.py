"""Win32 call details that can be checked without Windows: what each answer of the UAC launch means, the
settings broadcast kept off the caller's thread, and no ``argtypes`` set on the shared ``ctypes.windll``.

The Win32 calls themselves cannot run here (this machine has no Windows); their answers are passed in as
plain numbers, and the sender is a stand-in function that blocks until the test releases it.
"""

from __future__ import annotations

import ast
import threading
from pathlib import Path

import pytest

from wizard.basics.errors import Cancelled, WizardError
from wizard.platform.elevation_windows import ERROR_CANCELLED, WAIT_FAILED, launch_outcome, wait_outcome
from wizard.platform.env_broadcast import broadcast_in_background

WIZARD = Path(__file__).resolve().parents[2] / "wizard"


def test_a_declined_uac_prompt_reads_as_cancelled() -> None:
    with pytest.raises(Cancelled):
        launch_outcome(False, ERROR_CANCELLED, None)


def test_another_launch_failure_names_the_windows_error() -> None:
    with pytest.raises(WizardError) as caught:
        launch_outcome(False, 2, None)
    assert "2" in caught.value.message and caught.value.reference == "elevation-unavailable"


def test_a_launch_without_a_process_handle_is_a_failure_not_a_success() -> None:
    with pytest.raises(WizardError) as caught:
        launch_outcome(True, 0, None)
    assert caught.value.reference == "elevation-no-process"
    assert launch_outcome(True, 0, 0x1234) == 0x1234


def test_the_exit_code_counts_only_when_the_wait_ended_and_the_code_was_read() -> None:
    assert wait_outcome(0, True, 3, 0) == 3
    for waited, got in ((WAIT_FAILED, True), (0, False)):
        with pytest.raises(WizardError) as caught:
            wait_outcome(waited, got, 0, 6)
        assert caught.value.reference == "elevation-lost"


def test_the_settings_broadcast_returns_at_once_while_the_sender_still_waits() -> None:
    release, sent = threading.Event(), threading.Event()

    def hung_windows() -> bool:
        release.wait(10)  # SendMessageTimeoutW waiting out hung top-level windows
        sent.set()
        return True

    thread = broadcast_in_background(hung_windows)
    assert thread.is_alive() and not sent.is_set() and not thread.daemon
    assert thread is not threading.current_thread()
    release.set()
    thread.join(10)
    assert sent.is_set()


def _shared_windll_argtypes(tree: ast.AST) -> list[int]:
    """Lines setting ``argtypes``/``restype`` on a function reached through the shared ``windll`` (directly,
    or through a name bound to ``ctypes.windll...``)."""
    shared_names = {
        target.id
        for node in ast.walk(tree) if isinstance(node, ast.Assign) and "windll." in ast.unparse(node.value)
        for target in node.targets if isinstance(target, ast.Name)
    }  # fmt: skip
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            if isinstance(target, ast.Attribute) and target.attr in ("argtypes", "restype"):
                root = target.value
                while isinstance(root, ast.Attribute):
                    root = root.value
                if "windll." in ast.unparse(target.value) or (isinstance(root, ast.Name) and root.id in shared_names):
                    lines.append(node.lineno)
    return lines


def test_the_argtypes_guard_finds_the_old_broadcast() -> None:
    old = "send = ctypes.windll.user32.SendMessageTimeoutW\nsend.argtypes = []\nsend.restype = int\n"
    assert _shared_windll_argtypes(ast.parse(old)) == [2, 3]
    private = "user32 = ctypes.WinDLL('user32')\nsend = user32.SendMessageTimeoutW\nsend.argtypes = []\n"
    assert _shared_windll_argtypes(ast.parse(private)) == []


def test_no_module_sets_argtypes_on_the_shared_windll() -> None:
    """A private WinDLL per module: argtypes on ``ctypes.windll.user32.X`` would change X for everyone."""
    found = {}
    for path in WIZARD.rglob("*.py"):
        lines = _shared_windll_argtypes(ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            found[str(path.relative_to(WIZARD))] = lines
    assert found == {}
